import { createHash } from 'node:crypto';
import { invalidField } from '../../../core/http/app-error.js';
import { cursorSlice } from '../../../core/http/cursor.js';
import { seo } from '../../seo/index.js';
import { liveDealsNow, liveDealsPeek, type LiveDeals } from '../deals/deal-book.js';
import { ProductErrors } from '../errors.js';
import { NoReadyAnswer, readyAnswerOf, type ReadyAnswer } from '../../../core/cache/ready-answer.js';
import { cachedProductRead, peekProductRead, readyProductRead } from '../products-cache.js';
import { cursorPage, ok } from '../../../core/http/envelope.js';
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

const dealsKeys = new WeakMap<LiveDeals, string>();

/** Which deals are live is part of every cached read's key: a deal starting or ending changes the key. */
function dealsKey(live: LiveDeals): string {
  let key = dealsKeys.get(live);
  if (key === undefined) {
    key = live.ids.length ? createHash('sha1').update(live.ids.join(',')).digest('base64url').slice(0, 16) : '-';
    dealsKeys.set(live, key);
  }
  return key;
}

/** A cache key part from a query: its given fields in a fixed order. */
function queryKey(q: object): string {
  return JSON.stringify(
    Object.entries(q)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1)),
  );
}

/** search's sort: relevance by default when q is given, else newest; relevance without q is refused */
function searchSort(q: Partial<ProductSearchQuery>): ProductSort {
  const sort = (q.sort ?? (q.q !== undefined ? 'relevance' : 'newest')) as ProductSort;
  if (sort === 'relevance' && q.q === undefined) throw invalidField('sort', 'sort relevance needs q');
  return sort;
}

/** The earliest expiry (epoch ms) of the signed file URLs in an answer (every `expiresAt` in it), null when none is signed. */
function signedUntilIn(value: unknown): number | null {
  let until: number | null = null;
  const walk = (v: unknown): void => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') {
      for (const [k, child] of Object.entries(v)) {
        if (k === 'expiresAt' && typeof child === 'number') until = until === null ? child : Math.min(until, child);
        else walk(child);
      }
    }
  };
  walk(value);
  return until;
}

/**
 * A page's cache key (its query and which deals are live) with the parts its load needs; refuses a limit over 100
 * and minPrice above maxPrice (before any work when live is not known yet).
 */
function pageKey(q: ProductFeedQuery & Partial<ProductSearchQuery>, how: Pick<ListRequest, 'sort' | 'feed'>, live: LiveDeals | undefined) {
  const limit = pageLimit(q.limit);
  const { cursor, limit: _limit, ...filters } = q;
  if (filters.minPrice !== undefined && filters.maxPrice !== undefined && filters.minPrice > filters.maxPrice) {
    throw invalidField('minPrice', 'minPrice must be at most maxPrice');
  }
  const key = live ? `page:${dealsKey(live)}:${how.feed ?? ''}:${how.sort}:${limit}:${cursor ?? ''}:${queryKey(filters)}` : '';
  return { key, limit, cursor, filters };
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
  feed(feed: string, q: ProductFeedQuery) {
    if (!(FEEDS as readonly string[]).includes(feed)) throw ProductErrors.PRODUCT_FEED_NOT_FOUND();
    return this.page(q, { sort: 'newest', feed: feed as Feed });
  }

  /** At most 10 listed products for the text, best first (the search's relevance), within a category's subtree when given. */
  async suggestions(q: ProductSuggestionQuery) {
    const { cards } = await this.page({ q: q.q, categorySlug: q.categorySlug, limit: SUGGESTIONS_MAX }, { sort: 'relevance' });
    return cards.map((c) => ({ type: 'product' as const, id: c.id, name: c.name, slug: c.slug, thumbnail: c.thumbnail }));
  }

  /**
   * The product page's answer (`ok(detail)`) as bytes ready to send: kept in the cache for a product that links no
   * SEO record (an SEO edit must show at once, so a linked record is read per answer, and that answer is built anew).
   */
  async readyDetail(slug: string): Promise<ReadyAnswer> {
    const [live, scope] = await Promise.all([liveDealsNow(), categoryScope()]);
    const key = `detail:${dealsKey(live)}:${slug}`;
    try {
      return await readyProductRead(
        `ready:${key}`,
        async () => {
          const cached = await cachedProductRead(key, () => loadDetail(slug, live, scope));
          if (cached.seoId) throw new NoReadyAnswer();
          return ok({ ...(await signDetail(cached)), seo: null });
        },
        signedUntilIn,
      );
    } catch (e) {
      if (!(e instanceof NoReadyAnswer)) throw e;
      return readyAnswerOf(JSON.stringify(ok(await this.detail(slug))));
    }
  }

  /** readyDetail when it is in the cache. */
  cachedDetail(slug: string): ReadyAnswer | undefined | Promise<ReadyAnswer | undefined> {
    const live = liveDealsPeek();
    if (!live) return liveDealsNow().then((l) => peekProductRead(`ready:detail:${dealsKey(l)}:${slug}`));
    return peekProductRead(`ready:detail:${dealsKey(live)}:${slug}`);
  }

  async detail(slug: string) {
    const [live, scope] = await Promise.all([liveDealsNow(), categoryScope()]);
    const cached = await cachedProductRead(`detail:${dealsKey(live)}:${slug}`, () => loadDetail(slug, live, scope));
    // SEO is read each time (as blog and content do): an SEO edit shows at once
    const [view, record] = await Promise.all([signDetail(cached), cached.seoId ? seo.get(cached.seoId) : Promise.resolve(null)]);
    return { ...view, seo: record };
  }

  /** list or search as bytes ready to send: the cursor page's envelope with the thumbnails' URLs, built once per fill */
  readyList(q: StorefrontProductListQuery): Promise<ReadyAnswer> {
    return this.readyPage(q, { sort: (q.sort ?? 'newest') as ProductSort });
  }

  readySearch(q: ProductSearchQuery): Promise<ReadyAnswer> {
    return this.readyPage(q, { sort: searchSort(q) });
  }

  /**
   * The ready answer of list or search, when it is in the cache, for a query as the ready-read validator passed
   * it (the same fields and values the DTO would give); undefined otherwise (the route then answers).
   */
  cachedPage(q: ProductFeedQuery & Partial<ProductSearchQuery>, search: boolean): ReadyAnswer | undefined | Promise<ReadyAnswer | undefined> {
    const how = { sort: search ? searchSort(q) : ((q.sort ?? 'newest') as ProductSort) };
    const live = liveDealsPeek();
    if (!live) return this.pageKeyOf(q, how).then(({ key }) => peekProductRead(`ready:${key}`));
    return peekProductRead(`ready:${pageKey(q, how, live).key}`);
  }

  private async readyPage(q: ProductFeedQuery & Partial<ProductSearchQuery>, how: Pick<ListRequest, 'sort' | 'feed'>): Promise<ReadyAnswer> {
    const at = await this.pageKeyOf(q, how);
    return readyProductRead(
      `ready:${at.key}`,
      async () => {
        const page = await this.loadPage(at, how);
        return cursorPage(await Promise.all(page.cards.map((c) => withThumbnail(c))), page.nextCursor);
      },
      signedUntilIn,
    );
  }

  /** The page's cache key and what its load needs; refuses a limit over 100 and minPrice above maxPrice. */
  private async pageKeyOf(q: ProductFeedQuery & Partial<ProductSearchQuery>, how: Pick<ListRequest, 'sort' | 'feed'>) {
    pageKey(q, how, undefined);
    const [live, scope] = await Promise.all([liveDealsNow(), categoryScope()]);
    return { ...pageKey(q, how, live), live, scope };
  }

  private async loadPage(at: Awaited<ReturnType<ProductStorefrontService['pageKeyOf']>>, how: Pick<ListRequest, 'sort' | 'feed'>) {
    const { filters, cursor, limit, live, scope } = at;
    const req: ListRequest = { filters, cursor, limit, ...how };
    const ctx = { live, scope };
    const { list, orderBy, position } = buildPage(req, ctx, await searchModeOf(req, ctx));
    const rows = await list.rows(orderBy, { limit: limit + 1, offset: 0 });
    const sliced = cursorSlice(rows as Array<CardRow & { sortKey: unknown }>, limit, position);
    // a product always has a current slug; one without (a broken row) is left out rather than shown unreachable
    return { cards: sliced.rows.filter((r) => r.slug !== null).map((r) => cardOf(r, live)), nextCursor: sliced.nextCursor };
  }

  private async page(q: ProductFeedQuery & Partial<ProductSearchQuery>, how: Pick<ListRequest, 'sort' | 'feed'>) {
    const at = await this.pageKeyOf(q, how);
    const page = await cachedProductRead(at.key, () => this.loadPage(at, how));
    return { cards: await Promise.all(page.cards.map((c: CachedCard) => withThumbnail(c))), nextCursor: page.nextCursor };
  }
}

export const productStorefront = new ProductStorefrontService();
