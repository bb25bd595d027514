import { clock } from '../../core/clock/clock.js';
import { sqlRows } from '../../core/db/sql.js';
import { catalogJoin } from '../catalog/index.js';
import { productJoin, productScopes } from '../products/index.js';
import { computeDiscount } from './coupon-math.js';
import { COUPON_TERMS_COLUMNS, type CouponTerms } from './coupon-queries.js';
import type { CouponKind } from './entities/coupon.entity.js';

/** Why a coupon did not apply, in the order they are checked (issue 12). */
export const COUPON_REASONS = [
  'not_found',
  'inactive',
  'not_started',
  'expired',
  'usage_limit_reached',
  'per_customer_limit_reached',
  'min_subtotal_not_met',
  'no_eligible_items',
] as const;
export type CouponReason = (typeof COUPON_REASONS)[number];

/** A purchasable line, after deals. */
export interface CouponLine {
  variantId: string;
  productId: string;
  lineTotal: number;
}

export interface CouponEvaluation {
  /** trimmed, upper-cased as matched */
  code: string;
  couponId: string | null;
  name: string | null;
  kind: CouponKind | null;
  applied: boolean;
  discountAmount: number;
  shippingDiscountAmount: number;
  /** null exactly when applied */
  reason: CouponReason | null;
  message: string;
  /** one per input line (0 for an ineligible one), sums to discountAmount */
  allocations: { variantId: string; discountAmount: number }[];
}

export interface EvaluateInput {
  code: string;
  customerId?: string | null;
  lines: CouponLine[];
  subtotal: number;
  /** the fee before any free-shipping discount; null when not serviceable */
  shippingFee: number | null;
  /** what the shipping zone already takes off the fee (its free-shipping threshold); a free-shipping coupon takes the rest */
  zoneShippingDiscount?: number;
}

export const REASON_MESSAGES: Record<CouponReason, string> = {
  not_found: 'There is no such coupon',
  inactive: 'This coupon is not active',
  not_started: 'This coupon is not valid yet',
  expired: 'This coupon has expired',
  usage_limit_reached: 'This coupon has been used up',
  per_customer_limit_reached: 'You have already used this coupon as often as it allows',
  min_subtotal_not_met: 'The basket is below the minimum subtotal for this coupon',
  no_eligible_items: 'No item in the basket qualifies for this coupon',
};

interface CouponFacts extends CouponTerms {
  publicId: string;
  /** used + held, the customer's own held slots left out (they are this customer's checkout in progress) */
  takenByOthers: number;
  /** the customer's consumed slots */
  usedByCustomer: number;
  targets: string[];
}

const FACTS_SQL = `
  SELECT c.public_id::text AS "publicId", ${COUPON_TERMS_COLUMNS},
         c.used_count + c.held_count - (SELECT count(*) FROM coupon_slots s WHERE s.coupon_id = c.id AND s.customer_id = $2::uuid AND s.status = 'held')::int AS "takenByOthers",
         (SELECT count(*) FROM coupon_slots s WHERE s.coupon_id = c.id AND s.customer_id = $2::uuid AND s.status = 'consumed')::int AS "usedByCustomer",
         CASE c.scope
           WHEN 'categories' THEN ARRAY(SELECT t.public_id::text FROM coupon_categories x ${catalogJoin('category', 't', 'x.category_id')} WHERE x.coupon_id = c.id)
           WHEN 'brands' THEN ARRAY(SELECT t.public_id::text FROM coupon_brands x ${catalogJoin('brand', 't', 'x.brand_id')} WHERE x.coupon_id = c.id)
           WHEN 'products' THEN ARRAY(SELECT t.public_id::text FROM coupon_products x ${productJoin('t', 'x.product_id')} WHERE x.coupon_id = c.id)
           ELSE ARRAY[]::text[]
         END AS targets
  FROM coupons c WHERE upper(c.code) = $1 AND c.deleted_at IS NULL`;

const money = (v: string | null) => (v === null ? null : Number(v));

function refused(code: string, reason: CouponReason, lines: CouponLine[], coupon?: CouponFacts): CouponEvaluation {
  return {
    code,
    couponId: coupon?.publicId ?? null,
    name: coupon?.name ?? null,
    kind: coupon?.kind ?? null,
    applied: false,
    discountAmount: 0,
    shippingDiscountAmount: 0,
    reason,
    message: REASON_MESSAGES[reason],
    allocations: lines.map((l) => ({ variantId: l.variantId, discountAmount: 0 })),
  };
}

/** Why the coupon does not apply before the basket is looked at, in the order; null when it may. */
function gateReason(c: CouponFacts, hasCustomer: boolean, subtotal: number, nowMs: number): CouponReason | null {
  if (!c.isActive) return 'inactive';
  if (c.startsAt && nowMs < new Date(c.startsAt).getTime()) return 'not_started';
  if (c.endsAt && nowMs >= new Date(c.endsAt).getTime()) return 'expired';
  if (c.usageLimit !== null && c.takenByOthers >= c.usageLimit) return 'usage_limit_reached';
  if (hasCustomer && c.perCustomerLimit !== null && c.usedByCustomer >= c.perCustomerLimit) return 'per_customer_limit_reached';
  const min = money(c.minSubtotal);
  if (min !== null && subtotal < min) return 'min_subtotal_not_met';
  return null;
}

/** Which lines the coupon's scope covers (a category covers its subtree). */
async function eligibleLines(c: CouponFacts, lines: CouponLine[]): Promise<boolean[]> {
  if (c.scope === 'all') return lines.map(() => true);
  const targets = new Set(c.targets);
  if (c.scope === 'products') return lines.map((l) => targets.has(String(l.productId).toLowerCase()));
  const scopes = await productScopes(lines.map((l) => l.productId));
  return lines.map((l) => {
    const s = scopes.get(String(l.productId).toLowerCase());
    if (!s) return false;
    return c.scope === 'brands' ? s.brandId !== null && targets.has(s.brandId) : s.categoryPath.some((id) => targets.has(id));
  });
}

function assertAmount(name: string, value: number): void {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${name} must be a whole, non-negative amount of minor units: ${value}`);
}

/**
 * Evaluates a coupon code against a basket (pure reads, at the core clock's now). A deleted coupon is
 * not_found; without a customer the per-customer limit is not checked.
 */
export async function evaluateCoupon(input: EvaluateInput): Promise<CouponEvaluation> {
  for (const l of input.lines) assertAmount('lineTotal', l.lineTotal);
  assertAmount('subtotal', input.subtotal);
  if (input.shippingFee !== null) assertAmount('shippingFee', input.shippingFee);
  const code = String(input.code ?? '')
    .trim()
    .toUpperCase();
  if (code.length < 3 || code.length > 64) return refused(code, 'not_found', input.lines);
  const customerId = input.customerId && /^[0-9a-f-]{36}$/i.test(input.customerId) ? input.customerId.toLowerCase() : null;
  const [coupon] = await sqlRows<CouponFacts>(FACTS_SQL, [code, customerId]);
  if (!coupon) return refused(code, 'not_found', input.lines);
  const gate = gateReason(coupon, customerId !== null, input.subtotal, clock.nowMs());
  if (gate) return refused(code, gate, input.lines, coupon);
  const eligible = await eligibleLines(coupon, input.lines);
  if (!input.lines.some((l, i) => eligible[i] && l.lineTotal > 0)) return refused(code, 'no_eligible_items', input.lines, coupon);
  const result = computeDiscount(
    { kind: coupon.kind, valueBps: coupon.valueBps, amount: money(coupon.amount), maxDiscount: money(coupon.maxDiscount) },
    input.lines.map((l) => l.lineTotal),
    eligible,
    input.shippingFee,
    input.zoneShippingDiscount ?? 0,
  );
  return {
    code,
    couponId: coupon.publicId,
    name: coupon.name,
    kind: coupon.kind,
    applied: true,
    discountAmount: result.discountAmount,
    shippingDiscountAmount: result.shippingDiscountAmount,
    reason: null,
    message: 'Coupon applied',
    allocations: input.lines.map((l, i) => ({ variantId: l.variantId, discountAmount: result.allocations[i]! })),
  };
}
