import { allocateByLargestRemainder } from '../../core/db/allocate.js';
import type { CouponKind } from './entities/coupon.entity.js';

/** What the discount of an applicable coupon depends on. */
export interface DiscountTerms {
  kind: CouponKind;
  valueBps: number | null;
  amount: number | null;
  maxDiscount: number | null;
}

export interface DiscountResult {
  discountAmount: number;
  shippingDiscountAmount: number;
  /** one per line, 0 for an ineligible one; sums to discountAmount, none above its line */
  allocations: number[];
}

/**
 * The money rules of a coupon (issue 12): over the eligible lines only (after deals), percentage =
 * floor(eligible total x valueBps / 10000) capped by maxDiscount; fixed = min(amount, eligible total);
 * free_shipping = the shipping fee left after the zone's own discount. The discount is allocated to the
 * eligible lines by largest remainder. BigInt inside: exact up to 2^53-1.
 */
export function computeDiscount(
  terms: DiscountTerms,
  lineTotals: readonly number[],
  eligible: readonly boolean[],
  shippingFee: number | null,
  zoneShippingDiscount = 0,
): DiscountResult {
  const weights = lineTotals.map((total, i) => (eligible[i] ? total : 0));
  const eligibleTotal = weights.reduce((sum, w) => sum + BigInt(w), 0n);
  let discount = 0n;
  if (terms.kind === 'percentage') {
    discount = (eligibleTotal * BigInt(terms.valueBps ?? 0)) / 10000n;
    if (terms.maxDiscount !== null && discount > BigInt(terms.maxDiscount)) discount = BigInt(terms.maxDiscount);
  } else if (terms.kind === 'fixed') {
    const amount = BigInt(terms.amount ?? 0);
    discount = amount < eligibleTotal ? amount : eligibleTotal;
  }
  const discountAmount = Number(discount);
  if (!Number.isSafeInteger(discountAmount)) throw new RangeError('The discount is beyond exact integer amounts');
  const shippingDiscountAmount = terms.kind === 'free_shipping' && shippingFee !== null ? Math.max(0, shippingFee - zoneShippingDiscount) : 0;
  return { discountAmount, shippingDiscountAmount, allocations: allocateByLargestRemainder(discountAmount, weights) };
}
