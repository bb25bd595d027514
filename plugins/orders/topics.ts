import { defineTopic } from '../../core/jobs/index.js';
import type { OrderStatus } from './entities/order.entity.js';

/*
 * The orders plugin's outbox events (issue 21: every order change writes one, for analytics and mail). Topic
 * names follow the house rule `<plugin>.<thing>.<happened>` with hyphens; the spec's audit names
 * (order.status_changed, order.cod_cash_collected...) are the timeline entries' types.
 */

/** An order was created from a settled checkout (published in the order's own transaction, once per order). */
export const ORDER_CREATED = defineTopic<{
  orderId: string;
  orderNumber: string;
  checkoutId: string;
  customerId: string;
  paymentMethod: string;
  grandTotal: number;
  currency: 'NPR';
  /** variant public ids with units short at stock commit */
  shortVariants: string[];
}>('orders.order.created');

export interface OrderChangePayload {
  orderId: string;
  orderNumber: string;
  customerId: string;
}

/** The order part of every order event's payload. */
export const orderChange = (o: { publicId: string; orderNumber: string; customerPublicId: string }): OrderChangePayload => ({
  orderId: o.publicId,
  orderNumber: o.orderNumber,
  customerId: o.customerPublicId,
});

/** The order's status moved (every move of ORDER_MACHINE). */
export const ORDER_STATUS_CHANGED = defineTopic<OrderChangePayload & { from: OrderStatus; to: OrderStatus; move: string }>('orders.order.status-changed');

/** The order was cancelled (by the customer or an admin); stock was put back in the same transaction. */
export const ORDER_CANCELLED = defineTopic<OrderChangePayload & { reason: string | null; by: 'admin' | 'customer' | 'system'; refundId: string | null }>(
  'orders.order.cancelled',
);

/** A pickup order was marked ready for pickup (the first time only). */
export const ORDER_READY_FOR_PICKUP = defineTopic<OrderChangePayload>('orders.order.ready-for-pickup');

/** COD cash: counted, corrected, reversed (spec 03 Events: the three COD audit names). */
export const ORDER_COD_CASH_COLLECTED = defineTopic<OrderChangePayload & { amount: number; grandTotal: number }>('orders.order.cod-cash-collected');
export const ORDER_COD_CASH_COLLECTION_CORRECTED = defineTopic<OrderChangePayload & { from: number; to: number; reason: string }>(
  'orders.order.cod-cash-collection-corrected',
);
export const ORDER_COD_CASH_COLLECTION_REVERSED = defineTopic<OrderChangePayload & { amount: number; reason: string }>(
  'orders.order.cod-cash-collection-reversed',
);

/** A refund was settled (money left the shop); late settlements re-open the day in analytics. */
export const REFUND_SETTLED = defineTopic<OrderChangePayload & { refundId: string; amount: number; method: string; settledAt: string }>(
  'orders.refund.settled',
);

/** A return was inspected (accepted units known, restocked ones back in stock). */
export const RETURN_INSPECTED = defineTopic<
  OrderChangePayload & { returnId: string; acceptedQuantity: number; rejectedQuantity: number; restockedQuantity: number }
>('orders.return.inspected');
