import { repo } from '../../core/db/transaction.js';
import { preparedRows } from '../../core/db/sql.js';
import { In } from 'typeorm';
import { LIVE_STATUSES, PaymentAttempt } from './entities/payment-attempt.entity.js';
import { PaymentSettlement } from './entities/payment-settlement.entity.js';
import { recordEvent } from './timeline.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Reads and writes of payment attempts; locks are taken in the caller's transaction. */
export const attemptStore = {
  async find(publicId: string): Promise<PaymentAttempt | null> {
    if (!UUID.test(publicId)) return null;
    return repo(PaymentAttempt).findOne({ where: { publicId: publicId.toLowerCase() } });
  },

  /** The attempt's row locked FOR UPDATE (writers lock through payment-locks.ts: the session first). */
  async lock(publicId: string): Promise<PaymentAttempt | null> {
    if (!UUID.test(publicId)) return null;
    return repo(PaymentAttempt).findOne({ where: { publicId: publicId.toLowerCase() }, lock: { mode: 'pessimistic_write' } });
  },

  /** The attempt in flight for a checkout, locked (at most one: a partial unique index; the session first, payment-locks.ts). */
  async lockLive(checkoutId: string): Promise<PaymentAttempt | null> {
    return repo(PaymentAttempt).findOne({ where: { checkoutId, status: In([...LIVE_STATUSES]) }, lock: { mode: 'pessimistic_write' } });
  },

  async succeededFor(checkoutId: string): Promise<PaymentAttempt | null> {
    return repo(PaymentAttempt).findOne({ where: { checkoutId, status: 'succeeded' } });
  },

  forCheckout(checkoutId: string): Promise<PaymentAttempt[]> {
    return repo(PaymentAttempt).find({ where: { checkoutId }, order: { createdAt: 'ASC', id: 'ASC' } });
  },

  settlementOf(attemptId: string): Promise<PaymentSettlement | null> {
    return repo(PaymentSettlement).findOne({ where: { attemptId } });
  },

  /** Changes columns of a locked attempt without a status move (moves: moveAttempt, attempt-machine.ts). */
  async patch(a: PaymentAttempt, patch: Partial<Omit<PaymentAttempt, 'status' | 'version'>>): Promise<void> {
    await repo(PaymentAttempt).update({ id: a.id }, patch);
    Object.assign(a, patch);
  },

  /**
   * Raises the reconciliation flag. A case still open keeps its first reason and the new finding is noted on
   * its timeline; a case already resolved is raised again (money found after a decision goes back to the queue;
   * the resolution stays on the timeline).
   */
  async flag(a: PaymentAttempt, reason: string, now: Date, detail: Record<string, unknown> = {}): Promise<void> {
    if (a.reconciliationFlaggedAt && !a.reconciliationResolvedAt) {
      await recordEvent(a.id, 'reconciliation_noted', { from: a.status, to: a.status }, { reason, ...detail });
      return;
    }
    await this.patch(a, {
      reconciliationFlaggedAt: now,
      reconciliationReason: reason,
      reconciliationResolvedAt: null,
      reconciliationResolvedBy: null,
      reconciliationNote: null,
    });
    await recordEvent(a.id, 'reconciliation_flagged', { from: a.status, to: a.status }, { reason, ...detail });
  },

  /** The checkout can no longer be paid (paid, cancelled or expired): its failed attempts read failed_final. */
  async markCheckoutClosed(checkoutId: string, at: Date): Promise<void> {
    await preparedRows(`UPDATE payment_attempts SET checkout_closed_at = $2 WHERE checkout_id = $1 AND checkout_closed_at IS NULL`, [checkoutId, at]);
  },

  /**
   * Claims a verification round: counts it and makes a check due by `retryAt` (an earlier one is kept), so the
   * verification job asks again if the round never applies an answer. A settled attempt's schedule is left alone.
   */
  async claimRound(publicId: string, retryAt: Date): Promise<boolean> {
    if (!UUID.test(publicId)) return false;
    const rows = await preparedRows(
      `UPDATE payment_attempts SET verify_rounds = verify_rounds + 1,
              next_verify_at = CASE WHEN status = 'succeeded' THEN next_verify_at ELSE LEAST(COALESCE(next_verify_at, $2), $2) END
        WHERE public_id = $1 RETURNING 1`,
      [publicId.toLowerCase(), retryAt],
    );
    return rows.length > 0;
  },
};
