import { defineError } from '../../core/http/app-error.js';

/** The checkout's error codes (spec 03 "Errors", Checkout). */
export const CheckoutErrors = {
  CHECKOUT_ADDRESS_NOT_FOUND: defineError(404, 'CHECKOUT_ADDRESS_NOT_FOUND', 'The address was not found'),
  CHECKOUT_SESSION_NOT_FOUND: defineError(404, 'CHECKOUT_SESSION_NOT_FOUND', 'The checkout session was not found'),
  CHECKOUT_CART_EMPTY: defineError(409, 'CHECKOUT_CART_EMPTY', 'The cart is empty'),
  CHECKOUT_CART_CHANGED: defineError(409, 'CHECKOUT_CART_CHANGED', 'The cart changed since this version; reload it and try again'),
  CHECKOUT_CART_NOT_READY: defineError(409, 'CHECKOUT_CART_NOT_READY', 'The cart cannot be checked out now'),
  CHECKOUT_PRODUCT_UNAVAILABLE: defineError(409, 'CHECKOUT_PRODUCT_UNAVAILABLE', 'Some items cannot be bought now'),
  CHECKOUT_INSUFFICIENT_STOCK: defineError(409, 'CHECKOUT_INSUFFICIENT_STOCK', 'Fewer units are available than the cart asks for'),
  CHECKOUT_ADDRESS_NOT_SERVICEABLE: defineError(409, 'CHECKOUT_ADDRESS_NOT_SERVICEABLE', 'We do not deliver to this address'),
  CHECKOUT_COUPON_NOT_APPLICABLE: defineError(409, 'CHECKOUT_COUPON_NOT_APPLICABLE', 'The coupon cannot be applied; you may check out without it'),
  CHECKOUT_TOTAL_CHANGED: defineError(409, 'CHECKOUT_TOTAL_CHANGED', 'The total changed; review the basket and try again'),
  CHECKOUT_SESSION_MISMATCH: defineError(409, 'CHECKOUT_SESSION_MISMATCH', 'A checkout is already in progress with a different address, total or cart version'),
  CHECKOUT_PAYMENT_IN_PROGRESS: defineError(409, 'CHECKOUT_PAYMENT_IN_PROGRESS', 'A payment for this checkout is in progress'),
  CHECKOUT_SESSION_EXPIRED: defineError(409, 'CHECKOUT_SESSION_EXPIRED', 'The checkout session has expired'),
  CHECKOUT_SESSION_NOT_CANCELLABLE: defineError(409, 'CHECKOUT_SESSION_NOT_CANCELLABLE', 'The checkout session has already ended'),
  CHECKOUT_ADDRESS_NOT_ALLOWED_FOR_PICKUP: defineError(400, 'CHECKOUT_ADDRESS_NOT_ALLOWED_FOR_PICKUP', 'A pickup quote takes no address'),
  CHECKOUT_ADDRESS_REQUIRED_FOR_DELIVERY: defineError(400, 'CHECKOUT_ADDRESS_REQUIRED_FOR_DELIVERY', 'A delivery quote needs an addressId'),
};
