import { db } from '../../../../core/db/transaction.js';
import type { OutboxEvent } from '../../../../core/jobs/outbox-types.js';
import { pollUntil } from '../../../support/poll.js';

/** A table the test plugins write to: their "business effect", committed or rolled back with the handler. */
export async function createEffectsTable(): Promise<void> {
  await db().query(`
    CREATE TABLE IF NOT EXISTS jobs_test_effects (
      id bigserial PRIMARY KEY,
      event_id uuid,
      source varchar(100) NOT NULL,
      note varchar(200) NOT NULL
    )`);
}

export async function recordEffect(source: string, note: string, event?: OutboxEvent): Promise<void> {
  await db().query(`INSERT INTO jobs_test_effects (event_id, source, note) VALUES ($1, $2, $3)`, [event?.id ?? null, source, note]);
}

export async function effectsOf(eventId: string): Promise<Array<{ source: string; note: string }>> {
  return db().query(`SELECT source, note FROM jobs_test_effects WHERE event_id = $1 ORDER BY id`, [eventId]);
}

export async function effectsBy(source: string): Promise<Array<{ note: string }>> {
  return db().query(`SELECT note FROM jobs_test_effects WHERE source = $1 ORDER BY id`, [source]);
}

export interface EventRow {
  status: string;
  attempts: number;
  last_error: string | null;
  topic: string;
  payload: unknown;
}

export async function eventRow(eventId: string): Promise<EventRow | undefined> {
  const [row] = await db().query(`SELECT status, attempts, last_error, topic, payload FROM outbox_events WHERE public_id = $1`, [eventId]);
  return row;
}

/** Polls a condition on the database until it holds or the deadline passes (then fails with the last value). */
export function waitFor<T>(what: string, probe: () => Promise<T>, ok: (v: T) => boolean, timeoutMs = 15_000): Promise<T> {
  return pollUntil(probe, ok, timeoutMs, what);
}

/**
 * Settings that make workers react in milliseconds instead of seconds. A short lock lifetime also
 * shortens the liveness timer Agenda leaves behind each job run (half the lifetime), which would
 * otherwise keep jest waiting after the last test.
 */
export const FAST_JOBS_ENV = {
  JOBS_PROCESS_EVERY_MS: '100',
  JOBS_LOCK_LIFETIME_MS: '600',
  OUTBOX_POLL_MS: '100',
  OUTBOX_RETRY_BASE_MS: '20',
  JOBS_SHUTDOWN_GRACE_MS: '2000',
};
