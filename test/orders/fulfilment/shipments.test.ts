import { randomUUID } from 'node:crypto';
import { bootApp, type TestApp } from '../../support/app.js';
import { adminWith, bearer } from '../../support/auth.js';
import { shopFixture, SUPERADMIN_ENV, type Shop } from '../../checkout/support.js';
import { ADMIN_ORDERS, MY_ORDERS, until } from '../support.js';
import {
  adminOrder,
  confirmOrder,
  deliverShipment,
  failShipment,
  fulfilmentAdmin,
  placedOrder,
  processingOrder,
  ship,
  type PlacedOrder,
} from '../support/lifecycle.js';

let t: TestApp;
let shop: Shop;
let admin: string;
/** a phone (serialised) and a charger, plenty of stock */
let phone: string;
let charger: string;

const post = (path: string, body?: object, token = admin) => {
  const req = t.http.post(`${ADMIN_ORDERS}${path}`).set(bearer(token));
  return body === undefined ? req : req.send(body);
};
const shipRaw = (orderId: string, body: object) => post(`/${orderId}/shipments`, body);
const serial = () => `SN-${randomUUID().slice(0, 13)}`;
const statusOf = async (orderId: string) => (await adminOrder(t, admin, orderId)).status;

/** an order of 2 phones and 3 chargers, processing */
const twoLines = () =>
  processingOrder(
    t,
    shop,
    [
      { variantId: phone, quantity: 2 },
      { variantId: charger, quantity: 3 },
    ],
    'cod',
    admin,
  );

beforeAll(async () => {
  t = await bootApp({ env: SUPERADMIN_ENV });
  shop = await shopFixture(t);
  const made = await shop.makeProduct(`Shipping phone ${randomUUID().slice(0, 6)}`, [
    { mrp: 30000, sellingPrice: 25000, name: 'Black', sku: `SP-${randomUUID().slice(0, 6)}`, onHand: 500 },
    { mrp: 2000, sellingPrice: 1500, name: 'Charger', sku: `SC-${randomUUID().slice(0, 6)}`, onHand: 500 },
  ]);
  [phone, charger] = made.variantIds;
  admin = await fulfilmentAdmin(t, shop);
}, 180_000);
afterAll(async () => t?.close());

describe('POST /api/orders/{id}/shipments', () => {
  it('ships units with trimmed serials (201 with the shipment), adds them to the lines, moves the order and writes the timeline', async () => {
    const o = await twoLines();
    const s1 = serial();
    const res = await shipRaw(o.orderId, {
      items: [{ orderItemId: o.items[0], quantity: 1, serials: [`  ${s1} `] }],
      carrier: ' Pathao ',
      trackingNumber: 'PX-1',
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toEqual({
      id: expect.any(String),
      kind: 'parcel',
      status: 'open',
      carrier: 'Pathao',
      trackingNumber: 'PX-1',
      failureReason: null,
      items: [{ orderItemId: o.items[0], quantity: 1, serials: [s1] }],
      createdAt: expect.any(String),
      closedAt: null,
    });
    const order = await adminOrder(t, admin, o.orderId);
    expect(order.status).toBe('partially_shipped');
    expect(order.items.map((i: any) => [i.shippedQuantity, i.label])).toEqual([
      [1, 'partially_shipped'],
      [0, 'processing'],
    ]);
    expect(order.shipments).toEqual([res.body.data]);
    const entry = order.timeline.find((e: any) => e.type === 'shipment.created');
    expect(entry).toMatchObject({ customerVisible: true, actorKind: 'admin', detail: { carrier: 'Pathao', trackingNumber: 'PX-1' } });
    expect(entry.message).toContain('Pathao');
    expect(order.timeline.at(-1)).toMatchObject({ type: 'order.status_changed', fromStatus: 'processing', toStatus: 'partially_shipped' });
  });

  it('derives partially_shipped -> shipped -> partially_delivered -> delivered from the lines (deliveredAt stamped)', async () => {
    const o = await twoLines();
    const a = await ship(t, admin, o.orderId, [{ orderItemId: o.items[0], quantity: 2, serials: [serial(), serial()] }]);
    expect(await statusOf(o.orderId)).toBe('partially_shipped');
    const b = await ship(t, admin, o.orderId, [{ orderItemId: o.items[1], quantity: 3 }]);
    expect(await statusOf(o.orderId)).toBe('shipped');
    await deliverShipment(t, admin, o.orderId, a.id);
    let order = await adminOrder(t, admin, o.orderId);
    expect([order.status, order.deliveredAt]).toEqual(['partially_delivered', null]);
    expect(order.items.map((i: any) => i.label)).toEqual(['delivered', 'shipped']);
    const closed = await deliverShipment(t, admin, o.orderId, b.id);
    expect(closed).toMatchObject({ id: b.id, status: 'delivered', closedAt: expect.any(String) });
    order = await adminOrder(t, admin, o.orderId);
    expect(order.status).toBe('delivered');
    expect(order.deliveredAt).toEqual(expect.any(String));
    expect(order.items.map((i: any) => i.deliveredQuantity)).toEqual([2, 3]);
    expect(order.timeline.filter((e: any) => e.type === 'shipment.delivered')).toHaveLength(2);
  });

  it('refuses a shipment while created or confirmed, and once delivered: 409 ORDER_TRANSITION_NOT_ALLOWED', async () => {
    const early = await placedOrder(t, shop, [{ variantId: charger, quantity: 1 }], 'cod', admin);
    const body = { items: [{ orderItemId: early.items[0], quantity: 1 }] };
    const created = await shipRaw(early.orderId, body);
    expect([created.status, created.body.errorCode, created.body.details]).toEqual([409, 'ORDER_TRANSITION_NOT_ALLOWED', { status: 'created', move: 'ship' }]);
    await confirmOrder(t, admin, early.orderId);
    const confirmed = await shipRaw(early.orderId, body);
    expect([confirmed.status, confirmed.body.errorCode]).toEqual([409, 'ORDER_TRANSITION_NOT_ALLOWED']);
    const o = await processingOrder(t, shop, [{ variantId: charger, quantity: 1 }], 'cod', admin);
    const s = await ship(t, admin, o.orderId, [{ orderItemId: o.items[0], quantity: 1 }]);
    await deliverShipment(t, admin, o.orderId, s.id);
    const late = await shipRaw(o.orderId, { items: [{ orderItemId: o.items[0], quantity: 1 }] });
    expect([late.status, late.body.errorCode]).toEqual([409, 'ORDER_TRANSITION_NOT_ALLOWED']);
  });

  it('refuses more units than remain (409 ORDER_TRANSITION_NOT_ALLOWED), counting units already on parcels', async () => {
    const o = await twoLines();
    const over = await shipRaw(o.orderId, { items: [{ orderItemId: o.items[1], quantity: 4 }] });
    expect([over.status, over.body.errorCode]).toEqual([409, 'ORDER_TRANSITION_NOT_ALLOWED']);
    expect(over.body.details).toEqual({ lines: [{ orderItemId: o.items[1], requested: 4, remaining: 3 }] });
    await ship(t, admin, o.orderId, [{ orderItemId: o.items[1], quantity: 2 }]);
    const again = await shipRaw(o.orderId, { items: [{ orderItemId: o.items[1], quantity: 2 }] });
    expect([again.status, again.body.errorCode]).toEqual([409, 'ORDER_TRANSITION_NOT_ALLOWED']);
    expect((await adminOrder(t, admin, o.orderId)).items[1].shippedQuantity).toBe(2);
  });

  it("refuses another order's line, a line listed twice and a bad body: 400 VALIDATION_FAILED naming the field", async () => {
    const o = await twoLines();
    const other = await twoLines();
    const foreign = await shipRaw(o.orderId, {
      items: [
        { orderItemId: o.items[0], quantity: 1 },
        { orderItemId: other.items[0], quantity: 1 },
      ],
    });
    expect([foreign.status, foreign.body.errorCode]).toEqual([400, 'VALIDATION_FAILED']);
    expect(foreign.body.details).toEqual([{ field: 'items.1.orderItemId', problems: [expect.any(String)] }]);
    const twice = await shipRaw(o.orderId, {
      items: [
        { orderItemId: o.items[0], quantity: 1 },
        { orderItemId: o.items[0], quantity: 1 },
      ],
    });
    expect(twice.body.details).toEqual([{ field: 'items.1.orderItemId', problems: [expect.any(String)] }]);
    for (const body of [
      { items: [] },
      { items: [{ orderItemId: o.items[0], quantity: 0 }] },
      { items: [{ orderItemId: 'nope', quantity: 1 }] },
      { items: [{ orderItemId: o.items[0], quantity: 1, serials: ['   '] }] },
      { items: [{ orderItemId: o.items[0], quantity: 1, serials: ['x'.repeat(101)] }] },
      { items: [{ orderItemId: o.items[0], quantity: 1 }], carrier: 'c'.repeat(101) },
    ]) {
      const res = await shipRaw(o.orderId, body);
      expect([res.status, res.body.errorCode]).toEqual([400, 'VALIDATION_FAILED']);
    }
    expect((await adminOrder(t, admin, o.orderId)).shipments).toEqual([]);
  });

  it('refuses more serials than units on a line: 400 ORDER_SERIAL_COUNT_MISMATCH (nothing written)', async () => {
    const o = await twoLines();
    const res = await shipRaw(o.orderId, { items: [{ orderItemId: o.items[0], quantity: 1, serials: [serial(), serial()] }] });
    expect([res.status, res.body.errorCode]).toEqual([400, 'ORDER_SERIAL_COUNT_MISMATCH']);
    expect(res.body.details).toEqual({ orderItemId: o.items[0], quantity: 1, serials: 2 });
    const order = await adminOrder(t, admin, o.orderId);
    expect([order.shipments, order.items[0].shippedQuantity, order.status]).toEqual([[], 0, 'processing']);
  });

  it('refuses a serial given twice in one body, or already on a live shipment (this order or another): 409 ORDER_SERIAL_ALREADY_RECORDED', async () => {
    const o = await twoLines();
    const other = await twoLines();
    const dup = serial();
    const inBody = await shipRaw(o.orderId, {
      items: [
        { orderItemId: o.items[0], quantity: 1, serials: [dup] },
        { orderItemId: o.items[1], quantity: 1, serials: [dup] },
      ],
    });
    expect([inBody.status, inBody.body.errorCode, inBody.body.details]).toEqual([409, 'ORDER_SERIAL_ALREADY_RECORDED', { serials: [dup] }]);
    await ship(t, admin, o.orderId, [{ orderItemId: o.items[0], quantity: 1, serials: [dup] }]);
    const sameOrder = await shipRaw(o.orderId, { items: [{ orderItemId: o.items[0], quantity: 1, serials: [dup] }] });
    expect([sameOrder.status, sameOrder.body.errorCode]).toEqual([409, 'ORDER_SERIAL_ALREADY_RECORDED']);
    const otherOrder = await shipRaw(other.orderId, { items: [{ orderItemId: other.items[0], quantity: 1, serials: [dup] }] });
    expect([otherOrder.status, otherOrder.body.errorCode, otherOrder.body.details]).toEqual([409, 'ORDER_SERIAL_ALREADY_RECORDED', { serials: [dup] }]);
    expect((await adminOrder(t, admin, other.orderId)).shipments).toEqual([]);
  });

  it('two shipments racing with the same serial: exactly one 201, the other 409 ORDER_SERIAL_ALREADY_RECORDED', async () => {
    const orders = await Promise.all([twoLines(), twoLines()]);
    for (let round = 0; round < 3; round++) {
      const s = serial();
      const answers = await Promise.all(orders.map((o) => shipRaw(o.orderId, { items: [{ orderItemId: o.items[1], quantity: 1, serials: [s] }] })));
      expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
      expect(answers.find((r) => r.status === 409)!.body.errorCode).toBe('ORDER_SERIAL_ALREADY_RECORDED');
      const [{ n }] = await t.bazaar.dataSource.query(`SELECT count(*)::int AS n FROM order_shipment_serials WHERE serial = $1`, [s]);
      expect(n).toBe(1);
    }
  });
  it('the live-serial index decides when the check cannot see the other shipment yet: the unique violation answers 409 ORDER_SERIAL_ALREADY_RECORDED', async () => {
    const holder = await twoLines();
    const held = await ship(t, admin, holder.orderId, [{ orderItemId: holder.items[1], quantity: 1 }]);
    const o = await twoLines();
    const s = serial();
    // another transaction records the serial and stays open: the route's check cannot see it, its insert waits on the index
    const qr = t.bazaar.dataSource.createQueryRunner();
    await qr.startTransaction();
    try {
      await qr.query(
        `INSERT INTO order_shipment_serials (shipment_id, order_item_id, serial)
         SELECT s.id, i.id, $2 FROM order_shipments s JOIN order_items i ON i.public_id = $3 WHERE s.public_id = $1`,
        [held.id, s, holder.items[1]],
      );
      const pending = shipRaw(o.orderId, { items: [{ orderItemId: o.items[0], quantity: 1, serials: [s] }] }).then((r) => r);
      await until(
        () =>
          t.bazaar.dataSource.query(
            `SELECT count(*)::int AS n FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid
              WHERE NOT l.granted AND a.datname = current_database() AND a.query LIKE 'INSERT INTO order_shipment_serials%'`,
          ),
        (r) => r[0].n > 0,
      );
      await qr.commitTransaction();
      const res = await pending;
      expect([res.status, res.body.errorCode, res.body.details]).toEqual([409, 'ORDER_SERIAL_ALREADY_RECORDED', { serials: [s] }]);
    } finally {
      await qr.release();
    }
    const order = await adminOrder(t, admin, o.orderId);
    expect([order.shipments, order.items[0].shippedQuantity]).toEqual([[], 0]);
  });
});

describe('POST /api/orders/{id}/shipments/{shipmentId}/deliver and /fail', () => {
  it('fail: the units go back to be shipped, the serials are freed (shipping them again works), the only parcel failed reads processing', async () => {
    const o = await twoLines();
    const serials = [serial(), serial()];
    const parcel = await ship(t, admin, o.orderId, [{ orderItemId: o.items[0], quantity: 2, serials }]);
    const failed = await failShipment(t, admin, o.orderId, parcel.id, '  Customer not at home ');
    expect(failed).toMatchObject({ id: parcel.id, status: 'failed', failureReason: 'Customer not at home', closedAt: expect.any(String) });
    const order = await adminOrder(t, admin, o.orderId);
    expect([order.status, order.items[0].shippedQuantity, order.items[0].label]).toEqual(['processing', 0, 'processing']);
    expect(order.timeline.find((e: any) => e.type === 'shipment.failed')).toMatchObject({ customerVisible: true, detail: { reason: 'Customer not at home' } });
    expect(order.timeline.at(-1)).toMatchObject({ type: 'order.status_changed', fromStatus: 'partially_shipped', toStatus: 'processing' });
    // the same serials ship again, on this order or another
    const again = await ship(t, admin, o.orderId, [{ orderItemId: o.items[0], quantity: 1, serials: [serials[0]] }]);
    const other = await twoLines();
    await ship(t, admin, other.orderId, [{ orderItemId: other.items[0], quantity: 1, serials: [serials[1]] }]);
    const reread = await adminOrder(t, admin, o.orderId);
    expect(reread.shipments.map((s: any) => [s.id, s.status, s.items[0].serials])).toEqual([
      [parcel.id, 'failed', serials],
      [again.id, 'open', [serials[0]]],
    ]);
    expect(reread.status).toBe('partially_shipped');
  });

  it('a delivered parcel keeps its serials taken', async () => {
    const o = await twoLines();
    const s = serial();
    const parcel = await ship(t, admin, o.orderId, [{ orderItemId: o.items[0], quantity: 1, serials: [s] }]);
    await deliverShipment(t, admin, o.orderId, parcel.id);
    const res = await shipRaw(o.orderId, { items: [{ orderItemId: o.items[0], quantity: 1, serials: [s] }] });
    expect([res.status, res.body.errorCode]).toEqual([409, 'ORDER_SERIAL_ALREADY_RECORDED']);
  });

  it("closing a closed parcel: 409 ORDER_SHIPMENT_NOT_OPEN; unknown or another order's shipment: 404 ORDER_SHIPMENT_NOT_FOUND", async () => {
    const o = await twoLines();
    const other = await twoLines();
    const parcel = await ship(t, admin, o.orderId, [{ orderItemId: o.items[1], quantity: 1 }]);
    await deliverShipment(t, admin, o.orderId, parcel.id);
    for (const step of ['deliver', 'fail']) {
      const res = await post(`/${o.orderId}/shipments/${parcel.id}/${step}`, {});
      expect([res.status, res.body.errorCode]).toEqual([409, 'ORDER_SHIPMENT_NOT_OPEN']);
      const foreign = await post(`/${other.orderId}/shipments/${parcel.id}/${step}`, {});
      expect([foreign.status, foreign.body.errorCode]).toEqual([404, 'ORDER_SHIPMENT_NOT_FOUND']);
      const unknown = await post(`/${o.orderId}/shipments/${randomUUID()}/${step}`);
      expect([unknown.status, unknown.body.errorCode]).toEqual([404, 'ORDER_SHIPMENT_NOT_FOUND']);
    }
    const failedParcel = await ship(t, admin, o.orderId, [{ orderItemId: o.items[1], quantity: 1 }]);
    await failShipment(t, admin, o.orderId, failedParcel.id);
    const deliverFailed = await post(`/${o.orderId}/shipments/${failedParcel.id}/deliver`);
    expect([deliverFailed.status, deliverFailed.body.errorCode]).toEqual([409, 'ORDER_SHIPMENT_NOT_OPEN']);
    const tooLong = await post(`/${o.orderId}/shipments/${failedParcel.id}/fail`, { reason: 'r'.repeat(501) });
    expect([tooLong.status, tooLong.body.errorCode]).toEqual([400, 'VALIDATION_FAILED']);
    expect((await adminOrder(t, admin, o.orderId)).items[1].deliveredQuantity).toBe(1);
  });

  it('racing deliver and fail on one parcel: one wins, the other 409 ORDER_SHIPMENT_NOT_OPEN, the quantities agree with the winner', async () => {
    const o = await twoLines();
    const parcel = await ship(t, admin, o.orderId, [{ orderItemId: o.items[1], quantity: 3 }]);
    const [d, f] = await Promise.all([post(`/${o.orderId}/shipments/${parcel.id}/deliver`, {}), post(`/${o.orderId}/shipments/${parcel.id}/fail`, {})]);
    expect([d.status, f.status].sort()).toEqual([200, 409]);
    const line = (await adminOrder(t, admin, o.orderId)).items[1];
    expect([line.shippedQuantity, line.deliveredQuantity]).toEqual(d.status === 200 ? [3, 3] : [0, 0]);
  });
});

describe('the customer reads', () => {
  it('show the shipments (with serials) and honour pollAfterSeconds: 30 while processing, 300 once shipped', async () => {
    const o: PlacedOrder = await twoLines();
    const mine = (path = '') => t.http.get(`${MY_ORDERS}/${o.orderId}${path}`).set(o.buyer.auth());
    expect((await mine('/status').expect(200)).body.data.pollAfterSeconds).toBe(30);
    const s = serial();
    const parcel = await ship(t, admin, o.orderId, [{ orderItemId: o.items[0], quantity: 1, serials: [s] }], { carrier: 'Nepal Post', trackingNumber: 'NP-9' });
    const detail = (await mine().expect(200)).body.data;
    expect(detail.status).toBe('partially_shipped');
    expect(detail.shipments).toEqual([parcel]);
    expect(detail.shipments[0]).toMatchObject({
      carrier: 'Nepal Post',
      trackingNumber: 'NP-9',
      items: [{ orderItemId: o.items[0], quantity: 1, serials: [s] }],
    });
    expect(detail.timeline.map((e: any) => e.type)).toEqual(expect.arrayContaining(['shipment.created']));
    const status = (await mine('/status').expect(200)).body.data;
    expect(status).toMatchObject({
      status: 'partially_shipped',
      pollAfterSeconds: 300,
      latestEvent: { type: 'order.status_changed', toStatus: 'partially_shipped' },
    });
  });
});

describe('who may', () => {
  it('needs Orders_UPDATE (403 with Orders_READ only); an unknown order is 404 ORDER_NOT_FOUND', async () => {
    const o = await twoLines();
    const reader = await adminWith(t, shop.adminToken, ['Orders_READ']);
    const res = await post(`/${o.orderId}/shipments`, { items: [{ orderItemId: o.items[0], quantity: 1 }] }, reader);
    expect(res.status).toBe(403);
    const unknown = await post(`/${randomUUID()}/shipments`, { items: [{ orderItemId: o.items[0], quantity: 1 }] });
    expect([unknown.status, unknown.body.errorCode]).toEqual([404, 'ORDER_NOT_FOUND']);
  });
});
