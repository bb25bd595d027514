import { clock } from '../../core/clock/clock.js';
import { withTransaction } from '../../core/db/transaction.js';
import { SESSION_CLOSED } from '../checkout/index.js';
import { subscribe } from '../../core/jobs/index.js';
import { moveAttempt } from './attempt-machine.js';
import { attemptStore } from './attempt-store.js';
import { lockSessionAndLiveAttempt } from './payment-locks.js';
import { handlerOf } from './methods/registry.js';
import { lateChecksFrom } from './verify-window.js';

/**
 * A session cancelled or expired (by the customer, an admin or the sweep): the attempt in flight for it
 * expires. A gateway attempt's (a verified method's) outcome is still unknown, so the gateway is still asked for the late window;
 * money that arrives anyway is refused by checkout and flagged late_confirmation (settlement.ts).
 */
export async function expireAttemptOfClosedSession(checkoutId: string, by: string): Promise<void> {
  await withTransaction(async () => {
    const { attempt: live } = await lockSessionAndLiveAttempt(checkoutId, null);
    const now = clock.now();
    if (live) {
      const checks = handlerOf(live.method).verify ? lateChecksFrom(now) : { nextVerifyAt: null };
      await moveAttempt(live, 'expire', { ...checks, failureReason: 'checkout_closed', checkoutClosedAt: now }, { by });
    }
    await attemptStore.markCheckoutClosed(checkoutId, now);
  });
}

export const sessionClosedSubscriber = subscribe(SESSION_CLOSED, 'payments.expire-attempt-of-closed-session', (event) =>
  expireAttemptOfClosedSession(event.payload.checkoutId, event.payload.by),
);
