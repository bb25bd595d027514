import { bootApp, type TestApp } from '../../support/app.js';
import { adminWith, bearer } from '../../support/auth.js';
import { shopFixture, stockOf, SUPERADMIN_ENV, type Shop } from '../../checkout/support.js';
import { orderEvents } from '../cancellation/support.js';
import { adminOrder, deliveredOrder, fulfilmentAdmin } from '../support/lifecycle.js';
import { lineCounts, requestedReturn, RETURNS, returnStep, type InspectionLine } from './support.js';

let t: TestApp;
let shop: Shop;
let ordersAdmin: string;
let returnsAdmin: string;
let returnsReader: string;
/** a tracked lamp (2000) and its bulb (300), plenty of stock */
let lamp: string;
let bulb: string;
const UNKNOWN = '0190a0a0-0000-7000-8000-000000000000';

beforeAll(async () => {
  t = await bootApp({ env: SUPERADMIN_ENV });
  shop = await shopFixture(t);
  ordersAdmin = await fulfilmentAdmin(t, shop);
  returnsAdmin = await adminWith(t, shop.adminToken, ['Returns_READ', 'Returns_UPDATE']);
  returnsReader = await adminWith(t, shop.adminToken, ['Returns_READ']);
  [lamp, bulb] = (
    await shop.makeProduct('Lamp', [
      { mrp: 2500, sellingPrice: 2000, name: 'Brass', sku: 'LMP-B', onHand: 1000 },
      { mrp: 400, sellingPrice: 300, name: 'Bulb', sku: 'LMP-U', onHand: 1000 },
    ])
  ).variantIds;
}, 180_000);
afterAll(async () => t?.close());

const delivered = () =>
  deliveredOrder(
    t,
    shop,
    [
      { variantId: lamp, quantity: 3 },
      { variantId: bulb, quantity: 4 },
    ],
    'cod',
    ordersAdmin,
  );

/** A delivered order with a return of 2 lamps and 3 bulbs, approved and received. */
async function receivedReturn() {
  const o = await delivered();
  const ret = await requestedReturn(t, o.buyer, o.orderId, [
    { orderItemId: o.items[0], quantity: 2, reason: 'Flickers' },
    { orderItemId: o.items[1], quantity: 3, reason: 'Wrong fitting' },
  ]);
  await returnStep(t, returnsAdmin, ret.id, 'decide', { decision: 'approve' }).expect(200);
  await returnStep(t, returnsAdmin, ret.id, 'receive').expect(200);
  return { o, ret };
}

describe('decide and receive', () => {
  it('requested -> approved (units stay held) -> received (every approved unit); wrong-state steps are 409', async () => {
    const o = await delivered();
    const ret = await requestedReturn(t, o.buyer, o.orderId, [{ orderItemId: o.items[0], quantity: 2, reason: 'Flickers' }]);
    expect((await returnStep(t, returnsAdmin, ret.id, 'receive').expect(409)).body.errorCode).toBe('ORDER_RETURN_TRANSITION_NOT_ALLOWED');
    const approved = await returnStep(t, returnsAdmin, ret.id, 'decide', { decision: 'approve', reason: 'Known batch fault' }).expect(200);
    expect(approved.body.data).toMatchObject({ status: 'approved', decisionReason: 'Known batch fault', decidedAt: expect.any(String), receivedAt: null });
    expect(lineCounts(await adminOrder(t, ordersAdmin, o.orderId), o.items[0])).toMatchObject({ returnPendingQuantity: 2 });
    for (const body of [{ decision: 'approve' }, { decision: 'reject', reason: 'Too late to reject' }]) {
      expect((await returnStep(t, returnsAdmin, ret.id, 'decide', body).expect(409)).body.errorCode).toBe('ORDER_RETURN_TRANSITION_NOT_ALLOWED');
    }
    const inspectEarly = await returnStep(t, returnsAdmin, ret.id, 'inspect', {
      items: [{ orderItemId: o.items[0], acceptedQuantity: 2, rejectedQuantity: 0, restock: true }],
    }).expect(409);
    expect(inspectEarly.body.errorCode).toBe('ORDER_RETURN_TRANSITION_NOT_ALLOWED');
    const received = await returnStep(t, returnsAdmin, ret.id, 'receive').expect(200);
    expect(received.body.data).toMatchObject({ status: 'received', receivedAt: expect.any(String), items: [{ quantity: 2 }] });
    expect((await returnStep(t, returnsAdmin, ret.id, 'receive').expect(409)).body.errorCode).toBe('ORDER_RETURN_TRANSITION_NOT_ALLOWED');
    const mine = await t.http.get(`/api/mobile/orders/${o.orderId}`).set(o.buyer.auth()).expect(200);
    expect(mine.body.data.timeline.map((e: any) => e.type).filter((x: string) => x.startsWith('return.'))).toEqual([
      'return.requested',
      'return.approved',
      'return.received',
    ]);
  });

  it('reject needs a reason (400 VALIDATION_FAILED naming reason) and releases the held units; a rejected return takes no step', async () => {
    const o = await delivered();
    const ret = await requestedReturn(t, o.buyer, o.orderId, [{ orderItemId: o.items[1], quantity: 4, reason: 'All dead' }]);
    for (const body of [{ decision: 'reject' }, { decision: 'reject', reason: '  ' }, { decision: 'reject', reason: 'no' }, { decision: 'maybe' }]) {
      const res = await returnStep(t, returnsAdmin, ret.id, 'decide', body).expect(400);
      expect(res.body.errorCode).toBe('VALIDATION_FAILED');
      expect(res.body.details.map((d: any) => d.field)).toEqual([body.decision === 'maybe' ? 'decision' : 'reason']);
    }
    const rejected = await returnStep(t, returnsAdmin, ret.id, 'decide', { decision: 'reject', reason: 'Bulbs are consumables' }).expect(200);
    expect(rejected.body.data).toMatchObject({ status: 'rejected', decisionReason: 'Bulbs are consumables', decidedAt: expect.any(String) });
    expect(lineCounts(await adminOrder(t, ordersAdmin, o.orderId), o.items[1])).toMatchObject({ returnPendingQuantity: 0, returnedQuantity: 0 });
    expect((await returnStep(t, returnsAdmin, ret.id, 'receive').expect(409)).body.errorCode).toBe('ORDER_RETURN_TRANSITION_NOT_ALLOWED');
    // the units are free again
    await requestedReturn(t, o.buyer, o.orderId, [{ orderItemId: o.items[1], quantity: 4, reason: 'Still dead' }]);
  });
});

describe('inspect', () => {
  it('every line once, accepted + rejected = received, a rejection with its reason: else 400 ORDER_RETURN_INSPECTION_INVALID naming them', async () => {
    const { o, ret } = await receivedReturn();
    const [lampLine, bulbLine] = o.items;
    const good = (l: Partial<InspectionLine> & { orderItemId: string }): InspectionLine => ({ acceptedQuantity: 0, rejectedQuantity: 0, restock: true, ...l });
    const cases: [InspectionLine[], unknown[]][] = [
      [[good({ orderItemId: lampLine, acceptedQuantity: 2 })], [{ orderItemId: bulbLine, problem: 'missing', receivedQuantity: 3 }]],
      [
        [good({ orderItemId: lampLine, acceptedQuantity: 1 }), good({ orderItemId: bulbLine, acceptedQuantity: 3 })],
        [{ orderItemId: lampLine, field: 'items.0', problem: 'quantities_do_not_add_up', receivedQuantity: 2, acceptedQuantity: 1, rejectedQuantity: 0 }],
      ],
      [
        [good({ orderItemId: lampLine, acceptedQuantity: 1, rejectedQuantity: 1 }), good({ orderItemId: bulbLine, acceptedQuantity: 3 })],
        [{ orderItemId: lampLine, field: 'items.0', problem: 'rejection_reason_required', rejectedQuantity: 1 }],
      ],
      [
        [
          good({ orderItemId: lampLine, acceptedQuantity: 2 }),
          good({ orderItemId: lampLine, acceptedQuantity: 2 }),
          good({ orderItemId: bulbLine, acceptedQuantity: 3 }),
        ],
        [{ orderItemId: lampLine, field: 'items.1', problem: 'named_twice' }],
      ],
      [
        [
          good({ orderItemId: lampLine, acceptedQuantity: 2 }),
          good({ orderItemId: bulbLine, acceptedQuantity: 3 }),
          good({ orderItemId: UNKNOWN, acceptedQuantity: 1 }),
        ],
        [{ orderItemId: UNKNOWN, field: 'items.2', problem: 'not_in_return' }],
      ],
    ];
    for (const [items, problems] of cases) {
      const res = await returnStep(t, returnsAdmin, ret.id, 'inspect', { items }).expect(400);
      expect(res.body).toMatchObject({ errorCode: 'ORDER_RETURN_INSPECTION_INVALID' });
      expect(res.body.details.lines).toEqual(problems);
    }
    const shape = await returnStep(t, returnsAdmin, ret.id, 'inspect', {
      items: [{ orderItemId: lampLine, acceptedQuantity: -1, rejectedQuantity: 3, restock: 'yes' }],
    });
    expect([shape.status, shape.body.errorCode]).toEqual([400, 'VALIDATION_FAILED']);
    expect((await t.http.get(`${RETURNS}/${ret.id}`).set(bearer(returnsReader)).expect(200)).body.data.status).toBe('received');
  });

  it('records the verdict: accepted units returned, only restock=true accepted units back on hand (once), RETURN_INSPECTED', async () => {
    const { o, ret } = await receivedReturn();
    const [lampLine, bulbLine] = o.items;
    const before = { lamp: await stockOf(t, lamp), bulb: await stockOf(t, bulb) };
    const res = await returnStep(t, returnsAdmin, ret.id, 'inspect', {
      items: [
        { orderItemId: bulbLine, acceptedQuantity: 2, rejectedQuantity: 1, rejectionReason: 'Glass broken by the customer', restock: false },
        { orderItemId: lampLine, acceptedQuantity: 1, rejectedQuantity: 1, rejectionReason: 'Dented', restock: true },
      ],
    }).expect(200);
    expect(res.body.data).toMatchObject({
      status: 'inspected',
      inspectedAt: expect.any(String),
      items: [
        { orderItemId: lampLine, quantity: 2, acceptedQuantity: 1, rejectedQuantity: 1, rejectionReason: 'Dented', restock: true },
        { orderItemId: bulbLine, quantity: 3, acceptedQuantity: 2, rejectedQuantity: 1, rejectionReason: 'Glass broken by the customer', restock: false },
      ],
    });
    expect(await stockOf(t, lamp)).toEqual({ onHand: before.lamp.onHand + 1, reserved: before.lamp.reserved });
    expect(await stockOf(t, bulb)).toEqual(before.bulb);
    const order = await adminOrder(t, ordersAdmin, o.orderId);
    expect(lineCounts(order, lampLine)).toEqual({ deliveredQuantity: 3, returnPendingQuantity: 0, returnedQuantity: 1 });
    expect(lineCounts(order, bulbLine)).toEqual({ deliveredQuantity: 4, returnPendingQuantity: 0, returnedQuantity: 2 });
    const ledger = await t.bazaar.dataSource.query(`SELECT delta_on_hand AS units FROM inventory_movements WHERE reason = 'restock' AND reference = $1`, [
      `order-return:${ret.id}`,
    ]);
    expect(ledger).toEqual([{ units: 1 }]);
    expect(await orderEvents(t, 'orders.return.inspected', o.orderId)).toEqual([
      {
        orderId: o.orderId,
        orderNumber: order.orderNumber,
        customerId: o.buyer.customerId,
        returnId: ret.id,
        acceptedQuantity: 3,
        rejectedQuantity: 2,
        restockedQuantity: 1,
      },
    ]);
    const again = await returnStep(t, returnsAdmin, ret.id, 'inspect', {
      items: [
        { orderItemId: lampLine, acceptedQuantity: 2, rejectedQuantity: 0, restock: true },
        { orderItemId: bulbLine, acceptedQuantity: 3, rejectedQuantity: 0, restock: true },
      ],
    }).expect(409);
    expect(again.body.errorCode).toBe('ORDER_RETURN_TRANSITION_NOT_ALLOWED');
    expect(await stockOf(t, lamp)).toEqual({ onHand: before.lamp.onHand + 1, reserved: before.lamp.reserved });
    // the accepted lamp left the budget for good; the rejected one went back to the customer and is free again, like the one never sent
    const more = await t.http
      .post(`/api/mobile/orders/${o.orderId}/returns`)
      .set(o.buyer.auth())
      .send({ items: [{ orderItemId: lampLine, quantity: 3, reason: 'All of them' }] })
      .expect(409);
    expect(more.body).toMatchObject({ errorCode: 'ORDER_RETURN_QUANTITY_UNAVAILABLE', details: { lines: [{ available: 2 }] } });
  });
});

describe('GET /api/order-returns', () => {
  it('lists returns with filters status, orderId, createdFrom/createdTo and offset paging; one by id', async () => {
    const o = await delivered();
    const a = await requestedReturn(t, o.buyer, o.orderId, [{ orderItemId: o.items[0], quantity: 1, reason: 'First' }]);
    const b = await requestedReturn(t, o.buyer, o.orderId, [{ orderItemId: o.items[1], quantity: 1, reason: 'Second' }]);
    const c = await requestedReturn(t, o.buyer, o.orderId, [{ orderItemId: o.items[1], quantity: 1, reason: 'Third' }]);
    await returnStep(t, returnsAdmin, b.id, 'decide', { decision: 'approve' }).expect(200);
    const list = (query: Record<string, unknown>) => t.http.get(RETURNS).query(query).set(bearer(returnsReader)).expect(200);
    const byOrder = await list({ orderId: o.orderId });
    expect(byOrder.body).toMatchObject({ count: 3, currentPage: 1, totalPage: 1 });
    expect(byOrder.body.data.map((r: any) => r.id)).toEqual([c.id, b.id, a.id]);
    expect((await list({ orderId: o.orderId, status: 'requested', order: 'asc' })).body.data.map((r: any) => r.id)).toEqual([a.id, c.id]);
    expect((await list({ orderId: o.orderId, createdFrom: b.createdAt })).body.data.map((r: any) => r.id)).toEqual([c.id, b.id]);
    expect((await list({ orderId: o.orderId, createdTo: b.createdAt })).body.data.map((r: any) => r.id)).toEqual([b.id, a.id]);
    const page2 = await list({ orderId: o.orderId, size: 2, page: 2 });
    expect(page2.body).toMatchObject({ count: 3, currentPage: 2, totalPage: 2 });
    expect(page2.body.data.map((r: any) => r.id)).toEqual([a.id]);
    const approved = await list({ status: 'approved' });
    expect(approved.body.data.every((r: any) => r.status === 'approved')).toBe(true);
    expect(approved.body.data.map((r: any) => r.id)).toContain(b.id);
    const one = await t.http.get(`${RETURNS}/${b.id}`).set(bearer(returnsReader)).expect(200);
    expect(one.body.data).toEqual(byOrder.body.data[1]);
    for (const bad of [{ size: 101 }, { status: 'lost' }, { createdFrom: c.createdAt, createdTo: a.createdAt }]) {
      const res = await t.http.get(RETURNS).query(bad).set(bearer(returnsReader)).expect(400);
      expect(res.body.errorCode).toBe('VALIDATION_FAILED');
    }
  });

  it('unknown returns are 404 ORDER_RETURN_NOT_FOUND; Returns_READ alone cannot decide (403); Orders_UPDATE cannot read them (403)', async () => {
    for (const res of [
      await t.http.get(`${RETURNS}/${UNKNOWN}`).set(bearer(returnsAdmin)),
      await returnStep(t, returnsAdmin, UNKNOWN, 'decide', { decision: 'approve' }),
      await returnStep(t, returnsAdmin, UNKNOWN, 'receive'),
      await returnStep(t, returnsAdmin, UNKNOWN, 'inspect', { items: [{ orderItemId: UNKNOWN, acceptedQuantity: 1, rejectedQuantity: 0, restock: false }] }),
    ]) {
      expect([res.status, res.body.errorCode]).toEqual([404, 'ORDER_RETURN_NOT_FOUND']);
    }
    const o = await delivered();
    const ret = await requestedReturn(t, o.buyer, o.orderId, [{ orderItemId: o.items[0], quantity: 1, reason: 'Wobbles' }]);
    expect((await returnStep(t, returnsReader, ret.id, 'decide', { decision: 'approve' }).expect(403)).body.errorCode).toBe('FORBIDDEN');
    await returnStep(t, returnsReader, ret.id, 'receive').expect(403);
    await t.http.get(RETURNS).set(bearer(ordersAdmin)).expect(403);
    await t.http.get(`${RETURNS}/${ret.id}`).set(bearer(ordersAdmin)).expect(403);
    expect((await t.http.get(`${RETURNS}/${ret.id}`).set(bearer(returnsReader)).expect(200)).body.data.status).toBe('requested');
  });
});
