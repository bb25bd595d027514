/*
 * The EMI arithmetic (spec 02 "Arithmetic contract"), exact: BigInt rationals, no floating point anywhere.
 * With r = bps / 120000 the annuity P*r*(1+r)^n / ((1+r)^n - 1) is the one fraction
 * P*bps*a^n / (120000*(a^n - b^n)) where a = 120000 + bps and b = 120000, rounded half up once and floored at
 * ceil(P / n), so the total interest is never negative. A 0% rate pays ceil(P / n) a month and reports exactly P
 * repaid and no interest.
 */

export const EMI_MAX_PRINCIPAL = 900_659_232_695_700n;
export const EMI_MIN_TENURE = 1;
export const EMI_MAX_TENURE = 120;
export const EMI_MAX_RATE_BPS = 10_000;
/** 12 months x 10000 basis points: r = bps / RATE_DENOMINATOR */
const RATE_DENOMINATOR = 120_000n;

export interface EmiAmounts {
  monthlyEmi: bigint;
  totalInterest: bigint;
  totalRepayment: bigint;
}

const ceilDiv = (num: bigint, den: bigint): bigint => (num + den - 1n) / den;
/** num / den rounded half up, for num >= 0 and den > 0 */
const roundHalfUp = (num: bigint, den: bigint): bigint => (2n * num + den) / (2n * den);

function assertInputs(principal: bigint, annualRateBps: number, months: number): void {
  if (principal < 0n || principal > EMI_MAX_PRINCIPAL) throw new RangeError(`principal must be 0..${EMI_MAX_PRINCIPAL}, got ${principal}`);
  if (!Number.isInteger(annualRateBps) || annualRateBps < 0 || annualRateBps > EMI_MAX_RATE_BPS) {
    throw new RangeError(`annualRateBps must be an integer 0..${EMI_MAX_RATE_BPS}, got ${annualRateBps}`);
  }
  if (!Number.isInteger(months) || months < EMI_MIN_TENURE || months > EMI_MAX_TENURE) {
    throw new RangeError(`months must be an integer ${EMI_MIN_TENURE}..${EMI_MAX_TENURE}, got ${months}`);
  }
}

/** The quote for a principal (minor units), an annual rate (basis points) and a tenure (months). */
export function emiAmounts(principal: bigint, annualRateBps: number, months: number): EmiAmounts {
  assertInputs(principal, annualRateBps, months);
  const n = BigInt(months);
  const floor = ceilDiv(principal, n);
  if (annualRateBps === 0) return { monthlyEmi: floor, totalInterest: 0n, totalRepayment: principal };
  const bps = BigInt(annualRateBps);
  const an = (RATE_DENOMINATOR + bps) ** n;
  const bn = RATE_DENOMINATOR ** n;
  const exact = roundHalfUp(principal * bps * an, RATE_DENOMINATOR * (an - bn));
  const monthlyEmi = exact > floor ? exact : floor;
  const totalRepayment = monthlyEmi * n;
  return { monthlyEmi, totalInterest: totalRepayment - principal, totalRepayment };
}

/** A bigint amount as a JSON number; every amount of a principal within the cap fits (the largest is 2^53 - 32). */
export function safeAmount(value: bigint): number {
  if (value < BigInt(Number.MIN_SAFE_INTEGER) || value > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError(`${value} is past 2^53 - 1`);
  return Number(value);
}
