import { createHash } from 'node:crypto';
import { invalidField } from '../../../core/http/app-error.js';
import { cursorSlice } from '../../../core/http/cursor.js';
import { seo } from '../../seo/index.js';
import { liveDealsNow, type LiveDeals } from '../deals/deal-book.js';
import { ProductErrors } from '../errors.js';
import { cachedProductRead } from '../products-cache.js';
import { cardOf, withThumbnail, type CachedCard, type CardRow } from './cards.js';
import { categoryScope } from './category-scope.js';
import { loadDetail, signDetail } from './detail.js';
import { buildPage, type ListRequest } from './listing.js';
import { relevanceScore, searchMatch } from './search-sql.js';
import { DEFAULT_LIMIT, FEEDS, MAX_LIMIT, type Feed, type ProductSort, type ProductFeedQuery, type ProductListQuery, type ProductSearchQuery, type ProductSuggestionQuery } from './storefront.dto.js';
import { StorefrontErrors } from './storefront-errors.js';
import { sqlRows } from '../../../core/db/sql.js';

export const SUGGESTIONS_MAX = 10;

/** Which deals are live is part of every cached read's key: a deal starting or ending changes the key. */
function dealsKey(live: LiveDeals): string {
  return live.ids.length ? createHash('sha1').update(live.ids.join(',')).digest('base64url').slice(0, 16) : '-';
}

/** A cache key part from a query: its given fields in a fixed order. */
function queryKey(q: object): string {
  return JSON.stringify(Object.entries(q).filter(([, v]) => v !== undefined).sort(([a], [b]) => (a < b ? -1 : 1)));
}

function pageLimit(limit: number | undefined): number {
  if (limit !== undefined && limit > MAX_LIMIT) throw StorefrontErrors.PAGINATION_LIMIT_TOO_LARGE();
  return limit ?? DEFAULT_LIMIT;
}

/**
 * Public product reads: cards (list, search, feeds), suggestions and detail. Reads are cached until the
 * next product, deal or catalog write; deals are applied at read time, and file URLs are made per response.
 */
export class ProductStorefrontService {
  list(q: ProductListQuery) {
    return this.page(q, { sort: (q.sort ?? 'newest') as ProductSort });
  }

  search(q: ProductSearchQuery) {
    const sort = (q.sort ?? (q.q !== undefined ? 'relevance' : 'newest')) as ProductSort;
    if (sort === 'relevance' && q.q === undefined) throw invalidField('sort', 'sort relevance needs q');
    return this.page(q, { sort });
  }

  feed(feed: string, q: ProductFeedQuery) {
    if (!(FEEDS as readonly string[]).includes(feed)) throw ProductErrors.PRODUCT_FEED_NOT_FOUND();
    return this.page(q, { sort: 'newest', feed: feed as Feed });
  }

  async suggestions(q: ProductSuggestionQuery) {
    const scope = await categoryScope();
    const rows = await cachedProductRead(`suggest:${queryKey(q)}`, async () => {
      const params: unknown[] = [q.q];
      const where = [`p.status = 'published'`, `p.deleted_at IS NULL`, `p.min_selling_price IS NOT NULL`, searchMatch('$1')];
      if (scope.hiddenIds.length) where.push(`p.category_id <> ALL($${params.push(scope.hiddenIds)}::bigint[])`);
      if (q.categorySlug !== undefined) {
        const ids = scope.subtree(q.categorySlug);
        where.push(ids ? `p.category_id = ANY($${params.push(ids)}::bigint[])` : 'false');
      }
      return sqlRows<{ publicId: string; name: string; slug: string; thumbnailKey: string | null; thumbnailAlt: string | null }>(
        `SELECT p.public_id AS "publicId", p.name, s.slug, p.thumbnail_key AS "thumbnailKey", p.thumbnail_alt AS "thumbnailAlt"
         FROM products p JOIN slugs s ON s.scope = 'product' AND s.entity_id = p.id AND s.is_current
         WHERE ${where.join(' AND ')}
         ORDER BY ${relevanceScore('$1')} DESC, p.id DESC LIMIT ${SUGGESTIONS_MAX}`,
        params,
      );
    });
    return Promise.all(
      rows.map(async (r) => {
        const { thumbnail } = await withThumbnail({ thumbnail: r.thumbnailKey ? { key: r.thumbnailKey, alt: r.thumbnailAlt } : null });
        return { type: 'product' as const, id: r.publicId, name: r.name, slug: r.slug, thumbnail };
      }),
    );
  }

  async detail(slug: string) {
    const [live, scope] = await Promise.all([liveDealsNow(), categoryScope()]);
    const cached = await cachedProductRead(`detail:${dealsKey(live)}:${slug}`, () => loadDetail(slug, live, scope));
    // SEO is read each time (as blog and content do): an SEO edit shows at once
    const [view, record] = await Promise.all([signDetail(cached), cached.seoId ? seo.get(cached.seoId) : Promise.resolve(null)]);
    return { ...view, seo: record };
  }

  private async page(q: ProductFeedQuery & Partial<ProductSearchQuery>, how: Pick<ListRequest, 'sort' | 'feed'>) {
    const limit = pageLimit(q.limit);
    const { cursor, limit: _limit, ...filters } = q;
    if (filters.minPrice !== undefined && filters.maxPrice !== undefined && filters.minPrice > filters.maxPrice) {
      throw invalidField('minPrice', 'minPrice must be at most maxPrice');
    }
    const [live, scope] = await Promise.all([liveDealsNow(), categoryScope()]);
    const key = `page:${dealsKey(live)}:${how.feed ?? ''}:${how.sort}:${limit}:${cursor ?? ''}:${queryKey(filters)}`;
    const page = await cachedProductRead(key, async () => {
      const { list, orderBy, position } = buildPage({ filters, cursor, limit, ...how }, { live, scope });
      const rows = await list.rows(orderBy, { limit: limit + 1, offset: 0 });
      const sliced = cursorSlice(rows as Array<CardRow & { sortKey: unknown }>, limit, position);
      return { cards: sliced.rows.map((r) => cardOf(r, live)), nextCursor: sliced.nextCursor };
    });
    return { cards: await Promise.all(page.cards.map((c: CachedCard) => withThumbnail(c))), nextCursor: page.nextCursor };
  }
}

export const productStorefront = new ProductStorefrontService();
