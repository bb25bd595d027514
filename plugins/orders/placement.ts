import { withTransaction } from '../../core/db/transaction.js';
import { deliveringHere, subscribe } from '../../core/jobs/index.js';
import { checkout, SESSION_COMPLETED, SESSION_SETTLED } from '../checkout/index.js';
import type { CreatedOrder, LoadedSource } from './order-creation.js';
import { orderServices } from './orders-context.js';

/**
 * The money chain: from a settled checkout to its order. Payments settles the session (the method's handler, then
 * checkout.sessions.settle, which publishes SESSION_SETTLED with the settlement); then these steps, each a public
 * function of the plugin that owns the rows it writes, each deciding under its row lock and idempotent by state
 * and a unique key, so running it twice changes nothing:
 */
export const PLACEMENT_STEPS = {
  /** checkout: the session completed, stock committed (short lines recorded), coupon consumed, bought lines removed */
  completeCheckout: (checkoutId: string): Promise<string | null> => checkout.sessions.complete(checkoutId),
  /** orders: the order frozen from the completed session, once per checkout (uq_orders_checkout) */
  createOrder: (checkoutId: string, options: { justCompleted?: boolean } = {}): Promise<CreatedOrder> =>
    orderServices.creation.fromCheckout(checkoutId, completedSource, options),
};

async function completedSource(checkoutId: string): Promise<LoadedSource | null> {
  const source = await checkout.sessions.forOrder(checkoutId);
  return source && { source, shortMessage: source.completionMessage };
}

const CREATE_ORDER = 'orders.create-order';

/**
 * Online, the delivery of SESSION_SETTLED runs every step in its one transaction, as POS does: the order is there
 * one relay pass after the money, and a crash half-way rolls both back for the redelivery (the subscribers are thin
 * adapters; their names key the deliveries). The SESSION_COMPLETED it publishes has its order made in the same
 * transaction, so its delivery to CREATE_ORDER is written done with it (deliveringHere: no relay runs or is woken for
 * it); that subscriber still makes the order for a completion that came another way (a session completed before this
 * change, or by hand).
 */
export const placementSubscribers = [
  subscribe(SESSION_SETTLED, 'orders.complete-checkout', async (event) => void (await placeSettledCheckout(event.payload.checkoutId))),
  subscribe(SESSION_COMPLETED, CREATE_ORDER, async (event) => void (await PLACEMENT_STEPS.createOrder(event.payload.checkoutId))),
];

/**
 * Every step of the chain for a settled checkout in ONE transaction (the caller's, if any): a sale at the counter
 * (POS) is an order when the transaction that took its money commits. The events the steps publish still reach
 * their subscribers, which then find each step done.
 */
export function placeSettledCheckout(checkoutId: string): Promise<CreatedOrder> {
  return withTransaction(async () => {
    const completed = await deliveringHere(SESSION_COMPLETED, CREATE_ORDER, () => PLACEMENT_STEPS.completeCheckout(checkoutId));
    return PLACEMENT_STEPS.createOrder(checkoutId, { justCompleted: completed !== null });
  });
}
