import { bootApp, type TestApp } from '../../support/app.js';
import { adminWith, bearer } from '../../support/auth.js';
import { shopFixture, SUPERADMIN_ENV, type Shop } from '../../checkout/support.js';
import { ADMIN_ORDERS, MY_ORDERS, orderFor, settle, settledCheckout, startedCheckout } from '../support.js';
import { orderEvents, restockMovements, variantStock } from './support.js';
import { adminOrder, deliveredOrder, failShipment, processingOrder, remainingItems, ship, shippedOrder } from '../support/lifecycle.js';

let t: TestApp;
let shop: Shop;
let updater: string;
let reader: string;
const q = (sql: string, params: unknown[] = []) => t.bazaar.dataSource.query(sql, params);

beforeAll(async () => {
  t = await bootApp({ env: SUPERADMIN_ENV });
  shop = await shopFixture(t);
  updater = await adminWith(t, shop.adminToken, ['Orders_UPDATE', 'Orders_READ']);
  reader = await adminWith(t, shop.adminToken, ['Orders_READ']);
}, 120_000);
afterAll(async () => t?.close());

const [PHONE, CASE] = [0, 1];
const stock = (i: number) => variantStock(t, shop, shop.product.publicId, shop.variants[i]);
const myCancel = (token: string, id: string, body?: object) => t.http.post(`${MY_ORDERS}/${id}/cancel`).set(bearer(token)).send(body);
const adminCancel = (id: string, body: object, token = updater) => t.http.post(`${ADMIN_ORDERS}/${id}/cancel`).set(bearer(token)).send(body);
const refundsOf = (orderId: string) =>
  q(`SELECT r.public_id AS id, r.source, r.status, r.amount::int AS amount FROM order_refunds r JOIN orders o ON o.id = r.order_id WHERE o.public_id = $1`, [
    orderId,
  ]);

/** A new buyer's order of these lines (phone and case units), settled with the method. */
async function placed(phone: number, kase: number, method: 'cod' | 'gateway' = 'cod') {
  const lines = [
    { variantId: shop.variants[PHONE], quantity: phone },
    { variantId: shop.variants[CASE], quantity: kase },
  ].filter((l) => l.quantity > 0);
  const s = await settledCheckout(t, shop, lines, method);
  return { ...s, orderId: await orderFor(t, s.checkoutId) };
}

describe('POST /api/mobile/orders/{id}/cancel (customer)', () => {
  it('cancels a created COD order: lines cancelled, units back in stock, the timeline says so, no refund, ORDER_CANCELLED by the customer', async () => {
    const o = await placed(1, 2);
    const before = [await stock(PHONE), await stock(CASE)];
    const res = await myCancel(o.buyer.token, o.orderId, { reason: 'Ordered the wrong colour' }).expect(200);
    expect(res.body.data).toMatchObject({ id: o.orderId, status: 'cancelled', paidAmount: o.grandTotal, refunds: [] });
    expect(res.body.data.items.map((i: any) => [i.quantity, i.cancelledQuantity, i.label])).toEqual([
      [1, 1, 'cancelled'],
      [2, 2, 'cancelled'],
    ]);
    expect(res.body.data.timeline.at(-1)).toMatchObject({
      type: 'order.status_changed',
      fromStatus: 'created',
      toStatus: 'cancelled',
      message: 'Order cancelled',
    });
    expect([await stock(PHONE), await stock(CASE)]).toEqual([
      { ...before[0], onHand: before[0].onHand + 1, available: before[0].available + 1 },
      { ...before[1], onHand: before[1].onHand + 2, available: before[1].available + 2 },
    ]);
    expect(await restockMovements(t, o.orderId)).toHaveLength(2);
    expect(await refundsOf(o.orderId)).toEqual([]);
    expect(await orderEvents(t, 'orders.order.cancelled', o.orderId)).toEqual([
      expect.objectContaining({ orderId: o.orderId, by: 'customer', reason: 'Ordered the wrong colour', refundId: null, customerId: o.buyer.customerId }),
    ]);
    const [row] = await q(`SELECT cancel_reason, cancelled_at FROM orders WHERE public_id = $1`, [o.orderId]);
    expect(row.cancel_reason).toBe('Ordered the wrong colour');
    expect(row.cancelled_at).toBeInstanceOf(Date);
  });

  it('takes no body or an empty one; a reason too long or explicitly null is 400', async () => {
    const o = await placed(0, 1);
    expect((await myCancel(o.buyer.token, o.orderId, { reason: 'x'.repeat(501) }).expect(400)).body.errorCode).toBe('VALIDATION_FAILED');
    expect((await myCancel(o.buyer.token, o.orderId, { reason: null }).expect(400)).body.errorCode).toBe('VALIDATION_FAILED');
    await t.http.post(`${MY_ORDERS}/${o.orderId}/cancel`).set(bearer(o.buyer.token)).expect(200);
    const [row] = await q(`SELECT status, cancel_reason FROM orders WHERE public_id = $1`, [o.orderId]);
    expect(row).toEqual({ status: 'cancelled', cancel_reason: null });
  });

  it("another customer's order and an unknown one are 404 ORDER_NOT_FOUND, and nothing changes", async () => {
    const mine = await placed(0, 1);
    const theirs = await placed(0, 1);
    const res = await myCancel(mine.buyer.token, theirs.orderId).expect(404);
    expect(res.body.errorCode).toBe('ORDER_NOT_FOUND');
    expect((await myCancel(mine.buyer.token, '0190a0a0-0000-7000-8000-000000000000').expect(404)).body.errorCode).toBe('ORDER_NOT_FOUND');
    expect((await q(`SELECT status FROM orders WHERE public_id = $1`, [theirs.orderId]))[0].status).toBe('created');
    expect(await restockMovements(t, theirs.orderId)).toEqual([]);
  });

  it('a cancelled order cannot be cancelled again (409 ORDER_TRANSITION_NOT_ALLOWED): stock and events unchanged', async () => {
    const o = await placed(1, 0);
    await myCancel(o.buyer.token, o.orderId).expect(200);
    const after = await stock(PHONE);
    expect((await myCancel(o.buyer.token, o.orderId).expect(409)).body.errorCode).toBe('ORDER_TRANSITION_NOT_ALLOWED');
    expect((await adminCancel(o.orderId, { reason: 'Duplicate order' }).expect(409)).body.errorCode).toBe('ORDER_TRANSITION_NOT_ALLOWED');
    expect(await stock(PHONE)).toEqual(after);
    expect(await orderEvents(t, 'orders.order.cancelled', o.orderId)).toHaveLength(1);
    expect(await restockMovements(t, o.orderId)).toEqual([{ variantId: shop.variants[PHONE], units: 1 }]);
  });

  it('a customer may cancel while the order is processing (before dispatch), and after its only parcel failed', async () => {
    const o = await processingOrder(t, shop, [{ variantId: shop.variants[CASE], quantity: 1 }], 'cod', updater);
    const res = await myCancel(o.buyer.token, o.orderId).expect(200);
    expect(res.body.data.timeline.at(-1)).toMatchObject({ fromStatus: 'processing', toStatus: 'cancelled' });

    const failed = await shippedOrder(t, shop, [{ variantId: shop.variants[CASE], quantity: 1 }], 'cod', updater);
    await failShipment(t, updater, failed.orderId, failed.shipment.id, 'Nobody at the address');
    const again = await myCancel(failed.buyer.token, failed.orderId).expect(200);
    expect(again.body.data.items.map((i: any) => [i.shippedQuantity, i.cancelledQuantity])).toEqual([[0, 1]]);
    expect(await restockMovements(t, failed.orderId)).toEqual([{ variantId: shop.variants[CASE], units: 1 }]);
  });
});

describe('POST /api/orders/{id}/cancel (admin)', () => {
  it('needs a reason of 3..500 characters and Orders_UPDATE', async () => {
    const o = await placed(0, 1);
    expect((await adminCancel(o.orderId, {}).expect(400)).body.errorCode).toBe('VALIDATION_FAILED');
    expect((await adminCancel(o.orderId, { reason: ' ab ' }).expect(400)).body.errorCode).toBe('VALIDATION_FAILED');
    expect((await adminCancel(o.orderId, { reason: 'x'.repeat(501) }).expect(400)).body.errorCode).toBe('VALIDATION_FAILED');
    await adminCancel(o.orderId, { reason: 'Out of stock' }, reader).expect(403);
    expect((await q(`SELECT status FROM orders WHERE public_id = $1`, [o.orderId]))[0].status).toBe('created');
  });

  it('cancels a gateway-paid order: one pending refund of the paid amount in the finance queue, named on ORDER_CANCELLED', async () => {
    const o = await placed(1, 1, 'gateway');
    const before = await stock(CASE);
    const res = await adminCancel(o.orderId, { reason: 'Customer called to cancel' }).expect(200);
    expect(res.body.data).toMatchObject({ status: 'cancelled', cancelledAt: expect.any(String) });
    const refunds = await refundsOf(o.orderId);
    expect(refunds).toEqual([{ id: expect.any(String), source: 'cancellation', status: 'pending', amount: o.grandTotal }]);
    expect(res.body.data.refunds.map((r: any) => r.id)).toEqual([refunds[0].id]);
    expect(res.body.data.timeline.map((e: any) => e.type)).toEqual(expect.arrayContaining(['order.status_changed', 'refund.created']));
    const cancelMove = res.body.data.timeline.find((e: any) => e.toStatus === 'cancelled');
    expect(cancelMove).toMatchObject({ actorKind: 'admin', detail: expect.objectContaining({ reason: 'Customer called to cancel', by: 'admin' }) });
    expect(await orderEvents(t, 'orders.order.cancelled', o.orderId)).toEqual([
      expect.objectContaining({ by: 'admin', reason: 'Customer called to cancel', refundId: refunds[0].id }),
    ]);
    expect((await stock(CASE)).available).toBe(before.available + 1);
  });

  it('a COD order refunds nothing', async () => {
    const o = await placed(1, 0, 'cod');
    await adminCancel(o.orderId, { reason: 'Address unreachable' }).expect(200);
    expect(await refundsOf(o.orderId)).toEqual([]);
  });

  it('an order with any unit shipped, or delivered, is 409 ORDER_NOT_CANCELLABLE (customer and admin); nothing restocked', async () => {
    const partly = await processingOrder(t, shop, [{ variantId: shop.variants[CASE], quantity: 2 }], 'cod', updater);
    const [item] = remainingItems(await adminOrder(t, updater, partly.orderId));
    await ship(t, updater, partly.orderId, [{ orderItemId: item.orderItemId, quantity: 1 }]);
    expect((await myCancel(partly.buyer.token, partly.orderId).expect(409)).body.errorCode).toBe('ORDER_NOT_CANCELLABLE');
    expect((await adminCancel(partly.orderId, { reason: 'Half is enough' }).expect(409)).body.errorCode).toBe('ORDER_NOT_CANCELLABLE');
    const delivered = await deliveredOrder(t, shop, [{ variantId: shop.variants[CASE], quantity: 1 }], 'cod', updater);
    expect((await adminCancel(delivered.orderId, { reason: 'Too late now' }).expect(409)).body.errorCode).toBe('ORDER_NOT_CANCELLABLE');
    expect(await restockMovements(t, partly.orderId)).toEqual([]);
    expect(await restockMovements(t, delivered.orderId)).toEqual([]);
    expect((await adminOrder(t, updater, partly.orderId)).status).toBe('partially_shipped');
  });

  it('cancel racing a shipment: one wins, the stock agrees with the winner', async () => {
    for (let round = 0; round < 4; round++) {
      const o = await processingOrder(t, shop, [{ variantId: shop.variants[CASE], quantity: 2 }], 'gateway', updater);
      const items = remainingItems(await adminOrder(t, updater, o.orderId));
      const before = await stock(CASE);
      const [cancelled, shipped] = await Promise.all([
        adminCancel(o.orderId, { reason: 'Customer changed plans' }),
        t.http.post(`${ADMIN_ORDERS}/${o.orderId}/shipments`).set(bearer(updater)).send({ items }),
      ]);
      const order = await adminOrder(t, updater, o.orderId);
      if (cancelled.status === 200) {
        expect(shipped.status).toBe(409);
        expect(order.status).toBe('cancelled');
        expect(order.items.map((i: any) => [i.cancelledQuantity, i.shippedQuantity])).toEqual([[2, 0]]);
        expect((await stock(CASE)).onHand).toBe(before.onHand + 2);
        expect(await refundsOf(o.orderId)).toHaveLength(1);
      } else {
        expect([cancelled.status, cancelled.body.errorCode, shipped.status]).toEqual([409, 'ORDER_NOT_CANCELLABLE', 201]);
        expect(order.status).toBe('shipped');
        expect(order.items.map((i: any) => [i.cancelledQuantity, i.shippedQuantity])).toEqual([[0, 2]]);
        expect(await stock(CASE)).toEqual(before);
        expect(await refundsOf(o.orderId)).toEqual([]);
      }
    }
  });

  it('restocks only the units the order took from stock (units short at commit never left it)', async () => {
    const { product, variantIds } = await shop.makeProduct('Scarce speaker', [{ mrp: 3000, sellingPrice: 2500, name: 'Black', sku: 'SPK-1', onHand: 3 }]);
    const started = await startedCheckout(t, shop, [{ variantId: variantIds[0], quantity: 3 }]);
    await q(`UPDATE product_variants SET on_hand = 1 WHERE public_id = $1`, [variantIds[0]]);
    await settle(started.checkoutId, started.buyer.customerId, started.grandTotal);
    const orderId = await orderFor(t, started.checkoutId);
    const res = await adminCancel(orderId, { reason: 'Cannot fulfil the rest' }).expect(200);
    expect(res.body.data.items.map((i: any) => [i.quantity, i.unavailableQuantity, i.cancelledQuantity])).toEqual([[3, 2, 1]]);
    expect(await restockMovements(t, orderId)).toEqual([{ variantId: variantIds[0], units: 1 }]);
    expect(await variantStock(t, shop, product.publicId, variantIds[0])).toMatchObject({ onHand: 1, reserved: 0, available: 1 });
  });

  it('a refused restock rolls the cancellation back: 500 ORDER_RESTOCK_REFUSED, the order as it was', async () => {
    const { product, variantIds } = await shop.makeProduct('Retired charger', [
      { mrp: 2000, sellingPrice: 1500, name: 'EU', sku: 'CHG-EU', onHand: 5, isDefault: true },
      { mrp: 2000, sellingPrice: 1500, name: 'UK', sku: 'CHG-UK', onHand: 5 },
    ]);
    const s = await settledCheckout(t, shop, [{ variantId: variantIds[1], quantity: 1 }], 'gateway');
    const orderId = await orderFor(t, s.checkoutId);
    await t.http.delete(`/api/admin/products/${product.publicId}/variants/${variantIds[1]}`).set(bearer(shop.adminToken)).expect(200);
    expect((await adminCancel(orderId, { reason: 'Variant retired' }).expect(500)).body.errorCode).toBe('ORDER_RESTOCK_REFUSED');
    const [row] = await q(`SELECT status, cancelled_at, cancel_reason FROM orders WHERE public_id = $1`, [orderId]);
    expect(row).toEqual({ status: 'created', cancelled_at: null, cancel_reason: null });
    expect(
      (await q(`SELECT cancelled_quantity FROM order_items i JOIN orders o ON o.id = i.order_id WHERE o.public_id = $1`, [orderId]))[0].cancelled_quantity,
    ).toBe(0);
    expect(await refundsOf(orderId)).toEqual([]);
    expect(await orderEvents(t, 'orders.order.cancelled', orderId)).toEqual([]);
    expect(await orderEvents(t, 'orders.order.status-changed', orderId)).toEqual([]);
  });
});
