import { defineError } from '../../../core/http/app-error.js';

/** The storefront's own codes besides the product ones (spec 02 "Errors"). */
export const StorefrontErrors = {
  PAGINATION_LIMIT_TOO_LARGE: defineError(400, 'PAGINATION_LIMIT_TOO_LARGE', 'limit is at most 100'),
};
