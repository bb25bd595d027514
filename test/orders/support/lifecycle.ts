import type { TestApp } from '../../support/app.js';
import { adminWith, bearer } from '../../support/auth.js';
import type { Shop } from '../../checkout/support.js';
import { ADMIN_ORDERS, orderFor, settle, settledCheckout, startedCheckout, type Settled } from '../support.js';

/*
 * Bringing an order to a state through the real admin routes of the fulfilment part (issue 21). Every helper
 * throws with the answer's status and body when a route refuses, so a broken step names itself.
 */

export type Lines = { variantId: string; quantity: number }[];
export type ShipItem = { orderItemId: string; quantity: number; serials?: string[] };

async function expectStatus(res: { status: number; body: any }, status: number, what: string) {
  if (res.status !== status) throw new Error(`${what}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}

/** An admin holding Orders_UPDATE and Orders_READ (made by the superadmin). */
export const fulfilmentAdmin = (t: TestApp, shop: Shop) => adminWith(t, shop.adminToken, ['Orders_READ', 'Orders_UPDATE']);

/** The admin order read. */
export async function adminOrder(t: TestApp, token: string, orderId: string): Promise<any> {
  return expectStatus(await t.http.get(`${ADMIN_ORDERS}/${orderId}`).set(bearer(token)), 200, `read order ${orderId}`);
}

/** POST /{id}/confirm; answers the admin order. */
export async function confirmOrder(t: TestApp, token: string, orderId: string): Promise<any> {
  return expectStatus(await t.http.post(`${ADMIN_ORDERS}/${orderId}/confirm`).set(bearer(token)), 200, 'confirm');
}

/** POST /{id}/processing; answers the admin order. */
export async function startProcessing(t: TestApp, token: string, orderId: string): Promise<any> {
  return expectStatus(await t.http.post(`${ADMIN_ORDERS}/${orderId}/processing`).set(bearer(token)), 200, 'processing');
}

/** POST /{id}/shipments; answers the shipment (id, kind, status, items with serials...). */
export async function ship(
  t: TestApp,
  token: string,
  orderId: string,
  items: ShipItem[],
  extra: { carrier?: string; trackingNumber?: string } = {},
): Promise<any> {
  const res = await t.http
    .post(`${ADMIN_ORDERS}/${orderId}/shipments`)
    .set(bearer(token))
    .send({ items, ...extra });
  return expectStatus(res, 201, 'ship');
}

/** POST /{id}/shipments/{shipmentId}/deliver; answers the shipment. */
export async function deliverShipment(t: TestApp, token: string, orderId: string, shipmentId: string): Promise<any> {
  return expectStatus(await t.http.post(`${ADMIN_ORDERS}/${orderId}/shipments/${shipmentId}/deliver`).set(bearer(token)).send({}), 200, 'deliver');
}

/** POST /{id}/shipments/{shipmentId}/fail; answers the shipment. */
export async function failShipment(t: TestApp, token: string, orderId: string, shipmentId: string, reason?: string): Promise<any> {
  const res = await t.http
    .post(`${ADMIN_ORDERS}/${orderId}/shipments/${shipmentId}/fail`)
    .set(bearer(token))
    .send(reason === undefined ? {} : { reason });
  return expectStatus(res, 200, 'fail');
}

/** POST /{id}/ready-for-pickup; answers the admin order. */
export async function readyForPickup(t: TestApp, token: string, orderId: string): Promise<any> {
  return expectStatus(await t.http.post(`${ADMIN_ORDERS}/${orderId}/ready-for-pickup`).set(bearer(token)), 200, 'ready for pickup');
}

/** POST /{id}/collect; answers the admin order. */
export async function collect(t: TestApp, token: string, orderId: string): Promise<any> {
  return expectStatus(await t.http.post(`${ADMIN_ORDERS}/${orderId}/collect`).set(bearer(token)), 200, 'collect');
}

/** Every active unit of every line: [{ orderItemId, quantity }] from the admin read. */
export function remainingItems(order: any): ShipItem[] {
  return order.items
    .map((i: any) => ({ orderItemId: i.id, quantity: i.quantity - i.unavailableQuantity - i.cancelledQuantity - i.shippedQuantity }))
    .filter((i: ShipItem) => i.quantity > 0);
}

export interface PlacedOrder {
  orderId: string;
  buyer: Settled['buyer'];
  settled: Settled;
  /** the order's line ids (order item public ids), in line order */
  items: string[];
  /** an admin token holding Orders_READ and Orders_UPDATE */
  adminToken: string;
}

/** A new buyer's settled checkout of these lines, its order waited for (status created). */
export async function placedOrder(t: TestApp, shop: Shop, lines: Lines, method: 'cod' | 'gateway' = 'cod', adminToken?: string): Promise<PlacedOrder> {
  const settled = await settledCheckout(t, shop, lines, method);
  const orderId = await orderFor(t, settled.checkoutId);
  const token = adminToken ?? (await fulfilmentAdmin(t, shop));
  const order = await adminOrder(t, token, orderId);
  return { orderId, buyer: settled.buyer, settled, items: order.items.map((i: any) => i.id), adminToken: token };
}

/** A placed order confirmed and processing (ready to ship). */
export async function processingOrder(t: TestApp, shop: Shop, lines: Lines, method: 'cod' | 'gateway' = 'cod', adminToken?: string): Promise<PlacedOrder> {
  const placed = await placedOrder(t, shop, lines, method, adminToken);
  await confirmOrder(t, placed.adminToken, placed.orderId);
  await startProcessing(t, placed.adminToken, placed.orderId);
  return placed;
}

/** A placed order confirmed, processed, every unit shipped in one parcel (returned as `shipment`), still open. */
export async function shippedOrder(t: TestApp, shop: Shop, lines: Lines, method: 'cod' | 'gateway' = 'cod', adminToken?: string) {
  const placed = await processingOrder(t, shop, lines, method, adminToken);
  const order = await adminOrder(t, placed.adminToken, placed.orderId);
  const shipment = await ship(t, placed.adminToken, placed.orderId, remainingItems(order));
  return { ...placed, shipment };
}

/**
 * A delivered order: settles a checkout of these lines, waits for the order, confirms, processes, ships every
 * unit in one parcel and delivers it (status delivered, deliveredAt stamped: the return window is open).
 */
export async function deliveredOrder(t: TestApp, shop: Shop, lines: Lines, method: 'cod' | 'gateway' = 'cod', adminToken?: string) {
  const shipped = await shippedOrder(t, shop, lines, method, adminToken);
  await deliverShipment(t, shipped.adminToken, shipped.orderId, shipped.shipment.id);
  return shipped;
}

/**
 * A pickup order (status created): no checkout route makes one yet (POS will), so the started session is
 * switched to pickup before it settles and the real chain makes the order from it.
 */
export async function pickupOrder(t: TestApp, shop: Shop, lines: Lines, method: 'cod' | 'gateway' = 'cod', adminToken?: string): Promise<PlacedOrder> {
  const started = await startedCheckout(t, shop, lines);
  await t.bazaar.dataSource.query(`UPDATE checkout_sessions SET fulfilment_type = 'pickup' WHERE public_id = $1`, [started.checkoutId]);
  const attemptId = await settle(started.checkoutId, started.buyer.customerId, started.grandTotal, method);
  const settled: Settled = { ...started, attemptId };
  const orderId = await orderFor(t, settled.checkoutId);
  const token = adminToken ?? (await fulfilmentAdmin(t, shop));
  const order = await adminOrder(t, token, orderId);
  return { orderId, buyer: settled.buyer, settled, items: order.items.map((i: any) => i.id), adminToken: token };
}
