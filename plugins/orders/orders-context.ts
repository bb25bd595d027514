import { OrderCreation } from './order-creation.js';
import { AdminOrdersService, MyOrdersService } from './orders.service.js';

const admin = new AdminOrdersService();

/** The orders plugin's services: the routes, the panel, the CREATE_ORDER subscriber and other plugins call these. */
export const orderServices = { mine: new MyOrdersService(), admin, creation: new OrderCreation() };

/** The public surface (contract of issue 13). */
export const orders = { byCheckout: (checkoutId: string) => admin.byCheckout(checkoutId) };
