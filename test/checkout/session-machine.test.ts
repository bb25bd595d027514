import { clock } from '../../core/clock/clock.js';
import { SESSION_STATUSES } from '../../plugins/checkout/entities/checkout-session.entity.js';
import { SESSION_MACHINE } from '../../plugins/checkout/session-machine.js';
import { bootApp, type TestApp } from '../support/app.js';
import { bearer } from '../support/auth.js';
import { ADMIN_SESSIONS, CHECKOUT, customerWithCart, shopFixture, SUPERADMIN_ENV, type Buyer, type Shop } from './support.js';

describe('the checkout session machine is spec 03 "States and transitions: Checkout session"', () => {
  const SPEC_ROWS: [string, string][] = [
    ['pending_payment', 'payment_in_progress'], // payment start
    ['pending_payment', 'cancelled'], // customer or admin cancel
    ['pending_payment', 'expired'], // expiry sweep or admin force-expire
    ['payment_in_progress', 'pending_payment'], // payment-start failure
    ['payment_in_progress', 'expired'], // admin POST expire (stuck gateway)
    ['payment_in_progress', 'completed'], // payment settled
  ];

  it('allows every move of the table and no other (settlement is recorded in place, then completes)', () => {
    const allowed = SESSION_STATUSES.flatMap((from) => SESSION_STATUSES.filter((to) => to !== from && SESSION_MACHINE.can(from, to)).map((to) => [from, to]));
    expect(allowed.sort()).toEqual([...SPEC_ROWS].sort());
    expect(SESSION_MACHINE.can('payment_in_progress', 'settle')).toBe(true);
    expect(SESSION_MACHINE.can('payment_in_progress', 'cancel')).toBe(false);
  });
});

describe('"expired" reads the same in TS and SQL, from the one clock, at the boundary', () => {
  let t: TestApp;
  let shop: Shop;
  let ann: Buyer;
  beforeAll(async () => {
    t = await bootApp({ env: SUPERADMIN_ENV });
    shop = await shopFixture(t);
    ann = await customerWithCart(t, shop, [{ variantId: shop.variants[0], quantity: 1 }]);
  }, 120_000);
  afterAll(async () => {
    clock.reset();
    await t?.close();
  });

  it('a millisecond before expiresAt both read pending_payment; at expiresAt both read expired', async () => {
    const started = (await t.http.post(CHECKOUT).set(ann.auth()).send({ addressId: ann.addressId }).expect(201)).body.data;
    const reads = async () => {
      const active = (await t.http.get(`${CHECKOUT}/active`).set(ann.auth()).expect(200)).body.data; // TS: the session view
      const listed = (await t.http.get(ADMIN_SESSIONS).set(bearer(shop.adminToken)).query({ customerId: ann.customerId }).expect(200)).body.data; // SQL: the list's status
      const filtered = (await t.http.get(ADMIN_SESSIONS).set(bearer(shop.adminToken)).query({ status: 'expired' }).expect(200)).body.data; // SQL: the filter
      return { ts: active.checkout.status, sql: listed[0].status, filteredExpired: filtered.length === 1 };
    };
    // the clock frozen (tokens stay valid) and the session's expiresAt put one millisecond after it, then on it
    const now = Date.now();
    clock.set(now);
    const expireAt = (at: number) =>
      t.bazaar.dataSource.query(`UPDATE checkout_sessions SET expires_at = $2 WHERE public_id = $1`, [started.checkout.id, new Date(at)]);
    await expireAt(now + 1);
    expect(await reads()).toEqual({ ts: 'pending_payment', sql: 'pending_payment', filteredExpired: false });
    await expireAt(now);
    expect(await reads()).toEqual({ ts: 'expired', sql: 'expired', filteredExpired: true });
  });
});
