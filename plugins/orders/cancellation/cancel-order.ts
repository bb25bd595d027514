import { clock } from '../../../core/clock/clock.js';
import { sqlRows } from '../../../core/db/sql.js';
import { isTransientConflict, withTransaction } from '../../../core/db/transaction.js';
import { publish } from '../../../core/jobs/index.js';
import { logger } from '../../../core/log/logger.js';
import { products } from '../../products/index.js';
import { OrderErrors as E } from '../errors.js';
import { lockOrder, type LockedOrder } from '../lifecycle/order-lock.js';
import { BEFORE_DISPATCH, moveOrder } from '../lifecycle/order-machine.js';
import { orderActorKind } from '../lifecycle/order-timeline.js';
import { openCancellationRefund } from '../refunds/cancellation-refund.js';
import { ORDER_CANCELLED, orderChange } from '../topics.js';

/** Before dispatch: the statuses the `cancel` move starts from (anything later was dispatched or delivered). */

interface CancelLine {
  id: string;
  variantId: string;
  quantity: number;
  unavailableQuantity: number;
  shippedQuantity: number;
}

export interface CancelOutcome {
  orderId: string;
  refundId: string | null;
}

/** The stock reference of an order's cancellation: a repeat of it restocks nothing twice. */
export const cancelStockRef = (orderPublicId: string) => `order-cancel:${orderPublicId}`;

const linesOf = (orderId: string) =>
  sqlRows<CancelLine>(
    `SELECT id, variant_public_id AS "variantId", quantity, unavailable_quantity AS "unavailableQuantity", shipped_quantity AS "shippedQuantity"
       FROM order_items WHERE order_id = $1 ORDER BY position`,
    [orderId],
  );

/** The units the order took from stock (those short at commit never left it) back on hand; any refusal is ORDER_RESTOCK_REFUSED. */
async function restock(order: LockedOrder, lines: CancelLine[]): Promise<void> {
  const units = lines.map((l) => ({ variantId: l.variantId, quantity: l.quantity - l.unavailableQuantity })).filter((l) => l.quantity > 0);
  if (!units.length) return;
  try {
    await products.stock.restock(units, cancelStockRef(order.publicId));
  } catch (e) {
    // a deadlock victim is run again whole by the outermost transaction, not answered as a refusal
    if (isTransientConflict(e)) throw e;
    logger().warn({ err: e, orderId: order.publicId }, 'order cancellation: restock refused, rolled back');
    throw E.ORDER_RESTOCK_REFUSED();
  }
}

/**
 * Cancels an order before dispatch (spec 03 state table), in one transaction under the order's lock: the move
 * (cancelled_at, cancel_reason), every line's remaining units cancelled, those units back in stock, a pending
 * refund of the paid amount when the gateway took the money (an uncollected COD order refunds nothing), and
 * ORDER_CANCELLED. A cancelled order: 409 ORDER_TRANSITION_NOT_ALLOWED; anything shipped: 409 ORDER_NOT_CANCELLABLE.
 */
export function cancelOrder(orderPublicId: string, customerPublicId: string | null, reason: string | null): Promise<CancelOutcome> {
  return withTransaction(async () => {
    const order = await lockOrder(orderPublicId, customerPublicId);
    if (order.status === 'cancelled') throw E.ORDER_TRANSITION_NOT_ALLOWED();
    const lines = await linesOf(order.id);
    if (!BEFORE_DISPATCH.includes(order.status) || lines.some((l) => l.shippedQuantity > 0)) throw E.ORDER_NOT_CANCELLABLE();

    const by = orderActorKind();
    const moved = await moveOrder(order, 'cancel', { set: { cancelled_at: clock.now(), cancel_reason: reason }, detail: { reason, by } });
    if (!moved.moved) throw new Error(`order ${order.orderNumber}: cancel from ${order.status} refused under its lock`);
    await sqlRows(`UPDATE order_items SET cancelled_quantity = quantity - unavailable_quantity - shipped_quantity WHERE order_id = $1`, [order.id]);
    await restock(order, lines);
    const refundId = order.paymentMethod === 'gateway' ? await openCancellationRefund(order) : null;
    await publish(ORDER_CANCELLED, { ...orderChange(order), reason, by, refundId });
    return { orderId: order.publicId, refundId };
  });
}
