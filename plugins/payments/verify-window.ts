import type { PaymentAttempt } from './entities/payment-attempt.entity.js';
import { PAYMENT_LIMITS } from './limits.js';
import { paymentSettings } from './payment-settings.js';

type Expiries = Pick<PaymentAttempt, 'expiresAt' | 'checkoutExpiresAt'>;

/**
 * The last instant an attempt in flight is waited for: the earlier of its own expiry and its session's, plus
 * PAYMENT_VERIFY_WINDOW_MINUTES. Then it ends as an admin's force-expire would, so no session at the gateway
 * holds its stock past its expiresAt + the window, whenever its attempt started (docs/decisions.md "Payments").
 */
export function verifyDeadline(a: Expiries): Date {
  return new Date(Math.min(a.expiresAt.getTime(), a.checkoutExpiresAt.getTime()) + paymentSettings.verifyWindowMs);
}

/** Until when an attempt that ended without COMPLETE is still asked about (PAYMENT_LATE_CHECK_HOURS past its deadline). */
export function lateCheckUntil(a: Expiries): Date {
  return new Date(verifyDeadline(a).getTime() + paymentSettings.lateCheckMs);
}

/** Seconds until the next late check after `tries` of them: a minute doubling, capped at 6 hours. */
export function lateCheckDelaySeconds(tries: number): number {
  return Math.min(PAYMENT_LIMITS.lateCheckMaxDelaySeconds, PAYMENT_LIMITS.finalCheckDelaySeconds * 2 ** Math.min(tries, 20));
}

/** The columns that start the late checks of a gateway attempt ending now without COMPLETE. */
export function lateChecksFrom(now: Date): Pick<PaymentAttempt, 'verifyTries' | 'nextVerifyAt'> {
  return { verifyTries: 0, nextVerifyAt: new Date(now.getTime() + PAYMENT_LIMITS.finalCheckDelaySeconds * 1000) };
}
