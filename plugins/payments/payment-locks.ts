import { checkout, type PayableSession } from '../checkout/index.js';
import { attemptStore } from './attempt-store.js';
import type { PaymentAttempt } from './entities/payment-attempt.entity.js';

/**
 * The one lock order of payments' writers: the checkout session's row, then the attempt's (docs/decisions.md
 * "Payments", Lock order). Both in the caller's transaction (joined), for the rest of it.
 */
async function inLockOrder<A>(
  checkoutId: string,
  customerId: string | null,
  lockAttempt: (session: PayableSession) => Promise<A>,
): Promise<{ session: PayableSession; attempt: A }> {
  const session = await checkout.sessions.lockPayable(checkoutId, customerId);
  return { session, attempt: await lockAttempt(session) };
}

/** A known attempt and its session, locked; null when there is no such attempt (404 unknown session as lockPayable). */
export async function lockSessionAndAttempt(attemptId: string): Promise<{ session: PayableSession; attempt: PaymentAttempt } | null> {
  const seen = await attemptStore.find(attemptId); // its checkout never changes: read before the locks
  if (!seen) return null;
  const locked = await inLockOrder(seen.checkoutId, null, () => attemptStore.lock(attemptId));
  return { session: locked.session, attempt: locked.attempt! };
}

/**
 * A session (the customer's, when named: else 404 CHECKOUT_SESSION_NOT_FOUND) and its attempt in flight if
 * any, locked: under the session's lock no other attempt can start for it.
 */
export function lockSessionAndLiveAttempt(checkoutId: string, customerId: string | null): Promise<{ session: PayableSession; attempt: PaymentAttempt | null }> {
  // a session this transaction inserted has no attempt: none could be made for it outside the transaction
  return inLockOrder(checkoutId, customerId, (session) => (session.insertedHere ? Promise.resolve(null) : attemptStore.lockLive(checkoutId)));
}
