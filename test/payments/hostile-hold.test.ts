import { clock } from '../../core/clock/clock.js';
import { sweepExpiredSessions } from '../../plugins/checkout/jobs.js';
import { sweepExpiredAttempts, verifyDueAttempts } from '../../plugins/payments/jobs.js';
import { bearer } from '../support/auth.js';
import {
  ADMIN_PAYMENTS,
  attemptRow,
  customerWithCart,
  eventually,
  followReturn,
  key,
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

/** PAYMENT_VERIFY_WINDOW_MINUTES for this file (not the default 10: the configuration is what is honoured) */
const WINDOW_MS = 3 * 60_000;
const MINUTE = 60_000;

let w: PaymentsWorld;
beforeAll(async () => {
  w = await paymentsWorld({ PAYMENT_VERIFY_WINDOW_MINUTES: '3' });
}, 120_000);
afterAll(async () => {
  clock.reset();
  await w?.close();
});
afterEach(() => clock.reset());

const admin = () => bearer(w.shop.adminToken);

async function sessionRow(checkoutId: string): Promise<{ status: string; expiresAt: Date; closedBy: string | null }> {
  const [row] = await w.t.bazaar.dataSource.query(
    `SELECT status, expires_at AS "expiresAt", closed_by AS "closedBy" FROM checkout_sessions WHERE public_id = $1`,
    [checkoutId],
  );
  return row;
}

async function cartLock(b: Buyer): Promise<{ lockRef: string | null; lockedUntil: Date | null }> {
  const [row] = await w.t.bazaar.dataSource.query(`SELECT lock_ref AS "lockRef", locked_until AS "lockedUntil" FROM carts WHERE customer_public_id = $1`, [
    b.customerId,
  ]);
  return row;
}

/** Every job that could release a session, once, as their schedulers would run them at this instant. */
async function runJobs(): Promise<void> {
  await sweepExpiredAttempts();
  await verifyDueAttempts();
  await sweepExpiredSessions();
}

/** Moves the clock to `at` a minute at a time, running the jobs at each step (a customer holding on all along). */
async function driveTo(at: number, each?: () => Promise<void>): Promise<void> {
  while (clock.nowMs() < at) {
    clock.advance(Math.min(MINUTE, at - clock.nowMs()));
    await runJobs();
    await each?.();
  }
}

describe("a customer who goes to the gateway and never pays cannot hold stock past the session's expiry plus the window", () => {
  it('a gateway pay that starts its checkout (/checkout/pay) locks the cart to expiresAt + the window', async () => {
    // the other variant than the tests below count: the hold this session keeps is released by their sweeps
    const b = await customerWithCart(w.t, w.shop, [{ variantId: w.shop.variants[0], quantity: 1 }]);
    const quote = await w.t.http.post('/api/mobile/checkout/quote').set(b.auth()).send({ addressId: b.addressId }).expect(200);
    const body = { addressId: b.addressId, method: 'gateway', expectedGrandTotal: quote.body.data.pricing.grandTotal };
    const pay = await w.t.http.post('/api/mobile/checkout/pay').set(b.auth()).set(key()).send(body).expect(200);
    const { checkoutId } = pay.body.data;
    const session = await sessionRow(checkoutId);
    expect(session.status).toBe('payment_in_progress');
    expect(await cartLock(b)).toEqual({ lockRef: `checkout:${checkoutId}`, lockedUntil: new Date(session.expiresAt.getTime() + WINDOW_MS) });
  });

  it('the form posted, the failure URL called with no data, the gateway says PENDING forever: released by the system at expiresAt + window', async () => {
    const variant = w.shop.variants[1];
    const before = await stockOf(w.t, variant);
    const b = await customerWithCart(w.t, w.shop, [{ variantId: variant, quantity: 2 }]);
    const { checkoutId } = await startCheckout(w.t, b);
    const pay = await startPayment(w.t, b, checkoutId, 'gateway').expect(201);
    const { id, redirect } = pay.body.data;
    expect((await postForm(redirect)).status).toBe(200);
    w.sim.setFault(id, { fault: 'status', status: 'PENDING' });
    // the failure URL with no data at all: verified, the gateway says PENDING
    const back = await followReturn(w.t, redirect.fields.failure_url).expect(303);
    expect(back.headers.location).toContain('status=processing');
    expect((await stockOf(w.t, variant)).reserved).toBe(before.reserved + 2);

    const session = await sessionRow(checkoutId);
    const deadline = session.expiresAt.getTime() + WINDOW_MS;
    // the cart lock ends with the session, not a week later
    expect((await cartLock(b)).lockedUntil!.getTime()).toBeLessThanOrEqual(deadline);

    // up to the deadline the session may hold (the customer may still be paying); checks keep going
    await driveTo(deadline - 1000, async () => {
      if (clock.nowMs() < session.expiresAt.getTime()) expect(await sessionStatus(w.t, checkoutId)).toBe('payment_in_progress');
    });
    await driveTo(deadline);
    await runJobs();

    expect(await sessionRow(checkoutId)).toMatchObject({ status: 'expired', closedBy: 'sweep' });
    expect((await stockOf(w.t, variant)).reserved).toBe(before.reserved);
    expect(await cartLock(b)).toEqual({ lockRef: null, lockedUntil: null });
    const row = await attemptRow(w.t, id);
    expect(row).toMatchObject({ status: 'expired', failure_reason: 'verification_window_passed' });
    const detail = (await w.t.http.get(`${ADMIN_PAYMENTS}/${id}`).set(admin()).expect(200)).body.data;
    const passed = detail.timeline.find((e: any) => e.type === 'verification_window_passed');
    expect(passed).toMatchObject({ fromStatus: 'pending_verification', toStatus: 'expired' });
    expect(passed.detail).toMatchObject({ by: 'system' });
    const activity = await w.t.bazaar.dataSource.query(`SELECT actor, action FROM activity_log WHERE public_id = $1`, [checkoutId]);
    expect(activity).toEqual([{ actor: 'system', action: 'expire' }]);

    // money that arrives afterwards: flagged late_confirmation, never an order
    w.sim.clearFaults(id);
    const late = await followReturn(w.t, w.sim.pay(id).location).expect(303);
    expect(late.headers.location).toContain('status=failed_final');
    expect(await settlementsOf(w.t, checkoutId)).toEqual([{ accepted: false, refused_reason: 'expired', amount: expect.any(String) }]);
    expect((await attemptRow(w.t, id)).reconciliation_reason).toBe('late_confirmation');
    expect(await sessionStatus(w.t, checkoutId)).toBe('expired');
  }, 60_000);

  it("an attempt started late in its session ends at the session's expiry plus the window, not its own lifetime", async () => {
    const variant = w.shop.variants[1];
    const before = await stockOf(w.t, variant);
    const b = await customerWithCart(w.t, w.shop, [{ variantId: variant, quantity: 1 }]);
    const { checkoutId } = await startCheckout(w.t, b);
    const session = await sessionRow(checkoutId);
    clock.advance(session.expiresAt.getTime() - clock.nowMs() - MINUTE); // a minute before the session's expiry
    const pay = await startPayment(w.t, b, checkoutId, 'gateway').expect(201);
    const { id, redirect } = pay.body.data;
    expect((await postForm(redirect)).status).toBe(200); // and the browser never comes back
    expect(new Date((await attemptRow(w.t, id)).expires_at).getTime()).toBeGreaterThan(session.expiresAt.getTime() + WINDOW_MS);

    await driveTo(session.expiresAt.getTime() + WINDOW_MS);
    await runJobs();
    expect(await sessionStatus(w.t, checkoutId)).toBe('expired');
    expect((await stockOf(w.t, variant)).reserved).toBe(before.reserved);
    expect(
      await eventually(
        () => attemptRow(w.t, id),
        (r) => r.status === 'expired',
      ),
    ).toMatchObject({ failure_reason: 'verification_window_passed' });
  }, 60_000);
});
