import { definePlugin } from '../../core/plugin.js';
import { promotionsAdmin } from './admin.js';
import { promotionsDemo } from './demo.js';
import { promotionsDashboard } from './panel-dashboard.js';
import { CouponSlot } from './entities/coupon-slot.entity.js';
import { CouponBrand, CouponCategory, CouponProduct } from './entities/coupon-target.entity.js';
import { Coupon } from './entities/coupon.entity.js';
import { promotionsMigrations } from './migrations/index.js';
import { CouponsAdminController } from './coupons.controller.js';

// the public surface other plugins (cart, checkout, POS) use
export { promotions } from './promotions-context.js';
export { COUPON_REASONS } from './evaluation.js';
export type { CouponEvaluation, CouponLine, CouponReason, EvaluateInput } from './evaluation.js';
export type { HoldResult } from './slots.js';
export type { CouponKind, CouponScope } from './entities/coupon.entity.js';
export { PromotionErrors } from './errors.js';

export default definePlugin({
  name: 'promotions',
  requires: ['accounts', 'catalog', 'products'],
  references: ['categories', 'brands', 'products'], // foreign keys of our migrations into these owners' tables
  permissions: ['Promotions'],
  entities: [Coupon, CouponCategory, CouponBrand, CouponProduct, CouponSlot],
  migrations: promotionsMigrations,
  controllers: [CouponsAdminController],
  admin: (ctx) => promotionsAdmin(ctx),
  demo: promotionsDemo,
  dashboard: promotionsDashboard,
});
