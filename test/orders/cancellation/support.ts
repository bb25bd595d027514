import type { TestApp } from '../../support/app.js';
import { bearer } from '../../support/auth.js';
import type { Shop } from '../../checkout/support.js';

/** A variant's stock as the products admin route reads it. */
export async function variantStock(
  t: TestApp,
  shop: Shop,
  productId: string,
  variantId: string,
): Promise<{ onHand: number; reserved: number; available: number }> {
  const res = await t.http.get(`/api/admin/products/${productId}/variants/${variantId}`).set(bearer(shop.adminToken));
  if (res.status !== 200) throw new Error(`variant: ${res.status} ${JSON.stringify(res.body)}`);
  const { onHand, reserved, available } = res.body.data;
  return { onHand, reserved, available };
}

/** The restock movements an order's cancellation wrote to the inventory ledger (variant public id, units). */
export async function restockMovements(t: TestApp, orderId: string): Promise<{ variantId: string; units: number }[]> {
  return t.bazaar.dataSource.query(
    `SELECT v.public_id AS "variantId", m.delta_on_hand AS units FROM inventory_movements m JOIN product_variants v ON v.id = m.variant_id
      WHERE m.reason = 'restock' AND m.reference = $1 ORDER BY v.public_id`,
    [`order-cancel:${orderId}`],
  );
}

/** The outbox events of a topic about one order (payloads, oldest first). */
export async function orderEvents(t: TestApp, topic: string, orderId: string): Promise<any[]> {
  const rows = await t.bazaar.dataSource.query(`SELECT payload FROM outbox_events WHERE topic = $1 AND payload->>'orderId' = $2 ORDER BY id`, [topic, orderId]);
  return rows.map((r: { payload: unknown }) => r.payload);
}
