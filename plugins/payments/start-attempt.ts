import { clock } from '../../core/clock/clock.js';
import { repo } from '../../core/db/transaction.js';
import { checkout, type PayableSession } from '../checkout/index.js';
import { insertAttempt } from './attempt-insert.js';
import { attemptStore } from './attempt-store.js';
import { PaymentAttempt } from './entities/payment-attempt.entity.js';
import { PaymentErrors as E } from './errors.js';
import { paymentView, type PaymentView } from './mappers.js';
import type { PaymentMethodHandler, StartOutcome } from './methods/handler.js';
import { insertedAttempts } from './inserted-attempts.js';

export interface Started {
  payment: PaymentView;
  /** false: the attempt in flight with the same method was answered again */
  created: boolean;
}

/**
 * 409 unless the session can still be paid: paid (completed, or an attempt succeeded) -> PAYMENT_ALREADY_SETTLED;
 * expired or cancelled -> CHECKOUT_SESSION_EXPIRED, whatever attempt is still open for it (the session-closed
 * subscriber expires that one; money paid through a form handed out before is refused by checkout and flagged).
 */
export async function assertPayable(session: PayableSession): Promise<void> {
  if (session.status === 'completed' || (!session.insertedHere && (await attemptStore.succeededFor(session.id))))
    throw E.PAYMENT_ALREADY_SETTLED({ checkoutId: session.id });
  if (session.status === 'expired') throw E.CHECKOUT_SESSION_EXPIRED();
  if (session.status === 'cancelled') throw E.CHECKOUT_SESSION_EXPIRED(undefined, 'The checkout session was cancelled');
}

const viewOf = async (a: PaymentAttempt, outcome: StartOutcome) => paymentView(a, 'redirect' in outcome ? outcome.redirect : null);

/**
 * Starts (or answers again) the payment of a session the caller has locked with its attempt in flight
 * (lockSessionAndLiveAttempt), in the caller's transaction, through the method's handler: COD is settled in
 * this same transaction (the session moves to payment_in_progress, then settled); the gateway answers its form.
 */
export async function startAttempt(locked: { session: PayableSession; attempt: PaymentAttempt | null }, method: PaymentMethodHandler): Promise<Started> {
  const { session, attempt: live } = locked;
  await assertPayable(session);
  if (live) {
    if (live.status === 'pending_verification') throw E.PAYMENT_VERIFICATION_PENDING({ paymentId: live.publicId });
    if (live.method !== method.code) throw E.PAYMENT_ATTEMPT_ALREADY_LIVE({ paymentId: live.publicId, method: live.method });
    return { payment: await viewOf(live, await method.start(live)), created: false };
  }
  await checkout.sessions.beginPayment(session.id);

  const attempt = repo(PaymentAttempt).create({
    checkoutId: session.id,
    customerId: session.customerId,
    method: method.code,
    status: 'initiated',
    amount: session.grandTotal,
    currency: 'NPR',
    checkoutExpiresAt: session.expiresAt,
    expiresAt: session.expiresAt,
    transactionUuid: null,
    tokenHash: null,
  });
  method.prepare?.(attempt, clock.now());
  await insertAttempt(attempt);
  insertedAttempts.add(attempt.id);
  return { payment: await viewOf(attempt, await method.start(attempt)), created: true };
}
