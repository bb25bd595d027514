import { clock } from '../../core/clock/clock.js';
import { currentActor, signedInActor } from '../../core/context/request-context.js';
import { sqlRows } from '../../core/db/sql.js';
import { withTransaction } from '../../core/db/transaction.js';
import { recordActivity } from '../../core/lifecycle/index.js';
import type { CheckoutSession } from './entities/checkout-session.entity.js';
import { CheckoutErrors as E } from './errors.js';
import { closeSession } from './release.js';
import { SESSION_EXPIRY, SESSION_MACHINE } from './session-machine.js';
import { sessionStore } from './session-store.js';
import { readStatus, type CheckoutSessionView } from './session-view.js';
import { viewOf } from './view-loader.js';

/** Locks the session (after its customer's lock, the order start takes them in); null when unknown. */
async function lockSession(publicId: string): Promise<CheckoutSession | null> {
  const peek = await sessionStore.byPublicId(publicId);
  if (!peek) return null;
  await sessionStore.lockCustomer(peek.customerPublicId);
  return sessionStore.byPublicId(publicId, { lock: true });
}

function refuseUnlessPending(s: CheckoutSession): void {
  const status = readStatus(s);
  if (status === 'payment_in_progress') throw E.CHECKOUT_PAYMENT_IN_PROGRESS();
  if (status === 'expired') throw E.CHECKOUT_SESSION_EXPIRED();
  if (status !== 'pending_payment') throw E.CHECKOUT_SESSION_NOT_CANCELLABLE({ status });
}

/** Force-expire of a live, unsettled session (any status, any time), logged under the acting admin or the system. */
async function forceExpire(s: CheckoutSession, by: 'admin' | 'sweep', adminId: string | null): Promise<boolean> {
  if (s.settledAttemptId !== null || !SESSION_MACHINE.can(s.status, 'expire')) return false;
  if (!(await closeSession(s, 'expired', by, adminId))) return false;
  await recordActivity('expire', 'checkout_session', s.publicId);
  return true;
}

/** Cancel (customer, admin), force-expire (admin, payments) and the expiry sweep: every one releases through closeSession. */
export const sessionClosing = {
  /** POST /api/mobile/checkout/{id}/cancel: my pending session; another customer's is 404 like an unknown one. */
  cancelMine(publicId: string): Promise<CheckoutSessionView> {
    const customer = signedInActor().publicId;
    return withTransaction(async () => {
      const s = await lockSession(publicId);
      if (!s || s.customerPublicId !== customer) throw E.CHECKOUT_SESSION_NOT_FOUND();
      refuseUnlessPending(s);
      await closeSession(s, 'cancelled', 'customer');
      return viewOf(s);
    });
  },

  /** POST /api/checkout/sessions/{id}/cancel: a pending_payment session, recorded with the acting administrator. */
  cancelByAdmin(publicId: string): Promise<CheckoutSession> {
    return withTransaction(async () => {
      const s = await lockSession(publicId);
      if (!s) throw E.CHECKOUT_SESSION_NOT_FOUND();
      refuseUnlessPending(s);
      await closeSession(s, 'cancelled', 'admin', currentActor().publicId);
      await recordActivity('cancel', 'checkout_session', s.publicId);
      return s;
    });
  },

  /**
   * POST /api/checkout/sessions/{id}/expire: pending_payment or payment_in_progress at any time (the lever for a
   * session stuck at a gateway); a settled one (money in, completing) or an ended one: 409.
   */
  expireByAdmin(publicId: string): Promise<CheckoutSession> {
    return withTransaction(async () => {
      const s = await lockSession(publicId);
      if (!s) throw E.CHECKOUT_SESSION_NOT_FOUND();
      if (!(await forceExpire(s, 'admin', currentActor().publicId))) throw E.CHECKOUT_SESSION_NOT_CANCELLABLE({ status: readStatus(s) });
      return s;
    });
  },

  /**
   * Payments' lever for a session its gateway never confirmed within the verification window: the admin's
   * force-expire, by the system (closedBy `sweep`, the activity log's actor `system`). The caller holds the
   * session's row lock (payments' order: session, then attempt), which is all a close needs; the customer's
   * lock is not taken, as taking it after the row's could deadlock with a start. Returns false (nothing
   * changed) for a session settled or already ended.
   */
  expireAtGateway(publicId: string): Promise<boolean> {
    return withTransaction(async () => {
      const s = await sessionStore.byPublicId(publicId, { lock: true });
      return s !== null && forceExpire(s, 'sweep', null);
    });
  },

  /** The sweep job: pending_payment sessions past expiresAt -> expired, holds released; payment_in_progress never. */
  async sweepExpired(limit = 500): Promise<number> {
    const due = await sqlRows<{ publicId: string }>(
      `SELECT s.public_id::text AS "publicId" FROM checkout_sessions s WHERE ${SESSION_EXPIRY.passedSql('s', '$1')} ORDER BY s.expires_at LIMIT $2`,
      [clock.now(), limit],
    );
    let expired = 0;
    for (const { publicId } of due) {
      const done = await withTransaction(async () => {
        const s = await lockSession(publicId);
        return s !== null && s.status === 'pending_payment' && readStatus(s) === 'expired' && closeSession(s, 'expired', 'sweep');
      });
      if (done) expired++;
    }
    return expired;
  },
};
