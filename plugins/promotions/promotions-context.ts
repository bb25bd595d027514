import { CouponsService } from './coupons.service.js';
import { evaluateCoupon } from './evaluation.js';
import { consumeSlot, holdSlot, releaseSlot } from './slots.js';

/** The promotions plugin's services: what the routes, the admin panel and other plugins (cart, checkout, POS) call. */
export const coupons = new CouponsService();

export const promotions = {
  /** the admin routes' and the panel's coupon services */
  coupons,
  /** a coupon code against a basket: applied or the reason why not, with the discount allocated to the lines (pure reads) */
  evaluate: evaluateCoupon,
  /** a coupon's uses for the checkout, idempotent by ref */
  slots: { holdSlot, releaseSlot, consumeSlot },
};
