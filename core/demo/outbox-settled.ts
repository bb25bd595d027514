import { setTimeout as delay } from 'node:timers/promises';
import { sqlRows } from '../db/sql.js';

/** The newest outbox event now: what a seed's later `settled()` waits beyond. */
export async function outboxMark(): Promise<string> {
  const [row] = await sqlRows<{ id: string | null }>(`SELECT max(id)::text AS id FROM outbox_events`);
  return row.id ?? '0';
}

/**
 * Resolves once no event published after `mark` is waiting (pending, or fanned out with a delivery not done):
 * delivering one may publish the next (an order after a payment), so it looks until a check finds none.
 */
export async function outboxSettled(mark: string, timeoutMs = 60_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const [row] = await sqlRows<{ open: number }>(`SELECT count(*)::int AS open FROM outbox_events WHERE id > $1 AND status IN ('pending', 'queued')`, [mark]);
    if (row.open === 0) return;
    if (Date.now() > until) {
      throw new Error(
        `${row.open} outbox events are still waiting for a worker after ${timeoutMs / 1000} s: run the seed with ROLE=all or worker, or beside a running service`,
      );
    }
    await delay(100);
  }
}
