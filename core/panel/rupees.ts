/** The sign, whole rupees and paisa of an amount in minor units, exact (BigInt) up to 2^53 - 1. */
function parts(minor: number) {
  const abs = BigInt(Math.abs(minor));
  return { sign: minor < 0 ? '-' : '', whole: abs / 100n, paisa: String(abs % 100n).padStart(2, '0') };
}

/** Minor units (paisa) as the panel shows money: 150000 -> "Rs 1,500.00". */
export function rupees(minor: number): string {
  const { sign, whole, paisa } = parts(minor);
  return `${sign}Rs ${whole.toLocaleString('en-IN')}.${paisa}`;
}

/** Minor units as a plain rupee amount a spreadsheet reads as a number: 150000 -> "1500.00", -5 -> "-0.05". */
export function rupeeAmount(minor: number): string {
  const { sign, whole, paisa } = parts(minor);
  return `${sign}${whole}.${paisa}`;
}

/** An amount in paisa as a row holds it (a safe integer, or its digits as text: bigint columns); undefined otherwise. */
export const minorUnitsIn = (v: unknown): number | undefined =>
  typeof v === 'number' && Number.isSafeInteger(v) ? v : typeof v === 'string' && /^-?\d+$/.test(v) ? Number(v) : undefined;
