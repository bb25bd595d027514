import { clock } from '../../core/clock/clock.js';
import { sqlRows } from '../../core/db/sql.js';
import { defineJob } from '../../core/jobs/index.js';
import { PAYMENT_LIMITS } from './limits.js';
import { VERIFIED_METHOD_CODES } from './methods/registry.js';
import { paymentSettings } from './payment-settings.js';
import { verifyAttempt } from './verification.js';

/**
 * Re-asks the gateway about attempts whose next status check is due: pending verification, closed before the
 * gateway's word, or left by a round that failed (an attempt still initiated after a round); an attempt still
 * initiated otherwise is the expiry sweep's.
 */
export const VERIFY_PENDING_JOB = 'payments.verify-pending';
/**
 * The attempt expiry sweep: attempts of a verified method (the gateway) still initiated past expiresAt, and any in
 * flight past its deadline (verify-window.ts; the verification job's checks stop there too); the gateway is asked
 * before anything ends.
 */
export const EXPIRE_ATTEMPTS_JOB = 'payments.expire-attempts';

/** One pass of the verification job; resolves to the attempts asked about. */
export async function verifyDueAttempts(): Promise<number> {
  const due = await sqlRows<{ publicId: string }>(
    `SELECT public_id AS "publicId" FROM payment_attempts
      WHERE next_verify_at IS NOT NULL AND next_verify_at <= $1 AND (status <> 'initiated' OR verify_rounds > 0)
      ORDER BY next_verify_at LIMIT ${PAYMENT_LIMITS.sweepBatch}`,
    [clock.now()],
  );
  for (const a of due) await verifyAttempt(a.publicId, 'verify_job');
  return due.length;
}

/** One pass of the expiry sweep; resolves to the attempts asked about. */
export async function sweepExpiredAttempts(): Promise<number> {
  const now = clock.now();
  const due = await sqlRows<{ publicId: string }>(
    `SELECT public_id AS "publicId" FROM payment_attempts
      WHERE method = ANY($3::text[]) AND status IN ('initiated', 'pending_verification')
        AND ((status = 'initiated' AND expires_at <= $1) OR LEAST(expires_at, checkout_expires_at) <= $2)
      ORDER BY LEAST(expires_at, checkout_expires_at) LIMIT ${PAYMENT_LIMITS.sweepBatch}`,
    [now, new Date(now.getTime() - paymentSettings.verifyWindowMs), VERIFIED_METHOD_CODES],
  );
  for (const a of due) await verifyAttempt(a.publicId, 'expiry_sweep');
  return due.length;
}

export const paymentsJobs = [
  defineJob(VERIFY_PENDING_JOB, async () => void (await verifyDueAttempts()), { concurrency: 1, schedule: { every: '5 seconds' } }),
  defineJob(EXPIRE_ATTEMPTS_JOB, async () => void (await sweepExpiredAttempts()), { concurrency: 1, schedule: { every: '1 minute', atStart: true } }),
];
