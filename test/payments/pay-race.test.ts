import { clock } from '../../core/clock/clock.js';
import { customerWithCart, eventually, key, paymentsWorld, stockOf, type Buyer, type PaymentsWorld } from './support.js';

let w: PaymentsWorld;
beforeAll(async () => {
  w = await paymentsWorld();
}, 120_000);
afterAll(async () => {
  clock.reset();
  await w?.close();
});

const BUYERS = 500;
const UNITS = 20;

async function inBatches<T>(n: number, size: number, make: (i: number) => Promise<T>): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < n; i += size) out.push(...(await Promise.all(Array.from({ length: Math.min(size, n - i) }, (_, j) => make(i + j)))));
  return out;
}

describe('500 customers pay at once for 20 units', () => {
  it('exactly 20 sessions hold stock and are paid; after settling, onHand dropped by exactly 20 and no line is short', async () => {
    const {
      variantIds: [variant],
    } = await w.shop.makeProduct('Limited drop', [{ mrp: 2000, sellingPrice: 1500, name: 'Only', sku: 'DROP-1', onHand: UNITS }]);
    const buyers: Buyer[] = await inBatches(BUYERS, 50, () => customerWithCart(w.t, w.shop, [{ variantId: variant, quantity: 1 }]));
    const before = await stockOf(w.t, variant);
    expect(before).toEqual({ onHand: UNITS, reserved: 0 });

    const results = await Promise.all(
      buyers.map((b) =>
        w.t.http
          .post('/api/mobile/checkout/pay')
          .set(b.auth())
          .set(key())
          .send({ addressId: b.addressId, method: 'cod', expectedGrandTotal: 1500 + 10000 }),
      ),
    );
    const paid = results.filter((r) => r.status === 200);
    const refused = results.filter((r) => r.status !== 200);
    expect(paid).toHaveLength(UNITS);
    expect(paid.every((r) => r.body.data.status === 'paid' && r.body.data.amount === 11500)).toBe(true);
    const codes = new Set(refused.map((r) => `${r.status} ${r.body.errorCode}`));
    expect([...codes].filter((c) => c !== '409 CHECKOUT_INSUFFICIENT_STOCK' && c !== '409 CHECKOUT_PRODUCT_UNAVAILABLE')).toEqual([]);

    const sql = (text: string, params: unknown[] = []) => w.t.bazaar.dataSource.query(text, params);
    const checkouts = paid.map((r) => r.body.data.checkoutId);
    const [{ sessions }] = await sql(
      `SELECT count(*)::int AS sessions FROM checkout_sessions s JOIN checkout_session_lines l ON l.session_id = s.id WHERE l.variant_public_id = $1`,
      [variant],
    );
    expect(sessions).toBe(UNITS);
    const [{ settled }] = await sql(`SELECT count(*)::int AS settled FROM payment_settlements WHERE accepted AND checkout_id = ANY($1::uuid[])`, [checkouts]);
    expect(settled).toBe(UNITS);
    const completed = await eventually(
      async () => (await sql(`SELECT count(*)::int AS n FROM checkout_sessions WHERE status = 'completed' AND public_id = ANY($1::uuid[])`, [checkouts]))[0].n,
      (n: number) => n === UNITS,
      60_000,
    );
    expect(completed).toBe(UNITS);
    expect(await stockOf(w.t, variant)).toEqual({ onHand: 0, reserved: 0 });
    const [{ short }] = await sql(
      `SELECT coalesce(sum(l.unavailable_quantity), 0)::int AS short FROM checkout_session_lines l WHERE l.variant_public_id = $1`,
      [variant],
    );
    expect(short).toBe(0);
    // and the orders: one per paid checkout, each with its unit, none short
    type OrderLine = { checkoutId: string; quantity: number; short: number };
    const orders = await eventually<OrderLine[]>(
      () =>
        sql(
          `SELECT o.checkout_public_id::text AS "checkoutId", i.quantity, i.unavailable_quantity AS short FROM orders o JOIN order_items i ON i.order_id = o.id
                  WHERE i.variant_public_id = $1 ORDER BY o.checkout_public_id`,
          [variant],
        ),
      (rows) => rows.length >= UNITS,
      60_000,
    );
    expect(orders.map((o) => o.checkoutId)).toEqual([...checkouts].sort());
    expect(orders.every((o) => o.quantity === 1 && o.short === 0)).toBe(true);
  }, 300_000);
});
