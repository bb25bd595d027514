import { getDataSource } from '../../../core/db/transaction.js';

export const RAW_EVENT_RETENTION_DAYS = 180;
const BATCH = 10_000;

/**
 * Deletes raw impression and click events older than 180 days (by occurredAt), 10,000 rows per statement
 * so no delete holds locks or bloats one transaction for long. Daily stats are kept.
 */
export async function pruneRawEvents(now: Date): Promise<number> {
  const m = getDataSource().manager;
  const cutoff = new Date(now.getTime() - RAW_EVENT_RETENTION_DAYS * 86_400_000);
  let total = 0;
  for (const table of ['banner_impression_events', 'banner_click_events']) {
    for (;;) {
      const res = await m.query(`DELETE FROM ${table} WHERE id IN (SELECT id FROM ${table} WHERE occurred_at < $1 ORDER BY occurred_at LIMIT ${BATCH})`, [
        cutoff,
      ]);
      const deleted = Number(res?.[1] ?? 0);
      total += deleted;
      if (deleted < BATCH) break;
    }
  }
  return total;
}
