import type { Response } from 'express';
import { createHash } from 'node:crypto';
import { clock } from '../../core/clock/clock.js';
import { AppError, CommonErrors } from '../../core/http/app-error.js';
import type { RateLimitStore } from '../../core/http/rate-limit/store.js';
import { normaliseEmail } from './email.js';
import { AccountErrors } from './errors.js';

/**
 * Per-account sign-in lockout (on top of the per-IP limit), shared by the admin and customer API
 * sign-ins and the admin panel's, keyed by the normalised email (known or not, so it tells nothing
 * about which accounts exist). The first FREE_FAILURES wrong passwords in a row cost nothing; from
 * then on each one locks the account for BASE_DELAY_MS, doubling per further failure up to
 * MAX_DELAY_MS. While locked every attempt, even with the right password, answers 429 without the
 * password being checked; once the delay is over the right password works and clears the streak.
 * A streak is forgotten DAY_MS after its last failure.
 */
export const LOCKOUT = {
  FREE_FAILURES: 5,
  BASE_DELAY_MS: 30_000,
  MAX_DELAY_MS: 15 * 60_000,
  FORGET_AFTER_MS: 24 * 3600_000,
} as const;

/** How long the account stays locked after its `failures`-th failure in a row. */
export function lockDelayMs(failures: number): number {
  if (failures < LOCKOUT.FREE_FAILURES) return 0;
  return Math.min(LOCKOUT.BASE_DELAY_MS * 2 ** (failures - LOCKOUT.FREE_FAILURES), LOCKOUT.MAX_DELAY_MS);
}

/** 429 RATE_LIMITED of a locked account; `retryAfterSeconds` is what the Retry-After header says. */
export class SignInLockedError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, CommonErrors.RATE_LIMITED.errorCode, 'Too many failed sign-ins for this account, try again later');
  }
}

export class SignInLockout {
  private enabled = true;

  constructor(private readonly store: () => RateLimitStore) {}

  /** Off with RATE_LIMITS=off. */
  configure(enabled: boolean): void {
    this.enabled = enabled;
  }

  private key(email: string): string {
    return `signin:${createHash('sha256').update(normaliseEmail(email)).digest('base64url')}`;
  }

  /** Seconds until the account may try again; 0 when it may now. */
  async retryAfterSeconds(email: string): Promise<number> {
    if (!this.enabled) return 0;
    const now = clock.nowMs();
    const streak = await this.store().streak(this.key(email), now);
    if (!streak) return 0;
    const left = streak.lastAtMs + lockDelayMs(streak.count) - now;
    return left > 0 ? Math.ceil(left / 1000) : 0;
  }

  /**
   * Runs one password check of the account: refused while locked (SignInLockedError, with Retry-After on
   * `res` when given); AUTH_INVALID_CREDENTIALS counts a failure; success or any other answer of the check
   * (the password was right, e.g. a disabled account) clears the streak.
   */
  async attempt<T>(email: string, check: () => Promise<T>, res?: Response): Promise<T> {
    const wait = await this.retryAfterSeconds(email);
    if (wait > 0) {
      res?.setHeader('Retry-After', String(wait));
      throw new SignInLockedError(wait);
    }
    try {
      const result = await check();
      if (this.enabled) await this.store().streakClear(this.key(email));
      return result;
    } catch (e) {
      if (this.enabled && e instanceof AppError) {
        if (e.errorCode === AccountErrors.INVALID_CREDENTIALS.errorCode) await this.store().streakHit(this.key(email), LOCKOUT.FORGET_AFTER_MS, clock.nowMs());
        else await this.store().streakClear(this.key(email));
      }
      throw e;
    }
  }
}
