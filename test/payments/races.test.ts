import { clock } from '../../core/clock/clock.js';
import { bearer } from '../support/auth.js';
import { verifyDueAttempts } from '../../plugins/payments/jobs.js';
import {
  ADMIN_PAYMENTS,
  attemptRow,
  customerWithCart,
  eventually,
  followReturn,
  PAYMENTS,
  paymentsWorld,
  sessionStatus,
  settlementsOf,
  startCheckout,
  startPayment,
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
const accepted = async (checkoutId: string) => (await settlementsOf(w.t, checkoutId)).filter((s) => s.accepted);

const atGateway = () => atGatewayIn(w);

describe('one settlement, never two', () => {
  it('a duplicated return (the gateway sends it again itself) settles once', async () => {
    const g = await atGateway();
    w.sim.setFault(g.id, { fault: 'duplicated_return', delayMs: 300 });
    await followReturn(w.t, w.sim.pay(g.id).location).expect(303);
    const tx = await eventually(
      async () => w.sim.transaction(g.id)!,
      (t) => t.returns.length >= 1,
      10_000,
    );
    expect(tx.returns.length).toBeGreaterThanOrEqual(1);
    const returns = (t: string[]) => t.filter((type) => type === 'gateway_return' || type === 'gateway_return_duplicate').length;
    const types = await eventually(
      async () => (await w.t.http.get(`${ADMIN_PAYMENTS}/${g.id}`).set(admin())).body.data.timeline.map((e: any) => e.type),
      (t: string[]) => returns(t) === 2,
    );
    expect(returns(types)).toBe(2);
    expect(types.filter((type: string) => type === 'settled')).toHaveLength(1);
    expect(await settlementsOf(w.t, g.checkoutId)).toEqual([{ accepted: true, refused_reason: null, amount: expect.any(String) }]);
  });

  it('the same return sent five times at once settles once', async () => {
    const g = await atGateway();
    const { location } = w.sim.pay(g.id);
    const answers = await Promise.all(Array.from({ length: 5 }, () => followReturn(w.t, location)));
    expect(answers.map((r) => r.status)).toEqual([303, 303, 303, 303, 303]);
    expect(await settlementsOf(w.t, g.checkoutId)).toHaveLength(1);
    expect((await attemptRow(w.t, g.id)).status).toBe('succeeded');
  });

  it('the return racing the verification job settles once', async () => {
    const g = await atGateway();
    w.sim.setFault(g.id, { fault: 'ambiguous' });
    const { location } = w.sim.pay(g.id);
    await followReturn(w.t, location).expect(303);
    expect((await attemptRow(w.t, g.id)).status).toBe('pending_verification');
    w.sim.release(g.id);
    clock.advance(60_000);
    await Promise.all([followReturn(w.t, location), verifyDueAttempts(), verifyDueAttempts(), followReturn(w.t, location)]);
    expect(await accepted(g.checkoutId)).toHaveLength(1);
    expect(await settlementsOf(w.t, g.checkoutId)).toHaveLength(1);
    expect((await attemptRow(w.t, g.id)).status).toBe('succeeded');
  });

  it("the return racing the customer's cancel: the money moved, so exactly one settlement and the attempt paid", async () => {
    for (let round = 0; round < 3; round++) {
      const g = await atGateway();
      const { location } = w.sim.pay(g.id);
      const [, cancel] = await Promise.all([followReturn(w.t, location), w.t.http.post(`${PAYMENTS}/${g.id}/cancel`).set(g.b.auth())]);
      expect([200, 409]).toContain(cancel.status);
      // a cancel that won is followed by the final status check the cancel scheduled
      if ((await attemptRow(w.t, g.id)).status !== 'succeeded') {
        clock.advance(120_000);
        await eventually(
          () => attemptRow(w.t, g.id),
          (r) => r.status === 'succeeded',
          20_000,
        );
      }
      expect((await attemptRow(w.t, g.id)).status).toBe('succeeded');
      expect(await settlementsOf(w.t, g.checkoutId)).toEqual([{ accepted: true, refused_reason: null, amount: expect.any(String) }]);
      expect(
        await eventually(
          () => sessionStatus(w.t, g.checkoutId),
          (s) => s === 'completed',
        ),
      ).toBe('completed');
    }
  }, 60_000);
});

describe('a customer pressing Pay again and again', () => {
  it('ten COD starts for one checkout at once (different keys): one paid attempt, one settlement, the rest 409 PAYMENT_ALREADY_SETTLED', async () => {
    const b = await customerWithCart(w.t, w.shop, [{ variantId: w.shop.variants[1], quantity: 1 }]);
    const { checkoutId } = await startCheckout(w.t, b);
    const results = await Promise.all(Array.from({ length: 10 }, () => startPayment(w.t, b, checkoutId, 'cod')));
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.status !== 201).map((r) => `${r.status} ${r.body.errorCode}`)).toEqual(Array(9).fill('409 PAYMENT_ALREADY_SETTLED'));
    expect(await settlementsOf(w.t, checkoutId)).toHaveLength(1);
    expect(await w.t.bazaar.dataSource.query(`SELECT 1 FROM payment_attempts WHERE checkout_id = $1`, [checkoutId])).toHaveLength(1);
  });

  it('the same Idempotency-Key again replays the stored answer and starts nothing new', async () => {
    const b = await customerWithCart(w.t, w.shop, [{ variantId: w.shop.variants[1], quantity: 1 }]);
    const { checkoutId } = await startCheckout(w.t, b);
    const k = { 'Idempotency-Key': `pay-${checkoutId}` };
    const first = await w.t.http.post(PAYMENTS).set(b.auth()).set(k).send({ checkoutId, method: 'gateway' }).expect(201);
    const again = await w.t.http.post(PAYMENTS).set(b.auth()).set(k).send({ checkoutId, method: 'gateway' }).expect(201);
    expect(again.headers['idempotency-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
    const other = await w.t.http.post(PAYMENTS).set(b.auth()).set(k).send({ checkoutId, method: 'cod' }).expect(409);
    expect(other.body.errorCode).toBe('IDEMPOTENCY_KEY_CONFLICT');
    expect(
      await w.t.bazaar.dataSource.query(
        `SELECT 1 FROM payment_events e JOIN payment_attempts a ON a.id = e.attempt_id WHERE a.checkout_id = $1 AND e.type = 'redirect_issued'`,
        [checkoutId],
      ),
    ).toHaveLength(1);
  });
});

describe('money that arrives for a checkout no longer payable is flagged, never dropped', () => {
  it('late_confirmation: the admin expires the session at the gateway, the customer pays anyway', async () => {
    const g = await atGateway();
    await w.t.http.post(`/api/checkout/sessions/${g.checkoutId}/expire`).set(admin()).expect(200);
    await eventually(
      () => attemptRow(w.t, g.id),
      (r) => r.status === 'expired',
    );
    expect((await attemptRow(w.t, g.id)).status).toBe('expired');
    const back = await followReturn(w.t, w.sim.pay(g.id).location).expect(303);
    expect(back.headers.location).toContain('status=failed_final');
    expect(await settlementsOf(w.t, g.checkoutId)).toEqual([{ accepted: false, refused_reason: 'expired', amount: expect.any(String) }]);
    const row = (await w.t.http.get(`${ADMIN_PAYMENTS}?awaitingReconciliation=true&checkoutId=${g.checkoutId}`).set(admin()).expect(200)).body.data[0];
    expect(row.reconciliation.reason).toBe('late_confirmation');
  });

  it('attempt_superseded: cancelled at our side, paid by COD, then the gateway money arrives', async () => {
    const g = await atGateway();
    await w.t.http.post(`${PAYMENTS}/${g.id}/cancel`).set(g.b.auth()).expect(200);
    expect((await startPayment(w.t, g.b, g.checkoutId, 'cod').expect(201)).body.data.status).toBe('paid');
    const back = await followReturn(w.t, w.sim.pay(g.id).location).expect(303);
    expect(back.headers.location).toContain('status=already_settled');
    const settlements = await settlementsOf(w.t, g.checkoutId);
    expect(settlements.map((s) => [s.accepted, s.refused_reason])).toEqual([
      [true, null],
      [false, 'settled_by_other'],
    ]);
    const detail = (await w.t.http.get(`${ADMIN_PAYMENTS}/${g.id}`).set(admin()).expect(200)).body.data;
    expect(detail).toMatchObject({ status: 'already_settled', reconciliation: { reason: 'attempt_superseded' } });
    const listed = await w.t.http.get(`${ADMIN_PAYMENTS}?status=already_settled&checkoutId=${g.checkoutId}`).set(admin());
    expect(listed.status).toBe(200);
    const list = listed.body;
    expect(list.data.map((r: any) => r.id)).toEqual([g.id]);
  });
});
