import { toMinorUnits } from '../../core/db/money.js';
import { catalogJoin } from '../catalog/index.js';
import { productJoin } from '../products/index.js';
import type { CouponKind, CouponScope } from './entities/coupon.entity.js';

/** A coupon's terms (what it gives, when and how often): columns of coupon `alias` as CouponTerms. */
export function couponTermsColumns(alias: string): string {
  return `${alias}.name, ${alias}.kind, ${alias}.value_bps AS "valueBps", ${alias}.amount, ${alias}.max_discount AS "maxDiscount",
         ${alias}.min_subtotal AS "minSubtotal", ${alias}.starts_at AS "startsAt", ${alias}.ends_at AS "endsAt", ${alias}.usage_limit AS "usageLimit",
         ${alias}.per_customer_limit AS "perCustomerLimit", ${alias}.scope, ${alias}.is_active AS "isActive"`;
}
export const COUPON_TERMS_COLUMNS = couponTermsColumns('c');

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

/** Every admin field of coupon `alias` (not `target`), its scope as public ids. */
export const couponSelect = (alias: string) => `
  SELECT ${alias}.id, ${alias}.public_id AS "publicId", ${alias}.code, ${couponTermsColumns(alias)}, ${alias}.used_count AS "usedCount", ${alias}.held_count AS "heldCount",
         ${alias}.created_at AS "createdAt", ${alias}.updated_at AS "updatedAt", ${alias}.deleted_at AS "deletedAt",
         ARRAY(SELECT target.public_id::text FROM coupon_categories x ${catalogJoin('category', 'target', 'x.category_id')} WHERE x.coupon_id = ${alias}.id ORDER BY target.id) AS "categoryPublicIds",
         ARRAY(SELECT target.public_id::text FROM coupon_brands x ${catalogJoin('brand', 'target', 'x.brand_id')} WHERE x.coupon_id = ${alias}.id ORDER BY target.id) AS "brandPublicIds",
         ARRAY(SELECT target.public_id::text FROM coupon_products x ${productJoin('target', 'x.product_id')} WHERE x.coupon_id = ${alias}.id ORDER BY target.id) AS "productPublicIds"
  FROM coupons ${alias}`;
export const COUPON_SELECT = couponSelect('c');

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
