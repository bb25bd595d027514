import { clock } from '../../core/clock/clock.js';
import { verifyDueAttempts } from '../../plugins/payments/jobs.js';
import { bearer } from '../support/auth.js';
import {
  ADMIN_PAYMENTS,
  attemptRow,
  customerWithCart,
  eventually,
  followReturn,
  FRONTEND,
  PAYMENTS,
  paymentsWorld,
  postForm,
  PRODUCT_CODE,
  sessionStatus,
  settlementsOf,
  startCheckout,
  startPayment,
  type Buyer,
  type PaymentsWorld,
  atGateway as atGatewayIn,
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

/** A buyer with a session and a gateway attempt whose form the gateway has accepted. */
const atGateway = () => atGatewayIn(w);

const poll = async (b: Buyer, id: string) => (await w.t.http.get(`${PAYMENTS}/${id}`).set(b.auth()).expect(200)).body.data;
const statusChecks = (uuid: string) => w.sim.transaction(uuid)?.statusChecks ?? 0;

describe('gateway: the happy path', () => {
  it('answers a signed form, the gateway redirects to our return route, the status check confirms, 303 to the result page', async () => {
    const b = await customerWithCart(w.t, w.shop, [
      { variantId: w.shop.variants[0], quantity: 1 },
      { variantId: w.shop.variants[1], quantity: 1 },
    ]);
    const { checkoutId, grandTotal } = await startCheckout(w.t, b);
    expect(grandTotal).toBe(45000 + 800 + 10000);
    const res = await startPayment(w.t, b, checkoutId, 'gateway').expect(201);
    const p = res.body.data;
    expect(p).toMatchObject({
      checkoutId,
      method: 'gateway',
      status: 'awaiting_gateway',
      amount: grandTotal,
      currency: 'NPR',
      retryAfterSeconds: 5,
      shortVariants: [],
      message: null,
    });
    expect(p.redirect.type).toBe('form_post');
    expect(p.redirect.url).toBe(w.sim.formUrl);
    const f = p.redirect.fields;
    expect(Object.keys(f).sort()).toEqual([
      'amount',
      'failure_url',
      'product_code',
      'product_delivery_charge',
      'product_service_charge',
      'signature',
      'signed_field_names',
      'success_url',
      'tax_amount',
      'total_amount',
      'transaction_uuid',
    ]);
    expect(f).toMatchObject({
      amount: '558',
      tax_amount: '0',
      total_amount: '558',
      product_service_charge: '0',
      product_delivery_charge: '0',
      transaction_uuid: p.id,
      product_code: PRODUCT_CODE,
      signed_field_names: 'total_amount,transaction_uuid,product_code',
    });
    expect(f.success_url).toMatch(new RegExp(`^${w.origin}/api/payments/gateway/return/${p.id}/[A-Za-z0-9_-]{43}/success$`));
    expect(f.failure_url).toBe(f.success_url.replace(/success$/, 'failure'));
    expect((await attemptRow(w.t, p.id)).token_hash).not.toContain(f.success_url.split('/').at(-2));
    expect(await sessionStatus(w.t, checkoutId)).toBe('payment_in_progress');

    const page = await postForm(p.redirect);
    expect(page.status).toBe(200);
    const { location } = w.sim.pay(p.id);
    expect(location.startsWith(f.success_url)).toBe(true);
    const back = await followReturn(w.t, location).expect(303);
    expect(back.headers.location).toBe(`${FRONTEND}/payment/result?status=paid&payment=${p.id}&checkout=${checkoutId}`);
    expect(back.headers['cache-control']).toBe('no-store');
    expect(statusChecks(p.id)).toBe(1);
    expect(await settlementsOf(w.t, checkoutId)).toEqual([{ accepted: true, refused_reason: null, amount: String(grandTotal) }]);
    expect(
      await eventually(
        () => sessionStatus(w.t, checkoutId),
        (s) => s === 'completed',
      ),
    ).toBe('completed');
    expect(await poll(b, p.id)).toMatchObject({ status: 'paid', redirect: null, retryAfterSeconds: null, shortVariants: [] });

    const detail = (await w.t.http.get(`${ADMIN_PAYMENTS}/${p.id}`).set(admin()).expect(200)).body.data;
    expect(detail.timeline.map((e: any) => e.type)).toEqual(['created', 'redirect_issued', 'gateway_return', 'status_check', 'settled']);
    const text = JSON.stringify(detail.timeline);
    expect(text).not.toMatch(/"signature"|"token"/);
    expect(text).not.toContain(f.signature);
    expect(text).not.toContain(f.success_url.split('/').at(-2));
    expect(detail).toMatchObject({ storedStatus: 'succeeded', transactionUuid: p.id, reconciliation: null });
  });

  it('a POST return (form body) works the same', async () => {
    const g = await atGateway();
    const { location } = w.sim.pay(g.uuid);
    const back = await followReturn(w.t, location, 'post').expect(303);
    expect(back.headers.location).toContain('status=paid');
  });
});

describe('gateway: failures and retries', () => {
  it('Fail at the gateway: the failure return is verified, the attempt fails retryable, the session can be paid again', async () => {
    const g = await atGateway();
    const { location } = w.sim.fail(g.uuid);
    const back = await followReturn(w.t, location).expect(303);
    expect(back.headers.location).toContain('status=failed_retryable');
    expect(statusChecks(g.uuid)).toBe(1);
    expect(await sessionStatus(w.t, g.checkoutId)).toBe('pending_payment');
    expect((await attemptRow(w.t, g.id)).status).toBe('failed');
    const again = await startPayment(w.t, g.b, g.checkoutId, 'cod').expect(201);
    expect(again.body.data.status).toBe('paid');
    expect(await poll(g.b, g.id)).toMatchObject({ status: 'failed_final' });
  });

  it('a wrong token answers 404 in the error body, changes nothing and asks nobody; a token of another attempt too', async () => {
    const a = await atGateway();
    const other = await atGateway();
    const { location } = w.sim.pay(a.uuid);
    const url = new URL(location);
    const wrong = url.pathname.replace(/\/[A-Za-z0-9_-]{43}\/success$/, `/${'A'.repeat(43)}/success`);
    const res = await w.t.http.get(`${wrong}${url.search}`).expect(404);
    expect(res.body).toEqual({ statusCode: 404, errorCode: 'PAYMENT_ATTEMPT_NOT_FOUND', message: expect.any(String) });
    // a's token (and a's genuine data) on another attempt's path
    const replayed = url.pathname.replace(a.id, other.id);
    expect((await w.t.http.get(`${replayed}${url.search}`).expect(404)).body.errorCode).toBe('PAYMENT_ATTEMPT_NOT_FOUND');
    expect(statusChecks(a.uuid) + statusChecks(other.uuid)).toBe(0);
    expect((await attemptRow(w.t, a.id)).status).toBe('initiated');
    expect((await attemptRow(w.t, other.id)).status).toBe('initiated');
    expect(await settlementsOf(w.t, a.checkoutId)).toEqual([]);
  });

  it('tampered data (a bad return signature) is never paid and no status check is made', async () => {
    const g = await atGateway();
    w.sim.setFault(g.uuid, { fault: 'bad_return_signature' });
    const back = await followReturn(w.t, w.sim.pay(g.uuid).location).expect(303);
    expect(back.headers.location).toContain('status=awaiting_gateway');
    expect(statusChecks(g.uuid)).toBe(0);
    expect(await settlementsOf(w.t, g.checkoutId)).toEqual([]);
    // data rewritten by hand (a cheaper total) fails the HMAC the same way
    const url = new URL(w.sim.transaction(g.uuid)!.lastReturn!);
    const data = JSON.parse(Buffer.from(url.searchParams.get('data')!, 'base64').toString());
    url.searchParams.set('data', Buffer.from(JSON.stringify({ ...data, status: 'COMPLETE', total_amount: '1.0' })).toString('base64'));
    await followReturn(w.t, url.toString()).expect(303);
    expect(await settlementsOf(w.t, g.checkoutId)).toEqual([]);
    const types = (await w.t.http.get(`${ADMIN_PAYMENTS}/${g.id}`).set(admin()).expect(200)).body.data.timeline.map((e: any) => e.type);
    expect(types.filter((t: string) => t === 'gateway_return_rejected')).toHaveLength(2);
  });

  it('a failure return with a signed wrong amount is decided by the status check, not flagged', async () => {
    const g = await atGateway();
    w.sim.setFault(g.uuid, { fault: 'wrong_amount' });
    const back = await followReturn(w.t, w.sim.fail(g.uuid).location).expect(303);
    expect(back.headers.location).toContain('status=failed_retryable');
    expect(statusChecks(g.uuid)).toBe(1);
    expect(await attemptRow(w.t, g.id)).toMatchObject({ status: 'failed', reconciliation_flagged_at: null });
    expect(await settlementsOf(w.t, g.checkoutId)).toEqual([]);
  });

  it('a wrong amount is never paid: flagged amount_mismatch, in the queue until resolved (note 10..2000)', async () => {
    const g = await atGateway();
    w.sim.setFault(g.uuid, { fault: 'wrong_amount' });
    const back = await followReturn(w.t, w.sim.pay(g.uuid).location).expect(303);
    expect(back.headers.location).toContain('status=failed_retryable');
    expect(await settlementsOf(w.t, g.checkoutId)).toEqual([]);
    const queue = (await w.t.http.get(`${ADMIN_PAYMENTS}?awaitingReconciliation=true&checkoutId=${g.checkoutId}`).set(admin()).expect(200)).body;
    expect(queue.data).toHaveLength(1);
    expect(queue.data[0].reconciliation).toMatchObject({ reason: 'amount_mismatch', resolvedAt: null, resolvedBy: null, note: null });
    expect((await w.t.http.post(`${ADMIN_PAYMENTS}/${g.id}/resolve`).set(admin()).send({ note: 'short' }).expect(400)).body.errorCode).toBe(
      'VALIDATION_FAILED',
    );
    const resolved = await w.t.http.post(`${ADMIN_PAYMENTS}/${g.id}/resolve`).set(admin()).send({ note: 'Refunded by hand at the gateway' }).expect(200);
    expect(resolved.body.data.reconciliation).toMatchObject({
      reason: 'amount_mismatch',
      resolvedAt: expect.any(String),
      note: 'Refunded by hand at the gateway',
    });
    expect(resolved.body.data.storedStatus).toBe('failed');
    expect((await w.t.http.post(`${ADMIN_PAYMENTS}/${g.id}/resolve`).set(admin()).send({ note: 'Refunded by hand again' }).expect(400)).body.errorCode).toBe(
      'PAYMENT_RESOLUTION_NOT_APPLICABLE',
    );
    expect((await w.t.http.get(`${ADMIN_PAYMENTS}?awaitingReconciliation=true&checkoutId=${g.checkoutId}`).set(admin()).expect(200)).body.data).toHaveLength(0);
  });
});

describe('gateway: verification', () => {
  it('PENDING then COMPLETE: processing (retry and cancel refused 409 PAYMENT_VERIFICATION_PENDING), then paid by the verification job', async () => {
    const g = await atGateway();
    w.sim.setFault(g.uuid, { fault: 'pending_then_complete', checks: 1 });
    const back = await followReturn(w.t, w.sim.pay(g.uuid).location).expect(303);
    expect(back.headers.location).toContain('status=processing');
    expect(await poll(g.b, g.id)).toMatchObject({ status: 'processing', retryAfterSeconds: 5 });
    expect((await startPayment(w.t, g.b, g.checkoutId, 'gateway').expect(409)).body.errorCode).toBe('PAYMENT_VERIFICATION_PENDING');
    expect((await w.t.http.post(`${PAYMENTS}/${g.id}/cancel`).set(g.b.auth()).expect(409)).body.errorCode).toBe('PAYMENT_VERIFICATION_PENDING');
    clock.advance(60_000);
    const paid = await eventually(
      () => poll(g.b, g.id),
      (p) => p.status === 'paid',
      20_000,
    );
    expect(paid.status).toBe('paid');
    expect(statusChecks(g.uuid)).toBe(2);
    expect(await settlementsOf(w.t, g.checkoutId)).toHaveLength(1);
  }, 30_000);

  it('AMBIGUOUS stays processing until the gateway settles it', async () => {
    const g = await atGateway();
    w.sim.setFault(g.uuid, { fault: 'ambiguous' });
    expect((await followReturn(w.t, w.sim.pay(g.uuid).location).expect(303)).headers.location).toContain('status=processing');
    w.sim.release(g.uuid);
    clock.advance(60_000);
    expect(
      (
        await eventually(
          () => poll(g.b, g.id),
          (p) => p.status === 'paid',
          20_000,
        )
      ).status,
    ).toBe('paid');
  }, 30_000);

  it('a status check that times out (and the outage body) count as no answer: processing, asked again later', async () => {
    const g = await atGateway();
    w.sim.setFault(g.uuid, { fault: 'status_timeout', ms: 3000 });
    expect((await followReturn(w.t, w.sim.pay(g.uuid).location).expect(303)).headers.location).toContain('status=processing');
    const row = await attemptRow(w.t, g.id);
    expect(row.status).toBe('pending_verification');
    expect(row.verify_tries).toBe(1);
    expect(row.next_verify_at).not.toBeNull();
    w.sim.clearFaults(g.uuid);
    w.sim.setFault(g.uuid, { fault: 'outage' });
    clock.advance(60_000);
    await eventually(
      () => attemptRow(w.t, g.id),
      (r) => r.verify_tries >= 2,
      20_000,
    );
    expect((await attemptRow(w.t, g.id)).status).toBe('pending_verification');
    w.sim.clearFaults(g.uuid);
    clock.advance(120_000);
    expect(
      (
        await eventually(
          () => poll(g.b, g.id),
          (p) => p.status === 'paid',
          20_000,
        )
      ).status,
    ).toBe('paid');
  }, 40_000);

  it('bounded: an attempt in flight is asked until its deadline (the earlier expiry + PAYMENT_VERIFY_WINDOW_MINUTES), then ends as an admin expire would, by the system', async () => {
    const g = await atGateway();
    w.sim.setFault(g.uuid, { fault: 'ambiguous' });
    await followReturn(w.t, w.sim.pay(g.uuid).location).expect(303);
    const started = await attemptRow(w.t, g.id);
    const deadline = Math.min(new Date(started.expires_at).getTime(), new Date(started.checkout_expires_at).getTime()) + 10 * 60_000;
    await w.t.bazaar.dataSource.query(`UPDATE payment_attempts SET verify_tries = 11 WHERE public_id = $1`, [g.id]);
    clock.advance(deadline - clock.nowMs() - 2000);
    await verifyDueAttempts();
    const before = await eventually(
      () => attemptRow(w.t, g.id),
      (r) => r.verify_tries >= 12,
    );
    // the backoff (15 min by now) is cut at the deadline, and nobody is flagged for a human
    expect(before).toMatchObject({ status: 'pending_verification', reconciliation_reason: null });
    expect(new Date(before.next_verify_at).getTime()).toBe(deadline);
    clock.advance(3000);
    await verifyDueAttempts();
    const after = await eventually(
      () => attemptRow(w.t, g.id),
      (r) => r.status === 'expired',
    );
    expect(after).toMatchObject({ failure_reason: 'verification_window_passed', reconciliation_reason: null });
    expect(await sessionStatus(w.t, g.checkoutId)).toBe('expired');
    // the gateway is still asked afterwards (late money is flagged), but later and later
    expect(new Date(after.next_verify_at).getTime()).toBeGreaterThan(clock.nowMs());
  });
});
