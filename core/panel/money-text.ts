/*
 * Money and rates as people type and read them in the panel, converted exactly (BigInt on the digits, never
 * a float): rupees <-> paisa ("12,999.50" <-> 1299950) and percent <-> basis points ("12.5" <-> 1250).
 */

export type Parsed = { ok: true; value: number } | { ok: false; problem: string };

const MAX = BigInt(Number.MAX_SAFE_INTEGER);

/** "Rs", "Rs." or "NPR" before the amount, a sign before or after it ("-Rs 5.00" as rupees() writes it, "Rs -5"), commas between groups of 2-3 digits (Indian or Western) */
const RUPEES = /^(-)?\s*(?:(?:rs\.?|npr)\s*)?(-)?\s*(\d+|\d{1,3}(?:,\d{2,3})+)(?:\.(\d{1,2}))?$/i;
const PERCENT = /^(\d+)(?:\.(\d{1,2}))?\s*%?$/;

/** Hundredths from the whole part and up to two decimals, refused past 2^53 - 1. */
function hundredths(whole: string, decimals: string | undefined, negative: boolean, tooLarge: string): Parsed {
  const n = BigInt(whole) * 100n + BigInt((decimals ?? '').padEnd(2, '0'));
  if (n > MAX) return { ok: false, problem: tooLarge };
  return { ok: true, value: Number(negative ? -n : n) };
}

/** Rupees as typed ("12999", "12,999.50", "Rs 12,999") in paisa; at most two decimals. */
export function parseRupees(text: string, opts: { negative?: boolean } = {}): Parsed {
  const m = RUPEES.exec(text.trim());
  if (!m || (m[1] && m[2])) return { ok: false, problem: 'must be an amount in rupees with at most two decimals, e.g. 12,999.50' };
  const negative = !!(m[1] || m[2]) && /[1-9]/.test(m[3]! + (m[4] ?? ''));
  if (negative && !opts.negative) return { ok: false, problem: 'cannot be negative' };
  return hundredths(m[3]!.replace(/,/g, ''), m[4], negative, 'is too large');
}

/** A percent as typed ("20", "12.5", "12.5%") in basis points; at most two decimals, never negative. */
export function parsePercent(text: string): Parsed {
  const m = PERCENT.exec(text.trim());
  if (!m) return { ok: false, problem: 'must be a percent with at most two decimals, e.g. 12.5' };
  return hundredths(m[1]!, m[2], false, 'is too large');
}

/** Basis points as the panel shows them: 2000 -> "20%", 1250 -> "12.5%", 1 -> "0.01%". */
export function percentText(bps: number): string {
  const abs = BigInt(Math.abs(bps));
  const decimals = String(abs % 100n)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return `${bps < 0 ? '-' : ''}${abs / 100n}${decimals ? `.${decimals}` : ''}%`;
}
