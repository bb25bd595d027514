import type { TestApp } from '../../support/app.js';
import { pollUntil } from '../../support/poll.js';

/** A customer's email, as the orders plugin reads it (the accounts' published view). */
export async function emailOf(t: TestApp, customerId: string): Promise<string> {
  const [row] = await t.bazaar.dataSource.query(`SELECT email FROM accounts_user_names WHERE public_id = $1`, [customerId]);
  return row.email;
}

/** The delivery of an order's event (topic) to a subscriber: its status and attempts. */
async function delivery(t: TestApp, topic: string, orderId: string, subscriber: string): Promise<{ id: string; status: string; attempts: number } | undefined> {
  const [row] = await t.bazaar.dataSource.query(
    `SELECT d.id, d.status, d.attempts FROM outbox_deliveries d JOIN outbox_events e ON e.id = d.event_id
      WHERE e.topic = $1 AND e.payload->>'orderId' = $2 AND d.subscriber = $3`,
    [topic, orderId, subscriber],
  );
  return row;
}

/** Waits until the subscriber's delivery of the order's event is done `attempts` times (its effects committed). */
export function deliveredTo(t: TestApp, topic: string, orderId: string, subscriber: string, attempts = 1) {
  return pollUntil(
    () => delivery(t, topic, orderId, subscriber),
    (d) => d?.status === 'done' && d.attempts >= attempts,
    15_000,
    `${subscriber} done for ${orderId}`,
  );
}

/** Hands a done delivery to its subscriber again (as a relay would after a lost "done"), and waits for it. */
export async function redeliver(t: TestApp, topic: string, orderId: string, subscriber: string): Promise<void> {
  const d = await deliveredTo(t, topic, orderId, subscriber);
  await t.bazaar.dataSource.query(`UPDATE outbox_deliveries SET status = 'pending', available_at = now(), processed_at = NULL WHERE id = $1`, [d!.id]);
  await deliveredTo(t, topic, orderId, subscriber, d!.attempts + 1);
}

/** The order_mails rows of an order (kinds). */
export async function mailKinds(t: TestApp, orderId: string): Promise<string[]> {
  const rows = await t.bazaar.dataSource.query(`SELECT m.kind FROM order_mails m JOIN orders o ON o.id = m.order_id WHERE o.public_id = $1 ORDER BY m.kind`, [
    orderId,
  ]);
  return rows.map((r: { kind: string }) => r.kind);
}
