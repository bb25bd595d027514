import fc from 'fast-check';
import { EMI_MAX_PRINCIPAL, emiAmounts, safeAmount } from '../../plugins/emi/emi-math.js';

/*
 * The arithmetic contract (spec 02, issue 22) checked against hand-worked vectors and, by fast-check, against an
 * oracle written another way: exact fractions with a gcd, the annuity found by summing the geometric series
 * month by month (the balance after n payments of M is P(1+r)^n - M * sum (1+r)^k = 0), rounded by comparing
 * remainders rather than by the (2num + den) / 2den trick.
 */

class Ratio {
  readonly num: bigint;
  readonly den: bigint;
  constructor(num: bigint, den = 1n) {
    if (den < 0n) [num, den] = [-num, -den];
    const g = Ratio.gcd(num < 0n ? -num : num, den);
    this.num = num / g;
    this.den = den / g;
  }
  static gcd(a: bigint, b: bigint): bigint {
    while (b) [a, b] = [b, a % b];
    return a || 1n;
  }
  add(o: Ratio) {
    return new Ratio(this.num * o.den + o.num * this.den, this.den * o.den);
  }
  mul(o: Ratio) {
    return new Ratio(this.num * o.num, this.den * o.den);
  }
  div(o: Ratio) {
    return new Ratio(this.num * o.den, this.den * o.num);
  }
  /** rounded half up: the floor, plus one when the remainder is at least half */
  roundHalfUp(): bigint {
    const floor = this.num / this.den - (this.num % this.den < 0n ? 1n : 0n);
    const remainder = this.num - floor * this.den;
    return 2n * remainder >= this.den ? floor + 1n : floor;
  }
}

function oracle(principal: bigint, bps: number, months: number) {
  const n = BigInt(months);
  const ceilShare = principal % n === 0n ? principal / n : principal / n + 1n;
  if (bps === 0) return { monthlyEmi: ceilShare, totalInterest: 0n, totalRepayment: principal };
  const growth = new Ratio(1n).add(new Ratio(BigInt(bps), 120_000n));
  let power = new Ratio(1n);
  let series = new Ratio(0n);
  for (let k = 0; k < months; k++) {
    series = series.add(power);
    power = power.mul(growth);
  }
  const exact = new Ratio(principal).mul(power).div(series);
  const rounded = exact.roundHalfUp();
  const monthlyEmi = rounded > ceilShare ? rounded : ceilShare;
  return { monthlyEmi, totalInterest: monthlyEmi * n - principal, totalRepayment: monthlyEmi * n };
}

const amounts = (p: number | bigint, bps: number, n: number) => {
  const a = emiAmounts(BigInt(p), bps, n);
  return [Number(a.monthlyEmi), Number(a.totalInterest), Number(a.totalRepayment)];
};

describe('EMI arithmetic: hand-checked vectors', () => {
  it.each([
    // Rs 1,000 at 12% over 12 months: the textbook 8884.88 paisa a month, rounded up once
    [100_000, 1200, 12, [8885, 6620, 106_620]],
    [1_299_900, 1500, 6, [226_227, 57_462, 1_357_362]],
    [5_000_000, 999, 24, [230_702, 536_848, 5_536_848]],
    // one month: P(1 + r) = 1,000,000 x 13/12 = 1,083,333.33
    [1_000_000, 10_000, 1, [1_083_333, 83_333, 1_083_333]],
    // the floor: 200.205 rounds to 200, below ceil(1001 / 5) = 201
    [1001, 1, 5, [201, 4, 1005]],
    // tiny principals: 0.834 rounds to 1 (= the floor); every month pays at least one paisa
    [100, 1, 120, [1, 20, 120]],
    [1, 10_000, 120, [1, 119, 120]],
  ])('P=%d bps=%d n=%d -> [monthly, interest, repayment] %j', (p, bps, n, want) => {
    expect(amounts(p, bps, n)).toEqual(want);
  });

  it('0%: monthly is ceil(P / n), the repayment exactly P and the interest exactly 0', () => {
    expect(amounts(1000, 0, 3)).toEqual([334, 0, 1000]);
    expect(amounts(1001, 0, 3)).toEqual([334, 0, 1001]);
    expect(amounts(999, 0, 3)).toEqual([333, 0, 999]);
    expect(amounts(0, 0, 12)).toEqual([0, 0, 0]);
  });

  it('the largest principal at the largest rate over 120 months stays below 2^53 (exact, no float)', () => {
    const max = emiAmounts(EMI_MAX_PRINCIPAL, 10_000, 120);
    expect(max).toEqual({ monthlyEmi: 75_059_993_789_508n, totalInterest: 8_106_540_022_045_260n, totalRepayment: 9_007_199_254_740_960n });
    expect(max.totalRepayment <= BigInt(Number.MAX_SAFE_INTEGER)).toBe(true);
    expect(safeAmount(max.totalRepayment)).toBe(9_007_199_254_740_960);
    expect(emiAmounts(EMI_MAX_PRINCIPAL, 0, 7)).toEqual({ monthlyEmi: 128_665_604_670_815n, totalInterest: 0n, totalRepayment: EMI_MAX_PRINCIPAL });
    expect(emiAmounts(EMI_MAX_PRINCIPAL, 10_000, 1).monthlyEmi).toBe(975_714_168_753_675n);
  });

  it('refuses inputs outside the contract instead of computing them', () => {
    expect(() => emiAmounts(EMI_MAX_PRINCIPAL + 1n, 100, 12)).toThrow(RangeError);
    expect(() => emiAmounts(-1n, 100, 12)).toThrow(RangeError);
    expect(() => emiAmounts(100n, 10_001, 12)).toThrow(RangeError);
    expect(() => emiAmounts(100n, 1.5, 12)).toThrow(RangeError);
    expect(() => emiAmounts(100n, 100, 0)).toThrow(RangeError);
    expect(() => emiAmounts(100n, 100, 121)).toThrow(RangeError);
    expect(() => safeAmount(BigInt(Number.MAX_SAFE_INTEGER) + 1n)).toThrow(RangeError);
  });
});

describe('EMI arithmetic: properties (fast-check) against the oracle', () => {
  const principal = fc.bigInt({ min: 0n, max: EMI_MAX_PRINCIPAL });
  const rate = fc.integer({ min: 0, max: 10_000 });
  const tenure = fc.integer({ min: 1, max: 120 });
  const edgy = {
    principal: fc.oneof(principal, fc.constantFrom(0n, 1n, 99n, EMI_MAX_PRINCIPAL, EMI_MAX_PRINCIPAL - 1n)),
    rate: fc.oneof(rate, fc.constantFrom(0, 1, 10_000)),
    tenure: fc.oneof(tenure, fc.constantFrom(1, 120)),
  };

  it('equals the oracle, edges (0%, 1 month, 120 months, max principal, max rate) included', () => {
    fc.assert(
      fc.property(edgy.principal, edgy.rate, edgy.tenure, (p, bps, n) => {
        expect(emiAmounts(p, bps, n)).toEqual(oracle(p, bps, n));
      }),
      { numRuns: 300 },
    );
  });

  it('keeps the contract: repayment = monthly x n (P at 0%), interest never negative, monthly >= ceil(P / n), all below 2^53', () => {
    fc.assert(
      fc.property(edgy.principal, edgy.rate, edgy.tenure, (p, bps, n) => {
        const a = emiAmounts(p, bps, n);
        const months = BigInt(n);
        expect(a.totalRepayment).toBe(bps === 0 ? p : a.monthlyEmi * months);
        expect(a.totalInterest).toBe(a.totalRepayment - p);
        expect(a.totalInterest >= 0n).toBe(true);
        expect(a.monthlyEmi * months >= p).toBe(true);
        expect((a.monthlyEmi - 1n) * months < p || bps > 0).toBe(true);
        expect(a.totalRepayment <= BigInt(Number.MAX_SAFE_INTEGER)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('a higher rate never lowers the monthly amount; a longer tenure never raises it at 0%', () => {
    fc.assert(
      fc.property(principal, rate, rate, tenure, (p, r1, r2, n) => {
        const [lo, hi] = r1 <= r2 ? [r1, r2] : [r2, r1];
        expect(emiAmounts(p, lo, n).monthlyEmi <= emiAmounts(p, hi, n).monthlyEmi).toBe(true);
        if (n < 120) expect(emiAmounts(p, 0, n + 1).monthlyEmi <= emiAmounts(p, 0, n).monthlyEmi).toBe(true);
      }),
      { numRuns: 200 },
    );
  });
});
