import { defineError } from '../../core/http/app-error.js';

/** The payments plugin's error codes (spec 03 "Errors", Payment). */
export const PaymentErrors = {
  PAYMENT_METHOD_UNAVAILABLE: defineError(400, 'PAYMENT_METHOD_UNAVAILABLE', 'This payment method is unknown or not available'),
  PAYMENT_ATTEMPT_ALREADY_LIVE: defineError(409, 'PAYMENT_ATTEMPT_ALREADY_LIVE', 'A payment with another method is in flight for this checkout'),
  PAYMENT_VERIFICATION_PENDING: defineError(409, 'PAYMENT_VERIFICATION_PENDING', 'The gateway has not answered yet: poll the payment, do not retry'),
  PAYMENT_ALREADY_SETTLED: defineError(409, 'PAYMENT_ALREADY_SETTLED', 'This checkout is already paid: treat it as success and poll'),
  PAYMENT_ATTEMPT_NOT_FOUND: defineError(404, 'PAYMENT_ATTEMPT_NOT_FOUND', 'Payment attempt not found'),
  PAYMENT_ATTEMPT_NOT_CANCELLABLE: defineError(409, 'PAYMENT_ATTEMPT_NOT_CANCELLABLE', 'The payment is already paid'),
  PAYMENT_RESOLUTION_NOT_APPLICABLE: defineError(400, 'PAYMENT_RESOLUTION_NOT_APPLICABLE', 'The payment is not flagged, or its flag is already resolved'),
  // raised here on checkout's behalf (spec 03 lists them under Payment too)
  CHECKOUT_SESSION_NOT_FOUND: defineError(404, 'CHECKOUT_SESSION_NOT_FOUND', 'Checkout session not found'),
  CHECKOUT_SESSION_EXPIRED: defineError(409, 'CHECKOUT_SESSION_EXPIRED', 'The checkout session has expired'),
};
