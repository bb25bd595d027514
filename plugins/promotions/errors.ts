import { defineError } from '../../core/http/app-error.js';

/** The promotions plugin's error codes (issue 12, Coupons). */
export const PromotionErrors = {
  COUPON_NOT_FOUND: defineError(404, 'COUPON_NOT_FOUND', 'Coupon not found'),
  COUPON_CODE_ALREADY_EXISTS: defineError(409, 'COUPON_CODE_ALREADY_EXISTS', 'A live coupon already has this code'),
  COUPON_ALREADY_DELETED: defineError(409, 'COUPON_ALREADY_DELETED', 'The coupon is deleted'),
  COUPON_NOT_DELETED: defineError(409, 'COUPON_NOT_DELETED', 'The coupon is not deleted'),
};
