import { CartService } from './cart.service.js';

/** The cart plugin's services: the routes, the panel and other plugins (checkout, POS) call these. */
export const carts = new CartService();
