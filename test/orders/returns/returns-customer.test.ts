import { clock } from '../../../core/clock/clock.js';
import { orderSettings } from '../../../plugins/orders/order-settings.js';
import { bootApp, type TestApp } from '../../support/app.js';
import { adminWith } from '../../support/auth.js';
import { shopFixture, SUPERADMIN_ENV, type Shop } from '../../checkout/support.js';
import { orderFor, settle, startedCheckout } from '../support.js';
import {
  adminOrder,
  confirmOrder,
  deliveredOrder,
  deliverShipment,
  fulfilmentAdmin,
  placedOrder,
  remainingItems,
  ship,
  shippedOrder,
  startProcessing,
} from '../support/lifecycle.js';
import { askReturn, lineCounts, requestedReturn, returnStep, signInAgain } from './support.js';

let t: TestApp;
let shop: Shop;
let ordersAdmin: string;
let returnsAdmin: string;
/** two tracked variants with plenty of stock: a speaker (3000) and its cable (500) */
let speaker: string;
let cable: string;
const DAY = 86_400_000;
const UNKNOWN = '0190a0a0-0000-7000-8000-000000000000';

beforeAll(async () => {
  t = await bootApp({ env: SUPERADMIN_ENV });
  shop = await shopFixture(t);
  ordersAdmin = await fulfilmentAdmin(t, shop);
  returnsAdmin = await adminWith(t, shop.adminToken, ['Returns_READ', 'Returns_UPDATE']);
  [speaker, cable] = (
    await shop.makeProduct('Speaker', [
      { mrp: 3500, sellingPrice: 3000, name: 'Black', sku: 'SPK-B', onHand: 1000 },
      { mrp: 600, sellingPrice: 500, name: 'Cable', sku: 'SPK-C', onHand: 1000 },
    ])
  ).variantIds;
}, 180_000);
afterEach(() => clock.reset());
afterAll(async () => t?.close());

const delivered = () =>
  deliveredOrder(
    t,
    shop,
    [
      { variantId: speaker, quantity: 3 },
      { variantId: cable, quantity: 1 },
    ],
    'cod',
    ordersAdmin,
  );

describe('POST /api/mobile/orders/{id}/returns', () => {
  it('requests a return of delivered units (201 requested): the units are held in returnPendingQuantity, the order reads show it', async () => {
    const o = await delivered();
    const res = await askReturn(t, o.buyer, o.orderId, [{ orderItemId: o.items[0], quantity: 2, reason: '  Crackles at high volume ' }], 'Box kept').expect(
      201,
    );
    const order = await adminOrder(t, ordersAdmin, o.orderId);
    expect(res.body.data).toEqual({
      id: expect.any(String),
      orderId: o.orderId,
      orderNumber: order.orderNumber,
      status: 'requested',
      note: 'Box kept',
      decisionReason: null,
      items: [
        {
          orderItemId: o.items[0],
          productName: 'Speaker',
          variantName: 'Black',
          quantity: 2,
          reason: 'Crackles at high volume',
          acceptedQuantity: null,
          rejectedQuantity: null,
          rejectionReason: null,
          restock: null,
        },
      ],
      createdAt: expect.any(String),
      decidedAt: null,
      receivedAt: null,
      inspectedAt: null,
      cancelledAt: null,
    });
    expect(lineCounts(order, o.items[0])).toEqual({ deliveredQuantity: 3, returnPendingQuantity: 2, returnedQuantity: 0 });
    expect(order.returns).toEqual([res.body.data]);
    const mine = await t.http.get(`/api/mobile/orders/${o.orderId}`).set(o.buyer.auth()).expect(200);
    expect(mine.body.data.returns).toEqual([res.body.data]);
    expect(mine.body.data.timeline.at(-1)).toMatchObject({ type: 'return.requested', message: 'Return requested' });
    const list = await t.http.get(`/api/mobile/orders/${o.orderId}/returns`).set(o.buyer.auth()).expect(200);
    expect(list.body.data).toEqual([res.body.data]);
  });

  it('the quantity budget: units already in a return are 409 ORDER_RETURN_QUANTITY_UNAVAILABLE; cancelling the first frees them', async () => {
    const o = await delivered();
    const first = await requestedReturn(t, o.buyer, o.orderId, [{ orderItemId: o.items[0], quantity: 2, reason: 'Too loud' }]);
    const second = await askReturn(t, o.buyer, o.orderId, [{ orderItemId: o.items[0], quantity: 2, reason: 'Too quiet' }]).expect(409);
    expect(second.body).toMatchObject({
      errorCode: 'ORDER_RETURN_QUANTITY_UNAVAILABLE',
      details: { lines: [{ orderItemId: o.items[0], requested: 2, available: 1 }] },
    });
    await requestedReturn(t, o.buyer, o.orderId, [{ orderItemId: o.items[0], quantity: 1, reason: 'Too quiet' }]);
    await askReturn(t, o.buyer, o.orderId, [{ orderItemId: o.items[0], quantity: 1, reason: 'One more' }]).expect(409);

    const cancelled = await t.http.post(`/api/mobile/orders/${o.orderId}/returns/${first.id}/cancel`).set(o.buyer.auth()).expect(200);
    expect(cancelled.body.data).toMatchObject({ id: first.id, status: 'cancelled', cancelledAt: expect.any(String) });
    expect(lineCounts(await adminOrder(t, ordersAdmin, o.orderId), o.items[0])).toMatchObject({ returnPendingQuantity: 1 });
    const again = await requestedReturn(t, o.buyer, o.orderId, [{ orderItemId: o.items[0], quantity: 2, reason: 'Too loud after all' }]);
    expect(again.status).toBe('requested');
    expect(lineCounts(await adminOrder(t, ordersAdmin, o.orderId), o.items[0])).toMatchObject({ returnPendingQuantity: 3 });
    const twice = await t.http.post(`/api/mobile/orders/${o.orderId}/returns/${first.id}/cancel`).set(o.buyer.auth()).expect(409);
    expect(twice.body.errorCode).toBe('ORDER_RETURN_TRANSITION_NOT_ALLOWED');
    const mine = await t.http.get(`/api/mobile/orders/${o.orderId}/returns`).set(o.buyer.auth()).expect(200);
    expect(mine.body.data.map((r: any) => r.status)).toEqual(['cancelled', 'requested', 'requested']);
  });

  it('returns requested concurrently over the same units: one is taken, the others 409 ORDER_RETURN_QUANTITY_UNAVAILABLE', async () => {
    const o = await delivered();
    const answers = await Promise.all(
      Array.from({ length: 4 }, (_, i) => askReturn(t, o.buyer, o.orderId, [{ orderItemId: o.items[0], quantity: 2, reason: `Attempt ${i + 1}` }])),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409]);
    for (const a of answers.filter((x) => x.status === 409)) expect(a.body.errorCode).toBe('ORDER_RETURN_QUANTITY_UNAVAILABLE');
    expect(lineCounts(await adminOrder(t, ordersAdmin, o.orderId), o.items[0])).toMatchObject({ returnPendingQuantity: 2 });
  });

  it('only a requested return can be cancelled: an approved one is 409 ORDER_RETURN_TRANSITION_NOT_ALLOWED', async () => {
    const o = await delivered();
    const ret = await requestedReturn(t, o.buyer, o.orderId, [{ orderItemId: o.items[1], quantity: 1, reason: 'Wrong length' }]);
    await returnStep(t, returnsAdmin, ret.id, 'decide', { decision: 'approve' }).expect(200);
    const res = await t.http.post(`/api/mobile/orders/${o.orderId}/returns/${ret.id}/cancel`).set(o.buyer.auth()).expect(409);
    expect(res.body.errorCode).toBe('ORDER_RETURN_TRANSITION_NOT_ALLOWED');
    expect(lineCounts(await adminOrder(t, ordersAdmin, o.orderId), o.items[1])).toMatchObject({ returnPendingQuantity: 1 });
  });

  it('an order not delivered (placed, or shipped and still on its way) is 409 ORDER_RETURN_NOT_ELIGIBLE', async () => {
    const placed = await placedOrder(t, shop, [{ variantId: cable, quantity: 1 }], 'cod', ordersAdmin);
    const res = await askReturn(t, placed.buyer, placed.orderId, [{ orderItemId: placed.items[0], quantity: 1, reason: 'Changed my mind' }]).expect(409);
    expect(res.body).toMatchObject({ errorCode: 'ORDER_RETURN_NOT_ELIGIBLE', details: { reason: 'not_delivered' } });
    const shipped = await shippedOrder(t, shop, [{ variantId: cable, quantity: 1 }], 'cod', ordersAdmin);
    const onTheWay = await askReturn(t, shipped.buyer, shipped.orderId, [{ orderItemId: shipped.items[0], quantity: 1, reason: 'Changed my mind' }]).expect(
      409,
    );
    expect(onTheWay.body.errorCode).toBe('ORDER_RETURN_NOT_ELIGIBLE');
    expect(lineCounts(await adminOrder(t, ordersAdmin, shipped.orderId), shipped.items[0])).toMatchObject({ returnPendingQuantity: 0 });
  });

  it("a delivered order's line that never shipped (every unit short at stock commit) is 409 ORDER_RETURN_NOT_ELIGIBLE naming it", async () => {
    const scarce = (await shop.makeProduct('Scarce speaker', [{ mrp: 3500, sellingPrice: 3000, name: 'Red', sku: 'SPK-R', onHand: 2 }])).variantIds[0];
    const started = await startedCheckout(t, shop, [
      { variantId: scarce, quantity: 2 },
      { variantId: cable, quantity: 1 },
    ]);
    // both units are lost while the customer pays: the line will never ship
    await t.bazaar.dataSource.query(`UPDATE product_variants SET on_hand = 0 WHERE public_id = $1`, [scarce]);
    await settle(started.checkoutId, started.buyer.customerId, started.grandTotal);
    const orderId = await orderFor(t, started.checkoutId);
    await confirmOrder(t, ordersAdmin, orderId);
    await startProcessing(t, ordersAdmin, orderId);
    const shipment = await ship(t, ordersAdmin, orderId, remainingItems(await adminOrder(t, ordersAdmin, orderId)));
    await deliverShipment(t, ordersAdmin, orderId, shipment.id);
    const order = await adminOrder(t, ordersAdmin, orderId);
    expect(order.status).toBe('delivered');
    const [short, delivered] = order.items.map((i: any) => i.id);
    const res = await askReturn(t, started.buyer, orderId, [{ orderItemId: short, quantity: 1, reason: 'Never came' }]).expect(409);
    expect(res.body).toMatchObject({ errorCode: 'ORDER_RETURN_NOT_ELIGIBLE', details: { reason: 'line_not_delivered', orderItemIds: [short] } });
    await askReturn(t, started.buyer, orderId, [{ orderItemId: delivered, quantity: 1, reason: 'Too short' }]).expect(201);
  });

  it(`the window: RETURN_WINDOW_DAYS after delivery a return is still taken, a minute past it 409 ORDER_RETURN_NOT_ELIGIBLE`, async () => {
    const inside = await delivered();
    const late = await delivered();
    clock.advance(orderSettings.returnWindowDays * DAY - 60_000);
    const insideBuyer = await signInAgain(t, inside.buyer);
    await askReturn(t, insideBuyer, inside.orderId, [{ orderItemId: inside.items[0], quantity: 1, reason: 'Just in time' }]).expect(201);
    clock.advance(2 * 60_000 + 5_000);
    const lateBuyer = await signInAgain(t, late.buyer);
    const res = await askReturn(t, lateBuyer, late.orderId, [{ orderItemId: late.items[0], quantity: 1, reason: 'Too late now' }]).expect(409);
    expect(res.body).toMatchObject({ errorCode: 'ORDER_RETURN_NOT_ELIGIBLE', details: { reason: 'window_closed', windowEndedAt: expect.any(String) } });
  });

  it('refuses a line not of this order (400 naming the field), a line named twice, no lines, a bad quantity, reason or note', async () => {
    const o = await delivered();
    const other = await placedOrder(t, shop, [{ variantId: cable, quantity: 1 }], 'cod', ordersAdmin);
    const foreign = await askReturn(t, o.buyer, o.orderId, [{ orderItemId: other.items[0], quantity: 1, reason: 'Not mine' }]).expect(400);
    expect(foreign.body).toMatchObject({ errorCode: 'VALIDATION_FAILED', details: [{ field: 'items.0.orderItemId' }] });
    const twice = await askReturn(t, o.buyer, o.orderId, [
      { orderItemId: o.items[0], quantity: 1, reason: 'One' },
      { orderItemId: o.items[0], quantity: 1, reason: 'Two' },
    ]).expect(400);
    expect(twice.body.details).toEqual([{ field: 'items.1.orderItemId', problems: [expect.stringMatching(/twice/)] }]);
    const cases: [unknown, string][] = [
      [{ items: [] }, 'items'],
      [{ items: [{ orderItemId: o.items[0], quantity: 0, reason: 'Zero units' }] }, 'items.0.quantity'],
      [{ items: [{ orderItemId: o.items[0], quantity: 1, reason: 'ab' }] }, 'items.0.reason'],
      [{ items: [{ orderItemId: o.items[0], quantity: 1, reason: 'r'.repeat(501) }] }, 'items.0.reason'],
      [{ items: [{ orderItemId: o.items[0], quantity: 1, reason: 'Fine reason' }], note: 'n'.repeat(1001) }, 'note'],
    ];
    for (const [body, field] of cases) {
      const res = await t.http
        .post(`/api/mobile/orders/${o.orderId}/returns`)
        .set(o.buyer.auth())
        .send(body as object)
        .expect(400);
      expect(res.body.errorCode).toBe('VALIDATION_FAILED');
      expect(res.body.details.map((d: any) => d.field)).toContain(field);
    }
    expect(lineCounts(await adminOrder(t, ordersAdmin, o.orderId), o.items[0])).toMatchObject({ returnPendingQuantity: 0 });
  });

  it("another customer's order or return is 404 on every customer route", async () => {
    const mine = await delivered();
    const theirs = await delivered();
    const theirReturn = await requestedReturn(t, theirs.buyer, theirs.orderId, [{ orderItemId: theirs.items[1], quantity: 1, reason: 'Frayed' }]);
    const line = [{ orderItemId: theirs.items[0], quantity: 1, reason: 'Not mine to return' }];
    const answers = [
      await askReturn(t, mine.buyer, theirs.orderId, line),
      await t.http.get(`/api/mobile/orders/${theirs.orderId}/returns`).set(mine.buyer.auth()),
      await t.http.post(`/api/mobile/orders/${theirs.orderId}/returns/${theirReturn.id}/cancel`).set(mine.buyer.auth()),
      await askReturn(t, mine.buyer, UNKNOWN, line),
    ];
    for (const res of answers) expect([res.status, res.body.errorCode]).toEqual([404, 'ORDER_NOT_FOUND']);
    // their return through my own order, or an unknown return: not found either
    for (const returnId of [theirReturn.id, UNKNOWN]) {
      const res = await t.http.post(`/api/mobile/orders/${mine.orderId}/returns/${returnId}/cancel`).set(mine.buyer.auth());
      expect([res.status, res.body.errorCode]).toEqual([404, 'ORDER_RETURN_NOT_FOUND']);
    }
    const still = await t.http.get(`/api/mobile/orders/${theirs.orderId}/returns`).set(theirs.buyer.auth()).expect(200);
    expect(still.body.data.map((r: any) => r.status)).toEqual(['requested']);
  });
});
