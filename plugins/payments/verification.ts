import { clock } from '../../core/clock/clock.js';
import { withTransaction } from '../../core/db/transaction.js';
import { defineExternalStep, defineFlow, defineStep, runFlow } from '../../core/flows/index.js';
import { logger } from '../../core/log/logger.js';
import { checkout } from '../checkout/index.js';
import { attemptStore } from './attempt-store.js';
import { LIVE_STATUSES, type PaymentAttempt } from './entities/payment-attempt.entity.js';
import { formatRupees } from './gateway/rupees.js';
import { checkStatus, type StatusAnswer } from './gateway/status-check.js';
import { PAYMENT_LIMITS, verifyDelaySeconds } from './limits.js';
import { paymentSettings } from './payment-settings.js';
import { settleAttempt } from './settlement.js';
import { recordEvent } from './timeline.js';

/**
 * Why a round runs: a success or failure return (already past the token and, for success, the HMAC),
 * the verification job re-asking a pending attempt, or the expiry sweep asking about an attempt left at
 * the gateway past its expiry (or closed while its outcome was unknown).
 */
export type VerifySource = 'return_success' | 'return_failure' | 'verify_job' | 'expiry_sweep';

interface VerifyInput {
  attemptId: string;
  source: VerifySource;
}

/** The status API is a read: after a crash between intent and result, asking again is the lookup. */
async function askGateway(attemptId: string): Promise<StatusAnswer> {
  const gw = paymentSettings.gateway;
  const a = await attemptStore.find(attemptId);
  if (!gw || !a || !a.transactionUuid) {
    return { status: 'NO_ANSWER', totalAmount: null, totalAmountText: null, productCode: null, transactionUuid: null, refId: null, problem: 'the gateway is not configured' };
  }
  return checkStatus({ statusUrl: gw.statusUrl, productCode: gw.productCode, totalAmount: formatRupees(a.amount), transactionUuid: a.transactionUuid, timeoutMs: gw.timeoutMs });
}

const statusCheck = defineExternalStep<VerifyInput, StatusAnswer>('status-check', {
  call: (_key, { input }) => askGateway(input.attemptId),
  lookup: (_key, { input }) => askGateway(input.attemptId),
});

const applyOutcome = defineStep<VerifyInput, { status: string }>('apply-outcome', async ({ input, results }) => {
  const answer = results['status-check'] as StatusAnswer;
  const status = await applyAnswer(input.attemptId, input.source, answer);
  return { status };
});

/** One verification round of one attempt: ask the gateway (intent -> call -> result), then apply its answer. */
export const VERIFY_FLOW = defineFlow<VerifyInput>('payments.verify-attempt', [statusCheck, applyOutcome], { maxAttempts: 3 });

/** Runs a round now (outside any transaction); a round that fails is resumed by the flows' resume job. */
export async function verifyAttempt(attemptId: string, source: VerifySource): Promise<void> {
  const round = await attemptStore.nextRound(attemptId);
  if (round === null) return;
  try {
    await runFlow(VERIFY_FLOW, `${attemptId}:${round}`, { attemptId, source });
  } catch (e) {
    logger().warn({ err: e, attemptId, source }, 'payment verification round failed; it will be resumed');
  }
}

/** The attempt's own data agrees with the gateway's answer: amount (exact paisa), product code, transaction. */
function answerMatches(a: PaymentAttempt, answer: StatusAnswer): boolean {
  return answer.totalAmount === a.amount
    && answer.productCode === paymentSettings.gateway?.productCode
    && (answer.transactionUuid === null || answer.transactionUuid === a.transactionUuid);
}

/** Sets up the next status check with bounded exponential backoff; past the last one a human is asked to look. */
async function askAgainLater(a: PaymentAttempt, now: Date): Promise<void> {
  const tries = a.verifyTries + 1;
  if (tries >= PAYMENT_LIMITS.verifyMaxTries) {
    await attemptStore.patch(a, { verifyTries: tries, nextVerifyAt: null });
    // an attempt still in flight holds its session: a human decides. One already ended (cancelled, expired) just stops being asked.
    if (LIVE_STATUSES.includes(a.status)) await attemptStore.flag(a, 'verification_exhausted', now, { tries });
    return;
  }
  await attemptStore.patch(a, { verifyTries: tries, nextVerifyAt: new Date(now.getTime() + verifyDelaySeconds(tries - 1) * 1000) });
}

/** Not paid: a live attempt fails (or expires, for the sweep) and its session may be paid again while it lives. */
async function notPaid(a: PaymentAttempt, source: VerifySource, reason: string, extra: Record<string, unknown> = {}): Promise<void> {
  if (!LIVE_STATUSES.includes(a.status)) {
    await attemptStore.patch(a, { nextVerifyAt: null });
    return;
  }
  const to = source === 'expiry_sweep' ? 'expired' : 'failed';
  await attemptStore.transition(a, to, to, { nextVerifyAt: null, failureReason: reason }, { source, ...extra });
  await checkout.sessions.paymentEnded(a.checkoutId);
}

/**
 * Applies a status answer to the attempt, under the session's lock then the attempt's (the order every
 * writer takes). Returns the attempt's stored status after.
 */
export function applyAnswer(attemptId: string, source: VerifySource, answer: StatusAnswer): Promise<string> {
  return withTransaction(async () => {
    const seen = await attemptStore.find(attemptId);
    if (!seen) return 'unknown';
    await checkout.sessions.lockPayable(seen.checkoutId, null);
    const a = (await attemptStore.lock(attemptId))!;
    const now = clock.now();
    await recordEvent(a.id, 'status_check', { from: a.status, to: a.status }, {
      source, status: answer.status, total_amount: answer.totalAmountText, product_code: answer.productCode,
      transaction_uuid: answer.transactionUuid, ref_id: answer.refId, problem: answer.problem,
    });
    if (a.status === 'succeeded') {
      await attemptStore.patch(a, { nextVerifyAt: null });
      return a.status;
    }
    switch (answer.status) {
      case 'COMPLETE':
        if (!answerMatches(a, answer)) {
          await attemptStore.flag(a, 'amount_mismatch', now, { source, total_amount: answer.totalAmountText, product_code: answer.productCode });
          await notPaid(a, source, 'amount_mismatch');
        } else {
          await settleAttempt(a, source, answer.refId);
        }
        break;
      case 'NOT_FOUND':
      case 'CANCELED':
        // a success return the gateway signed, not yet visible to its own status API: ask again rather than fail
        if (source === 'return_success') await pending(a, now, source);
        else await notPaid(a, source, `gateway_${answer.status.toLowerCase()}`);
        break;
      case 'FULL_REFUND':
      case 'PARTIAL_REFUND':
        await notPaid(a, source, `gateway_${answer.status.toLowerCase()}`);
        break;
      default: // PENDING, AMBIGUOUS, no answer
        await pending(a, now, source);
    }
    return a.status;
  });
}

async function pending(a: PaymentAttempt, now: Date, source: VerifySource): Promise<void> {
  if (a.status === 'initiated') await attemptStore.transition(a, 'pending_verification', 'verification_pending', {}, { source });
  await askAgainLater(a, now);
}
