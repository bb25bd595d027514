import { clock } from '../../../core/clock/clock.js';
import { preparedRows } from '../../../core/db/sql.js';
import { catalogFrom } from '../../catalog/index.js';
import { memoizedRead, peekMemoized } from '../storefront/memo-read.js';
import type { DealCandidate } from './deal-math.js';

/** An active, not deleted, not yet ended deal with its category and brand scope resolved. */
export interface BookDeal extends DealCandidate {
  publicId: string;
  startsAt: number;
  endsAt: number;
  /** the scope's categories with their whole subtree (internal ids) */
  categoryIds: string[];
  brandIds: string[];
  /** whether the deal names products (deal_products rows are read per product set, not kept here) */
  hasProducts: boolean;
}

/** The live deals at one instant, indexed for matching products. */
export interface LiveDeals {
  deals: BookDeal[];
  /** internal ids, sorted: the cache key of a read that applied them */
  ids: string[];
  byCategory: Map<string, BookDeal[]>;
  byBrand: Map<string, BookDeal[]>;
  byId: Map<string, BookDeal>;
  /** the union of the deals' covered categories / brands (for the SQL "on a live deal" condition) */
  categoryIds: string[];
  brandIds: string[];
  /** live deals that name products */
  productDealIds: string[];
}

/**
 * The deal book as CTEs (`d`, `covered`, `book`; after WITH RECURSIVE), `$${param}` the instant whose ended
 * deals are left out: a read that needs the book beside its own rows carries it in the same statement.
 */
export const dealBookCtes = (param: number): string => `
  d AS (
    SELECT id, public_id, discount_bps, created_at, starts_at, ends_at FROM deals
    WHERE is_active AND deleted_at IS NULL AND ends_at > $${param}
  ), covered (deal_id, category_id, down) AS (
    SELECT dc.deal_id, dc.category_id, 0 FROM deal_categories dc JOIN d ON d.id = dc.deal_id
    UNION
    SELECT covered.deal_id, c.id, covered.down + 1 FROM covered JOIN ${catalogFrom('category', 'c')} ON c.parent_id = covered.category_id WHERE covered.down < 7
  ), book AS (
    SELECT d.id::text AS id, d.public_id::text AS "publicId", d.discount_bps AS "discountBps",
           (extract(epoch FROM d.created_at) * 1000)::float8 AS "createdAt",
           (extract(epoch FROM d.starts_at) * 1000)::float8 AS "startsAt",
           (extract(epoch FROM d.ends_at) * 1000)::float8 AS "endsAt",
           ARRAY(SELECT DISTINCT category_id::text FROM covered WHERE covered.deal_id = d.id) AS "categoryIds",
           ARRAY(SELECT brand_id::text FROM deal_brands db WHERE db.deal_id = d.id) AS "brandIds",
           EXISTS (SELECT 1 FROM deal_products dp WHERE dp.deal_id = d.id) AS "hasProducts"
    FROM d
  )`;

/**
 * The book as a JSON array column "dealBook" on one row of the statement (null on the others, so a basket of ten
 * lines carries it once), a select-list item over dealBookCtes, read back with liveFromRows.
 */
export const DEAL_BOOK_COLUMN = `CASE WHEN row_number() OVER () = 1
    THEN (SELECT coalesce(json_agg(b ORDER BY b.id::bigint), '[]'::json) FROM book b) END AS "dealBook"`;

const BOOK_SQL = `WITH RECURSIVE ${dealBookCtes(1)} SELECT * FROM book ORDER BY id::bigint`;

/** Book rows (from BOOK_SQL or DEAL_BOOK_COLUMN) as BookDeals. */
const bookOf = (rows: readonly BookDeal[]): BookDeal[] =>
  rows.map((r) => ({ ...r, id: String(r.id), createdAt: Number(r.createdAt), startsAt: Number(r.startsAt), endsAt: Number(r.endsAt) }));

/** The deals live at `nowMs` from rows of which one carries the book (DEAL_BOOK_COLUMN); no rows, no prices to decide. */
export const liveFromRows = (rows: readonly { dealBook: BookDeal[] | null }[], nowMs: number): LiveDeals =>
  liveAt(bookOf(rows.find((r) => r.dealBook !== null)?.dealBook ?? []), nowMs);

/** Reads the deals that are or will be live at or after `nowMs` (uncached: inside a caller's transaction). */
export async function loadDealBook(nowMs = clock.nowMs()): Promise<BookDeal[]> {
  return bookOf(await preparedRows<BookDeal>(BOOK_SQL, [new Date(nowMs)]));
}

function push<K>(map: Map<K, BookDeal[]>, key: K, deal: BookDeal): void {
  const list = map.get(key);
  if (list) list.push(deal);
  else map.set(key, [deal]);
}

/** Live = active, not deleted, startsAt <= now < endsAt. */
export function liveAt(book: readonly BookDeal[], nowMs = clock.nowMs()): LiveDeals {
  const deals = book.filter((d) => d.startsAt <= nowMs && nowMs < d.endsAt);
  const byCategory = new Map<string, BookDeal[]>();
  const byBrand = new Map<string, BookDeal[]>();
  for (const d of deals) {
    for (const c of d.categoryIds) push(byCategory, c, d);
    for (const b of d.brandIds) push(byBrand, b, d);
  }
  return {
    deals,
    ids: deals.map((d) => d.id),
    byCategory,
    byBrand,
    byId: new Map(deals.map((d) => [d.id, d])),
    categoryIds: [...byCategory.keys()],
    brandIds: [...byBrand.keys()],
    productDealIds: deals.filter((d) => d.hasProducts).map((d) => d.id),
  };
}

const lastLive = { book: undefined as BookDeal[] | undefined, at: NaN, live: undefined as LiveDeals | undefined };

/**
 * The live deals now, from the deal book in the storefront cache (dropped with every product, deal or
 * catalog write, so a deal's scope or a category move shows at once; kept built per process). Which of its
 * deals are live is decided per read; the index is rebuilt only when the book or the live set changes.
 */
export async function liveDealsNow(): Promise<LiveDeals> {
  return liveOf(
    await memoizedRead(
      'deal-book',
      () => loadDealBook(),
      (rows) => rows,
    ),
  );
}

/** liveDealsNow without waiting, when this process holds the current deal book; undefined otherwise. */
export function liveDealsPeek(): LiveDeals | undefined {
  const book = peekMemoized<BookDeal[]>('deal-book');
  return book && liveOf(book);
}

function liveOf(book: BookDeal[]): LiveDeals {
  const now = clock.nowMs();
  if (lastLive.book === book && lastLive.live && book.every((d) => (d.startsAt <= now && now < d.endsAt) === lastLive.live!.byId.has(d.id))) {
    return lastLive.live;
  }
  const live = liveAt(book, now);
  Object.assign(lastLive, { book, at: now, live });
  return live;
}

/** What a product row must carry for its deals to be found. */
export interface DealTarget {
  categoryId: string;
  brandId: string | null;
  /** live deals naming this product (read with productDealIdsSql) */
  productDealIds: string[] | null;
}

/** The live deals covering a product: by product, by category subtree, by brand (each once). */
export function dealsCovering(target: DealTarget, live: LiveDeals): BookDeal[] {
  const found = new Set<BookDeal>();
  for (const id of target.productDealIds ?? []) {
    const d = live.byId.get(String(id));
    if (d) found.add(d);
  }
  for (const d of live.byCategory.get(String(target.categoryId)) ?? []) found.add(d);
  if (target.brandId !== null) for (const d of live.byBrand.get(String(target.brandId)) ?? []) found.add(d);
  return [...found];
}
