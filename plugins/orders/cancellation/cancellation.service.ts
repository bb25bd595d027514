import { signedInActor } from '../../../core/context/request-context.js';
import { orderServices } from '../orders-context.js';
import { cancelOrder } from './cancel-order.js';

const reasonOf = (reason: string | undefined | null) => (reason && reason.trim() ? reason.trim() : null);

/**
 * Cancelling an order before dispatch (issue 21), for the routes and the admin panel alike: each takes the
 * order's public id and the route's body, and answers that surface's read of the order.
 */
export const cancellation = {
  /** The signed-in customer cancels their own order (another customer's is 404 ORDER_NOT_FOUND). */
  async byCustomer(orderId: string, body: { reason?: string | null } = {}) {
    await cancelOrder(orderId, signedInActor().publicId, reasonOf(body.reason));
    return orderServices.mine.detail(orderId);
  },

  /** An admin cancels any order, saying why. */
  async byAdmin(orderId: string, body: { reason: string }) {
    await cancelOrder(orderId, null, reasonOf(body.reason));
    return orderServices.admin.detail(orderId);
  },
};
