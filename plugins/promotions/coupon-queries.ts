import { toMinorUnits } from '../../core/db/money.js';
import { catalogJoin } from '../catalog/index.js';
import { productJoin } from '../products/index.js';
import type { CouponKind, CouponScope } from './entities/coupon.entity.js';

/** A coupon's terms (what it gives, when and how often): columns of coupon `c` as CouponTerms. */
export const COUPON_TERMS_COLUMNS = `c.name, c.kind, c.value_bps AS "valueBps", c.amount, c.max_discount AS "maxDiscount",
         c.min_subtotal AS "minSubtotal", c.starts_at AS "startsAt", c.ends_at AS "endsAt", c.usage_limit AS "usageLimit",
         c.per_customer_limit AS "perCustomerLimit", c.scope, c.is_active AS "isActive"`;

export interface CouponTerms {
  name: string;
  kind: CouponKind;
  valueBps: number | null;
  amount: string | null;
  maxDiscount: string | null;
  minSubtotal: string | null;
  startsAt: Date | null;
  endsAt: Date | null;
  usageLimit: number | null;
  perCustomerLimit: number | null;
  scope: CouponScope;
  isActive: boolean;
}

/** Every admin field of coupon `c`, its scope as public ids. */
export const COUPON_SELECT = `
  SELECT c.id, c.public_id AS "publicId", c.code, ${COUPON_TERMS_COLUMNS}, c.used_count AS "usedCount", c.held_count AS "heldCount",
         c.created_at AS "createdAt", c.updated_at AS "updatedAt", c.deleted_at AS "deletedAt",
         ARRAY(SELECT t.public_id::text FROM coupon_categories x ${catalogJoin('category', 't', 'x.category_id')} WHERE x.coupon_id = c.id ORDER BY t.id) AS "categoryPublicIds",
         ARRAY(SELECT t.public_id::text FROM coupon_brands x ${catalogJoin('brand', 't', 'x.brand_id')} WHERE x.coupon_id = c.id ORDER BY t.id) AS "brandPublicIds",
         ARRAY(SELECT t.public_id::text FROM coupon_products x ${productJoin('t', 'x.product_id')} WHERE x.coupon_id = c.id ORDER BY t.id) AS "productPublicIds"
  FROM coupons c`;

export interface CouponRow extends CouponTerms {
  id: string;
  publicId: string;
  code: string;
  usedCount: number;
  heldCount: number;
  createdAt: Date;
  updatedAt: Date;
  deletedAt: Date | null;
  categoryPublicIds: string[];
  brandPublicIds: string[];
  productPublicIds: string[];
}

const money = (v: string | null) => (v === null ? null : toMinorUnits(v));

export function toCoupon(r: CouponRow) {
  return {
    publicId: r.publicId,
    code: r.code,
    name: r.name,
    kind: r.kind,
    valueBps: r.valueBps,
    amount: money(r.amount),
    maxDiscount: money(r.maxDiscount),
    minSubtotal: money(r.minSubtotal),
    startsAt: r.startsAt,
    endsAt: r.endsAt,
    usageLimit: r.usageLimit,
    perCustomerLimit: r.perCustomerLimit,
    scope: r.scope,
    categoryPublicIds: r.categoryPublicIds,
    brandPublicIds: r.brandPublicIds,
    productPublicIds: r.productPublicIds,
    isActive: r.isActive,
    usedCount: r.usedCount,
    heldCount: r.heldCount,
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
    deletedAt: r.deletedAt,
  };
}

export type CouponView = ReturnType<typeof toCoupon>;
