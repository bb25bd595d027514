import { Column, Entity } from 'typeorm';
import { BaseModel } from '../../../core/db/base.entity.js';
import { MoneyColumn } from '../../../core/db/money.js';

/** Stored statuses (spec 03 "Payment attempt"); responses show the business status (statuses.ts). */
export const ATTEMPT_STATUSES = ['initiated', 'pending_verification', 'succeeded', 'failed', 'cancelled', 'expired'] as const;
export type AttemptStatus = (typeof ATTEMPT_STATUSES)[number];
/** In flight: at most one per checkout (a partial unique index). */
export const LIVE_STATUSES: readonly AttemptStatus[] = ['initiated', 'pending_verification'];

/**
 * One try to pay one checkout session. A gateway attempt carries the transaction_uuid sent to the gateway
 * and the SHA-256 of its return token (the token itself is never stored). `nextVerifyAt` set means the
 * gateway's word on this attempt is still owed (a verification job or the expiry sweep will ask).
 */
@Entity('payment_attempts')
export class PaymentAttempt extends BaseModel {
  /** the checkout session's public id */
  @Column({ type: 'uuid' })
  checkoutId: string;

  /** the customer's public id */
  @Column({ type: 'uuid' })
  customerId: string;

  /** a payment method handler's code (methods/registry.ts) */
  @Column({ type: 'varchar', length: 10 })
  method: string;

  @Column({ type: 'varchar', length: 24 })
  status: AttemptStatus;

  /** bumped by every status move (attempt-machine.ts) */
  @Column({ type: 'integer', default: 1 })
  version: number;

  @MoneyColumn()
  amount: number;

  @Column({ type: 'char', length: 3, default: 'NPR' })
  currency: 'NPR';

  @Column({ type: 'varchar', length: 100, nullable: true })
  transactionUuid: string | null;

  @Column({ type: 'char', length: 64, nullable: true })
  tokenHash: string | null;

  @Column({ type: 'timestamptz' })
  expiresAt: Date;

  /** the session's expiry when the attempt started (a failed attempt is retryable until then) */
  @Column({ type: 'timestamptz' })
  checkoutExpiresAt: Date;

  /** the checkout can no longer be paid by this attempt: cancelled or expired (SESSION_CLOSED), or paid by an attempt */
  @Column({ type: 'timestamptz', nullable: true })
  checkoutClosedAt: Date | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  gatewayRefId: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  nextVerifyAt: Date | null;

  /** unanswered status checks in a row (the backoff's exponent) */
  @Column({ type: 'integer', default: 0 })
  verifyTries: number;

  /** verification runs started (each one a flow instance `<attempt>:<round>`) */
  @Column({ type: 'integer', default: 0 })
  verifyRounds: number;

  @Column({ type: 'varchar', length: 60, nullable: true })
  failureReason: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  reconciliationFlaggedAt: Date | null;

  @Column({ type: 'varchar', length: 40, nullable: true })
  reconciliationReason: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  reconciliationResolvedAt: Date | null;

  /** the resolving administrator's public id */
  @Column({ type: 'uuid', nullable: true })
  reconciliationResolvedBy: string | null;

  @Column({ type: 'text', nullable: true })
  reconciliationNote: string | null;
}
