import type { EntityManager } from 'typeorm';

/**
 * SQL over outbox_events / outbox_processed. Timing uses the database clock (now()), not the core clock,
 * so tests that move the core clock never strand events in the future.
 *
 * status: pending (waiting for the relay, from available_at) -> queued (handed to a job, leased until
 * lease_until) -> done | skipped (no enabled handler) | dead (attempts used up); a failure goes back to pending.
 */
export type OutboxStatus = 'pending' | 'queued' | 'done' | 'skipped' | 'dead';
export const FINISHED: ReadonlySet<string> = new Set(['done', 'skipped', 'dead']);

export interface StoredEvent {
  id: string;
  publicId: string;
  topic: string;
  payload: unknown;
  status: OutboxStatus;
  attempts: number;
  createdAt: Date;
}

export interface RetryPolicy {
  maxAttempts: number;
  retryBaseMs: number;
  retryMaxMs: number;
}

const ERROR_MAX = 2000;

export async function findEvent(m: EntityManager, publicId: string): Promise<StoredEvent | undefined> {
  const [row] = await m.query(
    `SELECT id, public_id, topic, payload, status, attempts, created_at FROM outbox_events WHERE public_id = $1`,
    [publicId],
  );
  return row && {
    id: String(row.id),
    publicId: row.public_id,
    topic: row.topic,
    payload: row.payload,
    status: row.status,
    attempts: row.attempts,
    createdAt: row.created_at,
  };
}

/** Locks the event row for the caller's transaction; undefined when it is gone. */
export async function lockEventStatus(m: EntityManager, id: string): Promise<OutboxStatus | undefined> {
  const [row] = await m.query(`SELECT status FROM outbox_events WHERE id = $1 FOR UPDATE`, [id]);
  return row?.status;
}

/** true when this handler had not yet processed the event (the row commits with the handler's effects). */
export async function recordProcessed(m: EntityManager, id: string, handler: string): Promise<boolean> {
  const rows = await m.query(
    `INSERT INTO outbox_processed (event_id, handler) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING event_id`,
    [id, handler],
  );
  return rows.length === 1;
}

export async function markFinished(m: EntityManager, id: string, status: 'done' | 'skipped'): Promise<void> {
  await m.query(
    `UPDATE outbox_events
        SET status = $2::varchar, attempts = attempts + CASE WHEN $2::varchar = 'done' THEN 1 ELSE 0 END,
            processed_at = now(), lease_until = NULL
      WHERE id = $1 AND status IN ('pending', 'queued')`,
    [id, status],
  );
}

/** Counts a failed attempt: back to pending after the backoff delay, or dead when attempts are used up. */
export async function markFailed(m: EntityManager, id: string, error: string, policy: RetryPolicy): Promise<{ status: OutboxStatus; attempts: number } | undefined> {
  const [row] = await m.query(
    `WITH updated AS (
       UPDATE outbox_events
          SET attempts = attempts + 1,
              last_error = $2,
              status = CASE WHEN attempts + 1 >= $3 THEN 'dead' ELSE 'pending' END,
              available_at = now() + make_interval(secs => LEAST($5::float8, $4::float8 * power(2, attempts)) / 1000),
              lease_until = NULL
        WHERE id = $1 AND status IN ('pending', 'queued')
        RETURNING status, attempts
     )
     SELECT status, attempts FROM updated`,
    [id, error.slice(0, ERROR_MAX), policy.maxAttempts, policy.retryBaseMs, policy.retryMaxMs],
  );
  return row;
}

export interface ClaimedEvent {
  id: string;
  publicId: string;
}

/**
 * Takes due events for relaying, skipping rows another relay or a running delivery holds.
 * An event whose lease ran out (its worker died, or its job was lost) is taken again and the lost run
 * counts as an attempt, so an event that kills its worker every time ends up dead instead of looping.
 */
export async function claimDue(m: EntityManager, limit: number, policy: RetryPolicy): Promise<ClaimedEvent[]> {
  const rows = await m.query(
    `SELECT id, public_id, status FROM outbox_events
      WHERE (status = 'pending' AND available_at <= now())
         OR (status = 'queued' AND lease_until <= now())
      ORDER BY available_at, id
      LIMIT $1
      FOR UPDATE SKIP LOCKED`,
    [limit],
  );
  const expired = rows.filter((r: any) => r.status === 'queued').map((r: any) => String(r.id));
  let dead = new Set<string>();
  if (expired.length) {
    const updated = await m.query(
      `WITH updated AS (
         UPDATE outbox_events
            SET attempts = attempts + 1,
                last_error = 'lease expired: the worker delivering it stopped or the job was lost',
                status = CASE WHEN attempts + 1 >= $2 THEN 'dead' ELSE status END
          WHERE id = ANY($1::bigint[])
          RETURNING id, status
       )
       SELECT id, status FROM updated`,
      [expired, policy.maxAttempts],
    );
    dead = new Set(updated.filter((r: any) => r.status === 'dead').map((r: any) => String(r.id)));
  }
  return rows.filter((r: any) => !dead.has(String(r.id))).map((r: any) => ({ id: String(r.id), publicId: r.public_id }));
}

export async function markQueued(m: EntityManager, ids: string[], leaseMs: number): Promise<void> {
  await m.query(
    `UPDATE outbox_events
        SET status = 'queued', lease_until = now() + make_interval(secs => $2::float8 / 1000), relayed_at = now()
      WHERE id = ANY($1::bigint[])`,
    [ids, leaseMs],
  );
}
