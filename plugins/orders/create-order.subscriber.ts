import { subscribe } from '../../core/jobs/index.js';
import { checkout, ORDER_ELIGIBLE } from '../checkout/index.js';
import { orderServices } from './orders-context.js';

/**
 * Spec 03's CREATE_ORDER job: the outbox subscriber of ORDER_ELIGIBLE (which commits with the checkout's
 * completion), retried with backoff until done; its "done" commits with the order, and a repeated or
 * concurrent delivery finds the order made (one per checkout, uq_orders_checkout).
 */
export const createOrderSubscriber = subscribe(ORDER_ELIGIBLE, 'orders.create-order', async (event) => {
  const { checkoutId } = event.payload;
  await orderServices.creation.fromCheckout(checkoutId, async (id) => {
    const source = await checkout.sessions.forOrder(id);
    return source && { source, shortMessage: (await checkout.sessions.completion(id))?.message ?? null };
  });
});
