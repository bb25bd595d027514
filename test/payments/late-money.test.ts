import { clock } from '../../core/clock/clock.js';
import { sweepExpiredSessions } from '../../plugins/checkout/jobs.js';
import { sweepExpiredAttempts, verifyDueAttempts } from '../../plugins/payments/jobs.js';
import { lateCheckDelaySeconds } from '../../plugins/payments/verify-window.js';
import { bearer } from '../support/auth.js';
import {
  ADMIN_PAYMENTS,
  attemptRow,
  eventually,
  followReturn,
  paymentsWorld,
  sessionStatus,
  settlementsOf,
  type PaymentsWorld,
  atGateway as atGatewayIn,
} from './support.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

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
const statusChecks = (id: string) => w.sim.transaction(id)?.statusChecks ?? 0;
const timeline = async (id: string) => (await w.t.http.get(`${ADMIN_PAYMENTS}/${id}`).set(admin()).expect(200)).body.data.timeline as any[];
const inQueue = async (checkoutId: string) =>
  (await w.t.http.get(`${ADMIN_PAYMENTS}?awaitingReconciliation=true&checkoutId=${checkoutId}`).set(admin()).expect(200)).body.data as any[];

const atGateway = () => atGatewayIn(w);

/** Moves the clock past the attempt's next check (or `ms`) and runs the verification job until `ok` holds. */
async function checkUntil(id: string, ok: (row: Record<string, any>) => boolean, what: string): Promise<Record<string, any>> {
  return eventually(
    async () => {
      const row = await attemptRow(w.t, id);
      if (!ok(row) && row.next_verify_at) {
        const due = new Date(row.next_verify_at).getTime();
        if (due > clock.nowMs()) clock.advance(due - clock.nowMs() + 1000);
        await verifyDueAttempts();
        return attemptRow(w.t, id);
      }
      return row;
    },
    ok,
    20_000,
    what,
  );
}

/** Past the session's expiry, with the checkout sweep run: the session is released. */
async function releaseSession(checkoutId: string): Promise<void> {
  clock.advance(20 * MINUTE);
  await sweepExpiredSessions();
  expect(
    await eventually(
      () => sessionStatus(w.t, checkoutId),
      (s) => s === 'expired',
    ),
  ).toBe('expired');
}

async function expectFlaggedLate(g: { checkoutId: string; id: string }): Promise<void> {
  expect(await settlementsOf(w.t, g.checkoutId)).toEqual([{ accepted: false, refused_reason: 'expired', amount: expect.any(String) }]);
  const queue = await inQueue(g.checkoutId);
  expect(queue.map((p) => [p.id, p.reconciliation.reason])).toEqual([[g.id, 'late_confirmation']]);
  expect(await sessionStatus(w.t, g.checkoutId)).toBe('expired');
  expect(await w.t.bazaar.dataSource.query(`SELECT 1 FROM orders WHERE checkout_public_id = $1`, [g.checkoutId])).toEqual([]);
}

describe('an attempt that ended without COMPLETE is still asked about: money found later is never lost', () => {
  it('a NOT_FOUND from the verification job fails the attempt; COMPLETE later, the session released meanwhile: flagged late_confirmation', async () => {
    const g = await atGateway();
    w.sim.setFault(g.id, { fault: 'ambiguous' });
    expect((await followReturn(w.t, w.sim.pay(g.id).location).expect(303)).headers.location).toContain('status=processing');
    w.sim.setFault(g.id, { fault: 'status', status: 'NOT_FOUND' });
    await checkUntil(g.id, (r) => r.status === 'failed', 'the NOT_FOUND to fail the attempt');
    expect(await sessionStatus(w.t, g.checkoutId)).toBe('pending_payment');
    await releaseSession(g.checkoutId);
    w.sim.clearFaults(g.id);
    await checkUntil(g.id, (r) => r.reconciliation_flagged_at !== null, 'the late check to find the money');
    await expectFlaggedLate(g);
  }, 60_000);

  it('a NOT_FOUND after a failure return; COMPLETE later while the session can still be paid: the sale completes', async () => {
    const g = await atGateway();
    w.sim.setFault(g.id, { fault: 'delayed_confirmation' });
    w.sim.setFault(g.id, { fault: 'status', status: 'NOT_FOUND' });
    expect((await followReturn(w.t, w.sim.pay(g.id).location).expect(303)).headers.location).toContain('status=failed_retryable');
    expect((await attemptRow(w.t, g.id)).status).toBe('failed');
    w.sim.clearFaults(g.id);
    w.sim.release(g.id);
    await checkUntil(g.id, (r) => r.status === 'succeeded', 'the late check to settle');
    expect(await settlementsOf(w.t, g.checkoutId)).toEqual([{ accepted: true, refused_reason: null, amount: expect.any(String) }]);
    expect(
      await eventually(
        () => sessionStatus(w.t, g.checkoutId),
        (s) => s === 'completed',
      ),
    ).toBe('completed');
  }, 60_000);

  it('a NOT_FOUND at the expiry sweep (paid at the gateway, the browser never came back): flagged late_confirmation when the gateway sees it', async () => {
    const g = await atGateway();
    w.sim.pay(g.id); // paid; the redirect is never followed
    w.sim.setFault(g.id, { fault: 'status', status: 'NOT_FOUND' });
    clock.advance(20 * MINUTE + 1000);
    await sweepExpiredAttempts();
    expect(
      await eventually(
        () => attemptRow(w.t, g.id),
        (r) => r.status === 'expired',
      ),
    ).toMatchObject({ failure_reason: 'gateway_not_found' });
    await releaseSession(g.checkoutId);
    w.sim.clearFaults(g.id);
    await checkUntil(g.id, (r) => r.reconciliation_flagged_at !== null, 'the late check to find the money');
    await expectFlaggedLate(g);
  }, 60_000);

  it('a NOT_FOUND at the final check after the admin expired the session: still asked, flagged late_confirmation', async () => {
    const g = await atGateway();
    await w.t.http.post(`/api/checkout/sessions/${g.checkoutId}/expire`).set(admin()).expect(200);
    await eventually(
      () => attemptRow(w.t, g.id),
      (r) => r.status === 'expired',
    );
    w.sim.setFault(g.id, { fault: 'status', status: 'NOT_FOUND' });
    await eventually(
      async () => {
        clock.advance(2 * MINUTE);
        await verifyDueAttempts();
        return w.t.bazaar.dataSource.query(
          `SELECT 1 FROM payment_events e JOIN payment_attempts a ON a.id = e.attempt_id WHERE a.public_id = $1 AND e.type = 'status_check'`,
          [g.id],
        );
      },
      (rows) => rows.length >= 1,
    );
    w.sim.pay(g.id); // the customer paid anyway, the browser never came back
    w.sim.clearFaults(g.id);
    await checkUntil(g.id, (r) => r.reconciliation_flagged_at !== null, 'the late check to find the money');
    await expectFlaggedLate(g);
  }, 60_000);

  it('bounded: asked at growing intervals until the late window (48 h) ends, then no more', async () => {
    const g = await atGateway();
    w.sim.fail(g.id); // cancelled at the gateway, the browser never came back
    clock.advance(20 * MINUTE + 1000);
    await sweepExpiredAttempts();
    await eventually(
      () => attemptRow(w.t, g.id),
      (r) => r.status === 'expired',
    );
    // each round sets the next check lateCheckDelaySeconds(tries - 1) ahead, whoever ran it (this test or the
    // worker's own verify job, which may run a round of its own after a clock move): checked on every settled row
    const seen: Array<{ tries: number; gap: number }> = [];
    for (let i = 0; i < 4; i++) {
      const row = await attemptRow(w.t, g.id);
      expect(row.next_verify_at).not.toBeNull();
      clock.advance(new Date(row.next_verify_at).getTime() - clock.nowMs() + 1000);
      await verifyDueAttempts();
      const after = await eventually(
        () => attemptRow(w.t, g.id),
        (r) => r.verify_tries > row.verify_tries && r.next_verify_at !== null && new Date(r.next_verify_at).getTime() > clock.nowMs(),
      );
      seen.push({ tries: after.verify_tries, gap: new Date(after.next_verify_at).getTime() - clock.nowMs() });
    }
    for (const { tries, gap } of seen) expect(Math.abs(gap - lateCheckDelaySeconds(tries - 1) * 1000)).toBeLessThan(5000);
    const delays = seen.map(({ tries }) => lateCheckDelaySeconds(tries - 1));
    expect(delays.slice(1).every((d, i) => d > delays[i])).toBe(true);
    clock.advance(49 * HOUR);
    await verifyDueAttempts();
    expect((await attemptRow(w.t, g.id)).next_verify_at).toBeNull();
    const checks = statusChecks(g.id);
    clock.advance(24 * HOUR);
    await verifyDueAttempts();
    await sweepExpiredAttempts();
    expect(statusChecks(g.id)).toBe(checks);
    expect((await attemptRow(w.t, g.id)).reconciliation_flagged_at).toBeNull(); // nothing moved: nothing for a human
  }, 60_000);
});

describe('a wrong amount in a status answer is flagged and asked again', () => {
  it("the first answer reports another amount, the next one the attempt's: settled normally, the flag keeps both answers", async () => {
    const g = await atGateway();
    w.sim.setFault(g.id, { fault: 'ambiguous' });
    expect((await followReturn(w.t, w.sim.pay(g.id).location).expect(303)).headers.location).toContain('status=processing');
    w.sim.setFault(g.id, { fault: 'wrong_amount', totalAmount: '1.0' });
    w.sim.release(g.id);
    const flagged = await checkUntil(g.id, (r) => r.reconciliation_flagged_at !== null, 'the mismatch to be flagged');
    expect(flagged).toMatchObject({ status: 'pending_verification', reconciliation_reason: 'amount_mismatch' });
    expect(flagged.next_verify_at).not.toBeNull();
    w.sim.clearFaults(g.id);
    await checkUntil(g.id, (r) => r.status === 'succeeded', 'the truthful answer to settle');
    expect(await settlementsOf(w.t, g.checkoutId)).toEqual([{ accepted: true, refused_reason: null, amount: expect.any(String) }]);
    expect(
      await eventually(
        () => sessionStatus(w.t, g.checkoutId),
        (s) => s === 'completed',
      ),
    ).toBe('completed');
    const [p] = await inQueue(g.checkoutId);
    expect(p).toMatchObject({ id: g.id, reconciliation: { reason: 'amount_mismatch' } });
    const noted = (await timeline(g.id)).filter((e) => e.type === 'reconciliation_flagged' || e.type === 'reconciliation_noted');
    expect(noted.map((e) => e.type)).toEqual(['reconciliation_flagged', 'reconciliation_noted']);
    expect(noted[1].detail.answers.map((a: any) => a.total_amount)).toEqual(['1.0', expect.stringMatching(/^\d+(\.\d+)?$/)]);
    expect(noted[1].detail.answers[1].total_amount).not.toBe('1.0');
  }, 60_000);

  it('an amount that stays wrong is asked about until the deadline, then the attempt ends like any other (flag kept)', async () => {
    const g = await atGateway();
    w.sim.setFault(g.id, { fault: 'ambiguous' });
    await followReturn(w.t, w.sim.pay(g.id).location).expect(303);
    w.sim.setFault(g.id, { fault: 'wrong_amount', totalAmount: '1.0' });
    w.sim.release(g.id);
    await checkUntil(g.id, (r) => r.reconciliation_flagged_at !== null, 'the mismatch to be flagged');
    clock.advance(2 * HOUR);
    await sweepExpiredAttempts();
    await verifyDueAttempts();
    expect(
      await eventually(
        () => attemptRow(w.t, g.id),
        (r) => r.status === 'expired',
      ),
    ).toMatchObject({ reconciliation_reason: 'amount_mismatch', failure_reason: 'verification_window_passed' });
    expect(await sessionStatus(w.t, g.checkoutId)).toBe('expired');
    expect(await settlementsOf(w.t, g.checkoutId)).toEqual([]);
  }, 60_000);
});
