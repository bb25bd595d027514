import { defineTopic } from '../../core/jobs/index.js';

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
