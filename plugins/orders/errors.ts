import { defineError } from '../../core/http/app-error.js';

/**
 * The orders plugin's error codes (spec 03 "Errors", Orders). Statuses the spec leaves out (issue 21): the
 * wrong-state codes are 409, a body that cannot be right (serial count, inspection) 400, unknown records 404.
 */
export const OrderErrors = {
  ORDER_NOT_FOUND: defineError(404, 'ORDER_NOT_FOUND', 'Order not found'),
  ORDER_TRANSITION_NOT_ALLOWED: defineError(409, 'ORDER_TRANSITION_NOT_ALLOWED', 'The order cannot move to that status from its current one'),
  ORDER_NOT_CANCELLABLE: defineError(409, 'ORDER_NOT_CANCELLABLE', 'The order was dispatched or delivered and can no longer be cancelled'),
  ORDER_RESTOCK_REFUSED: defineError(500, 'ORDER_RESTOCK_REFUSED', 'The stock could not be put back; the cancellation was rolled back'),
  ORDER_NOT_PICKUP: defineError(409, 'ORDER_NOT_PICKUP', 'The order is delivered to an address, not picked up'),
  ORDER_NOT_COLLECTABLE: defineError(409, 'ORDER_NOT_COLLECTABLE', 'The order cannot be collected (already collected, or not ready)'),
  ORDER_SHIPMENT_NOT_FOUND: defineError(404, 'ORDER_SHIPMENT_NOT_FOUND', 'Shipment not found on this order'),
  ORDER_SHIPMENT_NOT_OPEN: defineError(409, 'ORDER_SHIPMENT_NOT_OPEN', 'The shipment is already closed (delivered or failed)'),
  ORDER_SERIAL_COUNT_MISMATCH: defineError(400, 'ORDER_SERIAL_COUNT_MISMATCH', 'More serial numbers than units shipped on a line'),
  ORDER_SERIAL_ALREADY_RECORDED: defineError(409, 'ORDER_SERIAL_ALREADY_RECORDED', 'A serial number is already recorded on a live shipment'),
  ORDER_RETURN_NOT_FOUND: defineError(404, 'ORDER_RETURN_NOT_FOUND', 'Return not found'),
  ORDER_RETURN_NOT_ELIGIBLE: defineError(409, 'ORDER_RETURN_NOT_ELIGIBLE', 'The line is not delivered or its return window has passed'),
  ORDER_RETURN_QUANTITY_UNAVAILABLE: defineError(409, 'ORDER_RETURN_QUANTITY_UNAVAILABLE', 'Those units are already in a return'),
  ORDER_RETURN_TRANSITION_NOT_ALLOWED: defineError(409, 'ORDER_RETURN_TRANSITION_NOT_ALLOWED', 'The return cannot take that step from its current status'),
  ORDER_RETURN_INSPECTION_INVALID: defineError(400, 'ORDER_RETURN_INSPECTION_INVALID', 'The inspection does not account for the units received'),
  ORDER_REFUND_NOT_FOUND: defineError(404, 'ORDER_REFUND_NOT_FOUND', 'Refund not found'),
  ORDER_REFUND_EXCEEDS_PAID: defineError(409, 'ORDER_REFUND_EXCEEDS_PAID', 'The refund would exceed what was paid for the order or the line'),
  ORDER_REFUND_TRANSITION_NOT_ALLOWED: defineError(409, 'ORDER_REFUND_TRANSITION_NOT_ALLOWED', 'The refund cannot take that step from its current status'),
  ORDER_REFUND_SETTLEMENT_REFERENCE_REQUIRED: defineError(400, 'ORDER_REFUND_SETTLEMENT_REFERENCE_REQUIRED', 'A settlement reference is required'),
  ORDER_COD_COLLECTION_NOT_APPLICABLE: defineError(
    409,
    'ORDER_COD_COLLECTION_NOT_APPLICABLE',
    'Cash cannot be recorded: not a cash-on-delivery order, not delivered, already counted, or a zero amount',
  ),
  ORDER_COD_COLLECTION_EXCEEDS_TOTAL: defineError(409, 'ORDER_COD_COLLECTION_EXCEEDS_TOTAL', 'The amount is above the order total'),
  ORDER_COD_COLLECTION_NOT_RECORDED: defineError(409, 'ORDER_COD_COLLECTION_NOT_RECORDED', 'No cash collection is recorded on this order'),
  ORDER_COD_COLLECTION_STALE: defineError(409, 'ORDER_COD_COLLECTION_STALE', 'The collected amount changed since you read it'),
};
