import { sqlRows } from '../../core/db/sql.js';

export const STARS = [1, 2, 3, 4, 5] as const;
export type Star = (typeof STARS)[number];
export type Distribution = Record<'1' | '2' | '3' | '4' | '5', number>;

/** What a product's five counters say; everything but the counters is derived here, never stored. */
export interface RatingSummary {
  averageRating: number;
  reviewCount: number;
  ratingSum: number;
  distribution: Distribution;
}

const column = (star: number): string => {
  if (!Number.isInteger(star) || star < 1 || star > 5) throw new Error(`rating ${star} is not 1..5`);
  return `count_${star}`;
};

/**
 * Moves one review in or out of its product's bucket (delta +1 or -1), in the caller's transaction: one statement
 * that creates the row or changes the one counter. Taking a review out of an empty bucket (or of a product without
 * counters) breaks the counter's CHECK (>= 0), which aborts the caller's transaction: the status change that asked
 * for it does not happen either. (PostgreSQL checks an INSERT's proposed row before ON CONFLICT, so -1 is an UPDATE.)
 */
export async function bumpRating(productId: string, star: number, delta: 1 | -1): Promise<void> {
  const c = column(star);
  if (delta === 1) {
    await sqlRows(
      `INSERT INTO product_rating_aggregates (product_id, ${c}, updated_at) VALUES ($1, 1, now())
       ON CONFLICT (product_id) DO UPDATE SET ${c} = product_rating_aggregates.${c} + 1, updated_at = now()`,
      [productId],
    );
    return;
  }
  const [done] = await sqlRows(`UPDATE product_rating_aggregates SET ${c} = ${c} - 1, updated_at = now() WHERE product_id = $1 RETURNING 1 AS done`, [
    productId,
  ]);
  if (!done) await sqlRows(`INSERT INTO product_rating_aggregates (product_id, ${c}, updated_at) VALUES ($1, -1, now())`, [productId]);
}

/** Half up to 2 decimals, exactly: sum/count as integers (no floating point before the last step). */
export function averageOf(sum: number, count: number): number {
  if (count === 0) return 0;
  const hundredths = (BigInt(sum) * 200n + BigInt(count)) / (2n * BigInt(count));
  return Number(hundredths) / 100;
}

/** The summary the counters give (all zero for none). */
export function summaryOf(counts: number[]): RatingSummary {
  const distribution = Object.fromEntries(STARS.map((s, i) => [String(s), counts[i] ?? 0])) as Distribution;
  const reviewCount = STARS.reduce((n, _s, i) => n + (counts[i] ?? 0), 0);
  const ratingSum = STARS.reduce((n, s, i) => n + s * (counts[i] ?? 0), 0);
  return { averageRating: averageOf(ratingSum, reviewCount), reviewCount, ratingSum, distribution };
}

const toCounts = (r: Record<string, number>) => STARS.map((s) => r[`c${s}`]);

/** The stored counters of a product (internal id), zero when it has no row; `lock`: the row is locked (FOR UPDATE). */
export async function storedCounts(productId: string, lock = false): Promise<number[]> {
  const [row] = await sqlRows<Record<string, number>>(
    `SELECT ${STARS.map((s) => `a.count_${s} AS c${s}`).join(', ')} FROM product_rating_aggregates a WHERE a.product_id = $1 ${lock ? 'FOR UPDATE' : ''}`,
    [productId],
  );
  return row ? toCounts(row) : STARS.map(() => 0);
}

/** The counters as the live published reviews say they should be. */
export async function recountedCounts(productId: string): Promise<number[]> {
  const [row] = await sqlRows<Record<string, number>>(
    `SELECT ${STARS.map((s) => `count(*) FILTER (WHERE rating = ${s})::int AS c${s}`).join(', ')}
       FROM reviews WHERE product_id = $1 AND status = 'published' AND deleted_at IS NULL`,
    [productId],
  );
  return toCounts(row);
}

/** Sets the five counters (recalculate), creating the row when missing. */
export async function writeCounts(productId: string, counts: number[]): Promise<void> {
  await sqlRows(
    `INSERT INTO product_rating_aggregates (product_id, count_1, count_2, count_3, count_4, count_5, updated_at) VALUES ($1, $2, $3, $4, $5, $6, now())
     ON CONFLICT (product_id) DO UPDATE SET count_1 = $2, count_2 = $3, count_3 = $4, count_4 = $5, count_5 = $6, updated_at = now()`,
    [productId, ...counts],
  );
}
