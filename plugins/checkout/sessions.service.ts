import { signedInActor } from '../../core/context/request-context.js';
import { repo } from '../../core/db/transaction.js';
import { CheckoutSession } from './entities/checkout-session.entity.js';
import { CheckoutErrors as E } from './errors.js';
import { completeSettled } from './completion.js';
import { completionOf, orderSourceOf } from './order-source.js';
import { paymentMoves } from './payment-moves.js';
import { quote } from './quote.js';
import { sessionClosing } from './session-closing.js';
import { sessionStore } from './session-store.js';
import { readStatus, type CheckoutSessionView } from './session-view.js';
import { startSession } from './start.js';
import { viewOf } from './view-loader.js';

/**
 * The checkout sessions: the customer routes, the admin routes and panel, and payments (its public surface,
 * contract of issue 13) all call these.
 */
export class CheckoutSessionsService {
  readonly start = startSession;
  readonly quote = quote;
  readonly payable = paymentMoves.payable;
  readonly lockPayable = paymentMoves.lockPayable;
  readonly beginPayment = paymentMoves.beginPayment;
  readonly paymentEnded = paymentMoves.paymentEnded;
  readonly settle = paymentMoves.settle;
  readonly complete = completeSettled;
  readonly completion = completionOf;
  readonly forOrder = orderSourceOf;
  readonly cancelMine = sessionClosing.cancelMine;
  readonly cancelByAdmin = sessionClosing.cancelByAdmin;
  readonly expireByAdmin = sessionClosing.expireByAdmin;
  readonly expireAtGateway = sessionClosing.expireAtGateway;
  readonly sweepExpired = sessionClosing.sweepExpired;
  /** whether the transaction in progress inserted the session (a pay that started its checkout): nothing outside it can refer to it */
  readonly insertedHere = sessionStore.insertedHere;

  /** spec 03 "Checkout session" of any session (404 CHECKOUT_SESSION_NOT_FOUND when unknown). */
  async view(sessionId: string): Promise<CheckoutSessionView> {
    const s = await sessionStore.byPublicId(sessionId);
    if (!s) throw E.CHECKOUT_SESSION_NOT_FOUND();
    return viewOf(s);
  }

  /**
   * GET /api/mobile/checkout/active: the caller's latest session while it is live or reads expired (by the clock
   * or the sweep, the same answer either way) until a new one starts; null when none, or when it ended otherwise.
   */
  async active(): Promise<CheckoutSessionView | null> {
    const customer = signedInActor().publicId;
    const latest = await repo(CheckoutSession).findOne({ where: { customerPublicId: customer }, order: { createdAt: 'DESC', id: 'DESC' } });
    if (!latest) return null;
    const status = readStatus(latest);
    const showing = status === 'pending_payment' || status === 'payment_in_progress' || status === 'expired';
    return showing ? viewOf(latest) : null;
  }
}
