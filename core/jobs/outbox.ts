import { clock } from '../clock/clock.js';
import { newPublicId } from '../db/ids.js';
import { preparedRows } from '../db/sql.js';
import { inTransaction, transactionSlots } from '../db/transaction.js';
import { currentActor, type Actor } from '../context/request-context.js';
import type { RecordedActor } from './outbox-types.js';
import type { Topic } from './topics.js';

/** The LISTEN/NOTIFY channel that wakes outbox relays when a publishing transaction commits. */
export const OUTBOX_CHANNEL = 'bazaar_outbox';
/** The notification's payload when the publisher wrote the deliveries (else empty: the event waits for a fan-out). */
export const WRITTEN_DELIVERIES = 'deliveries';

let notifyOnPublish = true;
let subscribersOf: ((topic: string) => string[]) | undefined;

/** Set by startJobs from OUTBOX_NOTIFY; with it off, relays find events by polling only. */
export function setOutboxNotify(on: boolean): void {
  notifyOnPublish = on;
}

/**
 * Set by startJobs (every role): the enabled subscribers of a topic, so publish writes the event's deliveries with it.
 * Undefined (a script that never started jobs): events wait as pending and the first relay that takes one fans it
 * out. Returns the undo, which puts back what was set before unless someone set another since.
 */
export function setOutboxSubscribers(of: ((topic: string) => string[]) | undefined): () => void {
  const before = subscribersOf;
  subscribersOf = of;
  return () => {
    if (subscribersOf === of) subscribersOf = before;
  };
}

/**
 * The event's row and its deliveries, one per enabled subscriber (queued; skipped at once with none; pending for a
 * relay to fan out when the subscribers are not known here; written done for the subscribers the publishing
 * transaction serves itself: deliveringHere), then the relays' wake-up when there is work for them.
 * $1 public ids, $2 topic, $3 payloads, $4 delay in seconds, $5 created at, $6 notify, $7 actor, $8 subscribers to
 * queue or null, $9 subscribers done here.
 */
const PUBLISH_SQL = `
  WITH inserted AS (
    INSERT INTO outbox_events (public_id, topic, payload, available_at, created_at, actor, status, open_deliveries, relayed_at, processed_at)
    SELECT e.id, $2, e.payload, now() + make_interval(secs => $4), $5, $7::jsonb,
           CASE WHEN $8::varchar[] IS NULL THEN 'pending' WHEN cardinality($8::varchar[]) > 0 THEN 'queued'
                WHEN cardinality($9::varchar[]) > 0 THEN 'done' ELSE 'skipped' END,
           COALESCE(cardinality($8::varchar[]), 0),
           CASE WHEN $8::varchar[] IS NOT NULL THEN now() END,
           CASE WHEN cardinality($8::varchar[]) = 0 THEN now() END
      FROM unnest($1::uuid[], $3::jsonb[]) WITH ORDINALITY e(id, payload, n) ORDER BY e.n
    RETURNING id, available_at
  ),
  fanned AS (
    INSERT INTO outbox_deliveries (event_id, subscriber, available_at) SELECT i.id, s.name, i.available_at FROM inserted i, unnest($8::varchar[]) s(name)
  ),
  served AS (
    INSERT INTO outbox_deliveries (event_id, subscriber, available_at, status, attempts, processed_at)
    SELECT i.id, s.name, i.available_at, 'done', 1, now() FROM inserted i, unnest($9::varchar[]) s(name)
  )
  SELECT CASE WHEN $6 AND ($8::varchar[] IS NULL OR cardinality($8::varchar[]) > 0)
              THEN pg_notify('${OUTBOX_CHANNEL}', CASE WHEN $8::varchar[] IS NULL THEN '' ELSE '${WRITTEN_DELIVERIES}' END) END
    FROM (SELECT 1 FROM inserted LIMIT 1) x`;

async function insertEvents(topic: string, ids: string[], payloads: unknown[], delaySeconds: number): Promise<void> {
  // NOTIFY inside the transaction is delivered at commit and dropped on rollback
  await preparedRows(PUBLISH_SQL, [
    ids,
    topic,
    payloads.map((p) => JSON.stringify(p ?? null)),
    delaySeconds,
    clock.now(),
    notifyOnPublish,
    recordedJson(currentActor()),
    ...subscribersSplit(topic),
  ]);
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
 * Records an event for the subscribers of `topic` (the `subscribers` of enabled plugins), with one delivery row per
 * subscriber, in one statement. Written through db(): inside withTransaction it commits or rolls back with the caller's changes.
 * Delivery is at least once; each subscriber's database effects happen once. The publishing actor (an admin or
 * a customer) is recorded with it and its subscribers run as that actor. Returns the event's public id.
 */
export async function publish<P>(topic: Topic<P>, payload: NoInfer<P>, options: PublishOptions = {}): Promise<string> {
  if (!topic || topic.length > 200) throw new Error(`An outbox topic must have 1 to 200 characters, got "${topic}"`);
  const id = newPublicId();
  await insertEvents(topic, [id], [payload], Math.max(0, options.delayMs ?? 0) / 1000);
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
  await insertEvents(topic, ids, [...payloads], 0);
  return ids;
}

/** per topic: the subscriber whose deliveries the transaction in progress serves itself (deliveringHere) */
const servedHere = transactionSlots<string>('outbox.served-here');

/** The topic's enabled subscribers split in those to queue (null: unknown here) and those the transaction serves itself. */
function subscribersSplit(topic: string): [string[] | null, string[]] {
  if (!subscribersOf) return [null, []];
  const all = subscribersOf(topic);
  const here = servedHere.get(topic);
  return here && all.includes(here) ? [all.filter((s) => s !== here), [here]] : [all, []];
}

/**
 * Runs `fn` in the caller's transaction with `subscriber`'s deliveries of the `topic` events it publishes written done:
 * the transaction does that subscriber's work itself (a chain that runs its next step at once), so no relay runs it
 * and none is woken for it. Where the subscribers are not known here (or a savepoint rolled back meanwhile) the event is
 * published as usual: a relay runs the delivery and the handler finds its work done.
 */
export async function deliveringHere<T>(topic: Topic<unknown>, subscriber: string, fn: () => Promise<T>): Promise<T> {
  if (!inTransaction()) throw new Error('deliveringHere runs inside a transaction');
  servedHere.set(topic, subscriber);
  try {
    return await fn();
  } finally {
    servedHere.delete(topic);
  }
}
