import { clock } from '../../core/clock/clock.js';
import { newPublicId } from '../../core/db/ids.js';
import { sweepExpiredAttempts } from '../../plugins/payments/jobs.js';
import { adminWith, bearer } from '../support/auth.js';
import {
  ADMIN_PAYMENTS,
  attemptRow,
  customerWithCart,
  followReturn,
  key,
  PAYMENTS,
  paymentsWorld,
  postForm,
  sessionStatus,
  settlementsOf,
  startCheckout,
  startPayment,
  stockOf,
  type Buyer,
  type PaymentsWorld,
} from './support.js';

let w: PaymentsWorld;
beforeAll(async () => {
  w = await paymentsWorld();
}, 120_000);
afterAll(async () => {
  clock.reset();
  await w?.close();
});
afterEach(() => clock.reset());

const admin = () => bearer(w.shop.adminToken);
async function withSession(): Promise<{ b: Buyer; checkoutId: string; grandTotal: number }> {
  const b = await customerWithCart(w.t, w.shop, [{ variantId: w.shop.variants[1], quantity: 1 }]);
  return { b, ...(await startCheckout(w.t, b)) };
}

describe('POST /api/mobile/payments refusals', () => {
  it('400 PAYMENT_METHOD_UNAVAILABLE for an unknown method; 400 VALIDATION_FAILED for bad or extra fields; no Idempotency-Key needed', async () => {
    const { b, checkoutId } = await withSession();
    const res = await startPayment(w.t, b, checkoutId, 'card').expect(400);
    expect(res.body).toMatchObject({ errorCode: 'PAYMENT_METHOD_UNAVAILABLE', details: { method: 'card', available: ['cod', 'gateway'] } });
    // any value that names no method this shop offers is "unknown", whatever its type or length
    for (const method of [123, 'x'.repeat(41), ['cod']]) {
      const odd = await w.t.http.post(PAYMENTS).set(b.auth()).set(key()).send({ checkoutId, method }).expect(400);
      expect(odd.body.errorCode).toBe('PAYMENT_METHOD_UNAVAILABLE');
    }
    expect((await w.t.http.post(PAYMENTS).set(b.auth()).set(key()).send({ checkoutId }).expect(400)).body.errorCode).toBe('VALIDATION_FAILED');
    expect((await w.t.http.post(PAYMENTS).set(b.auth()).set(key()).send({ checkoutId: 'nope', method: 'cod' }).expect(400)).body.errorCode).toBe(
      'VALIDATION_FAILED',
    );
    expect((await w.t.http.post(PAYMENTS).set(b.auth()).set(key()).send({ checkoutId, method: 'cod', amount: 1 }).expect(400)).body.errorCode).toBe(
      'VALIDATION_FAILED',
    );
    expect(await sessionStatus(w.t, checkoutId)).toBe('pending_payment');
    // the key is optional (spec 03 does not mark the route): without one the payment still starts, once
    expect((await w.t.http.post(PAYMENTS).set(b.auth()).send({ checkoutId, method: 'cod' }).expect(201)).body.data.status).toBe('paid');
    expect((await w.t.http.post(PAYMENTS).set(b.auth()).send({ checkoutId, method: 'cod' }).expect(409)).body.errorCode).toBe('PAYMENT_ALREADY_SETTLED');
  });

  it("404 CHECKOUT_SESSION_NOT_FOUND for an unknown checkout and for another customer's", async () => {
    const { checkoutId } = await withSession();
    const other = await customerWithCart(w.t, w.shop, []);
    expect((await startPayment(w.t, other, newPublicId(), 'cod').expect(404)).body.errorCode).toBe('CHECKOUT_SESSION_NOT_FOUND');
    expect((await startPayment(w.t, other, checkoutId, 'cod').expect(404)).body.errorCode).toBe('CHECKOUT_SESSION_NOT_FOUND');
    expect(await sessionStatus(w.t, checkoutId)).toBe('pending_payment');
  });

  it("409 CHECKOUT_SESSION_EXPIRED past the session's expiry", async () => {
    const { b, checkoutId } = await withSession();
    clock.advance(16 * 60_000);
    expect((await startPayment(w.t, b, checkoutId, 'cod').expect(409)).body.errorCode).toBe('CHECKOUT_SESSION_EXPIRED');
  });

  it('409 PAYMENT_ATTEMPT_ALREADY_LIVE for another method in flight; 200 with the same form for the same method (both return)', async () => {
    const { b, checkoutId } = await withSession();
    const first = await startPayment(w.t, b, checkoutId, 'gateway').expect(201);
    expect((await startPayment(w.t, b, checkoutId, 'cod').expect(409)).body).toMatchObject({
      errorCode: 'PAYMENT_ATTEMPT_ALREADY_LIVE',
      details: { paymentId: first.body.data.id, method: 'gateway' },
    });
    const again = await startPayment(w.t, b, checkoutId, 'gateway').expect(200);
    expect(again.body.data.id).toBe(first.body.data.id);
    expect(again.body.data.redirect).toEqual(first.body.data.redirect);
    await postForm(first.body.data.redirect);
    await followReturn(w.t, w.sim.pay(first.body.data.id).location).expect(303);
    expect((await attemptRow(w.t, first.body.data.id)).status).toBe('succeeded');
  });
});

describe("another customer's attempt, unknown attempts", () => {
  it('GET and cancel answer 404 PAYMENT_ATTEMPT_NOT_FOUND, never 403, and change nothing', async () => {
    const { b, checkoutId } = await withSession();
    const id = (await startPayment(w.t, b, checkoutId, 'gateway').expect(201)).body.data.id;
    const other = await customerWithCart(w.t, w.shop, []);
    expect((await w.t.http.get(`${PAYMENTS}/${id}`).set(other.auth()).expect(404)).body.errorCode).toBe('PAYMENT_ATTEMPT_NOT_FOUND');
    expect((await w.t.http.post(`${PAYMENTS}/${id}/cancel`).set(other.auth()).expect(404)).body.errorCode).toBe('PAYMENT_ATTEMPT_NOT_FOUND');
    expect((await w.t.http.get(`${PAYMENTS}/${newPublicId()}`).set(b.auth()).expect(404)).body.errorCode).toBe('PAYMENT_ATTEMPT_NOT_FOUND');
    expect((await w.t.http.get(`${PAYMENTS}/not-a-uuid`).set(b.auth()).expect(400)).body.errorCode).toBe('VALIDATION_FAILED');
    expect((await attemptRow(w.t, id)).status).toBe('initiated');
    // the owner's cancel: the session goes back to pending_payment with its holds
    const held = await stockOf(w.t, w.shop.variants[1]);
    const cancelled = await w.t.http.post(`${PAYMENTS}/${id}/cancel`).set(b.auth()).expect(200);
    expect(cancelled.body.data.status).toBe('cancelled');
    expect(await sessionStatus(w.t, checkoutId)).toBe('pending_payment');
    expect(await stockOf(w.t, w.shop.variants[1])).toEqual(held);
    // and may be paid again at once
    expect((await startPayment(w.t, b, checkoutId, 'cod').expect(201)).body.data.status).toBe('paid');
  });
});

describe('the expiry sweep asks the gateway before expiring', () => {
  it('never posted to the gateway (NOT_FOUND): expired, the session goes back to pending_payment', async () => {
    const { b, checkoutId } = await withSession();
    const id = (await startPayment(w.t, b, checkoutId, 'gateway').expect(201)).body.data.id;
    clock.advance(21 * 60_000);
    expect(await sweepExpiredAttempts()).toBeGreaterThanOrEqual(1);
    expect((await attemptRow(w.t, id)).status).toBe('expired');
    expect(await sessionStatus(w.t, checkoutId)).toBe('pending_payment');
    expect((await w.t.http.get(`${PAYMENTS}/${id}`).set(b.auth()).expect(200)).body.data.status).toBe('failed_final');
  });

  it('paid at the gateway but the browser never came back: the sweep finds the money and settles', async () => {
    const { b, checkoutId } = await withSession();
    const res = await startPayment(w.t, b, checkoutId, 'gateway').expect(201);
    await postForm(res.body.data.redirect);
    w.sim.pay(res.body.data.id); // the redirect is never followed
    clock.advance(21 * 60_000);
    await sweepExpiredAttempts();
    expect((await attemptRow(w.t, res.body.data.id)).status).toBe('succeeded');
    expect(await settlementsOf(w.t, checkoutId)).toHaveLength(1);
  });
});

describe('admin payments', () => {
  it('lists with filters (business status, method, customer, amounts), sorts, pages; needs Payments_READ', async () => {
    const { b, checkoutId, grandTotal } = await withSession();
    const id = (await startPayment(w.t, b, checkoutId, 'cod').expect(201)).body.data.id;
    const list = (q: string) =>
      w.t.http
        .get(`${ADMIN_PAYMENTS}?${q}`)
        .set(admin())
        .expect(200)
        .then((r) => r.body);
    const mine = await list(`customerId=${b.customerId}`);
    expect(mine).toMatchObject({ count: 1, currentPage: 1 });
    expect(mine.data[0]).toMatchObject({
      id,
      checkoutId,
      customerId: b.customerId,
      method: 'cod',
      status: 'paid',
      storedStatus: 'succeeded',
      amount: grandTotal,
      reconciliation: null,
    });
    expect(mine.data[0].timeline).toBeUndefined();
    expect((await list(`customerId=${b.customerId}&status=paid&method=cod&minAmount=${grandTotal}&maxAmount=${grandTotal}`)).count).toBe(1);
    expect((await list(`customerId=${b.customerId}&status=processing`)).count).toBe(0);
    expect((await list(`customerId=${b.customerId}&method=gateway`)).count).toBe(0);
    expect((await list(`customerId=${b.customerId}&minAmount=${grandTotal + 1}`)).count).toBe(0);
    const sorted = await list('sortBy=amount&order=asc&size=100');
    const amounts = sorted.data.map((r: any) => r.amount);
    expect(amounts).toEqual([...amounts].sort((x: number, y: number) => x - y));
    expect((await w.t.http.get(`${ADMIN_PAYMENTS}?status=paidish`).set(admin()).expect(400)).body.errorCode).toBe('VALIDATION_FAILED');
    expect((await w.t.http.get(`${ADMIN_PAYMENTS}?size=101`).set(admin()).expect(400)).body.errorCode).toBe('VALIDATION_FAILED');
    expect((await w.t.http.post(`${ADMIN_PAYMENTS}/${id}/resolve`).set(admin()).send({ note: 'Nothing to resolve here' }).expect(400)).body.errorCode).toBe(
      'PAYMENT_RESOLUTION_NOT_APPLICABLE',
    );
    expect((await w.t.http.get(`${ADMIN_PAYMENTS}/${newPublicId()}`).set(admin()).expect(404)).body.errorCode).toBe('PAYMENT_ATTEMPT_NOT_FOUND');
    const reader = await adminWith(w.t, w.shop.adminToken, ['Payments_READ']);
    await w.t.http.get(ADMIN_PAYMENTS).set(bearer(reader)).expect(200);
    await w.t.http.post(`${ADMIN_PAYMENTS}/${id}/resolve`).set(bearer(reader)).send({ note: 'Nothing to resolve here' }).expect(403);
    await w.t.http.get(ADMIN_PAYMENTS).set(b.auth()).expect(403);
  });
});
