import { db, withTransaction } from '../db/transaction.js';
import { runAs, SYSTEM_ACTOR, type Actor } from '../context/request-context.js';
import { logger } from '../log/logger.js';
import { FINISHED, lockDelivery, markDeliveryDone, markDeliveryFailed, releaseDelivery, type RetryPolicy } from './outbox-store.js';
import type { OutboxEvent, RecordedActor } from './outbox-types.js';
import type { Subscription } from './subscribers.js';

/** The Agenda job that delivers one event to one subscriber; its data is `{ eventId, subscriber }` (the event's public id). */
export const DELIVER_JOB = 'core.outbox.deliver';

export type DeliveryResult = 'done' | 'retry' | 'dead' | 'finished-already' | 'not-here';

/** The actor a subscriber runs as: the event's publisher when one was recorded, else the system. */
function actorOfEvent(recorded: RecordedActor | null): Actor {
  return recorded ? { kind: recorded.kind, publicId: recorded.publicId, internalId: recorded.internalId } : SYSTEM_ACTOR;
}

/**
 * Runs one subscriber's handler in a transaction that holds its delivery row locked and marks it done, so a
 * second delivery (a retry, a duplicate job, a worker that died after committing) waits for the first and
 * then finds it done. A failure rolls back the handler's effects and schedules this subscriber's retry;
 * the other subscribers of the event are not affected. The handler runs as the event's publisher (or the system).
 */
export async function deliverToSubscriber(
  publicId: string,
  subscriber: string,
  subscribers: Map<string, Subscription>,
  policy: RetryPolicy,
): Promise<DeliveryResult> {
  let deliveryId: string | undefined;
  try {
    return await withTransaction(async (m) => {
      const delivery = await lockDelivery(m, publicId, subscriber);
      if (!delivery || FINISHED.has(delivery.status)) return 'finished-already';
      deliveryId = delivery.id;
      const sub = subscribers.get(subscriber);
      if (!sub) {
        await releaseDelivery(m, delivery.id);
        return 'not-here';
      }
      const event: OutboxEvent = { id: delivery.publicId, topic: delivery.topic, payload: delivery.payload, createdAt: delivery.createdAt };
      await runAs(actorOfEvent(delivery.actor), () => sub.handler(event), 'job');
      await markDeliveryDone(m, delivery);
      return 'done';
    });
  } catch (e) {
    if (!deliveryId) throw e; // the database failed before the handler ran: the lease brings the delivery back
    const message = e instanceof Error ? `${e.name}: ${e.message}` : String(e);
    const after = await markDeliveryFailed(db(), deliveryId, message, policy);
    logger().warn({ err: e, eventId: publicId, subscriber, attempts: after?.attempts, status: after?.status }, 'outbox subscriber failed');
    return after?.status === 'dead' ? 'dead' : 'retry';
  }
}
