import { defineTopic } from '../../core/jobs/index.js';

/** Money for a session settled (payments, through checkout.sessions.settle): the money chain completes it (orders/placement.ts). */
export const SESSION_SETTLED = defineTopic<{ checkoutId: string; attemptId: string; method: string; amount: number }>('checkout.session.settled');

/** A session completed (stock committed, coupon consumed, bought lines removed): the money chain makes its order. */
export const SESSION_COMPLETED = defineTopic<{ checkoutId: string; attemptId: string; method: string }>('checkout.session.completed');

/** A live session was cancelled or expired and its holds released: payments expires an attempt in flight. */
export const SESSION_CLOSED = defineTopic<{ checkoutId: string; status: 'cancelled' | 'expired'; by: 'customer' | 'admin' | 'sweep' }>(
  'checkout.session.closed',
);
