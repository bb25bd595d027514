/*
 * Form amounts are rupees as decimal strings (the gateway's unit), the service's are paisa (minor units):
 * 123456 -> "1234.56", 100000 -> "1000", 150 -> "1.5". Returned amounts ("1000.0", 1000.5) are parsed
 * exactly from their text, never through a float.
 */

/** Minor units -> rupees with no trailing zeros beyond what is needed. */
export function formatRupees(minor: number): string {
  if (!Number.isSafeInteger(minor) || minor < 0) throw new RangeError(`Not an amount of minor units: ${minor}`);
  const text = String(minor).padStart(3, '0');
  const whole = text.slice(0, -2).replace(/^0+(?=\d)/, '');
  const fraction = text.slice(-2).replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole;
}

const RUPEES = /^(0|[1-9]\d*)(?:\.(\d+))?$/;

/**
 * Rupees text -> minor units; undefined when it is not a plain non-negative decimal, has a non-zero digit
 * past the paisa, or is too large to be exact.
 */
export function parseRupees(text: string): number | undefined {
  const m = RUPEES.exec(text.trim());
  if (!m) return undefined;
  const fraction = m[2] ?? '';
  if (/[1-9]/.test(fraction.slice(2))) return undefined;
  const digits = `${m[1]}${fraction.slice(0, 2).padEnd(2, '0')}`;
  const value = BigInt(digits);
  if (value > BigInt(Number.MAX_SAFE_INTEGER)) return undefined;
  return Number(value);
}

/**
 * The raw text of a numeric (or string) JSON member `name` at the top level of `json`, as sent: the status
 * API answers `"total_amount": 1000.0`, which JSON.parse would turn into the float 1000.
 */
export function rawJsonNumber(json: string, name: string): string | undefined {
  const re = new RegExp(`"${name.replace(/[^A-Za-z0-9_]/g, '')}"\\s*:\\s*(?:"([^"\\\\]*)"|(-?\\d+(?:\\.\\d+)?(?:[eE][+-]?\\d+)?))`);
  const m = re.exec(json);
  if (!m) return undefined;
  return m[1] ?? m[2];
}
