import fc from 'fast-check';
import { computeDiscount, type DiscountTerms } from '../../plugins/promotions/coupon-math.js';

const MAX = Number.MAX_SAFE_INTEGER;

/** Line totals whose sum stays a safe integer (a basket's subtotal is one), some of them at the bound. */
const basket = fc
  .array(fc.oneof(fc.integer({ min: 0, max: 1_000_000 }), fc.constant(MAX), fc.integer({ min: 0, max: MAX })), { minLength: 1, maxLength: 12 })
  .map((totals) => {
    let left = MAX;
    return totals.map((t) => {
      const v = Math.min(t, left);
      left -= v;
      return v;
    });
  });

const terms: fc.Arbitrary<DiscountTerms> = fc.oneof(
  fc.record({
    kind: fc.constant('percentage' as const),
    valueBps: fc.integer({ min: 1, max: 10000 }),
    amount: fc.constant(null),
    maxDiscount: fc.option(fc.integer({ min: 0, max: MAX })),
  }),
  fc.record({ kind: fc.constant('fixed' as const), valueBps: fc.constant(null), amount: fc.integer({ min: 0, max: MAX }), maxDiscount: fc.constant(null) }),
  fc.record({ kind: fc.constant('free_shipping' as const), valueBps: fc.constant(null), amount: fc.constant(null), maxDiscount: fc.constant(null) }),
);

const sumBig = (xs: readonly number[]) => xs.reduce((s, x) => s + BigInt(x), 0n);

describe('coupon money rules (property-based)', () => {
  it('the discount never exceeds the eligible total, allocations sum to it, none below zero or above its line, exact at 2^53-1', () => {
    fc.assert(
      fc.property(basket, terms, fc.array(fc.boolean(), { minLength: 12, maxLength: 12 }), (totals, t, flags) => {
        const eligible = totals.map((_, i) => flags[i]!);
        const eligibleTotal = sumBig(totals.filter((_, i) => eligible[i]));
        const r = computeDiscount(t, totals, eligible, 15000);
        expect(BigInt(r.discountAmount) <= eligibleTotal).toBe(true);
        expect(sumBig(r.allocations)).toBe(BigInt(r.discountAmount));
        r.allocations.forEach((a, i) => {
          expect(Number.isSafeInteger(a)).toBe(true);
          expect(a >= 0 && a <= totals[i]!).toBe(true);
          if (!eligible[i]) expect(a).toBe(0);
        });
        // the rule itself, computed independently in BigInt
        const expected =
          t.kind === 'percentage'
            ? [(eligibleTotal * BigInt(t.valueBps!)) / 10000n, ...(t.maxDiscount === null ? [] : [BigInt(t.maxDiscount)])].reduce((a, b) => (a < b ? a : b))
            : t.kind === 'fixed'
              ? BigInt(t.amount!) < eligibleTotal
                ? BigInt(t.amount!)
                : eligibleTotal
              : 0n;
        expect(BigInt(r.discountAmount)).toBe(expected);
        expect(r.shippingDiscountAmount).toBe(t.kind === 'free_shipping' ? 15000 : 0);
      }),
      { numRuns: 2000 },
    );
  });

  it('is exact at the bound: 100% of 2^53-1 over lines that sum to it', () => {
    const totals = [MAX - 2, 1, 1];
    const r = computeDiscount({ kind: 'percentage', valueBps: 10000, amount: null, maxDiscount: null }, totals, [true, true, true], null);
    expect(r.discountAmount).toBe(MAX);
    expect(r.allocations).toEqual(totals);
    const half = computeDiscount({ kind: 'percentage', valueBps: 5000, amount: null, maxDiscount: null }, [MAX], [true], null);
    expect(half.discountAmount).toBe(Math.floor(MAX / 2)); // 4503599627370495, not rounded up by a float
    expect(computeDiscount({ kind: 'fixed', valueBps: null, amount: MAX, maxDiscount: null }, [MAX], [true], null).allocations).toEqual([MAX]);
  });

  it('free shipping takes the fee the zone leaves, and nothing when the address is not serviceable', () => {
    const t: DiscountTerms = { kind: 'free_shipping', valueBps: null, amount: null, maxDiscount: null };
    expect(computeDiscount(t, [100], [true], 15000, 5000).shippingDiscountAmount).toBe(10000);
    expect(computeDiscount(t, [100], [true], 15000, 15000).shippingDiscountAmount).toBe(0);
    expect(computeDiscount(t, [100], [true], null).shippingDiscountAmount).toBe(0);
    expect(computeDiscount(t, [100], [true], 0).shippingDiscountAmount).toBe(0);
  });

  it('allocates the units left over by largest remainder', () => {
    // 10% of 3010 = 301: shares 100.48, 100.48, 99.67 floor to 299; the 2 units left go to the largest remainders (third, then first)
    expect(
      computeDiscount({ kind: 'percentage', valueBps: 1000, amount: null, maxDiscount: null }, [1005, 1005, 1000], [true, true, true], null).allocations,
    ).toEqual([101, 100, 100]);
  });
});
