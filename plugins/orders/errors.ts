import { defineError } from '../../core/http/app-error.js';

/** The orders plugin's error codes (spec 03 "Errors", Orders). The lifecycle codes are raised by the next issue's routes. */
export const OrderErrors = {
  ORDER_NOT_FOUND: defineError(404, 'ORDER_NOT_FOUND', 'Order not found'),
  ORDER_TRANSITION_NOT_ALLOWED: defineError(409, 'ORDER_TRANSITION_NOT_ALLOWED', 'The order cannot move to that status from its current one'),
  ORDER_NOT_CANCELLABLE: defineError(409, 'ORDER_NOT_CANCELLABLE', 'The order was dispatched or delivered and can no longer be cancelled'),
};
