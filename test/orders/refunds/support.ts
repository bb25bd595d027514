import type { TestApp } from '../../support/app.js';
import { bearer } from '../../support/auth.js';

export const REFUNDS = '/api/order-refunds';

/** POST /api/orders/{id}/refunds as the token's admin (the answer, not checked). */
export const createRefund = (t: TestApp, token: string, orderId: string, items: { orderItemId: string; quantity: number }[]) =>
  t.http.post(`/api/orders/${orderId}/refunds`).set(bearer(token)).send({ items });

/** POST /api/order-refunds/{id}/<step> as the token's admin. */
export const refundStep = (t: TestApp, token: string, refundId: string, step: 'approve' | 'settle' | 'reject', body: Record<string, unknown> = {}) =>
  t.http.post(`${REFUNDS}/${refundId}/${step}`).set(bearer(token)).send(body);

/** A pending refund created through the route; throws with the answer when refused. */
export async function pendingRefund(t: TestApp, token: string, orderId: string, items: { orderItemId: string; quantity: number }[]): Promise<any> {
  const res = await createRefund(t, token, orderId, items);
  if (res.status !== 201) throw new Error(`refund: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}

/** The order's live refunds (pending, approved, settled) summed, straight from the table. */
export async function liveRefundTotal(t: TestApp, orderId: string): Promise<number> {
  const [r] = await t.bazaar.dataSource.query(
    `SELECT coalesce(sum(r.amount), 0)::int AS total FROM order_refunds r JOIN orders o ON o.id = r.order_id
      WHERE o.public_id = $1 AND r.status IN ('pending', 'approved', 'settled')`,
    [orderId],
  );
  return r.total;
}
