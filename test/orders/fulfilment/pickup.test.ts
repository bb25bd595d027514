import { randomUUID } from 'node:crypto';
import { bootApp, type TestApp } from '../../support/app.js';
import { bearer } from '../../support/auth.js';
import { shopFixture, SUPERADMIN_ENV, type Shop } from '../../checkout/support.js';
import { ADMIN_ORDERS, MY_ORDERS } from '../support.js';
import {
  adminOrder,
  collect,
  confirmOrder,
  fulfilmentAdmin,
  pickupOrder,
  placedOrder,
  processingOrder,
  readyForPickup,
  startProcessing,
} from '../support/lifecycle.js';

let t: TestApp;
let shop: Shop;
let admin: string;
let tablet: string;
let pen: string;

const post = (orderId: string, step: string) => t.http.post(`${ADMIN_ORDERS}/${orderId}/${step}`).set(bearer(admin));
const pickup = () =>
  pickupOrder(
    t,
    shop,
    [
      { variantId: tablet, quantity: 1 },
      { variantId: pen, quantity: 2 },
    ],
    'cod',
    admin,
  );
const readyEvents = (orderId: string): Promise<number> =>
  t.bazaar.dataSource
    .query(`SELECT count(*)::int AS n FROM outbox_events WHERE topic = 'orders.order.ready-for-pickup' AND payload->>'orderId' = $1`, [orderId])
    .then((r: { n: number }[]) => r[0].n);

beforeAll(async () => {
  t = await bootApp({ env: SUPERADMIN_ENV });
  shop = await shopFixture(t);
  const made = await shop.makeProduct(`Pickup tablet ${randomUUID().slice(0, 6)}`, [
    { mrp: 60000, sellingPrice: 55000, name: 'Grey', sku: `PT-${randomUUID().slice(0, 6)}`, onHand: 500 },
    { mrp: 3000, sellingPrice: 2500, name: 'Pen', sku: `PP-${randomUUID().slice(0, 6)}`, onHand: 500 },
  ]);
  [tablet, pen] = made.variantIds;
  admin = await fulfilmentAdmin(t, shop);
}, 180_000);
afterAll(async () => t?.close());

describe('POST /api/orders/{id}/ready-for-pickup', () => {
  it('from confirmed: moves to processing first, marks the order ready once (one timeline entry, one ORDER_READY_FOR_PICKUP); a repeat is harmless', async () => {
    const o = await pickup();
    await confirmOrder(t, admin, o.orderId);
    const first = await readyForPickup(t, admin, o.orderId);
    expect(first).toMatchObject({ status: 'processing', fulfilmentType: 'pickup', readyForPickupAt: expect.any(String) });
    const second = await readyForPickup(t, admin, o.orderId);
    expect(second.readyForPickupAt).toBe(first.readyForPickupAt);
    expect(second.timeline.filter((e: any) => e.type === 'order.ready_for_pickup')).toEqual([
      expect.objectContaining({ customerVisible: true, actorKind: 'admin' }),
    ]);
    expect(second.timeline.filter((e: any) => e.type === 'order.status_changed').map((e: any) => e.toStatus)).toEqual(['confirmed', 'processing']);
    expect(await readyEvents(o.orderId)).toBe(1);
    const mine = await t.http.get(`${MY_ORDERS}/${o.orderId}`).set(o.buyer.auth()).expect(200);
    expect(mine.body.data).toMatchObject({ readyForPickupAt: first.readyForPickupAt, status: 'processing' });
    expect(mine.body.data.timeline.map((e: any) => e.type)).toContain('order.ready_for_pickup');
  });

  it('from processing: just marks it', async () => {
    const o = await pickup();
    await confirmOrder(t, admin, o.orderId);
    await startProcessing(t, admin, o.orderId);
    const ready = await readyForPickup(t, admin, o.orderId);
    expect([ready.status, typeof ready.readyForPickupAt]).toEqual(['processing', 'string']);
    expect(await readyEvents(o.orderId)).toBe(1);
  });

  it('a delivery order: 409 ORDER_NOT_PICKUP; a created or delivered pickup order: 409 ORDER_TRANSITION_NOT_ALLOWED', async () => {
    const delivery = await processingOrder(t, shop, [{ variantId: pen, quantity: 1 }], 'cod', admin);
    const res = await post(delivery.orderId, 'ready-for-pickup');
    expect([res.status, res.body.errorCode]).toEqual([409, 'ORDER_NOT_PICKUP']);
    const created = await pickup();
    const early = await post(created.orderId, 'ready-for-pickup');
    expect([early.status, early.body.errorCode]).toEqual([409, 'ORDER_TRANSITION_NOT_ALLOWED']);
    await collect(t, admin, created.orderId);
    const late = await post(created.orderId, 'ready-for-pickup');
    expect([late.status, late.body.errorCode]).toEqual([409, 'ORDER_TRANSITION_NOT_ALLOWED']);
    expect(await readyEvents(created.orderId)).toBe(0);
  });

  it('a pickup order is never shipped in a parcel: 409 ORDER_TRANSITION_NOT_ALLOWED, nothing recorded', async () => {
    const o = await pickup();
    await confirmOrder(t, admin, o.orderId);
    await startProcessing(t, admin, o.orderId);
    const before = await adminOrder(t, admin, o.orderId);
    const res = await t.http
      .post(`${ADMIN_ORDERS}/${o.orderId}/shipments`)
      .set(bearer(admin))
      .send({ items: [{ orderItemId: before.items[0].id, quantity: 1 }] });
    expect([res.status, res.body.errorCode, res.body.details]).toEqual([
      409,
      'ORDER_TRANSITION_NOT_ALLOWED',
      expect.objectContaining({ fulfilmentType: 'pickup' }),
    ]);
    const after = await adminOrder(t, admin, o.orderId);
    expect([after.status, after.shipments, after.items[0].shippedQuantity]).toEqual(['processing', [], 0]);
  });

  it('racing POST /processing on a confirmed pickup order: ready-for-pickup succeeds either way, the order moves to processing once', async () => {
    for (let round = 0; round < 3; round++) {
      const o = await pickup();
      await confirmOrder(t, admin, o.orderId);
      const [ready, processing] = await Promise.all([post(o.orderId, 'ready-for-pickup'), post(o.orderId, 'processing')]);
      expect(ready.status).toBe(200);
      expect(ready.body.data.readyForPickupAt).toEqual(expect.any(String));
      // POST /processing loses when ready-for-pickup moved the order first
      expect([200, 409]).toContain(processing.status);
      const order = await adminOrder(t, admin, o.orderId);
      expect(order.status).toBe('processing');
      expect(order.timeline.filter((e: any) => e.toStatus === 'processing')).toHaveLength(1);
      expect(await readyEvents(o.orderId)).toBe(1);
    }
  });
});

describe('POST /api/orders/{id}/collect', () => {
  it('hands every active unit over on a counter shipment: delivered at once, deliveredAt stamped (return window open)', async () => {
    const o = await pickup();
    await confirmOrder(t, admin, o.orderId);
    await readyForPickup(t, admin, o.orderId);
    const order = await collect(t, admin, o.orderId);
    expect(order.status).toBe('delivered');
    expect(order.deliveredAt).toEqual(expect.any(String));
    expect(order.items.map((i: any) => [i.shippedQuantity, i.deliveredQuantity, i.label])).toEqual([
      [1, 1, 'delivered'],
      [2, 2, 'delivered'],
    ]);
    expect(order.shipments).toEqual([
      {
        id: expect.any(String),
        kind: 'counter',
        status: 'delivered',
        carrier: null,
        trackingNumber: null,
        failureReason: null,
        items: [
          { orderItemId: o.items[0], quantity: 1, serials: [] },
          { orderItemId: o.items[1], quantity: 2, serials: [] },
        ],
        createdAt: expect.any(String),
        closedAt: expect.any(String),
      },
    ]);
    expect(order.timeline.find((e: any) => e.type === 'order.collected')).toMatchObject({
      customerVisible: true,
      detail: { shipmentId: order.shipments[0].id },
    });
  });

  it('collects an unconfirmed order (created, as POS does) and a confirmed one', async () => {
    const created = await pickup();
    expect((await collect(t, admin, created.orderId)).status).toBe('delivered');
    const confirmed = await pickup();
    await confirmOrder(t, admin, confirmed.orderId);
    const order = await collect(t, admin, confirmed.orderId);
    expect(order.timeline.filter((e: any) => e.type === 'order.status_changed').map((e: any) => e.toStatus)).toEqual(['confirmed', 'delivered']);
  });

  it('a delivery order: 409 ORDER_NOT_PICKUP; collected twice at once: one 200, one 409 ORDER_NOT_COLLECTABLE, one counter shipment', async () => {
    const delivery = await placedOrder(t, shop, [{ variantId: pen, quantity: 1 }], 'cod', admin);
    const res = await post(delivery.orderId, 'collect');
    expect([res.status, res.body.errorCode]).toEqual([409, 'ORDER_NOT_PICKUP']);
    for (let round = 0; round < 3; round++) {
      const o = await pickup();
      const answers = await Promise.all([post(o.orderId, 'collect'), post(o.orderId, 'collect')]);
      expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
      expect(answers.find((r) => r.status === 409)!.body.errorCode).toBe('ORDER_NOT_COLLECTABLE');
      const order = await adminOrder(t, admin, o.orderId);
      expect([order.shipments.length, order.items[1].deliveredQuantity]).toEqual([1, 2]);
    }
  });

  it('not idempotent: a second collect is 409 ORDER_NOT_COLLECTABLE', async () => {
    const o = await pickup();
    await collect(t, admin, o.orderId);
    const again = await post(o.orderId, 'collect');
    expect([again.status, again.body.errorCode, again.body.details]).toEqual([409, 'ORDER_NOT_COLLECTABLE', { status: 'delivered' }]);
  });
});
