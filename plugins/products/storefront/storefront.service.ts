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
import { buildPage, searchModeOf, type ListRequest } from './listing.js';
import {
  DEFAULT_LIMIT,
  FEEDS,
  MAX_LIMIT,
  type Feed,
  type ProductSort,
  type ProductFeedQuery,
  type StorefrontProductListQuery,
  type ProductSearchQuery,
  type ProductSuggestionQuery,
} from './storefront.dto.js';
import { StorefrontErrors } from './storefront-errors.js';

export const SUGGESTIONS_MAX = 10;

/** Which deals are live is part of every cached read's key: a deal starting or ending changes the key. */
function dealsKey(live: LiveDeals): string {
  return live.ids.length ? createHash('sha1').update(live.ids.join(',')).digest('base64url').slice(0, 16) : '-';
}

/** A cache key part from a query: its given fields in a fixed order. */
function queryKey(q: object): string {
  return JSON.stringify(
    Object.entries(q)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1)),
  );
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
  list(q: StorefrontProductListQuery) {
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

  /** At most 10 listed products for the text, best first (the search's relevance), within a category's subtree when given. */
  async suggestions(q: ProductSuggestionQuery) {
    const { cards } = await this.page({ q: q.q, categorySlug: q.categorySlug, limit: SUGGESTIONS_MAX }, { sort: 'relevance' });
    return cards.map((c) => ({ type: 'product' as const, id: c.id, name: c.name, slug: c.slug, thumbnail: c.thumbnail }));
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
      const req: ListRequest = { filters, cursor, limit, ...how };
      const ctx = { live, scope };
      const { list, orderBy, position } = buildPage(req, ctx, await searchModeOf(req, ctx));
      const rows = await list.rows(orderBy, { limit: limit + 1, offset: 0 });
      const sliced = cursorSlice(rows as Array<CardRow & { sortKey: unknown }>, limit, position);
      // a product always has a current slug; one without (a broken row) is left out rather than shown unreachable
      return { cards: sliced.rows.filter((r) => r.slug !== null).map((r) => cardOf(r, live)), nextCursor: sliced.nextCursor };
    });
    return { cards: await Promise.all(page.cards.map((c: CachedCard) => withThumbnail(c))), nextCursor: page.nextCursor };
  }
}

export const productStorefront = new ProductStorefrontService();
