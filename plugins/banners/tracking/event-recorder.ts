import { getDataSource } from '../../../core/db/transaction.js';
import { BANNERS_EVENTS_RECORDED } from '../hooks.js';

const SHARED =
  'correlation_id, banner_public_id, placement_public_id, campaign_public_id, session_id, user_id, device_type, country_code, page_url, occurred_at, received_at';

/**
 * One statement moves up to `limit` inbox rows into the raw event tables: the rows are deleted from the
 * inbox and inserted (a repeated correlationId ignored) in the same transaction, so a worker killed at any
 * point leaves each event either still in the inbox or recorded, never lost and never twice. SKIP LOCKED
 * lets several workers drain side by side.
 */
const MOVE = `
  WITH moved AS (
    DELETE FROM banner_event_inbox WHERE id IN (
      SELECT id FROM banner_event_inbox ORDER BY id LIMIT $1 FOR UPDATE SKIP LOCKED
    ) RETURNING *
  ), impressions AS (
    INSERT INTO banner_impression_events (${SHARED}, referrer_url)
    SELECT ${SHARED}, referrer_url FROM moved WHERE kind = 'impression' ORDER BY id
    ON CONFLICT (correlation_id) DO NOTHING RETURNING 1
  ), clicks AS (
    INSERT INTO banner_click_events (${SHARED}, destination_url)
    SELECT ${SHARED}, destination_url FROM moved WHERE kind = 'click' ORDER BY id
    ON CONFLICT (correlation_id) DO NOTHING RETURNING 1
  )
  SELECT (SELECT count(*) FROM moved)::int AS taken,
         (SELECT count(*) FROM impressions)::int AS impressions,
         (SELECT count(*) FROM clicks)::int AS clicks`;

export interface MoveResult {
  taken: number;
  impressions: number;
  clicks: number;
}

export async function moveInboxBatch(limit: number): Promise<MoveResult> {
  const [row] = await getDataSource().manager.query(MOVE, [limit]);
  return row as MoveResult;
}

/**
 * The record job: moves the inbox in batches until it is empty or `budgetMs` has passed (the next run
 * carries on). Returns the totals.
 */
export async function recordInboxEvents(batchSize = 5000, budgetMs = 20_000): Promise<MoveResult> {
  const total: MoveResult = { taken: 0, impressions: 0, clicks: 0 };
  const until = Date.now() + budgetMs;
  for (;;) {
    const r = await moveInboxBatch(batchSize);
    total.taken += r.taken;
    total.impressions += r.impressions;
    total.clicks += r.clicks;
    if (r.taken > 0) await BANNERS_EVENTS_RECORDED.run(r);
    if (r.taken < batchSize || Date.now() >= until) return total;
  }
}
