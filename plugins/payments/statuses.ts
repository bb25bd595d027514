import type { AttemptStatus } from './entities/payment-attempt.entity.js';

/** Business statuses (spec 03 "Payment attempt"): what responses and the admin `status` filter speak. */
export const BUSINESS_STATUSES = ['awaiting_gateway', 'processing', 'paid', 'failed_retryable', 'failed_final', 'cancelled', 'already_settled'] as const;
export type BusinessStatus = (typeof BUSINESS_STATUSES)[number];

export interface StatusFacts {
  status: AttemptStatus;
  reconciliationReason: string | null;
  checkoutExpiresAt: Date;
  checkoutClosedAt: Date | null;
}

/** A failed attempt may be followed by another while its session lives (not closed, not past its expiry). */
const sessionLives = (a: StatusFacts, now: Date) => a.checkoutClosedAt === null && a.checkoutExpiresAt.getTime() > now.getTime();

/** The business status of a stored attempt (docs/decisions.md "Payments" has the table). */
export function businessStatus(a: StatusFacts, now: Date): BusinessStatus {
  // money confirmed for a checkout another attempt had already paid
  if (a.reconciliationReason === 'attempt_superseded') return 'already_settled';
  switch (a.status) {
    case 'initiated':
      return 'awaiting_gateway';
    case 'pending_verification':
      return 'processing';
    case 'succeeded':
      return 'paid';
    case 'cancelled':
      return 'cancelled';
    case 'expired':
      return 'failed_final';
    case 'failed':
      return sessionLives(a, now) ? 'failed_retryable' : 'failed_final';
  }
}

/** The SQL condition (over payment_attempts `a`) for one business status; `now()` binds the current instant when needed. */
export function businessStatusSql(status: BusinessStatus, now: () => string): string {
  const superseded = `a.reconciliation_reason IS NOT DISTINCT FROM 'attempt_superseded'`;
  const notSuperseded = `a.reconciliation_reason IS DISTINCT FROM 'attempt_superseded'`;
  const lives = () => `(a.checkout_closed_at IS NULL AND a.checkout_expires_at > ${now()})`;
  switch (status) {
    case 'already_settled':
      return superseded;
    case 'awaiting_gateway':
      return `a.status = 'initiated' AND ${notSuperseded}`;
    case 'processing':
      return `a.status = 'pending_verification' AND ${notSuperseded}`;
    case 'paid':
      return `a.status = 'succeeded' AND ${notSuperseded}`;
    case 'cancelled':
      return `a.status = 'cancelled' AND ${notSuperseded}`;
    case 'failed_retryable':
      return `a.status = 'failed' AND ${lives()} AND ${notSuperseded}`;
    case 'failed_final':
      return `(a.status = 'expired' OR (a.status = 'failed' AND NOT ${lives()})) AND ${notSuperseded}`;
    default:
      return 'FALSE';
  }
}
