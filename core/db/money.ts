import { Column, type ColumnOptions, type ValueTransformer } from 'typeorm';
import { IsInt, Max, Min } from 'class-validator';

/**
 * Money is an integer count of minor units (paisa) in a bigint column, exposed as a JSON integer.
 * PostgreSQL returns bigint as text; amounts stay below 2^53 (90 trillion rupees), where JS numbers
 * are exact, and anything beyond is refused rather than rounded.
 */
export const MAX_MONEY = Number.MAX_SAFE_INTEGER;

export function toMinorUnits(value: unknown): number {
  const n = typeof value === 'string' && /^-?\d+$/.test(value) ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isSafeInteger(n)) throw new RangeError(`Not an exact integer amount of minor units: ${String(value)}`);
  return n;
}

export const moneyTransformer: ValueTransformer = {
  to: (value: unknown) => (value === null || value === undefined ? value : toMinorUnits(value)),
  from: (value: unknown) => (value === null || value === undefined ? value : toMinorUnits(value)),
};

/** A money column: bigint in PostgreSQL, an exact integer in TypeScript. */
export function MoneyColumn(options: Omit<ColumnOptions, 'type' | 'transformer'> = {}): PropertyDecorator {
  return Column({ ...options, type: 'bigint', transformer: moneyTransformer });
}

/** DTO rule for an amount: a whole number of minor units, 0 or more (pass allowNegative for adjustments). */
export function IsMoney(opts: { allowNegative?: boolean } = {}): PropertyDecorator {
  return (target, key) => {
    IsInt({ message: `${String(key)} must be a whole number of minor units` })(target, key);
    Min(opts.allowNegative ? -MAX_MONEY : 0)(target, key);
    Max(MAX_MONEY)(target, key);
  };
}
