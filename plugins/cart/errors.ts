import { defineError } from '../../core/http/app-error.js';

/** The cart plugin's error codes (issue 12 "Cart"). */
export const CartErrors = {
  CART_ITEM_NOT_FOUND: defineError(404, 'CART_ITEM_NOT_FOUND', 'The cart has no line for this variant'),
  CART_VERSION_CONFLICT: defineError(409, 'CART_VERSION_CONFLICT', 'The cart was changed since this version; reload it and try again'),
  CART_LINE_LIMIT_REACHED: defineError(409, 'CART_LINE_LIMIT_REACHED', 'A cart holds at most 50 lines'),
  CART_ITEM_UNAVAILABLE: defineError(409, 'CART_ITEM_UNAVAILABLE', 'This variant cannot be bought now'),
  CART_INSUFFICIENT_STOCK: defineError(409, 'CART_INSUFFICIENT_STOCK', 'Fewer units are available than asked for'),
  CART_LOCKED: defineError(409, 'CART_LOCKED', 'The cart is locked while a checkout is in progress'),
  CART_AMOUNT_TOO_LARGE: defineError(409, 'CART_AMOUNT_TOO_LARGE', 'The amount is larger than the service can represent exactly'),
};
