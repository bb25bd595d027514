import type { EntityManager } from 'typeorm';
import { preparedRows } from '../db/sql.js';
import type { RecordedActor } from './outbox-types.js';

/**
 * SQL over outbox_events / outbox_deliveries. Timing uses the database clock (now()), not the core clock,
 * so tests that move the core clock never strand events in the future.
 *
 * An event is written queued with one delivery row per subscriber enabled in the publishing process (skipped when
 * none), or pending when that process did not know its subscribers (a relay fans it out from available_at). It counts
 * its deliveries still to run (open_deliveries) and the dead ones, and is done once every delivery is done, dead once
 * every delivery finished and one is dead.
 * A delivery: pending (from available_at) -> queued (handed to a job, leased until lease_until) -> done | dead
 * (attempts used up); a failure goes back to pending after its backoff. Each delivery retries on its own.
 */
export type OutboxStatus = 'pending' | 'queued' | 'done' | 'skipped' | 'dead';
export type DeliveryStatus = 'pending' | 'queued' | 'done' | 'dead';
export const FINISHED: ReadonlySet<string> = new Set(['done', 'dead']);

export interface RetryPolicy {
  maxAttempts: number;
  retryBaseMs: number;
  retryMaxMs: number;
}

export interface StoredDelivery {
  id: string;
  status: DeliveryStatus;
  eventId: string;
  publicId: string;
  topic: string;
  payload: unknown;
  createdAt: Date;
  /** the publishing actor; null for the system */
  actor: RecordedActor | null;
}

const ERROR_MAX = 2000;

/** Events due for fan-out, locked for the caller's transaction (relays skip each other's rows). */
export async function claimUnfannedEvents(m: EntityManager, limit: number): Promise<Array<{ id: string; topic: string }>> {
  const rows = await m.query(
    `SELECT id, topic FROM outbox_events
      WHERE status = 'pending' AND available_at <= now()
      ORDER BY available_at, id
      LIMIT $1
      FOR UPDATE SKIP LOCKED`,
    [limit],
  );
  return rows.map((r: any) => ({ id: String(r.id), topic: r.topic }));
}

/** One delivery row per subscriber (none: the event is skipped), for an event published where its subscribers were not known. */
export async function fanOut(m: EntityManager, eventId: string, subscribers: string[]): Promise<void> {
  if (!subscribers.length) {
    await m.query(`UPDATE outbox_events SET status = 'skipped', processed_at = now() WHERE id = $1`, [eventId]);
    return;
  }
  // one statement: the deliveries, then the event queued with its counts, or settled at once when every delivery was
  // there already and finished (carried over as done by a migration); the caller holds the event's row lock
  // (claimUnfannedEvents). The rows `added` are not visible to the counts' snapshot: they are counted apart.
  await m.query(
    `WITH added AS (INSERT INTO outbox_deliveries (event_id, subscriber) SELECT $1, unnest($2::varchar[]) ON CONFLICT DO NOTHING RETURNING id),
          counts AS (SELECT (SELECT count(*) FROM added)
                          + (SELECT count(*) FROM outbox_deliveries d WHERE d.event_id = $1 AND d.status IN ('pending', 'queued')) AS open,
                            (SELECT count(*) FROM outbox_deliveries d WHERE d.event_id = $1 AND d.status = 'dead') AS dead)
     UPDATE outbox_events e
        SET status = CASE WHEN counts.open > 0 THEN 'queued' WHEN counts.dead > 0 THEN 'dead' ELSE 'done' END,
            open_deliveries = counts.open,
            dead_deliveries = counts.dead,
            relayed_at = now(),
            processed_at = CASE WHEN counts.open > 0 THEN e.processed_at ELSE now() END
       FROM counts WHERE e.id = $1`,
    [eventId, subscribers],
  );
}

export interface ClaimedDelivery {
  id: string;
  publicId: string;
  subscriber: string;
}

/**
 * Takes due deliveries of the subscribers this process knows and leases them (queued until `leaseMs` from now),
 * skipping rows another relay or a running delivery holds; a subscriber of a disabled plugin is not attempted (its
 * rows wait). Due pending rows are taken in one statement, which is all a pass needs when no lease ran out. A
 * delivery whose lease ran out (its worker died, or its job was lost) is taken again and the lost run counts as an
 * attempt, so a handler that kills its worker every time ends up dead instead of looping.
 * `m` is a manager outside a transaction (each statement commits on its own) or inside one.
 */
export async function claimDueDeliveries(
  m: EntityManager,
  subscribers: string[],
  limit: number,
  leaseMs: number,
  policy: RetryPolicy,
): Promise<ClaimedDelivery[]> {
  const rows: Array<{ id: string; public_id: string | null; subscriber: string | null }> = await preparedRows(
    `WITH due AS (
       SELECT d.id, d.status FROM outbox_deliveries d
        WHERE d.subscriber = ANY($2::varchar[])
          AND ((d.status = 'pending' AND d.available_at <= now()) OR (d.status = 'queued' AND d.lease_until <= now()))
        ORDER BY d.available_at, d.id
        LIMIT $1
        FOR UPDATE SKIP LOCKED
     ), taken AS (
       UPDATE outbox_deliveries d SET status = 'queued', lease_until = now() + make_interval(secs => $3::float8 / 1000)
         FROM due WHERE d.id = due.id AND due.status = 'pending'
       RETURNING d.id, d.event_id, d.subscriber
     )
     SELECT t.id, e.public_id, t.subscriber FROM taken t JOIN outbox_events e ON e.id = t.event_id
     UNION ALL
     SELECT due.id, NULL, NULL FROM due WHERE due.status = 'queued'`,
    [limit, subscribers, leaseMs],
    m,
  );
  const taken = rows.filter((r) => r.public_id !== null).map((r) => ({ id: String(r.id), publicId: r.public_id!, subscriber: r.subscriber! }));
  const expired = rows.filter((r) => r.public_id === null).map((r) => String(r.id));
  return expired.length ? [...taken, ...(await retakeExpired(m, expired, leaseMs, policy))] : taken;
}

/** Leases that ran out, taken again under their row locks (still expired then): an attempt counted, a fresh lease unless dead. */
async function retakeExpired(m: EntityManager, ids: string[], leaseMs: number, policy: RetryPolicy): Promise<ClaimedDelivery[]> {
  const retake = async (t: EntityManager) => {
    const rows = await t.query(
      `SELECT d.id, e.public_id, d.subscriber FROM outbox_deliveries d JOIN outbox_events e ON e.id = d.event_id
        WHERE d.id = ANY($1::bigint[]) AND d.status = 'queued' AND d.lease_until <= now()
        FOR UPDATE OF d SKIP LOCKED`,
      [ids],
    );
    const claimed: ClaimedDelivery[] = [];
    for (const r of rows) {
      const after = await countFailure(t, String(r.id), 'lease expired: the worker delivering it stopped or the job was lost', policy, false);
      if (after?.status === 'dead') continue;
      await t.query(`UPDATE outbox_deliveries SET lease_until = now() + make_interval(secs => $2::float8 / 1000) WHERE id = $1`, [r.id, leaseMs]);
      claimed.push({ id: String(r.id), publicId: r.public_id, subscriber: r.subscriber });
    }
    return claimed;
  };
  return m.queryRunner?.isTransactionActive ? retake(m) : m.transaction(retake);
}

/** The delivery with its event, its row locked for the caller's transaction; undefined when it is gone. */
export async function lockDelivery(m: EntityManager, publicId: string, subscriber: string): Promise<StoredDelivery | undefined> {
  const [row] = await preparedRows(
    `SELECT d.id, d.status, e.id AS event_id, e.public_id, e.topic, e.payload, e.created_at, e.actor
       FROM outbox_deliveries d JOIN outbox_events e ON e.id = d.event_id
      WHERE e.public_id = $1 AND d.subscriber = $2
      FOR UPDATE OF d`,
    [publicId, subscriber],
    m,
  );
  return (
    row && {
      id: String(row.id),
      status: row.status,
      eventId: String(row.event_id),
      publicId: row.public_id,
      topic: row.topic,
      payload: row.payload,
      createdAt: row.created_at,
      actor: row.actor ?? null,
    }
  );
}

/**
 * Closes one of an event's deliveries (`finished`: the delivery's UPDATE, returning its event_id and status) and, when it
 * was the last one to run, the event: done, or dead when one of them died. The event's counters change under its row
 * lock and are read after the lock is granted, so of two deliveries finishing at once the second sees the first.
 */
export const settleWith = (finished: string) => `
  WITH finished AS (${finished}),
       settled AS (
         UPDATE outbox_events e
            SET open_deliveries = e.open_deliveries - 1,
                dead_deliveries = e.dead_deliveries + CASE WHEN f.status = 'dead' THEN 1 ELSE 0 END,
                status = CASE WHEN e.open_deliveries > 1 THEN e.status
                              WHEN e.dead_deliveries > 0 OR f.status = 'dead' THEN 'dead' ELSE 'done' END,
                processed_at = CASE WHEN e.open_deliveries > 1 THEN e.processed_at ELSE now() END
           FROM finished f
          WHERE e.id = f.event_id AND f.status IN ('done', 'dead') AND e.status = 'queued'
       )
  SELECT status, attempts, event_id FROM finished`;

const MARK_DONE_SQL = settleWith(
  `UPDATE outbox_deliveries SET status = 'done', attempts = attempts + 1, processed_at = now(), lease_until = NULL WHERE id = $1 RETURNING status, attempts, event_id`,
);

/** Marks the delivery done in the handler's transaction (so the mark and the effects commit together), settling its event. */
export async function markDeliveryDone(m: EntityManager, delivery: StoredDelivery): Promise<void> {
  await preparedRows(MARK_DONE_SQL, [delivery.id], m);
}

/** A delivery found with no handler here (its plugin was switched off meanwhile): back to waiting, no attempt counted. */
export async function releaseDelivery(m: EntityManager, id: string): Promise<void> {
  await m.query(`UPDATE outbox_deliveries SET status = 'pending', lease_until = NULL WHERE id = $1 AND status = 'queued'`, [id]);
}

/** Counts a failed attempt: back to pending after the backoff delay, or dead when attempts are used up. */
export async function markDeliveryFailed(
  m: EntityManager,
  id: string,
  error: string,
  policy: RetryPolicy,
): Promise<{ status: DeliveryStatus; attempts: number } | undefined> {
  return countFailure(m, id, error, policy, true);
}

const COUNT_FAILURE_SQL = settleWith(`
  UPDATE outbox_deliveries
     SET attempts = attempts + 1,
         last_error = $2,
         status = CASE WHEN attempts + 1 >= $3 THEN 'dead' WHEN $6 THEN 'pending' ELSE status END,
         available_at = CASE WHEN $6 THEN now() + make_interval(secs => LEAST($5::float8, $4::float8 * power(2, attempts)) / 1000) ELSE available_at END,
         lease_until = CASE WHEN $6 THEN NULL ELSE lease_until END,
         processed_at = CASE WHEN attempts + 1 >= $3 THEN now() END
   WHERE id = $1 AND status IN ('pending', 'queued')
   RETURNING status, attempts, event_id`);

/** One statement: the attempt counted, and the event settled when this was its last delivery and it died. */
async function countFailure(m: EntityManager, id: string, error: string, policy: RetryPolicy, backToPending: boolean) {
  const [row] = await preparedRows(
    COUNT_FAILURE_SQL,
    [id, error.slice(0, ERROR_MAX), policy.maxAttempts, policy.retryBaseMs, policy.retryMaxMs, backToPending],
    m,
  );
  return row && { status: row.status as DeliveryStatus, attempts: row.attempts as number };
}
