import { clock } from '../../core/clock/clock.js';
import { repo } from '../../core/db/transaction.js';
import { checkout, type PayableSession } from '../checkout/index.js';
import { attemptStore } from './attempt-store.js';
import { PaymentAttempt, type PaymentMethod } from './entities/payment-attempt.entity.js';
import { PaymentErrors as E } from './errors.js';
import { buildEpayForm } from './gateway/epay-form.js';
import { PAYMENT_LIMITS } from './limits.js';
import { paymentView, type PaymentRedirect, type PaymentView } from './mappers.js';
import { paymentSettings } from './payment-settings.js';
import { returnTokenOf } from './return-token.js';
import { settleAttempt } from './settlement.js';
import { recordEvent } from './timeline.js';

export interface Started {
  payment: PaymentView;
  /** false: the attempt in flight with the same method was answered again */
  created: boolean;
}

/** The signed form of a gateway attempt; every form of one attempt is the same (its return token is derived). */
export function redirectOf(a: PaymentAttempt): PaymentRedirect {
  const gw = paymentSettings.gateway!;
  const { token } = returnTokenOf(a.publicId);
  const fields = buildEpayForm({
    secret: gw.secret,
    productCode: gw.productCode,
    amount: a.amount,
    transactionUuid: a.transactionUuid!,
    successUrl: paymentSettings.returnUrl(a.publicId, token, 'success'),
    failureUrl: paymentSettings.returnUrl(a.publicId, token, 'failure'),
  });
  return { type: 'form_post', url: gw.formUrl, fields };
}

async function issueRedirect(a: PaymentAttempt): Promise<PaymentRedirect> {
  const redirect = redirectOf(a);
  // an attempt started before the token's key changed (a new gateway secret) gets the current token's hash
  const { hash } = returnTokenOf(a.publicId);
  if (a.tokenHash !== hash) await attemptStore.patch(a, { tokenHash: hash });
  await recordEvent(a.id, 'redirect_issued', { from: a.status, to: a.status }, { url: redirect.url, fields: redirect.fields });
  return redirect;
}

/**
 * 409 unless the session can still be paid: paid (completed, or an attempt succeeded) -> PAYMENT_ALREADY_SETTLED;
 * expired or cancelled -> CHECKOUT_SESSION_EXPIRED, whatever attempt is still open for it (the session-closed
 * subscriber expires that one; money paid through a form handed out before is refused by checkout and flagged).
 */
export async function assertPayable(session: PayableSession): Promise<void> {
  if (session.status === 'completed' || (await attemptStore.succeededFor(session.id))) throw E.PAYMENT_ALREADY_SETTLED({ checkoutId: session.id });
  if (session.status === 'expired') throw E.CHECKOUT_SESSION_EXPIRED();
  if (session.status === 'cancelled') throw E.CHECKOUT_SESSION_EXPIRED(undefined, 'The checkout session was cancelled');
}

/**
 * Starts (or answers again) the payment of a session the caller has locked (checkout.sessions.lockPayable),
 * in the caller's transaction. COD is paid at once: the session moves to payment_in_progress and is settled
 * in this same transaction.
 */
export async function startAttempt(session: PayableSession, method: PaymentMethod): Promise<Started> {
  await assertPayable(session);
  const live = await attemptStore.lockLive(session.id);
  if (live) {
    if (live.status === 'pending_verification') throw E.PAYMENT_VERIFICATION_PENDING({ paymentId: live.publicId });
    if (live.method !== method) throw E.PAYMENT_ATTEMPT_ALREADY_LIVE({ paymentId: live.publicId, method: live.method });
    return { payment: await paymentView(live, await issueRedirect(live)), created: false };
  }
  await checkout.sessions.beginPayment(session.id);

  const now = clock.now();
  const gateway = method === 'gateway';
  const attempt = repo(PaymentAttempt).create({
    checkoutId: session.id,
    customerId: session.customerId,
    method,
    status: 'initiated',
    amount: session.grandTotal,
    currency: 'NPR',
    checkoutExpiresAt: session.expiresAt,
    expiresAt: gateway ? new Date(now.getTime() + PAYMENT_LIMITS.gatewayAttemptTtlSeconds * 1000) : session.expiresAt,
    transactionUuid: null,
    tokenHash: null,
  });
  if (gateway) {
    attempt.assignPublicId();
    attempt.transactionUuid = attempt.publicId; // a UUID: letters, digits and hyphens, unique per attempt
    attempt.tokenHash = returnTokenOf(attempt.publicId).hash;
    attempt.nextVerifyAt = attempt.expiresAt; // the expiry sweep asks the gateway then, unless a return came first
    await repo(PaymentAttempt).insert(attempt);
    await recordEvent(attempt.id, 'created', { to: 'initiated' }, { method, amount: attempt.amount });
    return { payment: await paymentView(attempt, await issueRedirect(attempt)), created: true };
  }
  // COD: initiated and settled in this one transaction (nobody ever sees it initiated)
  attempt.status = 'initiated';
  await repo(PaymentAttempt).insert(attempt);
  await recordEvent(attempt.id, 'created', { to: 'initiated' }, { method, amount: attempt.amount });
  const settled = await settleAttempt(attempt, 'cod');
  if (settled === 'already' || !settled.accepted) throw E.CHECKOUT_SESSION_EXPIRED(undefined, 'The checkout session can no longer be paid');
  return { payment: await paymentView(attempt), created: true };
}
