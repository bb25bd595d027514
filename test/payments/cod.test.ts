import { bearer } from '../support/auth.js';
import {
  ADMIN_PAYMENTS,
  attemptRow,
  customerWithCart,
  eventually,
  key,
  PAYMENTS,
  paymentsWorld,
  sessionStatus,
  settlementsOf,
  startCheckout,
  startPayment,
  stockOf,
  type PaymentsWorld,
} from './support.js';

let w: PaymentsWorld;
beforeAll(async () => {
  w = await paymentsWorld();
}, 120_000);
afterAll(async () => w?.close());

describe('cash on delivery', () => {
  it('lists both methods when the gateway is configured', async () => {
    const b = await customerWithCart(w.t, w.shop, []);
    const res = await w.t.http.get(`${PAYMENTS}/methods`).set(b.auth()).expect(200);
    expect(res.body.data.map((m: any) => [m.method, m.requiresRedirect])).toEqual([
      ['cod', false],
      ['gateway', true],
    ]);
  });

  it('POST /payments with cod: 201 paid at once, one accepted settlement, the checkout completes and stock is committed', async () => {
    const b = await customerWithCart(w.t, w.shop, [{ variantId: w.shop.variants[1], quantity: 2 }]);
    const before = await stockOf(w.t, w.shop.variants[1]);
    const { checkoutId, grandTotal } = await startCheckout(w.t, b);
    const res = await startPayment(w.t, b, checkoutId, 'cod').expect(201);
    expect(res.body.data).toEqual({
      id: expect.any(String),
      checkoutId,
      method: 'cod',
      status: 'paid',
      amount: grandTotal,
      currency: 'NPR',
      expiresAt: expect.any(String),
      redirect: null,
      retryAfterSeconds: null,
      shortVariants: [],
      message: null,
    });
    expect(await settlementsOf(w.t, checkoutId)).toEqual([{ accepted: true, refused_reason: null, amount: String(grandTotal) }]);
    expect(
      await eventually(
        () => sessionStatus(w.t, checkoutId),
        (s) => s === 'completed',
      ),
    ).toBe('completed');
    const after = await stockOf(w.t, w.shop.variants[1]);
    expect(after.onHand).toBe(before.onHand - 2);
    // the poll answers the same, and never redirects
    const poll = await w.t.http.get(`${PAYMENTS}/${res.body.data.id}`).set(b.auth()).expect(200);
    expect(poll.body.data).toMatchObject({ status: 'paid', redirect: null, shortVariants: [] });
    // paying again: 409 PAYMENT_ALREADY_SETTLED; cancelling: 409 PAYMENT_ATTEMPT_NOT_CANCELLABLE
    expect((await startPayment(w.t, b, checkoutId, 'cod').expect(409)).body.errorCode).toBe('PAYMENT_ALREADY_SETTLED');
    expect((await w.t.http.post(`${PAYMENTS}/${res.body.data.id}/cancel`).set(b.auth()).expect(409)).body.errorCode).toBe('PAYMENT_ATTEMPT_NOT_CANCELLABLE');
    // the timeline tells the story
    const detail = await w.t.http.get(`${ADMIN_PAYMENTS}/${res.body.data.id}`).set(bearer(w.shop.adminToken)).expect(200);
    expect(detail.body.data.timeline.map((e: any) => [e.type, e.fromStatus, e.toStatus])).toEqual([
      ['created', null, 'initiated'],
      ['settled', 'initiated', 'succeeded'],
    ]);
    expect(detail.body.data).toMatchObject({ customerId: b.customerId, storedStatus: 'succeeded', status: 'paid', reconciliation: null });
  });

  it('POST /checkout/pay: the session and the paid attempt in one request (200 with the payment shape)', async () => {
    const b = await customerWithCart(w.t, w.shop, [{ variantId: w.shop.variants[1], quantity: 1 }]);
    const res = await w.t.http
      .post('/api/mobile/checkout/pay')
      .set(b.auth())
      .set(key())
      .send({ addressId: b.addressId, method: 'cod', expectedGrandTotal: 800 + 10000 })
      .expect(200);
    expect(res.body.data).toMatchObject({ method: 'cod', status: 'paid', amount: 10800, redirect: null });
    expect((await attemptRow(w.t, res.body.data.id)).status).toBe('succeeded');
  });

  it('POST /checkout/pay with a stale total or an unknown method holds nothing', async () => {
    const b = await customerWithCart(w.t, w.shop, [{ variantId: w.shop.variants[1], quantity: 1 }]);
    const before = await stockOf(w.t, w.shop.variants[1]);
    const stale = await w.t.http
      .post('/api/mobile/checkout/pay')
      .set(b.auth())
      .set(key())
      .send({ addressId: b.addressId, method: 'cod', expectedGrandTotal: 1 })
      .expect(409);
    expect(stale.body.errorCode).toBe('CHECKOUT_TOTAL_CHANGED');
    const unknown = await w.t.http
      .post('/api/mobile/checkout/pay')
      .set(b.auth())
      .set(key())
      .send({ addressId: b.addressId, method: 'card', expectedGrandTotal: 10800 })
      .expect(400);
    expect(unknown.body.errorCode).toBe('PAYMENT_METHOD_UNAVAILABLE');
    const extra = await w.t.http
      .post('/api/mobile/checkout/pay')
      .set(b.auth())
      .set(key())
      .send({ addressId: b.addressId, method: 'cod', expectedGrandTotal: 10800, amount: 1 })
      .expect(400);
    expect(extra.body.errorCode).toBe('VALIDATION_FAILED');
    expect(await stockOf(w.t, w.shop.variants[1])).toEqual(before);
    expect(await w.t.bazaar.dataSource.query(`SELECT 1 FROM checkout_sessions WHERE customer_public_id = $1`, [b.customerId])).toHaveLength(0);
  });
});
