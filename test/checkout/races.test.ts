import { bootApp, type TestApp } from '../support/app.js';
import { CHECKOUT, customerWithCart, shopFixture, stockOf, SUPERADMIN_ENV, type Buyer, type Shop } from './support.js';

let t: TestApp;
let shop: Shop;
const sql = (text: string, params: unknown[] = []) => t.bazaar.dataSource.query(text, params);

beforeAll(async () => {
  t = await bootApp({ env: SUPERADMIN_ENV });
  shop = await shopFixture(t);
}, 120_000);
afterAll(async () => t?.close());

describe('racing starts', () => {
  it('60 concurrent starts by one customer: one session (one 201, the rest 200 with its id), one hold', async () => {
    const {
      variantIds: [v],
    } = await shop.makeProduct('One customer race', [{ mrp: 100, sellingPrice: 100, onHand: 50 }]);
    const b = await customerWithCart(t, shop, [{ variantId: v, quantity: 2 }]);
    const results = await Promise.all(Array.from({ length: 60 }, () => t.http.post(CHECKOUT).set(b.auth()).send({ addressId: b.addressId })));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 200)).toHaveLength(59);
    expect(new Set(results.map((r) => r.body.data.checkout.id)).size).toBe(1);
    expect(await sql(`SELECT count(*)::int AS n FROM checkout_sessions WHERE customer_public_id = $1`, [b.customerId])).toEqual([{ n: 1 }]);
    expect(await stockOf(t, v)).toEqual({ onHand: 50, reserved: 2 });
  });

  it('40 customers race for a variant with 7 units: exactly 7 sessions hold stock, the rest 409 with nothing left behind, reserved never above onHand', async () => {
    const {
      variantIds: [v],
    } = await shop.makeProduct('Scarce', [{ mrp: 100, sellingPrice: 100, onHand: 10 }]);
    const buyers: Buyer[] = [];
    for (let i = 0; i < 40; i++) buyers.push(await customerWithCart(t, shop, [{ variantId: v, quantity: 1 }]));
    await shop.fixtures.write(`UPDATE product_variants SET on_hand = 7 WHERE public_id = $1`, [v]);
    const results = await Promise.all(buyers.map((b) => t.http.post(CHECKOUT).set(b.auth()).send({ addressId: b.addressId })));
    const created = results.filter((r) => r.status === 201);
    expect(created).toHaveLength(7);
    const refused = results.filter((r) => r.status !== 201);
    // a loser priced before the units ran out is refused at the hold (shortfall); one priced after sees the
    // variant sold out, which the pricing service reports as not purchasable
    for (const r of refused) {
      expect(r.status).toBe(409);
      if (r.body.errorCode === 'CHECKOUT_INSUFFICIENT_STOCK')
        expect(r.body.details.shortfalls).toEqual([expect.objectContaining({ variantId: v, requested: 1, available: 0 })]);
      else expect(r.body).toMatchObject({ errorCode: 'CHECKOUT_PRODUCT_UNAVAILABLE', details: { unavailableVariantIds: [v] } });
    }
    expect(await stockOf(t, v)).toEqual({ onHand: 7, reserved: 7 });
    const [held] = await sql(`SELECT count(*)::int AS sessions FROM checkout_session_lines WHERE variant_public_id = $1 AND reserved`, [v]);
    expect(held.sessions).toBe(7);
    // everyone refused left nothing behind: no session, cart unlocked
    const refusedIds = buyers.filter((_b, i) => results[i].status !== 201).map((b) => b.customerId);
    expect(await sql(`SELECT count(*)::int AS n FROM checkout_sessions WHERE customer_public_id = ANY($1::uuid[])`, [refusedIds])).toEqual([{ n: 0 }]);
    expect(await sql(`SELECT count(*)::int AS n FROM carts WHERE customer_public_id = ANY($1::uuid[]) AND lock_ref IS NOT NULL`, [refusedIds])).toEqual([
      { n: 0 },
    ]);
    // the seven cancel concurrently: every unit back, reserved never negative
    const winners = buyers.filter((_b, i) => results[i].status === 201);
    await Promise.all(
      winners.map((b) =>
        t.http
          .post(`${CHECKOUT}/${results[buyers.indexOf(b)].body.data.checkout.id}/cancel`)
          .set(b.auth())
          .expect(200),
      ),
    );
    expect(await stockOf(t, v)).toEqual({ onHand: 7, reserved: 0 });
  }, 120_000);
});
