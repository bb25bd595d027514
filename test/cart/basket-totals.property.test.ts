import fc from 'fast-check';
import { allocateByLargestRemainder } from '../../core/db/allocate.js';
import type { PricedLine } from '../../plugins/cart/basket-lines.js';
import { times } from '../../plugins/cart/basket-money.js';
import { basketTotals } from '../../plugins/cart/basket-totals.js';
import type { CouponEvaluation } from '../../plugins/promotions/index.js';
import type { ShippingQuote } from '../../plugins/shipping/index.js';

/*
 * The pricing service's money rules over random baskets (no database: the totals are a pure function of
 * the priced lines, the shipping quote and the coupon's evaluation). Amounts reach 2^53 - 1.
 */

const MAX = Number.MAX_SAFE_INTEGER;
const BIG_MAX = BigInt(MAX);
const amount = fc.oneof(fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: MAX - 100_000, max: MAX }), fc.maxSafeNat());

const lineArb = fc.record({ unitPrice: amount, quantity: fc.integer({ min: 1, max: 10 }), purchasable: fc.boolean(), eligible: fc.boolean() });

type LineSpec = { unitPrice: number; quantity: number; purchasable: boolean; eligible: boolean };

function pricedLine(spec: LineSpec, i: number): PricedLine {
  return {
    variantId: `00000000-0000-7000-8000-${String(i).padStart(12, '0')}`,
    productId: 'p',
    name: `line ${i}`,
    variantName: null,
    sku: null,
    thumbnail: null,
    unitPrice: spec.unitPrice,
    mrp: spec.unitPrice,
    deal: null,
    quantity: spec.quantity,
    lineTotal: spec.unitPrice * spec.quantity,
    discountAmount: 0,
    available: null,
    purchasable: spec.purchasable,
    isTracked: false,
    preOrder: false,
  };
}

const quoteArb = fc.record({ serviceable: fc.boolean(), fee: amount, free: fc.boolean() }).map(({ serviceable, fee, free }): ShippingQuote => ({
  fulfilmentType: 'delivery',
  serviceable,
  fee: serviceable ? fee : null,
  shippingDiscountAmount: serviceable && free ? fee : 0,
  districtName: 'Kathmandu',
}));

/** What promotions.evaluate answers for a basket: a discount at most the eligible total, allocated by largest remainder. */
function evaluation(
  lines: PricedLine[],
  specs: LineSpec[],
  quote: ShippingQuote,
  pick: { kind: 'none' | 'refused' | 'discount' | 'free_shipping'; share: number },
): CouponEvaluation | null {
  if (pick.kind === 'none') return null;
  const purchasable = lines.map((l, i) => ({ l, eligible: specs[i].eligible })).filter((x) => x.l.purchasable);
  const weights = purchasable.map((x) => (x.eligible ? x.l.lineTotal : 0));
  const eligibleTotal = weights.reduce((s, w) => s + BigInt(w), 0n);
  const base = { code: 'X', couponId: null, name: null, kind: null, message: '' };
  if (pick.kind === 'refused' || eligibleTotal === 0n) {
    return {
      ...base,
      applied: false,
      discountAmount: 0,
      shippingDiscountAmount: 0,
      reason: 'no_eligible_items',
      allocations: purchasable.map((x) => ({ variantId: x.l.variantId, discountAmount: 0 })),
    };
  }
  const discount = pick.kind === 'discount' ? Number((eligibleTotal * BigInt(Math.round(pick.share * 10_000))) / 10_000n) : 0;
  const shipping = pick.kind === 'free_shipping' && quote.fee !== null ? quote.fee - quote.shippingDiscountAmount : 0;
  const parts = allocateByLargestRemainder(discount, weights);
  return {
    ...base,
    applied: true,
    discountAmount: discount,
    shippingDiscountAmount: shipping,
    reason: null,
    allocations: purchasable.map((x, i) => ({ variantId: x.l.variantId, discountAmount: parts[i] })),
  };
}

const couponArb = fc.record({
  kind: fc.constantFrom('none', 'refused', 'discount', 'free_shipping') as fc.Arbitrary<'none' | 'refused' | 'discount' | 'free_shipping'>,
  share: fc.double({ min: 0, max: 1, noNaN: true }),
});

describe('basket totals (fast-check)', () => {
  it('a line total past 2^53 - 1 is refused, never rounded', () => {
    fc.assert(
      fc.property(amount, fc.integer({ min: 1, max: 10 }), (unitPrice, quantity) => {
        const exact = BigInt(unitPrice) * BigInt(quantity);
        if (exact > BIG_MAX) expect(() => times(unitPrice, quantity)).toThrow(expect.objectContaining({ errorCode: 'CART_AMOUNT_TOO_LARGE' }));
        else expect(BigInt(times(unitPrice, quantity))).toBe(exact);
      }),
      { numRuns: 500 },
    );
  });

  it('totals add up, never negative; the allocation sums to the discount; no line below zero; exact or refused at the bound', () => {
    fc.assert(
      fc.property(fc.array(lineArb, { maxLength: 8 }), quoteArb, couponArb, (rawSpecs, quote, pick) => {
        const specs = rawSpecs.filter((s) => BigInt(s.unitPrice) * BigInt(s.quantity) <= BIG_MAX);
        const lines = specs.map(pricedLine);
        const exactSubtotal = lines.filter((l) => l.purchasable).reduce((s, l) => s + BigInt(l.lineTotal), 0n);
        if (exactSubtotal > BIG_MAX) {
          expect(() => basketTotals(lines, quote, null)).toThrow(expect.objectContaining({ errorCode: 'CART_AMOUNT_TOO_LARGE' }));
          return;
        }
        const coupon = evaluation(lines, specs, quote, pick);
        const shipping = BigInt(quote.fee ?? 0);
        const offShipping = BigInt(quote.shippingDiscountAmount) + BigInt(coupon?.applied ? coupon.shippingDiscountAmount : 0);
        const discount = BigInt(coupon?.applied ? coupon.discountAmount : 0);
        const shippingDiscount = offShipping < shipping ? offShipping : shipping;
        const expected = exactSubtotal - discount + shipping - shippingDiscount;
        if (expected > BIG_MAX) {
          expect(() => basketTotals(lines, quote, coupon)).toThrow(expect.objectContaining({ errorCode: 'CART_AMOUNT_TOO_LARGE' }));
          return;
        }
        const totals = basketTotals(lines, quote, coupon);
        expect(BigInt(totals.subtotal)).toBe(exactSubtotal);
        expect(BigInt(totals.grandTotal)).toBe(expected < 0n ? 0n : expected);
        expect(BigInt(totals.grandTotal)).toBe(
          BigInt(totals.subtotal) - BigInt(totals.discountAmount) + BigInt(totals.shippingAmount) - BigInt(totals.shippingDiscountAmount),
        );
        expect(totals.grandTotal).toBeGreaterThanOrEqual(0);
        expect(totals.discountAmount).toBeLessThanOrEqual(totals.subtotal);
        expect(totals.shippingDiscountAmount).toBeLessThanOrEqual(totals.shippingAmount);
        expect(totals.lines.reduce((s, l) => s + BigInt(l.discountAmount), 0n)).toBe(BigInt(totals.discountAmount));
        for (const l of totals.lines) {
          expect(l.discountAmount).toBeGreaterThanOrEqual(0);
          expect(l.lineTotal - l.discountAmount).toBeGreaterThanOrEqual(0);
          if (!l.purchasable) expect(l.discountAmount).toBe(0);
        }
        for (const v of [totals.subtotal, totals.discountAmount, totals.shippingAmount, totals.shippingDiscountAmount, totals.grandTotal])
          expect(Number.isSafeInteger(v)).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });

  it('at exactly 2^53 - 1 the totals are exact', () => {
    const lines = [pricedLine({ unitPrice: MAX, quantity: 1, purchasable: true, eligible: true }, 0)];
    const quote: ShippingQuote = { fulfilmentType: 'pickup', serviceable: true, fee: 0, shippingDiscountAmount: 0, districtName: null };
    expect(basketTotals(lines, quote, null)).toMatchObject({ subtotal: MAX, grandTotal: MAX });
    const free = { ...quote, fulfilmentType: 'delivery' as const, fee: 1, shippingDiscountAmount: 1 };
    expect(basketTotals(lines, free, null)).toMatchObject({ subtotal: MAX, shippingAmount: 1, shippingDiscountAmount: 1, grandTotal: MAX });
    expect(() => basketTotals(lines, { ...free, shippingDiscountAmount: 0 }, null)).toThrow(expect.objectContaining({ errorCode: 'CART_AMOUNT_TOO_LARGE' }));
  });
});
