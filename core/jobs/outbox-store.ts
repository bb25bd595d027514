import type { EntityManager } from 'typeorm';
import type { RecordedActor } from './outbox-types.js';

/**
 * SQL over outbox_events / outbox_deliveries. Timing uses the database clock (now()), not the core clock,
 * so tests that move the core clock never strand events in the future.
 *
 * An event: pending (published, waiting for a relay from available_at) -> queued (fanned out: one delivery
 * row per subscriber enabled then) -> done once every delivery is done, dead once every delivery finished
 * and one is dead, or skipped when no enabled subscriber had it.
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

/** One delivery row per subscriber (none: the event is skipped). */
export async function fanOut(m: EntityManager, eventId: string, subscribers: string[]): Promise<void> {
  if (!subscribers.length) {
    await m.query(`UPDATE outbox_events SET status = 'skipped', processed_at = now() WHERE id = $1`, [eventId]);
    return;
  }
  // one statement: the deliveries, then the event queued, or settled at once when every delivery was there already and
  // finished (carried over as done by a migration); the caller holds the event's row lock (claimUnfannedEvents)
  await m.query(
    `WITH added AS (INSERT INTO outbox_deliveries (event_id, subscriber) SELECT $1, unnest($2::varchar[]) ON CONFLICT DO NOTHING RETURNING id),
          open AS (SELECT EXISTS (SELECT 1 FROM added)
                       OR EXISTS (SELECT 1 FROM outbox_deliveries d WHERE d.event_id = $1 AND d.status IN ('pending', 'queued')) AS yes,
                          EXISTS (SELECT 1 FROM outbox_deliveries d WHERE d.event_id = $1 AND d.status = 'dead') AS dead)
     UPDATE outbox_events e
        SET status = CASE WHEN open.yes THEN 'queued' WHEN open.dead THEN 'dead' ELSE 'done' END,
            relayed_at = now(),
            processed_at = CASE WHEN open.yes THEN e.processed_at ELSE now() END
       FROM open WHERE e.id = $1`,
    [eventId, subscribers],
  );
}

export interface ClaimedDelivery {
  id: string;
  publicId: string;
  subscriber: string;
}

/**
 * Takes due deliveries of the subscribers this process knows, skipping rows another relay or a running
 * delivery holds; a subscriber of a disabled plugin is not attempted (its rows wait). A delivery whose lease
 * ran out (its worker died, or its job was lost) is taken again and the lost run counts as an attempt, so a
 * handler that kills its worker every time ends up dead instead of looping.
 */
export async function claimDueDeliveries(m: EntityManager, subscribers: string[], limit: number, policy: RetryPolicy): Promise<ClaimedDelivery[]> {
  const rows = await m.query(
    `SELECT d.id, e.public_id, d.subscriber, d.status FROM outbox_deliveries d JOIN outbox_events e ON e.id = d.event_id
      WHERE d.subscriber = ANY($2::varchar[])
        AND ((d.status = 'pending' AND d.available_at <= now()) OR (d.status = 'queued' AND d.lease_until <= now()))
      ORDER BY d.available_at, d.id
      LIMIT $1
      FOR UPDATE OF d SKIP LOCKED`,
    [limit, subscribers],
  );
  const expired = rows.filter((r: any) => r.status === 'queued').map((r: any) => String(r.id));
  const dead = new Set<string>();
  for (const id of expired) {
    const after = await countFailure(m, id, 'lease expired: the worker delivering it stopped or the job was lost', policy, false);
    if (after?.status === 'dead') dead.add(id);
  }
  return rows.filter((r: any) => !dead.has(String(r.id))).map((r: any) => ({ id: String(r.id), publicId: r.public_id, subscriber: r.subscriber }));
}

export async function markDeliveriesQueued(m: EntityManager, ids: string[], leaseMs: number): Promise<void> {
  await m.query(
    `UPDATE outbox_deliveries SET status = 'queued', lease_until = now() + make_interval(secs => $2::float8 / 1000)
      WHERE id = ANY($1::bigint[])`,
    [ids, leaseMs],
  );
}

/** The delivery with its event, its row locked for the caller's transaction; undefined when it is gone. */
export async function lockDelivery(m: EntityManager, publicId: string, subscriber: string): Promise<StoredDelivery | undefined> {
  const [row] = await m.query(
    `SELECT d.id, d.status, e.id AS event_id, e.public_id, e.topic, e.payload, e.created_at, e.actor
       FROM outbox_deliveries d JOIN outbox_events e ON e.id = d.event_id
      WHERE e.public_id = $1 AND d.subscriber = $2
      FOR UPDATE OF d`,
    [publicId, subscriber],
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

/** Marks the delivery done in the handler's transaction (so the mark and the effects commit together). */
export async function markDeliveryDone(m: EntityManager, delivery: StoredDelivery): Promise<void> {
  await m.query(`UPDATE outbox_deliveries SET status = 'done', attempts = attempts + 1, processed_at = now(), lease_until = NULL WHERE id = $1`, [delivery.id]);
  await settleEvent(m, delivery.eventId);
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

async function countFailure(m: EntityManager, id: string, error: string, policy: RetryPolicy, backToPending: boolean) {
  const [row] = await m.query(
    `WITH updated AS (
       UPDATE outbox_deliveries
          SET attempts = attempts + 1,
              last_error = $2,
              status = CASE WHEN attempts + 1 >= $3 THEN 'dead' WHEN $6 THEN 'pending' ELSE status END,
              available_at = CASE WHEN $6 THEN now() + make_interval(secs => LEAST($5::float8, $4::float8 * power(2, attempts)) / 1000) ELSE available_at END,
              lease_until = CASE WHEN $6 THEN NULL ELSE lease_until END,
              processed_at = CASE WHEN attempts + 1 >= $3 THEN now() END
        WHERE id = $1 AND status IN ('pending', 'queued')
        RETURNING status, attempts, event_id
     )
     SELECT status, attempts, event_id FROM updated`,
    [id, error.slice(0, ERROR_MAX), policy.maxAttempts, policy.retryBaseMs, policy.retryMaxMs, backToPending],
  );
  if (row?.status === 'dead') await settleEvent(m, String(row.event_id));
  return row && { status: row.status as DeliveryStatus, attempts: row.attempts as number };
}

/**
 * Closes the event once none of its deliveries is still to run: done, or dead when one of them is.
 * The event row is locked first, so two deliveries finishing at once are settled one after the other
 * (the second sees the first's commit) and the last one closes it.
 */
async function settleEvent(m: EntityManager, eventId: string): Promise<void> {
  await m.query(`SELECT 1 FROM outbox_events WHERE id = $1 FOR UPDATE`, [eventId]);
  await m.query(
    `UPDATE outbox_events e
        SET status = CASE WHEN EXISTS (SELECT 1 FROM outbox_deliveries d WHERE d.event_id = e.id AND d.status = 'dead') THEN 'dead' ELSE 'done' END,
            processed_at = now()
      WHERE e.id = $1 AND e.status = 'queued'
        AND NOT EXISTS (SELECT 1 FROM outbox_deliveries d WHERE d.event_id = e.id AND d.status IN ('pending', 'queued'))`,
    [eventId],
  );
}
