import { bootApp, type TestApp } from '../support/app.js';
import { adminWith } from '../support/auth.js';
import { customerWithCart, stockOf } from '../checkout/support.js';
import { counterFixture, counts, draftSale, posApi, POS_PERMISSIONS, SUPERADMIN_ENV, type Counter } from './support.js';

let t: TestApp;
let c: Counter;
beforeAll(async () => {
  t = await bootApp({ env: SUPERADMIN_ENV });
  c = await counterFixture(t);
}, 120_000);
afterAll(async () => t?.close());

const cash = { payment: { method: 'cash', amountTendered: 100000 } };

it('two cashiers selling the last unit at once: one order, the other POS_INSUFFICIENT_STOCK, stock consistent', async () => {
  for (let round = 0; round < 5; round++) {
    const last = await c.shop.makeProduct(`Last one ${round}`, [
      { mrp: 5000, sellingPrice: 5000, name: 'Only', sku: `LAST-${round}-${Date.now()}`, onHand: 1 },
    ]);
    const [variant] = last.variantIds;
    const cashiers = [posApi(t, c.cashier), posApi(t, await adminWith(t, c.shop.adminToken, POS_PERMISSIONS))];
    const buyers = [await customerWithCart(t, c.shop, []), await customerWithCart(t, c.shop, [])];
    const sales = await Promise.all(
      cashiers.map((api, i) => draftSale(api, last.product.publicId, [{ variantPublicId: variant, quantity: 1 }], buyers[i].customerId)),
    );
    const answers = await Promise.all(cashiers.map((api, i) => api.complete(sales[i], cash)));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const refused = answers.find((r) => r.status === 409)!;
    expect(refused.body).toMatchObject({ errorCode: 'POS_INSUFFICIENT_STOCK', details: { shortfalls: [{ variantId: variant, requested: 1, available: 0 }] } });
    expect(await stockOf(t, variant)).toEqual({ onHand: 0, reserved: 0 });
    const statuses = await Promise.all(cashiers.map(async (api, i) => (await api.get(sales[i]).expect(200)).body.data.status));
    expect(statuses.sort()).toEqual(['draft', 'picked_up']);
    // one order, one paid attempt, one sale movement for the variant; nothing of the refused sale
    const winner = answers.find((r) => r.status === 200)!.body.data;
    expect(await counts(t, `SELECT 1 FROM orders o JOIN order_items i ON i.order_id = o.id WHERE i.variant_public_id = $1`, [variant])).toBe(1);
    expect(await counts(t, `SELECT 1 FROM payment_attempts WHERE customer_id = ANY($1::uuid[])`, [buyers.map((b) => b.customerId)])).toBe(1);
    expect(
      await counts(t, `SELECT 1 FROM inventory_movements m JOIN product_variants v ON v.id = m.variant_id WHERE v.public_id = $1 AND m.reason = 'sale'`, [
        variant,
      ]),
    ).toBe(1);
    expect(await counts(t, `SELECT 1 FROM checkout_sessions WHERE customer_public_id = ANY($1::uuid[])`, [buyers.map((b) => b.customerId)])).toBe(1);
    expect(winner.links.orderId).toEqual(expect.any(String));
  }
}, 120_000);

it('a double-clicked complete makes one order and both clicks answer the same sale', async () => {
  const api = posApi(t, c.cashier);
  const kase = c.shop.variants[1];
  for (let round = 0; round < 5; round++) {
    const before = await stockOf(t, kase);
    const buyer = await customerWithCart(t, c.shop, []);
    const sale = await draftSale(api, c.shop.product.publicId, [{ variantPublicId: kase, quantity: 2 }], buyer.customerId);
    const [a, b] = await Promise.all([api.complete(sale, cash), api.complete(sale, cash)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.data).toEqual(b.body.data);
    expect(await counts(t, `SELECT 1 FROM orders WHERE customer_public_id = $1`, [buyer.customerId])).toBe(1);
    expect(await counts(t, `SELECT 1 FROM payment_attempts WHERE customer_id = $1`, [buyer.customerId])).toBe(1);
    expect(await stockOf(t, kase)).toEqual({ onHand: before.onHand - 2, reserved: before.reserved });
  }
}, 120_000);
