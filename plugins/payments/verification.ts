import { clock } from '../../core/clock/clock.js';
import { withTransaction } from '../../core/db/transaction.js';
import { logger } from '../../core/log/logger.js';
import { checkout } from '../checkout/index.js';
import { moveAttempt } from './attempt-machine.js';
import { attemptStore } from './attempt-store.js';
import { LIVE_STATUSES, type PaymentAttempt } from './entities/payment-attempt.entity.js';
import type { StatusAnswer } from './gateway/status-check.js';
import { PAYMENT_LIMITS, verifyDelaySeconds } from './limits.js';
import { gatewayNotConfigured } from './methods/epay-gateway.js';
import { handlerOf } from './methods/registry.js';
import { lockSessionAndAttempt } from './payment-locks.js';
import { paymentSettings } from './payment-settings.js';
import { settleAttempt } from './settlement.js';
import { recordEvent, timelineOf } from './timeline.js';
import { PAYMENTS_VERIFY_ROUND_APPLIED } from './hooks.js';
import { lateCheckDelaySeconds, lateCheckUntil, lateChecksFrom, verifyDeadline } from './verify-window.js';

/**
 * Why a round runs: a success or failure return (already past the token and, for success, the HMAC),
 * the verification job re-asking a pending attempt (or, for the late window, one that ended without
 * COMPLETE), or the expiry sweep asking about an attempt left at the gateway past its expiry or its deadline.
 */
export type VerifySource = 'return_success' | 'return_failure' | 'verify_job' | 'expiry_sweep';

/** The attempt's method asks its provider (a read: asking again after a crash is safe). */
async function askProvider(attemptId: string): Promise<StatusAnswer> {
  const a = await attemptStore.find(attemptId);
  const verify = a && handlerOf(a.method).verify;
  return a && verify ? verify(a) : gatewayNotConfigured();
}

/**
 * One verification round of one attempt: ask the provider, then apply its answer in one transaction. The one
 * retry mechanism is the attempt's own schedule (next_verify_at): the round is claimed first with a check due
 * soon, and applying any answer sets the next check (or none), so a round that fails or dies with its worker
 * is asked again by the verification job.
 */
export async function verifyAttempt(attemptId: string, source: VerifySource): Promise<void> {
  const claimed = await attemptStore.claimRound(attemptId, new Date(clock.now().getTime() + PAYMENT_LIMITS.failedRoundRetrySeconds * 1000));
  if (!claimed) return;
  try {
    await applyAnswer(attemptId, source, await askProvider(attemptId));
  } catch (e) {
    logger().warn({ err: e, attemptId, source }, 'payment verification round failed; the verification job asks again');
  }
}

/** The attempt's own data agrees with the gateway's answer: amount (exact paisa), product code, transaction. */
function answerMatches(a: PaymentAttempt, answer: StatusAnswer): boolean {
  return (
    answer.totalAmount === a.amount &&
    answer.productCode === paymentSettings.gateway?.productCode &&
    (answer.transactionUuid === null || answer.transactionUuid === a.transactionUuid)
  );
}

/**
 * Sets up the next status check: an attempt in flight with the verification backoff, never later than its
 * deadline; one that ended without COMPLETE with the late backoff until its late window ends, then never.
 */
async function askAgainLater(a: PaymentAttempt, now: Date): Promise<void> {
  const tries = a.verifyTries + 1;
  const live = LIVE_STATUSES.includes(a.status);
  const delayMs = (live ? verifyDelaySeconds(tries - 1) : lateCheckDelaySeconds(tries - 1)) * 1000;
  const until = (live ? verifyDeadline(a) : lateCheckUntil(a)).getTime();
  const next = now.getTime() >= until ? null : new Date(Math.min(now.getTime() + delayMs, until));
  await attemptStore.patch(a, { verifyTries: tries, nextVerifyAt: next });
}

const pastDeadline = (a: PaymentAttempt, now: Date) => LIVE_STATUSES.includes(a.status) && now.getTime() >= verifyDeadline(a).getTime();

/**
 * The gateway never said COMPLETE within the attempt's deadline: the attempt expires and its session is
 * expired as an admin's force-expire would, by the system (stock, coupon slot and cart released). Asked about
 * for the late window still: money that shows up then is refused by checkout and flagged late_confirmation.
 */
async function windowPassed(a: PaymentAttempt, source: VerifySource, now: Date, lastAnswer: string): Promise<void> {
  await moveAttempt(
    a,
    'pass_verify_deadline',
    { ...lateChecksFrom(now), failureReason: 'verification_window_passed' },
    { source, by: 'system', deadline: verifyDeadline(a).toISOString(), last_answer: lastAnswer },
  );
  if (await checkout.sessions.expireAtGateway(a.checkoutId)) await attemptStore.markCheckoutClosed(a.checkoutId, now);
}

/** Not paid: a live attempt fails (or expires, for the sweep) and its session may be paid again while it lives. */
async function notPaid(a: PaymentAttempt, source: VerifySource, now: Date, reason: string): Promise<void> {
  if (!LIVE_STATUSES.includes(a.status)) return askAgainLater(a, now); // ended already: the late checks go on
  if (pastDeadline(a, now)) return windowPassed(a, source, now, reason);
  await moveAttempt(a, source === 'expiry_sweep' ? 'expire' : 'fail', { ...lateChecksFrom(now), failureReason: reason }, { source });
  await checkout.sessions.paymentEnded(a.checkoutId);
}

/** No word yet (or not one to act on): asked again, until the deadline for an attempt in flight. */
async function pending(a: PaymentAttempt, now: Date, source: VerifySource, answer: string): Promise<void> {
  if (pastDeadline(a, now)) return windowPassed(a, source, now, answer);
  if (a.status === 'initiated') await moveAttempt(a, 'await_verification', {}, { source });
  await askAgainLater(a, now);
}

const answerDetail = (answer: StatusAnswer) => ({ status: answer.status, total_amount: answer.totalAmountText, product_code: answer.productCode });

/** Settled after an amount_mismatch was flagged: the case keeps its flag and records both answers. */
async function noteTruthfulAnswer(a: PaymentAttempt, source: VerifySource, answer: StatusAnswer): Promise<void> {
  const flagged = (await timelineOf(a.id)).filter((e) => e.type === 'reconciliation_flagged' && e.detail.reason === 'amount_mismatch').at(-1);
  const first = flagged ? { status: 'COMPLETE', total_amount: flagged.detail.total_amount, product_code: flagged.detail.product_code } : null;
  await recordEvent(
    a.id,
    'reconciliation_noted',
    { from: a.status, to: a.status },
    { reason: 'amount_mismatch', source, outcome: 'settled', answers: [first, answerDetail(answer)] },
  );
}

/** Applies a status answer to the attempt, its session and itself locked. Returns the attempt's stored status after. */
export function applyAnswer(attemptId: string, source: VerifySource, answer: StatusAnswer): Promise<string> {
  return withTransaction(async () => {
    const locked = await lockSessionAndAttempt(attemptId);
    if (!locked) return 'unknown';
    const a = locked.attempt;
    const now = clock.now();
    await recordEvent(
      a.id,
      'status_check',
      { from: a.status, to: a.status },
      {
        source,
        status: answer.status,
        total_amount: answer.totalAmountText,
        product_code: answer.productCode,
        transaction_uuid: answer.transactionUuid,
        ref_id: answer.refId,
        problem: answer.problem,
      },
    );
    if (a.status === 'succeeded') {
      await attemptStore.patch(a, { nextVerifyAt: null });
      return a.status;
    }
    switch (answer.status) {
      case 'COMPLETE':
        if (!answerMatches(a, answer)) {
          // flagged, and asked again: the next answer may carry the attempt's amount
          await attemptStore.flag(a, 'amount_mismatch', now, { source, total_amount: answer.totalAmountText, product_code: answer.productCode });
          await pending(a, now, source, 'amount_mismatch');
        } else {
          const outcome = await settleAttempt(a, source, answer.refId);
          if (outcome !== 'already' && a.reconciliationReason === 'amount_mismatch') await noteTruthfulAnswer(a, source, answer);
        }
        break;
      case 'NOT_FOUND':
      case 'CANCELED':
        // a success return the gateway signed, not yet visible to its own status API: ask again rather than fail
        if (source === 'return_success') await pending(a, now, source, answer.status);
        else await notPaid(a, source, now, `gateway_${answer.status.toLowerCase()}`);
        break;
      case 'FULL_REFUND':
      case 'PARTIAL_REFUND':
        await notPaid(a, source, now, `gateway_${answer.status.toLowerCase()}`);
        break;
      default: // PENDING, AMBIGUOUS, no answer
        await pending(a, now, source, answer.status);
    }
    await PAYMENTS_VERIFY_ROUND_APPLIED.run({ attemptId: a.publicId, status: a.status });
    return a.status;
  });
}
