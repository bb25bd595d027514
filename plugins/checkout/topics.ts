import { defineTopic } from '../../core/jobs/index.js';

/** Money for a session settled (payments publishes it through checkout.sessions.settle): checkout completes the session. */
export const COMPLETE_SETTLED_CHECKOUT = defineTopic<{ checkoutId: string; attemptId: string; method: string; amount: number }>('checkout.settled.complete');

/** A session completed (stock committed, coupon consumed): orders creates the order (the spec's CREATE_ORDER). */
export const ORDER_ELIGIBLE = defineTopic<{ checkoutId: string; attemptId: string; method: string }>('checkout.order.eligible');

/** A live session was cancelled or expired and its holds released: payments expires an attempt in flight. */
export const CHECKOUT_SESSION_CLOSED = defineTopic<{ checkoutId: string; status: 'cancelled' | 'expired'; by: 'customer' | 'admin' | 'sweep' }>(
  'checkout.session.closed',
);
