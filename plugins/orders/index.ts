import { definePlugin } from '../../core/plugin.js';
import { ordersAdmin } from './admin.js';
import { placementSubscribers } from './placement.js';
import { ordersDashboard } from './panel-dashboard.js';
import { OrderEvent } from './entities/order-event.entity.js';
import { OrderItem } from './entities/order-item.entity.js';
import { OrderPromotion } from './entities/order-promotion.entity.js';
import { Order } from './entities/order.entity.js';
import { ordersMigrations } from './migrations/index.js';
import { OrdersAdminController } from './orders-admin.controller.js';
import { MyOrdersController } from './orders.controller.js';
import { ORDERS_INVARIANTS } from './migrations/invariants.js';

// the public surface (payments, analytics, POS): orders.byCheckout, the ORDER_CREATED topic, the error codes
export { orders } from './orders-context.js';
export { ORDER_CREATED } from './topics.js';
// the money chain's steps, and all of them in one transaction (POS)
export { PLACEMENT_STEPS, placeSettledCheckout } from './placement.js';
export { OrderErrors } from './errors.js';
export type { OrderStatus } from './entities/order.entity.js';

export default definePlugin({
  name: 'orders',
  requires: ['accounts', 'products', 'checkout'],
  references: ['users'], // foreign keys of our migrations into these owners' tables
  permissions: ['Orders'],
  entities: [Order, OrderItem, OrderPromotion, OrderEvent],
  invariants: ORDERS_INVARIANTS,
  migrations: ordersMigrations,
  controllers: [MyOrdersController, OrdersAdminController],
  subscribers: placementSubscribers,
  admin: () => ordersAdmin(),
  dashboard: ordersDashboard,
});
