import type { JobRegistry } from '../../core/jobs/job-registry.js';
import { logger } from '../../core/log/logger.js';
import { sessionClosing } from './session-closing.js';

export const SWEEP_EXPIRED_SESSIONS_JOB = 'checkout.expire-sessions';

/** The expiry sweep: its handler, exported for the tests to run it. */
export async function sweepExpiredSessions(): Promise<void> {
  const expired = await sessionClosing.sweepExpired();
  if (expired) logger().info({ expired }, 'checkout sessions expired by the sweep');
}

/** Every minute, from a plain scheduler: pending_payment sessions past expiresAt -> expired, holds released. */
export function checkoutJobs(registry: JobRegistry): void {
  registry.define(SWEEP_EXPIRED_SESSIONS_JOB, sweepExpiredSessions, { concurrency: 1 });
  registry.every('1 minute', SWEEP_EXPIRED_SESSIONS_JOB);
}
