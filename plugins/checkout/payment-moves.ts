import { clock } from '../../core/clock/clock.js';
import { withTransaction } from '../../core/db/transaction.js';
import { publish } from '../../core/jobs/index.js';
import { carts } from '../cart/index.js';
import type { CheckoutSession, SessionStatus } from './entities/checkout-session.entity.js';
import { CheckoutErrors as E } from './errors.js';
import { mustMoveSession } from './session-machine.js';
import { holdRef, sessionStore } from './session-store.js';
import { readStatus } from './session-view.js';
import { paymentLockUntil, SETTLED_CART_LOCK_MS } from './settings.js';
import { SESSION_SETTLED } from './topics.js';

/** The session as payments sees it (the expiry read predicate applied). */
export interface PayableSession {
  id: string;
  customerId: string;
  status: SessionStatus;
  grandTotal: number;
  currency: 'NPR';
  expiresAt: Date;
  version: number;
  /** inserted by the caller's own transaction (a pay that started its checkout): nothing outside it can refer to it yet */
  insertedHere: boolean;
}

export type SettleResult = { accepted: true } | { accepted: false; reason: 'expired' | 'cancelled' | 'settled_by_other' };

const payableOf = (s: CheckoutSession): PayableSession => ({
  id: s.publicId,
  customerId: s.customerPublicId,
  status: readStatus(s),
  grandTotal: s.grandTotal,
  currency: 'NPR',
  expiresAt: s.expiresAt,
  version: s.version,
  insertedHere: sessionStore.insertedHere(s.publicId),
});

const owns = (s: CheckoutSession | null, customerId: string | null): s is CheckoutSession =>
  s !== null && (customerId === null || s.customerPublicId === String(customerId).toLowerCase());

/** The moves payments makes on a session, in its own transaction (joined). */
export const paymentMoves = {
  async payable(sessionId: string, customerId: string): Promise<PayableSession | null> {
    const s = await sessionStore.byPublicId(sessionId);
    return owns(s, customerId) ? payableOf(s) : null;
  },

  lockPayable(sessionId: string, customerId: string | null): Promise<PayableSession> {
    return withTransaction(async () => {
      const s = await sessionStore.byPublicId(sessionId, { lock: true });
      if (!owns(s, customerId)) throw E.CHECKOUT_SESSION_NOT_FOUND();
      return payableOf(s);
    });
  },

  /**
   * pending_payment -> payment_in_progress; the cart lock stretched to expiresAt + the payment window, the
   * latest a session at the gateway lives (payments expires it then, see expireAtGateway).
   */
  beginPayment(sessionId: string): Promise<void> {
    return withTransaction(async () => {
      const s = await sessionStore.byPublicId(sessionId, { lock: true });
      if (!s) throw E.CHECKOUT_SESSION_NOT_FOUND();
      const status = readStatus(s);
      if (status === 'expired') throw E.CHECKOUT_SESSION_EXPIRED();
      if (status === 'cancelled') throw E.CHECKOUT_SESSION_EXPIRED(undefined, 'The checkout session was cancelled');
      if (status !== 'pending_payment') return; // in progress already, or completed: the caller reads the status
      await mustMoveSession(s, 'begin_payment');
      // a counter sale's cart is the sale's own: no customer basket to lock
      if (s.channel === 'online') await carts.lock(s.customerPublicId, holdRef(s.publicId), paymentLockUntil(s.expiresAt));
    });
  },

  /** payment_in_progress -> pending_payment (the attempt failed or was cancelled; holds kept); a no-op otherwise. */
  paymentEnded(sessionId: string): Promise<void> {
    return withTransaction(async () => {
      const s = await sessionStore.byPublicId(sessionId, { lock: true });
      if (!s || s.status !== 'payment_in_progress' || s.settledAttemptId !== null) return;
      await mustMoveSession(s, 'payment_ended');
      // back under the session's own expiry: past it, the lock lapses and the sweep releases the holds
      if (s.channel === 'online') await carts.lock(s.customerPublicId, holdRef(s.publicId), s.expiresAt);
    });
  },

  /**
   * Money for the session settled: accepted while live and unsettled (the settlement recorded on the session,
   * which still reads payment_in_progress, and SESSION_SETTLED published with it); the same attempt
   * again is accepted without a second event; otherwise not_payable with the reason, nothing changed.
   */
  settle(input: { sessionId: string; attemptId: string; method: string; amount: number }): Promise<SettleResult> {
    return withTransaction(async () => {
      const s = await sessionStore.byPublicId(input.sessionId, { lock: true });
      if (!s) throw E.CHECKOUT_SESSION_NOT_FOUND();
      // payments flags a gateway amount that differs (amount_mismatch) before settling: this is a bug, never a sale
      if (input.amount !== s.grandTotal) throw new Error(`settle: ${input.amount} for checkout ${s.publicId} of ${s.grandTotal}`);
      if (s.settledAttemptId !== null)
        return s.settledAttemptId === input.attemptId.toLowerCase() ? { accepted: true } : { accepted: false, reason: 'settled_by_other' };
      const status = readStatus(s);
      if (status === 'cancelled') return { accepted: false, reason: 'cancelled' };
      if (status === 'expired') return { accepted: false, reason: 'expired' };
      if (status === 'completed') return { accepted: false, reason: 'settled_by_other' };
      const now = clock.now();
      await mustMoveSession(s, 'settle', {
        at: now,
        set: { settled_attempt_id: input.attemptId, settled_method: input.method, settled_amount: input.amount, settled_at: now },
        where: 'settled_attempt_id IS NULL',
      });
      if (status === 'pending_payment' && s.channel === 'online')
        await carts.lock(s.customerPublicId, holdRef(s.publicId), new Date(now.getTime() + SETTLED_CART_LOCK_MS));
      await publish(SESSION_SETTLED, { checkoutId: s.publicId, attemptId: input.attemptId, method: input.method, amount: input.amount });
      return { accepted: true };
    });
  },
};
