import { randomUUID } from 'node:crypto';
import { clock } from '../../../core/clock/clock.js';
import { completeDeliveredOrdersJob } from '../../../plugins/orders/fulfilment/jobs.js';
import { orderSettings } from '../../../plugins/orders/order-settings.js';
import { bootApp, type TestApp } from '../../support/app.js';
import { adminWith, bearer } from '../../support/auth.js';
import { shopFixture, SUPERADMIN_ENV, type Shop } from '../../checkout/support.js';
import { ADMIN_ORDERS, MY_ORDERS } from '../support.js';
import { adminOrder, confirmOrder, deliveredOrder, fulfilmentAdmin, placedOrder, startProcessing } from '../support/lifecycle.js';

let t: TestApp;
let shop: Shop;
let admin: string;
let watch: string;

const post = (orderId: string, step: string, body?: object, token = admin) => {
  const req = t.http.post(`${ADMIN_ORDERS}/${orderId}/${step}`).set(bearer(token));
  return body === undefined ? req : req.send(body);
};
const placed = () => placedOrder(t, shop, [{ variantId: watch, quantity: 1 }], 'cod', admin);
const DAY = 86_400_000;
/** straight from the table: with the clock moved past the window the admin's token has expired */
const statusOf = async (orderId: string): Promise<string> =>
  (await t.bazaar.dataSource.query(`SELECT status FROM orders WHERE public_id = $1`, [orderId]))[0].status;

beforeAll(async () => {
  t = await bootApp({ env: SUPERADMIN_ENV });
  shop = await shopFixture(t);
  const made = await shop.makeProduct(`Steps watch ${randomUUID().slice(0, 6)}`, [
    { mrp: 9000, sellingPrice: 8000, name: 'Steel', sku: `SW-${randomUUID().slice(0, 6)}`, onHand: 500 },
  ]);
  [watch] = made.variantIds;
  admin = await fulfilmentAdmin(t, shop);
}, 180_000);
afterEach(() => clock.reset());
afterAll(async () => t?.close());

describe('POST /api/orders/{id}/confirm and /processing', () => {
  it('created -> confirmed (confirmedAt stamped) -> processing, answering the admin order; the customer sees both moves', async () => {
    const o = await placed();
    const confirmed = await confirmOrder(t, admin, o.orderId);
    expect(confirmed).toMatchObject({ id: o.orderId, status: 'confirmed', confirmedAt: expect.any(String) });
    expect(confirmed.timeline.at(-1)).toMatchObject({ type: 'order.status_changed', fromStatus: 'created', toStatus: 'confirmed', actorKind: 'admin' });
    const processing = await startProcessing(t, admin, o.orderId);
    expect([processing.status, processing.confirmedAt]).toEqual(['processing', confirmed.confirmedAt]);
    const mine = (await t.http.get(`${MY_ORDERS}/${o.orderId}`).set(o.buyer.auth()).expect(200)).body.data;
    expect(mine.timeline.filter((e: any) => e.type === 'order.status_changed').map((e: any) => e.toStatus)).toEqual(['confirmed', 'processing']);
    const events = await t.bazaar.dataSource.query(
      `SELECT payload->>'to' AS "to" FROM outbox_events WHERE topic = 'orders.order.status-changed' AND payload->>'orderId' = $1 ORDER BY id`,
      [o.orderId],
    );
    expect(events.map((e: any) => e.to)).toEqual(['confirmed', 'processing']);
  });

  it('wrong state: confirm on a confirmed order, processing on a created or processing one: 409 ORDER_TRANSITION_NOT_ALLOWED', async () => {
    const o = await placed();
    const early = await post(o.orderId, 'processing');
    expect([early.status, early.body.errorCode, early.body.details]).toEqual([
      409,
      'ORDER_TRANSITION_NOT_ALLOWED',
      { status: 'created', move: 'start_processing' },
    ]);
    await confirmOrder(t, admin, o.orderId);
    const twice = await post(o.orderId, 'confirm');
    expect([twice.status, twice.body.errorCode, twice.body.details]).toEqual([409, 'ORDER_TRANSITION_NOT_ALLOWED', { status: 'confirmed', move: 'confirm' }]);
    await startProcessing(t, admin, o.orderId);
    const again = await post(o.orderId, 'processing');
    expect([again.status, again.body.errorCode]).toEqual([409, 'ORDER_TRANSITION_NOT_ALLOWED']);
    expect((await adminOrder(t, admin, o.orderId)).timeline.filter((e: any) => e.type === 'order.status_changed')).toHaveLength(2);
  });

  it('two admins confirming at once: one 200, one 409', async () => {
    const o = await placed();
    const answers = await Promise.all([post(o.orderId, 'confirm'), post(o.orderId, 'confirm')]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
  });

  it('needs Orders_UPDATE (403 with Orders_READ); an unknown order 404 ORDER_NOT_FOUND; a bad id 400', async () => {
    const o = await placed();
    const reader = await adminWith(t, shop.adminToken, ['Orders_READ']);
    for (const step of ['confirm', 'processing', 'ready-for-pickup', 'collect']) {
      expect((await post(o.orderId, step, undefined, reader)).status).toBe(403);
      const unknown = await post(randomUUID(), step);
      expect([unknown.status, unknown.body.errorCode]).toEqual([404, 'ORDER_NOT_FOUND']);
    }
    expect((await post('not-a-uuid', 'confirm')).status).toBe(400);
    expect((await post(o.orderId, 'notes', { note: 'x' }, reader)).status).toBe(403);
    expect((await t.http.post(`${ADMIN_ORDERS}/${o.orderId}/confirm`)).status).toBe(401);
  });
});

describe('POST /api/orders/{id}/notes', () => {
  it('adds an order.note_added entry (admin only by default; customerVisible shows it to the customer), trimmed', async () => {
    const o = await placed();
    const internal = await post(o.orderId, 'notes', { note: '  Called the customer, confirmed the colour  ' });
    expect(internal.status).toBe(200);
    expect(internal.body.data.timeline.at(-1)).toMatchObject({
      type: 'order.note_added',
      message: 'Called the customer, confirmed the colour',
      customerVisible: false,
      actorKind: 'admin',
    });
    await post(o.orderId, 'notes', { note: 'Your watch is gift-wrapped', customerVisible: true }).expect(200);
    const mine = (await t.http.get(`${MY_ORDERS}/${o.orderId}`).set(o.buyer.auth()).expect(200)).body.data;
    expect(mine.timeline.filter((e: any) => e.type === 'order.note_added').map((e: any) => e.message)).toEqual(['Your watch is gift-wrapped']);
    expect(mine.status).toBe('created');
  });

  it('refuses an empty, too long or non-boolean note: 400 VALIDATION_FAILED', async () => {
    const o = await placed();
    for (const body of [{}, { note: '   ' }, { note: 'n'.repeat(1001) }, { note: 'ok', customerVisible: 'yes' }, { note: 'ok', extra: 1 }]) {
      const res = await post(o.orderId, 'notes', body);
      expect([res.status, res.body.errorCode]).toEqual([400, 'VALIDATION_FAILED']);
    }
    const longest = await post(o.orderId, 'notes', { note: 'n'.repeat(1000) });
    expect([longest.status, longest.body.details]).toEqual([200, undefined]);
  });
});

describe('the completion job (orders.complete-delivered)', () => {
  it('completes a delivered order once its return window has passed (by the system), not before', async () => {
    const d = await deliveredOrder(t, shop, [{ variantId: watch, quantity: 1 }], 'cod', admin);
    clock.advance((orderSettings.returnWindowDays - 1) * DAY);
    await completeDeliveredOrdersJob();
    expect(await statusOf(d.orderId)).toBe('delivered');
    clock.advance(1 * DAY + 60_000);
    await completeDeliveredOrdersJob();
    expect(await statusOf(d.orderId)).toBe('completed');
    await completeDeliveredOrdersJob(); // a second run changes nothing
    clock.reset();
    const order = await adminOrder(t, admin, d.orderId);
    expect(order.timeline.at(-1)).toMatchObject({ type: 'order.status_changed', fromStatus: 'delivered', toStatus: 'completed', actorKind: 'system' });
    const [{ completedAt }] = await t.bazaar.dataSource.query(`SELECT completed_at AS "completedAt" FROM orders WHERE public_id = $1`, [d.orderId]);
    expect(completedAt).toBeInstanceOf(Date);
    expect(order.timeline.filter((e: any) => e.toStatus === 'completed')).toHaveLength(1);
  });

  it('an open return (requested, approved, received) keeps the order delivered; a closed one does not', async () => {
    const d = await deliveredOrder(t, shop, [{ variantId: watch, quantity: 1 }], 'cod', admin);
    const [{ id }] = await t.bazaar.dataSource.query(
      `INSERT INTO order_returns (public_id, order_id, status, requested_by)
       SELECT gen_random_uuid(), o.id, 'requested', o.customer_public_id FROM orders o WHERE o.public_id = $1 RETURNING id`,
      [d.orderId],
    );
    clock.advance((orderSettings.returnWindowDays + 1) * DAY);
    for (const status of ['requested', 'approved', 'received']) {
      await t.bazaar.dataSource.query(`UPDATE order_returns SET status = $2 WHERE id = $1`, [id, status]);
      await completeDeliveredOrdersJob();
      expect(await statusOf(d.orderId)).toBe('delivered');
    }
    await t.bazaar.dataSource.query(`UPDATE order_returns SET status = 'inspected' WHERE id = $1`, [id]);
    await completeDeliveredOrdersJob();
    expect(await statusOf(d.orderId)).toBe('completed');
  });

  it('leaves orders not yet delivered alone', async () => {
    const o = await placed();
    await confirmOrder(t, admin, o.orderId);
    clock.advance(30 * DAY);
    await completeDeliveredOrdersJob();
    expect(await statusOf(o.orderId)).toBe('confirmed');
  });
});
