import { defineJob } from '../../core/jobs/index.js';
import { logger } from '../../core/log/logger.js';
import { sessionClosing } from './session-closing.js';

export const SWEEP_EXPIRED_SESSIONS_JOB = 'checkout.expire-sessions';

/** The expiry sweep: its handler, exported for the tests to run it. */
export async function sweepExpiredSessions(): Promise<void> {
  const expired = await sessionClosing.sweepExpired();
  if (expired) logger().info({ expired }, 'checkout sessions expired by the sweep');
}

/** Every minute, from a plain scheduler: pending_payment sessions past expiresAt -> expired, holds released. */
export const checkoutJobs = [defineJob(SWEEP_EXPIRED_SESSIONS_JOB, sweepExpiredSessions, { concurrency: 1, schedule: { every: '1 minute' } })];
