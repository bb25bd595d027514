import { db, withTransaction } from '../db/transaction.js';
import { logger } from '../log/logger.js';
import type { PluginManifest } from '../plugin.js';
import { FINISHED, findEvent, lockEventStatus, markFailed, markFinished, recordProcessed, type RetryPolicy } from './outbox-store.js';
import type { OutboxEvent, OutboxHandler } from './outbox-types.js';

/** The Agenda job that delivers one outbox event; its data is `{ eventId }` (the event's public id). */
export const DELIVER_JOB = 'core.outbox.deliver';

export interface Subscriber {
  /** the plugin's name: the key of its row in outbox_processed */
  name: string;
  handler: OutboxHandler;
}

export type DeliveryResult = 'done' | 'skipped' | 'retry' | 'dead' | 'finished-already';

export function subscribersOf(plugins: PluginManifest[]): (topic: string) => Subscriber[] {
  return (topic) => plugins.flatMap((p) => (p.outbox?.[topic] ? [{ name: p.name, handler: p.outbox[topic] }] : []));
}

/**
 * Runs every subscriber of the event, each in its own transaction with the event row locked and its
 * outbox_processed row inserted, so a second delivery (a retry, a duplicate job, a worker that died after
 * committing) waits for the first and then finds the handler's work recorded. A failure rolls back that
 * handler's effects and schedules a retry; subscribers that already succeeded are not run again.
 */
export async function deliverEvent(publicId: string, subscribers: (topic: string) => Subscriber[], policy: RetryPolicy): Promise<DeliveryResult> {
  const stored = await findEvent(db(), publicId);
  if (!stored || FINISHED.has(stored.status)) return 'finished-already';
  const subs = subscribers(stored.topic);
  if (!subs.length) {
    await markFinished(db(), stored.id, 'skipped');
    return 'skipped';
  }
  const event: OutboxEvent = { id: stored.publicId, topic: stored.topic, payload: stored.payload, createdAt: stored.createdAt };
  for (const sub of subs) {
    try {
      const outcome = await withTransaction(async (m) => {
        const status = await lockEventStatus(m, stored.id);
        if (!status || FINISHED.has(status)) return 'finished';
        if (!(await recordProcessed(m, stored.id, sub.name))) return 'ran-before';
        await sub.handler(event);
        return 'ran';
      });
      if (outcome === 'finished') return 'finished-already';
    } catch (e) {
      const message = e instanceof Error ? `${e.name}: ${e.message}` : String(e);
      const after = await markFailed(db(), stored.id, `${sub.name}: ${message}`, policy);
      logger().warn({ err: e, topic: stored.topic, eventId: publicId, handler: sub.name, attempts: after?.attempts, status: after?.status }, 'outbox handler failed');
      return after?.status === 'dead' ? 'dead' : 'retry';
    }
  }
  await markFinished(db(), stored.id, 'done');
  return 'done';
}
