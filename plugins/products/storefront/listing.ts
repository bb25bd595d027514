import { SqlList } from '../../../core/lifecycle/index.js';
import { currentSlugJoin, currentSlugOf, slugJoin, slugsFrom } from '../../../core/db/slugs/slug-registry.js';
import { catalogFrom, catalogJoin } from '../../catalog/index.js';
import { decodeCursor, type CursorPosition } from '../../../core/http/cursor.js';
import { invalidField } from '../../../core/http/app-error.js';
import type { LiveDeals } from '../deals/deal-book.js';
import type { CategoryScope } from './category-scope.js';
import type { Feed, ProductFilters, ProductSort } from './storefront.dto.js';
import { relevanceScore, searchMatch, type SearchMode } from './search-sql.js';

/** Listed: published, alive, priced (a product without a live active variant has no price to sort or show). */
const LISTED = `p.status = 'published' AND p.deleted_at IS NULL AND p.min_selling_price IS NOT NULL`;

/*
 * The card's columns of product `p`. Everything besides the product row is a scalar subquery: PostgreSQL
 * evaluates those after ORDER BY ... LIMIT, so a search ranking thousands of matches joins only the page.
 */
const SLUG = currentSlugOf('product', 'p.id');
/** the brand when it is visible and alive */
const BRAND = `(SELECT json_build_object('publicId', b.public_id, 'name', b.name, 'slug', bs.slug)
  FROM ${catalogFrom('brand', 'b')} ${currentSlugJoin('brand', 'b', 'bs', true)}
  WHERE b.id = p.brand_id AND b.is_visible AND b.deleted_at IS NULL)`;
/** stock over the live active variants */
const INVENTORY = `(SELECT json_build_object('tracked', bool_and(v.is_tracked), 'available', sum(greatest(v.available, 0)) FILTER (WHERE v.is_tracked),
                                             'threshold', max(v.low_stock_threshold))
  FROM product_variants v WHERE v.product_id = p.id AND v.deleted_at IS NULL AND v.status = 'active')`;

export const cardSelect = (productDealIds: string, sortKey = 'NULL', more: { columns?: string; joins?: string } = {}) => `
  SELECT ${more.columns ?? ''} p.id, p.public_id AS "publicId", p.name, ${SLUG} AS slug, p.status, p.stock_status AS "stockStatus",
         p.min_mrp AS mrp, p.min_selling_price AS "sellingPrice", p.max_selling_price AS "maxSellingPrice",
         p.live_variant_count AS "variantCount", p.discount_percentage AS "discountPercentage",
         p.category_id AS "categoryId", p.brand_id AS "brandId", p.thumbnail_key AS "thumbnailKey", p.thumbnail_alt AS "thumbnailAlt",
         ${BRAND} AS brand, ${INVENTORY} AS inventory,
         ${productDealIds} AS "productDealIds", ${sortKey} AS "sortKey"
  FROM products p
  ${more.joins ?? ''}`;

/** Binds a value to the statement, returning its placeholder. */
export type Bind = (value: unknown) => string;

/** Live product-scoped deals of `p` (none to look for: an empty array). */
export function productDealIdsSql(bind: Bind, live: LiveDeals, alias = 'p'): string {
  if (!live.productDealIds.length) return `'{}'::text[]`;
  return `ARRAY(SELECT dp.deal_id::text FROM deal_products dp WHERE dp.product_id = ${alias}.id AND dp.deal_id = ANY(${bind(live.productDealIds)}::bigint[]))`;
}

/** "A live deal covers p": by product, by category subtree, by brand. */
export function dealCoverSql(bind: Bind, live: LiveDeals): string {
  const parts: string[] = [];
  if (live.categoryIds.length) parts.push(`p.category_id = ANY(${bind(live.categoryIds)}::bigint[])`);
  if (live.brandIds.length) parts.push(`p.brand_id = ANY(${bind(live.brandIds)}::bigint[])`);
  if (live.productDealIds.length) {
    parts.push(`EXISTS (SELECT 1 FROM deal_products dp WHERE dp.product_id = p.id AND dp.deal_id = ANY(${bind(live.productDealIds)}::bigint[]))`);
  }
  return parts.length ? `(${parts.join(' OR ')})` : 'false';
}

interface SortSpec {
  key: (q: string | undefined, mode: SearchMode) => string;
  /** how the key reads in the select (instants as whole microseconds since the epoch: exact, and checkable) */
  shown?: (key: string) => string;
  /** the cursor's value as SQL of the key's type, from its placeholder */
  from: (placeholder: string) => string;
  order: 'ASC' | 'DESC';
  valid: (k: unknown) => boolean;
}

const MICROS = (key: string) => `(extract(epoch FROM ${key}) * 1000000)::bigint::text`;
const FROM_MICROS = (p: string) => `(timestamptz 'epoch' + ${p}::bigint * interval '1 microsecond')`;
const isDigits = (max: number) => (k: unknown) => typeof k === 'string' && new RegExp(`^-?\\d{1,${max}}$`).test(k);

const SORTS: Record<ProductSort, SortSpec> = {
  newest: { key: () => 'p.created_at', shown: MICROS, from: FROM_MICROS, order: 'DESC', valid: isDigits(17) },
  priceAsc: { key: () => 'p.min_selling_price', from: (p) => `${p}::bigint`, order: 'ASC', valid: isDigits(16) },
  priceDesc: { key: () => 'p.min_selling_price', from: (p) => `${p}::bigint`, order: 'DESC', valid: isDigits(16) },
  discount: {
    key: () => 'p.discount_percentage',
    from: (p) => `${p}::integer`,
    order: 'DESC',
    valid: (k) => Number.isInteger(k) && (k as number) >= 0 && (k as number) <= 100,
  },
  relevance: {
    key: (q, mode) => relevanceScore(q!, mode),
    from: (p) => `${p}::float8`,
    order: 'DESC',
    valid: (k) => typeof k === 'number' && Number.isFinite(k),
  },
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface ListRequest {
  filters: ProductFilters;
  sort: ProductSort;
  limit: number;
  cursor?: string;
  feed?: Feed;
}

export interface ListContext {
  scope: CategoryScope;
  live: LiveDeals;
}

const FEED_CONDITION: Record<Exclude<Feed, 'deals'>, string> = {
  featured: 'p.featured',
  trending: 'p.trending',
  'best-sellers': 'p.best_seller',
  'new-arrivals': 'p.new_arrival',
};

const FLAGS = { featured: 'p.featured', trending: 'p.trending', bestSeller: 'p.best_seller', newArrival: 'p.new_arrival' } as const;

/** The filters (and a feed) as bound conditions on `p`; the text in the given search mode. */
function applyFilters(list: SqlList, bind: Bind, req: ListRequest, ctx: ListContext, q: string | undefined, mode: SearchMode): void {
  const f = req.filters;
  list.where(LISTED);
  if (ctx.scope.hiddenIds.length) list.where(`p.category_id <> ALL(${bind(ctx.scope.hiddenIds)}::bigint[])`);
  if (req.feed) list.where(req.feed === 'deals' ? dealCoverSql(bind, ctx.live) : FEED_CONDITION[req.feed]);
  if (f.categorySlug !== undefined) {
    const ids = ctx.scope.subtree(f.categorySlug);
    list.where(ids ? `p.category_id = ANY(${bind(ids)}::bigint[])` : 'false');
  }
  if (f.brandSlug !== undefined) {
    list.where(`p.brand_id = (SELECT x.id FROM ${slugsFrom('xs')} ${catalogJoin('brand', 'x', 'xs.entity_id AND x.is_visible AND x.deleted_at IS NULL')}
                WHERE xs.scope = 'brand' AND xs.slug = ${bind(f.brandSlug)})`);
  }
  if (f.seriesSlug !== undefined) {
    list.where(`p.brand_series_id = (SELECT x.id FROM ${slugsFrom('xs')} ${catalogJoin('brand_series', 'x', 'xs.entity_id AND x.is_visible AND x.deleted_at IS NULL')}
                WHERE xs.scope = 'brand_series' AND xs.slug = ${bind(f.seriesSlug)})`);
  }
  if (f.tags?.length) {
    list.where(`EXISTS (SELECT 1 FROM product_tags pt ${catalogJoin('tag', 'g', 'pt.tag_id AND g.is_visible AND g.deleted_at IS NULL')}
                ${slugJoin('gs', `'tag'`, 'gs.entity_id = g.id')}
                WHERE pt.product_id = p.id AND gs.slug = ANY(${bind(f.tags)}::text[]))`);
  }
  if (f.stockStatus?.length) list.where(`p.stock_status = ANY(${bind(f.stockStatus)}::text[])`);
  if (f.minPrice !== undefined) list.where(`p.min_selling_price >= ${bind(f.minPrice)}::bigint`);
  if (f.maxPrice !== undefined) list.where(`p.min_selling_price <= ${bind(f.maxPrice)}::bigint`);
  if (f.onSale !== undefined) {
    const onSale = `(p.min_selling_price < p.min_mrp OR ${dealCoverSql(bind, ctx.live)})`;
    list.where(f.onSale ? onSale : `NOT ${onSale}`);
  }
  for (const [field, column] of Object.entries(FLAGS) as Array<[keyof typeof FLAGS, string]>) {
    if (f[field] !== undefined) list.where(f[field] ? column : `NOT ${column}`);
  }
  if (q !== undefined) list.where(searchMatch(q, mode));
}

/**
 * The first search mode that finds a listed product within the filters (one LIMIT 1 probe on the full-text
 * index each): words, then any word (several words only), else typo. Without text there is nothing to decide.
 */
export async function searchModeOf(req: ListRequest, ctx: ListContext): Promise<SearchMode> {
  if (req.filters.q === undefined) return 'words';
  const finds = async (mode: SearchMode) => {
    const list = new SqlList({ select: 'SELECT 1 FROM products p' });
    const bind: Bind = (v) => list.param(v);
    applyFilters(list, bind, req, ctx, bind(req.filters.q), mode);
    return (await list.rows('1', { limit: 1, offset: 0 })).length > 0;
  };
  if (await finds('words')) return 'words';
  if (/\S\s+\S/.test(req.filters.q) && (await finds('any-word'))) return 'any-word';
  return 'typo';
}

/**
 * The SQL of one page of cards (list, search or feed), built by the lifecycle kit's SqlList: the filters as
 * bound conditions, the sort from the allowlist with the id last, limit + 1 rows to know if a page follows.
 */
export function buildPage(
  req: ListRequest,
  ctx: ListContext,
  mode: SearchMode = 'words',
): { list: SqlList; orderBy: string; position: (row: any) => CursorPosition } {
  const source = { select: '' };
  const list = new SqlList(source);
  const bind: Bind = (v) => list.param(v);
  const q = req.filters.q !== undefined ? bind(req.filters.q) : undefined;
  const spec = SORTS[req.sort];
  const key = spec.key(q, mode);
  source.select = cardSelect(productDealIdsSql(bind, ctx.live), spec.shown ? spec.shown(key) : key);
  applyFilters(list, bind, req, ctx, q, mode);
  if (req.cursor !== undefined) {
    const after = decodeCursor(req.cursor);
    if (!spec.valid(after.k) || !UUID.test(after.id)) throw invalidField('cursor', 'cursor is not valid');
    const cmp = spec.order === 'DESC' ? '<' : '>';
    list.where(`(${key}, p.id) ${cmp} (${spec.from(bind(after.k))}, (SELECT c.id FROM products c WHERE c.public_id = ${bind(after.id)}::uuid))`);
  }
  return {
    list,
    orderBy: `${key} ${spec.order}, p.id ${spec.order}`,
    position: (row) => ({ k: row.sortKey, id: row.publicId }),
  };
}
