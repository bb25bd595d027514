import fc from 'fast-check';
import { allocateByLargestRemainder } from '../../core/db/allocate.js';

describe('allocateByLargestRemainder', () => {
  it('gives leftover units to the largest remainders, earlier lines first on ties', () => {
    expect(allocateByLargestRemainder(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocateByLargestRemainder(10, [3000, 7000])).toEqual([3, 7]);
    expect(allocateByLargestRemainder(5, [1, 2, 2])).toEqual([1, 2, 2]);
    expect(allocateByLargestRemainder(7, [2, 5, 3])).toEqual([1, 4, 2]);
    expect(allocateByLargestRemainder(0, [4, 5])).toEqual([0, 0]);
  });

  it('refuses what cannot be allocated', () => {
    expect(() => allocateByLargestRemainder(5, [0, 0])).toThrow(RangeError);
    expect(() => allocateByLargestRemainder(-1, [1])).toThrow(RangeError);
    expect(() => allocateByLargestRemainder(1.5, [1])).toThrow(RangeError);
    expect(() => allocateByLargestRemainder(1, [Number.MAX_SAFE_INTEGER + 1])).toThrow(RangeError);
  });

  it('always sums to the amount and never gives a line more than its weight (property)', () => {
    const weight = fc.oneof(fc.integer({ min: 0, max: 1_000_000 }), fc.constant(Number.MAX_SAFE_INTEGER), fc.maxSafeNat());
    fc.assert(
      fc.property(fc.array(weight, { minLength: 1, maxLength: 50 }), fc.double({ min: 0, max: 1, noNaN: true }), (weights, fraction) => {
        const total = weights.reduce((s, w) => s + BigInt(w), 0n);
        fc.pre(total > 0n);
        const cap = total > BigInt(Number.MAX_SAFE_INTEGER) ? BigInt(Number.MAX_SAFE_INTEGER) : total;
        const amount = Number((cap * BigInt(Math.floor(fraction * 1_000_000))) / 1_000_000n);
        const parts = allocateByLargestRemainder(amount, weights);
        expect(parts.reduce((s, p) => s + BigInt(p), 0n)).toBe(BigInt(amount));
        parts.forEach((p, i) => {
          expect(Number.isSafeInteger(p)).toBe(true);
          expect(p).toBeGreaterThanOrEqual(0);
          expect(p).toBeLessThanOrEqual(weights[i]);
        });
      }),
      { numRuns: 500 },
    );
  });
});
