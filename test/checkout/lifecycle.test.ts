import { runAs } from '../../core/context/request-context.js';
import { newPublicId } from '../../core/db/ids.js';
import { repo, withTransaction } from '../../core/db/transaction.js';
import { CheckoutSessionLine } from '../../plugins/checkout/entities/checkout-session-line.entity.js';
import { CheckoutSession } from '../../plugins/checkout/entities/checkout-session.entity.js';
import { sessionStore } from '../../plugins/checkout/session-store.js';
import { checkout } from '../../plugins/checkout/index.js';
import { completeSettled, SHORT_MESSAGE } from '../../plugins/checkout/completion.js';
import { sweepExpiredSessions } from '../../plugins/checkout/jobs.js';
import { insertCoupon, counters } from '../promotions/support.js';
import { bootApp, type TestApp } from '../support/app.js';
import { CHECKOUT, customerWithCart, shopFixture, stockOf, SUPERADMIN_ENV, type Buyer, type Shop } from './support.js';

let t: TestApp;
let shop: Shop;
const sql = (text: string, params: unknown[] = []) => t.bazaar.dataSource.query(text, params);
const asCustomer = <T>(customerId: string, fn: () => Promise<T>) => runAs({ kind: 'customer', publicId: customerId, internalId: '0' } as any, fn, 'customer');
const start = async (b: Buyer, body: object = {}) =>
  (
    await t.http
      .post(CHECKOUT)
      .set(b.auth())
      .send({ addressId: b.addressId, ...body })
      .expect(201)
  ).body.data;
const expire = (id: string) => sql(`UPDATE checkout_sessions SET expires_at = now() - interval '1 second' WHERE public_id = $1`, [id]);
const statusOf = async (id: string) => (await sql(`SELECT status FROM checkout_sessions WHERE public_id = $1`, [id]))[0].status;

async function until<T>(what: () => Promise<T>, ok: (v: T) => boolean, ms = 10_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const v = await what();
    if (ok(v)) return v;
    if (Date.now() > deadline) throw new Error(`condition not met: ${JSON.stringify(v)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Settles a session the way payments does (COD): lock, begin, settle in one transaction. */
async function settle(b: Buyer, id: string, attemptId = newPublicId()) {
  return asCustomer(b.customerId, () =>
    withTransaction(async () => {
      const p = await checkout.sessions.lockPayable(id, b.customerId);
      await checkout.sessions.beginPayment(id);
      return checkout.sessions.settle({ sessionId: id, attemptId, method: 'cod', amount: p.grandTotal });
    }),
  );
}

beforeAll(async () => {
  t = await bootApp({ env: SUPERADMIN_ENV });
  shop = await shopFixture(t);
}, 120_000);
afterAll(async () => t?.close());

describe('the expiry sweep (checkout.expire-sessions)', () => {
  it('expires pending_payment sessions past expiresAt and releases them; never touches payment_in_progress or unexpired ones', async () => {
    const {
      variantIds: [v],
    } = await shop.makeProduct('Sweep stock', [{ mrp: 100, sellingPrice: 100, onHand: 10 }]);
    const coupon = await insertCoupon(t, { kind: 'fixed', amount: 10 });
    const due = await customerWithCart(t, shop, [{ variantId: v, quantity: 2 }]);
    const atGateway = await customerWithCart(t, shop, [{ variantId: v, quantity: 3 }]);
    const fresh = await customerWithCart(t, shop, [{ variantId: v, quantity: 1 }]);
    const [a, b, c] = [await start(due, { couponCode: coupon.code }), await start(atGateway), await start(fresh)];
    await asCustomer(atGateway.customerId, () => checkout.sessions.beginPayment(b.checkout.id));
    await expire(a.checkout.id);
    await expire(b.checkout.id);
    expect(await stockOf(t, v)).toEqual({ onHand: 10, reserved: 6 });
    expect(await counters(t, coupon.publicId)).toEqual({ used: 0, held: 1 });
    await runAs({ kind: 'system', publicId: null }, () => sweepExpiredSessions());
    expect([await statusOf(a.checkout.id), await statusOf(b.checkout.id), await statusOf(c.checkout.id)]).toEqual([
      'expired',
      'payment_in_progress',
      'pending_payment',
    ]);
    expect(await stockOf(t, v)).toEqual({ onHand: 10, reserved: 4 });
    expect(await counters(t, coupon.publicId)).toEqual({ used: 0, held: 0 });
    expect((await t.http.get('/api/mobile/cart').set(due.auth())).body.data.locked).toBe(false);
    expect((await t.http.get('/api/mobile/cart').set(atGateway.auth())).body.data.locked).toBe(true);
    // a second run finds nothing more to do
    await sweepExpiredSessions();
    expect(await stockOf(t, v)).toEqual({ onHand: 10, reserved: 4 });
    expect(
      await sql(`SELECT count(*)::int AS n FROM outbox_events WHERE topic = 'checkout.session.closed' AND payload->>'checkoutId' = $1`, [a.checkout.id]),
    ).toEqual([{ n: 1 }]);
  });
});

describe('release', () => {
  it('releasing twice releases once: two cancels racing an admin expire leaves reserved exact, never negative', async () => {
    const {
      variantIds: [v],
    } = await shop.makeProduct('Release stock', [{ mrp: 100, sellingPrice: 100, onHand: 10 }]);
    const b = await customerWithCart(t, shop, [{ variantId: v, quantity: 4 }]);
    const other = await customerWithCart(t, shop, [{ variantId: v, quantity: 1 }]);
    const s = await start(b);
    await start(other);
    const closers = [
      () => t.http.post(`${CHECKOUT}/${s.checkout.id}/cancel`).set(b.auth()),
      () => runAs({ kind: 'system', publicId: null }, () => checkout.sessions.expireByAdmin(s.checkout.id)).catch((e) => e),
      () => t.http.post(`${CHECKOUT}/${s.checkout.id}/cancel`).set(b.auth()),
    ];
    await Promise.all(closers.map((c) => c()));
    expect(await stockOf(t, v)).toEqual({ onHand: 10, reserved: 1 });
    expect(await sql(`SELECT count(*)::int AS n FROM inventory_movements WHERE reference = $1 AND reason = 'release'`, [`checkout:${s.checkout.id}`])).toEqual([
      { n: 1 },
    ]);
  });
});

describe('paymentEnded and beginPayment', () => {
  it('a failed attempt returns the session to pending_payment with its holds; past expiry beginPayment is 409 CHECKOUT_SESSION_EXPIRED', async () => {
    const b = await customerWithCart(t, shop, [{ variantId: shop.variants[1], quantity: 1 }]);
    const before = await stockOf(t, shop.variants[1]);
    const s = await start(b);
    await asCustomer(b.customerId, () => checkout.sessions.beginPayment(s.checkout.id));
    expect((await checkout.sessions.payable(s.checkout.id, b.customerId))!.status).toBe('payment_in_progress');
    // a session at the gateway does not expire by the clock
    await expire(s.checkout.id);
    expect((await checkout.sessions.payable(s.checkout.id, b.customerId))!.status).toBe('payment_in_progress');
    await sql(`UPDATE checkout_sessions SET expires_at = now() + interval '10 minutes' WHERE public_id = $1`, [s.checkout.id]);
    await asCustomer(b.customerId, () => checkout.sessions.paymentEnded(s.checkout.id));
    expect((await checkout.sessions.payable(s.checkout.id, b.customerId))!.status).toBe('pending_payment');
    expect(await stockOf(t, shop.variants[1])).toEqual({ onHand: before.onHand, reserved: before.reserved + 1 });
    await expire(s.checkout.id);
    await expect(asCustomer(b.customerId, () => checkout.sessions.beginPayment(s.checkout.id))).rejects.toMatchObject({
      errorCode: 'CHECKOUT_SESSION_EXPIRED',
    });
    expect(await settle(b, s.checkout.id).catch((e) => e.errorCode)).toBe('CHECKOUT_SESSION_EXPIRED');
    await expect(checkout.sessions.lockPayable(s.checkout.id, newPublicId())).rejects.toMatchObject({ errorCode: 'CHECKOUT_SESSION_NOT_FOUND' });
  });
});

describe('completion (SESSION_SETTLED -> orders.complete-checkout)', () => {
  it('completes once: stock committed, coupon consumed, bought lines removed, cart unlocked, SESSION_COMPLETED once; a second delivery changes nothing', async () => {
    const {
      variantIds: [v],
    } = await shop.makeProduct('Completion stock', [{ mrp: 1000, sellingPrice: 1000, onHand: 10 }]);
    const coupon = await insertCoupon(t, { kind: 'fixed', amount: 100 });
    const b = await customerWithCart(t, shop, [{ variantId: v, quantity: 3 }]);
    const s = await start(b, { couponCode: coupon.code });
    const attemptId = newPublicId();
    expect(await settle(b, s.checkout.id, attemptId)).toEqual({ accepted: true });
    expect((await checkout.sessions.payable(s.checkout.id, b.customerId))!.status).toBe('payment_in_progress');
    const done = await until(
      () => checkout.sessions.completion(s.checkout.id),
      (c) => c !== null,
    );
    expect(done).toEqual({ completedAt: expect.any(Date), shortVariants: [], message: null });
    expect(await stockOf(t, v)).toEqual({ onHand: 7, reserved: 0 });
    expect(await counters(t, coupon.publicId)).toEqual({ used: 1, held: 0 });
    const cart = (await t.http.get('/api/mobile/cart').set(b.auth())).body.data;
    expect(cart).toMatchObject({ items: [], locked: false });
    await asCustomer(b.customerId, () => withTransaction(() => completeSettled(s.checkout.id)));
    expect(await stockOf(t, v)).toEqual({ onHand: 7, reserved: 0 });
    expect(await counters(t, coupon.publicId)).toEqual({ used: 1, held: 0 });
    expect(await sql(`SELECT payload FROM outbox_events WHERE topic = 'checkout.session.completed' AND payload->>'checkoutId' = $1`, [s.checkout.id])).toEqual([
      { payload: { checkoutId: s.checkout.id, attemptId, method: 'cod' } },
    ]);
    // the same attempt settling again is accepted without a second event; another attempt is settled_by_other
    expect(await checkout.sessions.settle({ sessionId: s.checkout.id, attemptId, method: 'cod', amount: s.pricing.grandTotal })).toEqual({ accepted: true });
    // another amount never settles: refused by the service, and by the table's CHECK if a write got that far
    await expect(checkout.sessions.settle({ sessionId: s.checkout.id, attemptId, method: 'cod', amount: s.pricing.grandTotal + 1 })).rejects.toThrow(/settle/);
    await expect(sql(`UPDATE checkout_sessions SET settled_amount = settled_amount + 1 WHERE public_id = $1`, [s.checkout.id])).rejects.toThrow(
      /chk_checkout_sessions_settled_amount/,
    );
    expect(await checkout.sessions.settle({ sessionId: s.checkout.id, attemptId: newPublicId(), method: 'cod', amount: s.pricing.grandTotal })).toEqual({
      accepted: false,
      reason: 'settled_by_other',
    });
    expect(
      await sql(`SELECT count(*)::int AS n FROM outbox_events WHERE topic = 'checkout.session.settled' AND payload->>'checkoutId' = $1`, [s.checkout.id]),
    ).toEqual([{ n: 1 }]);
    const source = await checkout.sessions.forOrder(s.checkout.id);
    expect(source).toMatchObject({
      checkoutId: s.checkout.id,
      attemptId,
      paymentMethod: 'cod',
      fulfilmentType: 'delivery',
      discountAmount: 100,
      grandTotal: 3000 - 100 + 10000,
      lines: [{ variantId: v, quantity: 3, lineTotal: 3000, discountAmount: 100, unavailableQuantity: 0 }],
      shipping: { recipientName: 'Sita Sharma', districtName: 'Lalitpur', provinceName: 'Bagmati', ward: 5, fee: 10000 },
      promotions: [{ promotionId: coupon.publicId, couponCode: coupon.code, discountAmount: 100 }],
    });
    // ended states refuse a cancel
    expect((await t.http.post(`${CHECKOUT}/${s.checkout.id}/cancel`).set(b.auth()).expect(409)).body.errorCode).toBe('CHECKOUT_SESSION_NOT_CANCELLABLE');
  });

  it('a short commit: units gone between freeze and settlement are recorded unavailable; the rest ship; reserved exact', async () => {
    const {
      variantIds: [v, w],
    } = await shop.makeProduct('Short stock', [
      { mrp: 500, sellingPrice: 500, name: 'A', onHand: 5 },
      { mrp: 600, sellingPrice: 600, name: 'B', onHand: 5 },
    ]);
    const b = await customerWithCart(t, shop, [
      { variantId: v, quantity: 4 },
      { variantId: w, quantity: 2 },
    ]);
    const s = await start(b);
    // a stock correction after the hold: 1 unit of A left on hand
    await shop.fixtures.write(`UPDATE product_variants SET on_hand = 1 WHERE public_id = $1`, [v]);
    expect(await settle(b, s.checkout.id)).toEqual({ accepted: true });
    const done = await until(
      () => checkout.sessions.completion(s.checkout.id),
      (c) => c !== null,
    );
    expect(done).toEqual({ completedAt: expect.any(Date), shortVariants: [v], message: SHORT_MESSAGE });
    expect(await stockOf(t, v)).toEqual({ onHand: 0, reserved: 0 });
    expect(await stockOf(t, w)).toEqual({ onHand: 3, reserved: 0 });
    const source = await checkout.sessions.forOrder(s.checkout.id);
    expect(source!.lines.map((l) => [l.variantId, l.quantity, l.unavailableQuantity])).toEqual([
      [v, 4, 3],
      [w, 2, 0],
    ]);
    const view = await checkout.sessions.view(s.checkout.id);
    expect(view.items.map((i) => i.unavailableQuantity)).toEqual([3, 0]);
  });

  it('settle refuses a cancelled session (reason cancelled) and changes nothing', async () => {
    const b = await customerWithCart(t, shop, [{ variantId: shop.variants[1], quantity: 1 }]);
    const s = await start(b);
    await t.http.post(`${CHECKOUT}/${s.checkout.id}/cancel`).set(b.auth()).expect(200);
    expect(await checkout.sessions.settle({ sessionId: s.checkout.id, attemptId: newPublicId(), method: 'gateway', amount: s.pricing.grandTotal })).toEqual({
      accepted: false,
      reason: 'cancelled',
    });
    expect(await statusOf(s.checkout.id)).toBe('cancelled');
    expect(await checkout.sessions.completion(s.checkout.id)).toBeNull();
    expect(await checkout.sessions.forOrder(s.checkout.id)).toBeNull();
  });
});

describe("the completion's read (sessionStore.lockedWithLines)", () => {
  it("builds, in one statement, the same session and lines TypeORM's own reads build (types, money, nulls, arrays)", async () => {
    const {
      variantIds: [a, b],
    } = await shop.makeProduct('Row read', [
      { mrp: 300, sellingPrice: 250, onHand: 5 },
      { mrp: 120, sellingPrice: 120, onHand: 5 },
    ]);
    const coupon = await insertCoupon(t, { kind: 'fixed', amount: 10 });
    const buyer = await customerWithCart(t, shop, [
      { variantId: a, quantity: 2 },
      { variantId: b, quantity: 1 },
    ]);
    const id = (await start(buyer, { couponCode: coupon.code })).checkout.id;
    await sql(`UPDATE checkout_sessions SET short_variant_ids = ARRAY[$2::uuid] WHERE public_id = $1`, [id, b]);
    const oneStatement = await withTransaction(() => sessionStore.lockedWithLines(id));
    const typeorm = await withTransaction(async () => {
      const session = await repo(CheckoutSession).findOneByOrFail({ publicId: id });
      return { session, lines: await repo(CheckoutSessionLine).find({ where: { sessionId: session.id }, order: { position: 'ASC' } }) };
    });
    expect(oneStatement).toStrictEqual(typeorm);
    expect(oneStatement!.session).toBeInstanceOf(CheckoutSession);
    expect(oneStatement!.session.shortVariantIds).toEqual([b]);
    expect(oneStatement!.session.couponCode).toBe(coupon.code);
    expect(oneStatement!.lines.map((l) => [l.variantPublicId, l.quantity, l.unitPrice])).toEqual([
      [a, 2, 250],
      [b, 1, 120],
    ]);
    expect(await withTransaction(() => sessionStore.lockedWithLines(newPublicId()))).toBeNull();
  });
});
