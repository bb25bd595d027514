import { getDataSource } from '../../../core/db/transaction.js';

/** Stat rows (one per banner, placement and campaign of the day) written per statement. */
export const ROLLUP_BATCH = 100;

const COUNTS = (table: string) => `
  SELECT banner_public_id AS b, placement_public_id AS p, campaign_public_id AS c, count(*) AS n
  FROM ${table}
  WHERE occurred_at >= $1 AND occurred_at < $2 AND campaign_public_id IS NOT NULL
  GROUP BY 1, 2, 3`;

const DAY_COUNTS = `
  WITH i AS (${COUNTS('banner_impression_events')}), c AS (${COUNTS('banner_click_events')})
  SELECT coalesce(i.b, c.b) AS "bannerPublicId", coalesce(i.p, c.p) AS "placementPublicId", coalesce(i.c, c.c) AS "campaignPublicId",
         coalesce(i.n, 0)::text AS impressions, coalesce(c.n, 0)::text AS clicks
  FROM i FULL JOIN c ON c.b = i.b AND c.p = i.p AND c.c = i.c
  ORDER BY 1, 2, 3`;

const UPSERT = `
  INSERT INTO banner_daily_stats (stat_date, banner_public_id, placement_public_id, campaign_public_id, impressions, clicks, rolled_up_at)
  SELECT $1::date, * , $7::timestamptz FROM unnest($2::uuid[], $3::uuid[], $4::uuid[], $5::bigint[], $6::bigint[])
  ON CONFLICT (stat_date, banner_public_id, placement_public_id, campaign_public_id)
  DO UPDATE SET impressions = EXCLUDED.impressions, clicks = EXCLUDED.clicks, rolled_up_at = EXCLUDED.rolled_up_at`;

interface DayCount {
  bannerPublicId: string;
  placementPublicId: string;
  campaignPublicId: string;
  impressions: string;
  clicks: string;
}

export interface RollupResult {
  date: string;
  rows: number;
  batches: number;
  removed: number;
}

/** The UTC day before `now`, as YYYY-MM-DD. */
export function previousUtcDay(now: Date): string {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - 1)).toISOString().slice(0, 10);
}

/**
 * Rolls one UTC day (YYYY-MM-DD) of raw events into banner_daily_stats: counts per (banner, placement,
 * campaign) of the events that carry a campaign, then OVERWRITES that day's stored impressions and clicks
 * with them, ROLLUP_BATCH stat rows per statement (each its own commit), and last removes the day's rows
 * no event backs any more. Running it again for the same day gives the same table (retries are safe).
 */
export async function rollupDay(date: string): Promise<RollupResult> {
  const m = getDataSource().manager;
  const from = new Date(`${date}T00:00:00.000Z`);
  if (Number.isNaN(from.getTime()) || from.toISOString().slice(0, 10) !== date) throw new RangeError(`not a date: ${date}`);
  const to = new Date(from.getTime() + 86_400_000);
  const [{ stamp }] = await m.query(`SELECT clock_timestamp() AS stamp`);
  const counts: DayCount[] = await m.query(DAY_COUNTS, [from, to]);
  let batches = 0;
  for (let i = 0; i < counts.length; i += ROLLUP_BATCH) {
    const batch = counts.slice(i, i + ROLLUP_BATCH);
    const col = <K extends keyof DayCount>(k: K) => batch.map((r) => r[k]);
    await m.query(UPSERT, [date, col('bannerPublicId'), col('placementPublicId'), col('campaignPublicId'), col('impressions'), col('clicks'), stamp]);
    batches++;
  }
  const removed = await m.query(`DELETE FROM banner_daily_stats WHERE stat_date = $1 AND rolled_up_at < $2`, [date, stamp]);
  return { date, rows: counts.length, batches, removed: Number(removed?.[1] ?? 0) };
}
