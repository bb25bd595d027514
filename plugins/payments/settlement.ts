import { clock } from '../../core/clock/clock.js';
import { preparedRows } from '../../core/db/sql.js';
import { checkout } from '../checkout/index.js';
import { moveAttempt } from './attempt-machine.js';
import { attemptStore } from './attempt-store.js';
import { LIVE_STATUSES, type PaymentAttempt } from './entities/payment-attempt.entity.js';
import { insertedAttempts } from './inserted-attempts.js';

export type SettleOutcome = { accepted: true } | { accepted: false; reason: 'expired' | 'cancelled' | 'settled_by_other' };

/**
 * Money confirmed for a locked attempt (its session locked first): checkout is asked to settle, in this
 * transaction, and the settlement row records the answer. Accepted: the attempt succeeds (SESSION_SETTLED
 * commits with it, published by checkout). Refused: the money is kept on record and the attempt flagged
 * (late_confirmation for a closed session, attempt_superseded when another attempt paid it); never dropped.
 * A second confirmation of an attempt that already has its settlement changes nothing.
 */
export async function settleAttempt(a: PaymentAttempt, source: string, gatewayRefId: string | null = null): Promise<SettleOutcome | 'already'> {
  if (a.status === 'succeeded' || (!insertedAttempts.has(a.id) && (await attemptStore.settlementOf(a.id)))) return 'already';
  const now = clock.now();
  const answer = await checkout.sessions.settle({ sessionId: a.checkoutId, attemptId: a.publicId, method: a.method, amount: a.amount });
  await preparedRows(
    `INSERT INTO payment_settlements (attempt_id, checkout_id, method, amount, currency, accepted, refused_reason, gateway_ref_id)
     VALUES ($1, $2, $3, $4, 'NPR', $5, $6, $7)`,
    [a.id, a.checkoutId, a.method, a.amount, answer.accepted, answer.accepted ? null : answer.reason, gatewayRefId],
  );
  const patch = { nextVerifyAt: null, gatewayRefId: gatewayRefId ?? a.gatewayRefId };
  if (answer.accepted) {
    // its other attempts can no longer be retried; a checkout this transaction started has no other
    const only = checkout.sessions.insertedHere(a.checkoutId);
    await moveAttempt(a, 'settle', only ? { ...patch, checkoutClosedAt: now } : patch, { source, amount: a.amount, refId: gatewayRefId });
    if (!only) await attemptStore.markCheckoutClosed(a.checkoutId, now);
    return answer;
  }
  const live = LIVE_STATUSES.includes(a.status);
  if (live)
    await moveAttempt(
      a,
      answer.reason === 'settled_by_other' ? 'refuse_superseded' : 'refuse_closed',
      { ...patch, failureReason: `checkout_${answer.reason}` },
      { source, reason: answer.reason },
    );
  else await attemptStore.patch(a, patch);
  await attemptStore.flag(a, answer.reason === 'settled_by_other' ? 'attempt_superseded' : 'late_confirmation', now, {
    source,
    checkoutRefused: answer.reason,
    amount: a.amount,
    refId: gatewayRefId,
  });
  return answer;
}
