import type { QueryRunner } from 'typeorm';

/**
 * For a plugin migration that renames a topic: events not yet fanned out (pending) take the new name, so no
 * event published under the old one goes without its subscribers. Events already fanned out keep their name:
 * their deliveries carry the subscribers.
 */
export async function renameOutboxTopic(q: QueryRunner, from: string, to: string): Promise<void> {
  await q.query(`UPDATE outbox_events SET topic = $2 WHERE topic = $1 AND status = 'pending'`, [from, to]);
}

/**
 * For a plugin migration that renames (or moves) a subscriber: its deliveries not yet done go to the new name,
 * so the renamed subscriber runs them (a delivery is keyed by event and subscriber name).
 */
export async function renameOutboxSubscriber(q: QueryRunner, from: string, to: string): Promise<void> {
  await q.query(`UPDATE outbox_deliveries SET subscriber = $2 WHERE subscriber = $1 AND status <> 'done'`, [from, to]);
}
