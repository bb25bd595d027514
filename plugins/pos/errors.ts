import { defineError } from '../../core/http/app-error.js';

/** The POS error codes (issue 23; spec 03 leaves their statuses out: wrong state 409, a bad payment 400). */
export const PosErrors = {
  POS_SALE_NOT_FOUND: defineError(404, 'POS_SALE_NOT_FOUND', 'Sale not found'),
  POS_SALE_NOT_DRAFT: defineError(409, 'POS_SALE_NOT_DRAFT', 'The sale is no longer a draft'),
  POS_SALE_EMPTY: defineError(409, 'POS_SALE_EMPTY', 'The sale has no lines'),
  POS_CUSTOMER_REQUIRED: defineError(409, 'POS_CUSTOMER_REQUIRED', 'Choose the customer first'),
  POS_CUSTOMER_EXISTS: defineError(409, 'POS_CUSTOMER_EXISTS', 'An account with that email already exists; pick it instead'),
  POS_ADDRESS_REQUIRED: defineError(409, 'POS_ADDRESS_REQUIRED', 'A delivery needs an address'),
  POS_PICKUP_UNAVAILABLE: defineError(409, 'POS_PICKUP_UNAVAILABLE', 'The store pickup location is disabled'),
  POS_INSUFFICIENT_STOCK: defineError(409, 'POS_INSUFFICIENT_STOCK', 'Not enough stock for some lines'),
  POS_TOTAL_CHANGED: defineError(409, 'POS_TOTAL_CHANGED', 'The total changed; check it with the customer'),
  POS_PAYMENT_INVALID: defineError(400, 'POS_PAYMENT_INVALID', 'The payment is not valid for this sale'),
};
