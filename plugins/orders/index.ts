import { definePlugin } from '../../core/plugin.js';
import { ordersAdmin } from './admin.js';
import { placementSubscribers } from './placement.js';
import { ordersDashboard } from './panel-dashboard.js';
import { ordersDemo } from './demo.js';
import { OrderEvent } from './entities/order-event.entity.js';
import { OrderItem } from './entities/order-item.entity.js';
import { OrderPromotion } from './entities/order-promotion.entity.js';
import { Order } from './entities/order.entity.js';
import { ordersMigrations } from './migrations/index.js';
import { OrdersAdminController } from './orders-admin.controller.js';
import { MyOrdersController } from './orders.controller.js';
import { ORDERS_INVARIANTS } from './migrations/invariants.js';
import { OrderFulfilmentAdminController } from './fulfilment/fulfilment-admin.controller.js';
import { fulfilmentJobs } from './fulfilment/jobs.js';
import { OrderCancelAdminController } from './cancellation/cancel-admin.controller.js';
import { MyOrderCancelController } from './cancellation/cancel.controller.js';
import { OrderCodCashController } from './cash/cod-cash.controller.js';
import { orderMailSubscribers } from './mails/mail-subscribers.js';
import { OrderReturnsAdminController } from './returns/returns-admin.controller.js';
import { MyOrderReturnsController } from './returns/returns.controller.js';
import { OrderRefundsAdminController } from './refunds/refunds-admin.controller.js';
import { OrderRefundCreateController } from './refunds/order-refunds.controller.js';
import { MyOrderRefundsController } from './refunds/my-refunds.controller.js';
import { OrderReceiptController } from './receipt/receipt.controller.js';
import { OrderReceiptAdminController } from './receipt/receipt-admin.controller.js';
import { orderSettings } from './order-settings.js';
import { ACCOUNTS_CUSTOMER_PANEL } from '../accounts/index.js';
import { sectionTitle, type PanelAnswer } from '../../core/panel/sections.js';
import { orderServices } from './orders-context.js';
import type { AdminOrdersQuery } from './dto/order.dto.js';

// the public surface (payments, analytics, POS): orders.byCheckout, the ORDER_CREATED topic, the error codes
export { orders } from './orders-context.js';
export {
  ORDER_CREATED,
  ORDER_STATUS_CHANGED,
  ORDER_CANCELLED,
  ORDER_READY_FOR_PICKUP,
  ORDER_COD_CASH_COLLECTED,
  ORDER_COD_CASH_COLLECTION_CORRECTED,
  ORDER_COD_CASH_COLLECTION_REVERSED,
  REFUND_SETTLED,
  RETURN_INSPECTED,
  type OrderChangePayload,
} from './topics.js';
// the money chain's steps, and all of them in one transaction (POS)
export { PLACEMENT_STEPS, placeSettledCheckout } from './placement.js';
// POS: a counter order handed over (pickup) or confirmed (delivery) in the sale's transaction
export { counterOrders } from './counter-orders.js';
export { OrderErrors } from './errors.js';
// reviews: a customer's delivered purchases of a product, one line by its public id (reviews are earned by them)
export { purchasesOfProduct, purchasedLine, deliveredLines as deliveredPurchaseLines, type PurchasedLine } from './review-purchases.js';
export type { OrderStatus } from './entities/order.entity.js';

/** A customer's latest orders (newest first) and how many they have: a published read, shown on the panel's customer page. */
export async function customerOrders(customerId: string, limit = 10) {
  const { rows, count } = await orderServices.admin.list({ customerId, size: limit } as AdminOrdersQuery);
  return { rows, count };
}

/** The customer's page in the panel (accounts' ACCOUNTS_CUSTOMER_PANEL): their latest orders, each a link to its record. */
async function customerOrdersSection({ customerId }: { customerId: string }): Promise<PanelAnswer> {
  const { rows, count } = await customerOrders(customerId);
  const email = rows[0]?.customerEmail;
  return {
    title: sectionTitle('Orders', rows.length, count),
    position: 10,
    permission: 'Orders_READ',
    columns: [
      { key: 'orderNumber', label: 'Order', link: { resource: 'Orders' } },
      { key: 'createdAt', label: 'Placed', kind: 'time' },
      { key: 'status', label: 'Status', kind: 'enum' },
      { key: 'itemCount', label: 'Items', kind: 'number' },
      { key: 'grandTotal', label: 'Total', kind: 'money' },
    ],
    rows,
    empty: 'No orders yet',
    more: count > rows.length && email ? { label: `All ${count} orders`, resource: 'Orders', filters: { customer: email } } : undefined,
  };
}

export default definePlugin({
  name: 'orders',
  requires: ['accounts', 'products', 'checkout'],
  references: ['users'], // foreign keys of our migrations into these owners' tables
  // separate modules on purpose (spec 03 Authentication): who runs orders, who handles returns, who moves money
  permissions: ['Orders', 'Returns', 'Refunds', 'OrderCash'],
  entities: [Order, OrderItem, OrderPromotion, OrderEvent],
  invariants: ORDERS_INVARIANTS,
  migrations: ordersMigrations,
  controllers: [
    MyOrdersController,
    OrdersAdminController,
    OrderFulfilmentAdminController,
    OrderCancelAdminController,
    MyOrderCancelController,
    OrderCodCashController,
    OrderReturnsAdminController,
    MyOrderReturnsController,
    OrderRefundsAdminController,
    OrderRefundCreateController,
    MyOrderRefundsController,
    OrderReceiptController,
    OrderReceiptAdminController,
  ],
  subscribers: [...placementSubscribers, ...orderMailSubscribers],
  jobs: fulfilmentJobs,
  admin: () => ordersAdmin(),
  hooks: [ACCOUNTS_CUSTOMER_PANEL.handle('orders.customer-orders', customerOrdersSection)],
  dashboard: ordersDashboard,
  demo: ordersDemo,
  demoAfter: ['payments'], // its demo moves the orders of payments' demo purchases
  onStart({ config }) {
    orderSettings.configure({ returnWindowDays: config.returnWindowDays, shopName: config.shopName, shopAddress: config.shopAddress });
  },
});
