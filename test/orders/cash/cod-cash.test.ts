import { bootApp, type TestApp } from '../../support/app.js';
import { adminWith, bearer } from '../../support/auth.js';
import { shopFixture, SUPERADMIN_ENV, type Shop } from '../../checkout/support.js';
import { ADMIN_ORDERS } from '../support.js';
import { adminOrder, deliveredOrder, placedOrder, shippedOrder } from '../support/lifecycle.js';
import { orderEvents } from '../cancellation/support.js';

let t: TestApp;
let shop: Shop;
/** Orders_READ + Orders_UPDATE: may record cash, not correct or reverse it */
let clerk: string;
let clerk2: string;
/** OrderCash_UPDATE + OrderCash_DELETE (+ Orders_READ) */
let cashier: string;
let cashierId: string;
let clerkId: string;
/** a variant with stock for every order of the file */
let charger: string;
const q = (sql: string, params: unknown[] = []) => t.bazaar.dataSource.query(sql, params);

async function adminIdOf(token: string): Promise<string> {
  const res = await t.http.get('/api/auth/me').set(bearer(token));
  if (res.status !== 200 || !res.body.data.id) throw new Error(`me: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data.id;
}

beforeAll(async () => {
  t = await bootApp({ env: SUPERADMIN_ENV });
  shop = await shopFixture(t);
  charger = (await shop.makeProduct('Cash charger', [{ mrp: 6000, sellingPrice: 5000, name: 'USB-C', sku: 'CASH-CHG', onHand: 500 }])).variantIds[0];
  clerk = await adminWith(t, shop.adminToken, ['Orders_READ', 'Orders_UPDATE']);
  clerk2 = await adminWith(t, shop.adminToken, ['Orders_READ', 'Orders_UPDATE']);
  cashier = await adminWith(t, shop.adminToken, ['Orders_READ', 'OrderCash_UPDATE', 'OrderCash_DELETE']);
  clerkId = await adminIdOf(clerk);
  cashierId = await adminIdOf(cashier);
}, 120_000);
afterAll(async () => t?.close());

const CASE = () => [{ variantId: charger, quantity: 2 }];
const collect = (id: string, body?: unknown, token = clerk) =>
  t.http
    .post(`${ADMIN_ORDERS}/${id}/cod-collection`)
    .set(bearer(token))
    .send(body as object);
const correct = (id: string, body: object, token = cashier) => t.http.patch(`${ADMIN_ORDERS}/${id}/cod-collection`).set(bearer(token)).send(body);
const reverse = (id: string, body: object, token = cashier) => t.http.post(`${ADMIN_ORDERS}/${id}/cod-collection/reversal`).set(bearer(token)).send(body);
const delivered = (method: 'cod' | 'gateway' = 'cod') => deliveredOrder(t, shop, CASE(), method, clerk);
const cashColumns = async (id: string) =>
  (await q(`SELECT cod_collected_at AS at, cod_collected_amount::int AS amount, cod_collected_by AS by, version FROM orders WHERE public_id = $1`, [id]))[0];
const internalTimeline = async (id: string) => (await adminOrder(t, clerk, id)).timeline.filter((e: any) => e.type.startsWith('order.cod_cash'));

describe('POST /api/orders/{id}/cod-collection', () => {
  it('without an amount records the full grand total, by the counting admin, on the internal timeline; ORDER_COD_CASH_COLLECTED', async () => {
    const o = await delivered();
    const total = o.settled.grandTotal;
    const res = await collect(o.orderId).expect(200);
    expect(res.body.data).toMatchObject({
      codCollectedAmount: total,
      codCollectedAt: expect.any(String),
      codCollection: { collectedAmount: total, collectedBy: clerkId },
    });
    const timeline = await internalTimeline(o.orderId);
    expect(timeline).toEqual([
      expect.objectContaining({
        type: 'order.cod_cash_collected',
        customerVisible: false,
        actorKind: 'admin',
        actorId: clerkId,
        detail: expect.objectContaining({ amount: total, grandTotal: total }),
      }),
    ]);
    expect(await orderEvents(t, 'orders.order.cod-cash-collected', o.orderId)).toEqual([expect.objectContaining({ amount: total, grandTotal: total })]);
    // the customer sees none of it
    const mine = await t.http.get(`/api/mobile/orders/${o.orderId}`).set(o.buyer.auth()).expect(200);
    expect(mine.body.data.timeline.map((e: any) => e.type)).not.toContain('order.cod_cash_collected');
  });

  it('below the grand total is recorded with a warning entry; above it is 409 EXCEEDS_TOTAL and nothing is recorded', async () => {
    const o = await delivered();
    const total = o.settled.grandTotal;
    expect((await collect(o.orderId, { amount: total + 1 }).expect(409)).body.errorCode).toBe('ORDER_COD_COLLECTION_EXCEEDS_TOTAL');
    expect((await cashColumns(o.orderId)).at).toBeNull();
    await collect(o.orderId, { amount: total - 500 }).expect(200);
    expect(await cashColumns(o.orderId)).toMatchObject({ amount: total - 500, by: clerkId });
    const warning = (await adminOrder(t, clerk, o.orderId)).timeline.find((e: any) => e.type === 'order.cod_cash_under_collected');
    expect(warning).toMatchObject({ customerVisible: false, detail: { level: 'warning', amount: total - 500, grandTotal: total, shortBy: 500 } });
    expect(warning.message).toMatch(/Warning: .*Rs 5\.00 short/);
  });

  it('an explicit null, 0, a fraction or text is 400 VALIDATION_FAILED', async () => {
    const o = await delivered();
    for (const amount of [null, 0, -5, 12.5, '100']) {
      expect((await collect(o.orderId, { amount }).expect(400)).body.errorCode).toBe('VALIDATION_FAILED');
    }
    expect((await cashColumns(o.orderId)).at).toBeNull();
  });

  it('409 NOT_APPLICABLE: not delivered (created, shipped), not COD, and a repeat (single-fire)', async () => {
    const created = await placedOrder(t, shop, CASE(), 'cod', clerk);
    const shipped = await shippedOrder(t, shop, CASE(), 'cod', clerk);
    const gateway = await delivered('gateway');
    for (const id of [created.orderId, shipped.orderId, gateway.orderId]) {
      expect((await collect(id).expect(409)).body.errorCode).toBe('ORDER_COD_COLLECTION_NOT_APPLICABLE');
      expect((await cashColumns(id)).at).toBeNull();
    }
    const o = await delivered();
    await collect(o.orderId, { amount: 1000 }).expect(200);
    const first = await cashColumns(o.orderId);
    expect((await collect(o.orderId).expect(409)).body.errorCode).toBe('ORDER_COD_COLLECTION_NOT_APPLICABLE');
    expect(await cashColumns(o.orderId)).toEqual(first);
  });

  it('two admins at once: one records, the other gets 409 ORDER_COD_COLLECTION_NOT_APPLICABLE', async () => {
    const o = await delivered();
    const answers = await Promise.all([collect(o.orderId, { amount: 1000 }, clerk), collect(o.orderId, { amount: 2000 }, clerk2)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const loser = answers.find((a) => a.status === 409)!;
    expect(loser.body.errorCode).toBe('ORDER_COD_COLLECTION_NOT_APPLICABLE');
    const winner = answers.findIndex((a) => a.status === 200);
    expect((await cashColumns(o.orderId)).amount).toBe([1000, 2000][winner]);
    expect((await internalTimeline(o.orderId)).filter((e: any) => e.type === 'order.cod_cash_collected')).toHaveLength(1);
    expect(await orderEvents(t, 'orders.order.cod-cash-collected', o.orderId)).toHaveLength(1);
  });

  it('needs Orders_UPDATE', async () => {
    const o = await delivered();
    await collect(o.orderId, {}, cashier).expect(403);
  });
});

describe('PATCH /api/orders/{id}/cod-collection', () => {
  it('corrects the amount; collectedAt and the counting operator stay; the entry names both amounts, the reason and the actor', async () => {
    const o = await delivered();
    const total = o.settled.grandTotal;
    await collect(o.orderId, { amount: total - 1000 }).expect(200);
    const before = await cashColumns(o.orderId);
    const res = await correct(o.orderId, { amount: total, expectedCurrentAmount: total - 1000, reason: 'Recount at the till' }).expect(200);
    expect(res.body.data.codCollection).toEqual({ collectedAmount: total, collectedAt: before.at.toISOString(), collectedBy: clerkId });
    expect(await cashColumns(o.orderId)).toEqual({ ...before, amount: total, version: before.version + 1 });
    const entry = (await internalTimeline(o.orderId)).find((e: any) => e.type === 'order.cod_cash_collection_corrected');
    expect(entry).toMatchObject({ actorId: cashierId, customerVisible: false, detail: { from: total - 1000, to: total, reason: 'Recount at the till' } });
    expect(await orderEvents(t, 'orders.order.cod-cash-collection-corrected', o.orderId)).toEqual([
      expect.objectContaining({ from: total - 1000, to: total, reason: 'Recount at the till' }),
    ]);
  });

  it('409 STALE when expectedCurrentAmount differs, EXCEEDS_TOTAL above the total, NOT_RECORDED with nothing counted', async () => {
    const o = await delivered();
    const total = o.settled.grandTotal;
    expect((await correct(o.orderId, { amount: 100, expectedCurrentAmount: 100, reason: 'Nothing yet' }).expect(409)).body.errorCode).toBe(
      'ORDER_COD_COLLECTION_NOT_RECORDED',
    );
    await collect(o.orderId, { amount: 3000 }).expect(200);
    expect((await correct(o.orderId, { amount: 4000, expectedCurrentAmount: 2999, reason: 'Stale read' }).expect(409)).body.errorCode).toBe(
      'ORDER_COD_COLLECTION_STALE',
    );
    expect((await correct(o.orderId, { amount: total + 1, expectedCurrentAmount: 3000, reason: 'Too much' }).expect(409)).body.errorCode).toBe(
      'ORDER_COD_COLLECTION_EXCEEDS_TOTAL',
    );
    expect((await cashColumns(o.orderId)).amount).toBe(3000);
  });

  it('validates the body (amounts integer >= 1, reason 3..500) and needs OrderCash_UPDATE (Orders_UPDATE alone is 403)', async () => {
    const o = await delivered();
    await collect(o.orderId).expect(200);
    const total = o.settled.grandTotal;
    for (const body of [
      { amount: 0, expectedCurrentAmount: total, reason: 'Recount' },
      { amount: total, expectedCurrentAmount: null, reason: 'Recount' },
      { amount: total, expectedCurrentAmount: total, reason: 'ab' },
      { amount: total, expectedCurrentAmount: total, reason: 'x'.repeat(501) },
      { amount: total, expectedCurrentAmount: total },
    ]) {
      expect((await correct(o.orderId, body).expect(400)).body.errorCode).toBe('VALIDATION_FAILED');
    }
    await correct(o.orderId, { amount: 100, expectedCurrentAmount: total, reason: 'Recount' }, clerk).expect(403);
    expect((await cashColumns(o.orderId)).amount).toBe(total);
  });
});

describe('POST /api/orders/{id}/cod-collection/reversal', () => {
  it('clears the three columns (back in the outstanding-cash queue), then cash can be counted again', async () => {
    const o = await delivered();
    await collect(o.orderId, { amount: 2500 }).expect(200);
    const listed = async (codState: string) =>
      (await t.http.get(ADMIN_ORDERS).query({ codState, size: 100 }).set(bearer(clerk)).expect(200)).body.data.map((r: any) => r.id);
    expect(await listed('collected')).toContain(o.orderId);
    expect(await listed('outstanding')).not.toContain(o.orderId);
    const res = await reverse(o.orderId, { reason: 'Counted against the wrong order' }).expect(200);
    expect(res.body.data).toMatchObject({ codCollectedAmount: null, codCollectedAt: null, codCollection: null });
    expect(await cashColumns(o.orderId)).toMatchObject({ at: null, amount: null, by: null });
    expect(await listed('outstanding')).toContain(o.orderId);
    expect(await listed('collected')).not.toContain(o.orderId);
    const entry = (await internalTimeline(o.orderId)).find((e: any) => e.type === 'order.cod_cash_collection_reversed');
    expect(entry).toMatchObject({
      actorId: cashierId,
      detail: expect.objectContaining({ amount: 2500, reason: 'Counted against the wrong order', collectedBy: clerkId }),
    });
    expect(await orderEvents(t, 'orders.order.cod-cash-collection-reversed', o.orderId)).toEqual([
      expect.objectContaining({ amount: 2500, reason: 'Counted against the wrong order' }),
    ]);
    await collect(o.orderId).expect(200);
  });

  it('409 NOT_RECORDED with nothing counted; reason 3..500; needs OrderCash_DELETE', async () => {
    const o = await delivered();
    expect((await reverse(o.orderId, { reason: 'Nothing to undo' }).expect(409)).body.errorCode).toBe('ORDER_COD_COLLECTION_NOT_RECORDED');
    await collect(o.orderId).expect(200);
    expect((await reverse(o.orderId, { reason: 'no' }).expect(400)).body.errorCode).toBe('VALIDATION_FAILED');
    expect((await reverse(o.orderId, {}).expect(400)).body.errorCode).toBe('VALIDATION_FAILED');
    await reverse(o.orderId, { reason: 'Not mine to undo' }, clerk).expect(403);
    expect((await cashColumns(o.orderId)).at).not.toBeNull();
  });
});

describe('the COD constraints in the database', () => {
  const fails = async (sql: string, params: unknown[], constraint: string) => {
    await expect(q(sql, params)).rejects.toMatchObject({ constraint });
  };

  it('the three columns are all null or all set (chk_orders_cod_all_or_none)', async () => {
    const o = await delivered();
    await fails(`UPDATE orders SET cod_collected_at = now() WHERE public_id = $1`, [o.orderId], 'chk_orders_cod_all_or_none');
  });

  it('a collection only on a delivered or completed COD order, 1..grandTotal (chk_orders_cod_collection)', async () => {
    const shipped = await shippedOrder(t, shop, CASE(), 'cod', clerk);
    const set = `UPDATE orders SET cod_collected_at = now(), cod_collected_amount = $2, cod_collected_by = customer_public_id WHERE public_id = $1`;
    await fails(set, [shipped.orderId, 100], 'chk_orders_cod_collection');
    const o = await delivered();
    await fails(set, [o.orderId, o.settled.grandTotal + 1], 'chk_orders_cod_collection');
    await fails(set, [o.orderId, 0], 'chk_orders_cod_collection');
    const gateway = await delivered('gateway');
    await fails(set, [gateway.orderId, 100], 'chk_orders_cod_collection');
  });
});
