import { clock } from '../../core/clock/clock.js';
import { PAYMENTS_VERIFY_ROUND_APPLIED } from '../../plugins/payments/hooks.js';
import { verifyDueAttempts } from '../../plugins/payments/jobs.js';
import { PAYMENT_LIMITS } from '../../plugins/payments/limits.js';
import { withPaymentsHook } from './support/with-payments-hook.js';
import { attemptRow, atGateway, eventually, followReturn, paymentsWorld, sessionStatus, settlementsOf, type PaymentsWorld } from './support.js';

// a real hook handler in the payments manifest that makes the next round of the attempts named here fail once
const failOnce = new Set<string>();
const failingRound = PAYMENTS_VERIFY_ROUND_APPLIED.handle('payments.test-fail-once', async ({ attemptId }) => {
  if (failOnce.delete(attemptId)) throw new Error('this verification round fails');
});

let w: PaymentsWorld;
beforeAll(async () => {
  w = await paymentsWorld({}, { available: withPaymentsHook(failingRound) });
}, 120_000);
afterAll(async () => {
  clock.reset();
  await w?.close();
});

it("a verification round that fails changes nothing and is asked again by the verification job: the attempt's schedule is the one retry", async () => {
  const g = await atGateway(w);
  failOnce.add(g.id);
  const before = clock.nowMs();
  await followReturn(w.t, w.sim.pay(g.id).location).expect(303); // the success return's round fails
  const left = await attemptRow(w.t, g.id);
  expect(left.status).toBe('initiated'); // the answer (COMPLETE) was never applied
  expect(await settlementsOf(w.t, g.checkoutId)).toEqual([]);
  const due = new Date(left.next_verify_at).getTime(); // the claim made a check due
  expect(due).toBeGreaterThan(before);
  expect(due).toBeLessThanOrEqual(clock.nowMs() + PAYMENT_LIMITS.failedRoundRetrySeconds * 1000);

  clock.advance(due - clock.nowMs() + 1000);
  const paid = await eventually(
    async () => {
      await verifyDueAttempts();
      return attemptRow(w.t, g.id);
    },
    (r) => r.status === 'succeeded',
  );
  expect(paid.next_verify_at).toBeNull();
  expect(await settlementsOf(w.t, g.checkoutId)).toEqual([{ accepted: true, refused_reason: null, amount: expect.any(String) }]);
  expect(
    await eventually(
      () => sessionStatus(w.t, g.checkoutId),
      (s) => s === 'completed',
    ),
  ).toBe('completed');
});
