/** Rupee amounts as ePay's decimal strings, held as paisa (bigint: exact, never a float). */

const RUPEES = /^(\d{1,15})(?:\.(\d{1,2}))?$/;

/** "1234.56" -> 123456n, "1000" -> 100000n, "1000.0" -> 100000n; anything else (signs, spaces, 3 decimals) -> null. */
export function parseRupees(text: string): bigint | null {
  const m = RUPEES.exec(text);
  if (!m) return null;
  return BigInt(m[1]) * 100n + BigInt((m[2] ?? '').padEnd(2, '0'));
}

/** The way ePay writes an amount back (a Java double's text): 100000n -> "1000.0", 123456n -> "1234.56", 1250n -> "12.5". */
export function epayAmount(paisa: bigint): string {
  const rupees = paisa / 100n;
  const cents = paisa % 100n;
  if (cents === 0n) return `${rupees}.0`;
  return `${rupees}.${cents.toString().padStart(2, '0').replace(/0$/, '')}`;
}
