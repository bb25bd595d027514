import { clock } from '../clock/clock.js';
import { newPublicId } from '../db/ids.js';
import { db } from '../db/transaction.js';
import { currentActor, type Actor } from '../context/request-context.js';
import type { RecordedActor } from './outbox-types.js';
import type { Topic } from './topics.js';

/** The LISTEN/NOTIFY channel that wakes outbox relays when a publishing transaction commits. */
export const OUTBOX_CHANNEL = 'bazaar_outbox';

let notifyOnPublish = true;

/** Set by startJobs from OUTBOX_NOTIFY; with it off, relays find events by polling only. */
export function setOutboxNotify(on: boolean): void {
  notifyOnPublish = on;
}

export interface PublishOptions {
  /** deliver no sooner than this many milliseconds after the publishing transaction */
  delayMs?: number;
}

/** The publishing actor as recorded on the event: a signed-in user; null for the system and for nobody signed in. */
function recordedActor(actor: Actor): RecordedActor | null {
  if ((actor.kind !== 'admin' && actor.kind !== 'customer') || !actor.publicId) return null;
  return { kind: actor.kind, publicId: actor.publicId, internalId: actor.internalId };
}

function recordedJson(actor: Actor): string | null {
  const recorded = recordedActor(actor);
  return recorded ? JSON.stringify(recorded) : null;
}

/**
 * Records an event for the subscribers of `topic` (the `subscribers` of enabled plugins).
 * Written through db(): inside withTransaction it commits or rolls back with the caller's changes.
 * Delivery is at least once; each subscriber's database effects happen once. The publishing actor (an admin or
 * a customer) is recorded with it and its subscribers run as that actor. Returns the event's public id.
 */
export async function publish<P>(topic: Topic<P>, payload: NoInfer<P>, options: PublishOptions = {}): Promise<string> {
  if (!topic || topic.length > 200) throw new Error(`An outbox topic must have 1 to 200 characters, got "${topic}"`);
  const id = newPublicId();
  const delaySeconds = Math.max(0, options.delayMs ?? 0) / 1000;
  // NOTIFY inside the transaction is delivered at commit and dropped on rollback
  await db().query(
    `WITH inserted AS (
       INSERT INTO outbox_events (public_id, topic, payload, available_at, created_at, actor)
       VALUES ($1, $2, $3::jsonb, now() + make_interval(secs => $4), $5, $7::jsonb)
       RETURNING id
     )
     SELECT CASE WHEN $6 THEN pg_notify('${OUTBOX_CHANNEL}', '') END FROM inserted`,
    [id, topic, JSON.stringify(payload ?? null), delaySeconds, clock.now(), notifyOnPublish, recordedJson(currentActor())],
  );
  return id;
}

/**
 * publish() of one event per payload in one statement (a bulk write announcing each record it made, e.g.
 * an import's 50,000 creates): same rows, same transaction rules, one round trip. Returns the events' ids.
 */
export async function publishMany<P>(topic: Topic<P>, payloads: ReadonlyArray<NoInfer<P>>): Promise<string[]> {
  if (!topic || topic.length > 200) throw new Error(`An outbox topic must have 1 to 200 characters, got "${topic}"`);
  if (!payloads.length) return [];
  const ids = payloads.map(() => newPublicId());
  await db().query(
    `WITH inserted AS (
       INSERT INTO outbox_events (public_id, topic, payload, available_at, created_at, actor)
       SELECT e.id, $2, e.payload, now(), $4, $6::jsonb FROM unnest($1::uuid[], $3::jsonb[]) WITH ORDINALITY e(id, payload, n) ORDER BY e.n
       RETURNING id
     )
     SELECT CASE WHEN $5 THEN pg_notify('${OUTBOX_CHANNEL}', '') END FROM (SELECT 1 FROM inserted LIMIT 1) x`,
    [ids, topic, payloads.map((p) => JSON.stringify(p ?? null)), clock.now(), notifyOnPublish, recordedJson(currentActor())],
  );
  return ids;
}
