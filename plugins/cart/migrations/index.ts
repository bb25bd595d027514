import { Cart1764400001000 } from './1764400001000-cart.js';
import { SaleOwnedCarts1764920001000 } from './1764920001000-sale-owned-carts.js';

/** The cart plugin's schema, oldest first (declared in its manifest). A class name is recorded once run: never rename one. */
export const cartMigrations: Function[] = [Cart1764400001000, SaleOwnedCarts1764920001000];
