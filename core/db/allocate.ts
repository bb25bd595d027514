/**
 * Splits `amount` minor units across lines in proportion to `weights` by the largest-remainder method:
 * each line gets the floor of its exact share, and the units left over go one each to the lines with the
 * largest remainders (ties: the earlier line). The parts always add up to `amount`, and when amount is at
 * most the sum of the weights no part exceeds its weight. Exact for any safe integers (BigInt inside).
 */
export function allocateByLargestRemainder(amount: number, weights: readonly number[]): number[] {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new RangeError(`Not an amount to allocate: ${amount}`);
  for (const w of weights) if (!Number.isSafeInteger(w) || w < 0) throw new RangeError(`Not an allocation weight: ${w}`);
  const total = weights.reduce((sum, w) => sum + BigInt(w), 0n);
  if (amount === 0) return weights.map(() => 0);
  if (total === 0n) throw new RangeError('Cannot allocate an amount over weights that are all zero');
  const whole = BigInt(amount);
  const shares = weights.map((w, index) => {
    const exact = whole * BigInt(w);
    return { index, part: exact / total, remainder: exact % total };
  });
  let left = whole - shares.reduce((sum, s) => sum + s.part, 0n);
  const byRemainder = [...shares].sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  for (const share of byRemainder) {
    if (left === 0n) break;
    share.part += 1n;
    left -= 1n;
  }
  return shares.map((s) => Number(s.part));
}
