import { defineError } from '../../core/http/app-error.js';

/** The shipping plugin's error codes (issue 12, Shipping). */
export const ShippingErrors = {
  SHIPPING_ZONE_NOT_FOUND: defineError(404, 'SHIPPING_ZONE_NOT_FOUND', 'Shipping zone not found'),
  SHIPPING_DISTRICT_IN_OTHER_ZONE: defineError(409, 'SHIPPING_DISTRICT_IN_OTHER_ZONE', 'A district is already in another shipping zone'),
};
