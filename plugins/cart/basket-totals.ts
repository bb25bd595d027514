import type { CouponEvaluation } from '../promotions/index.js';
import type { ShippingQuote } from '../shipping/index.js';
import type { PricedLine } from './basket-lines.js';
import { exact, grandTotalOf, sum } from './basket-money.js';

export interface BasketTotals {
  subtotal: number;
  discountAmount: number;
  shippingAmount: number;
  shippingDiscountAmount: number;
  grandTotal: number;
  lines: PricedLine[];
}

export const subtotalOf = (lines: readonly PricedLine[]): number => sum(lines.filter((l) => l.purchasable).map((l) => l.lineTotal));

/** The coupon's share of each line (0 for lines it does not cover, and for lines that are not purchasable). */
function withAllocations(lines: PricedLine[], coupon: CouponEvaluation | null, discountAmount: number): PricedLine[] {
  if (!coupon?.applied) return lines;
  const share = new Map(coupon.allocations.map((a) => [a.variantId.toLowerCase(), a.discountAmount]));
  const out = lines.map((l) => ({ ...l, discountAmount: l.purchasable ? (share.get(l.variantId) ?? 0) : 0 }));
  if (sum(out.map((l) => l.discountAmount)) !== discountAmount || out.some((l) => l.discountAmount < 0 || l.discountAmount > l.lineTotal)) {
    throw new Error(`coupon ${coupon.code}: its allocation does not add up to its discount`);
  }
  return out;
}

/**
 * The money of a priced basket (pure): subtotal over purchasable lines; the coupon's discount (at most the
 * subtotal) allocated to its lines; shipping = the quote's fee (0 when not serviceable), its discount = the
 * zone's plus the coupon's, at most the fee; grandTotal = subtotal - discount + shipping - shippingDiscount,
 * never negative. Exact integers; a result past 2^53 - 1 is refused (CART_AMOUNT_TOO_LARGE).
 */
export function basketTotals(lines: PricedLine[], quote: ShippingQuote, coupon: CouponEvaluation | null): BasketTotals {
  const subtotal = subtotalOf(lines);
  const discountAmount = coupon?.applied ? Math.min(coupon.discountAmount, subtotal) : 0;
  const shippingAmount = quote.serviceable ? (quote.fee ?? 0) : 0;
  const offShipping = exact(BigInt(quote.shippingDiscountAmount) + BigInt(coupon?.applied ? coupon.shippingDiscountAmount : 0));
  const shippingDiscountAmount = Math.min(shippingAmount, offShipping);
  return {
    subtotal,
    discountAmount,
    shippingAmount,
    shippingDiscountAmount,
    grandTotal: grandTotalOf({ subtotal, discountAmount, shippingAmount, shippingDiscountAmount }),
    lines: withAllocations(lines, coupon, discountAmount),
  };
}
