import { definePlugin } from '../../core/plugin.js';
import { cartAdmin, cartPanelHooks } from './admin.js';
import { CartController } from './cart.controller.js';
import { CartLine } from './entities/cart-line.entity.js';
import { Cart } from './entities/cart.entity.js';
import { cartMigrations } from './migrations/index.js';

// the public surface (checkout, POS): carts.lock/unlock/snapshot/releaseBought
export { carts } from './cart-context.js';
// POS: the sale's own cart (never the customer's online basket)
export { saleCarts, type OwnedCartLine } from './sale-carts.js';
export type { CartSnapshot } from './cart.service.js';
export { CartErrors } from './errors.js';
// the one pricing service (cart, checkout quote, checkout, POS): basketPricing.price(input), pure reads
export { basketPricing, type BlockingReason, type PriceInput, type PriceResult } from './basket-pricing.js';
export type { PricedLine } from './basket-lines.js';

export default definePlugin({
  name: 'cart',
  requires: ['accounts', 'products', 'shipping', 'promotions'],
  references: ['users', 'product_variants'], // foreign keys of our migrations into these owners' tables
  entities: [Cart, CartLine],
  migrations: cartMigrations,
  controllers: [CartController],
  admin: () => cartAdmin(),
  hooks: cartPanelHooks,
});
