import { SLUG_PATTERN } from '../../../../core/db/slugs/slug-registry.js';
import type { JobRowError } from '../catalog-job.entity.js';
import type { RowErrorCodes } from '../job-kinds.js';
import type { SheetRow } from '../tabular/read-rows.js';

/** Column name -> cell position in the file. */
export type ColumnIndex = Map<string, number>;

const INT_MAX = 2_147_483_647;

export const rowError = (row: number | null, column: string | null, errorCode: string, message: string): JobRowError => ({ row, column, errorCode, message });

/** The header must name every template column once and nothing else (any order). */
export function mapHeader(columns: readonly string[], header: SheetRow, codes: RowErrorCodes): { index: ColumnIndex; errors: JobRowError[] } {
  const index: ColumnIndex = new Map();
  const errors: JobRowError[] = [];
  header.cells.forEach((raw, i) => {
    const name = raw.trim();
    if (name === '') return;
    if (!columns.includes(name)) errors.push(rowError(header.row, name, codes.COLUMN_UNKNOWN, `Unknown column "${name}"; expected: ${columns.join(', ')}`));
    else if (index.has(name)) errors.push(rowError(header.row, name, codes.COLUMN_DUPLICATE, `Column "${name}" appears twice`));
    else index.set(name, i);
  });
  for (const name of columns) {
    if (!index.has(name)) errors.push(rowError(header.row, name, codes.COLUMN_MISSING, `Column "${name}" is missing`));
  }
  return { index, errors };
}

/** Reads the cells of one data row by column name, collecting the row's errors (a blank cell reads as null). */
export class RowReader {
  readonly errors: JobRowError[] = [];
  constructor(
    private readonly row: SheetRow,
    private readonly index: ColumnIndex,
    private readonly codes: RowErrorCodes,
  ) {}

  /** the trimmed cell, null when blank */
  cell(column: string): string | null {
    const i = this.index.get(column);
    const value = i === undefined ? '' : (this.row.cells[i] ?? '').trim();
    return value === '' ? null : value;
  }

  text(column: string, opts: { required?: boolean; min?: number; max?: number } = {}): string | null {
    const value = this.cell(column);
    if (value === null) {
      if (opts.required) this.fail(column, this.codes.FIELD_REQUIRED, `${column} is required`);
      return null;
    }
    if (opts.min !== undefined && value.length < opts.min) this.fail(column, this.codes.FIELD_TOO_SHORT, `${column} must have at least ${opts.min} characters`);
    if (opts.max !== undefined && value.length > opts.max) this.fail(column, this.codes.FIELD_TOO_LONG, `${column} must have at most ${opts.max} characters`);
    return value;
  }

  slug(column: string, max: number, required = false): string | null {
    const value = this.text(column, { required, max });
    if (value !== null && !SLUG_PATTERN.test(value)) {
      this.fail(column, this.codes.SLUG_INVALID, `${column} must be lowercase letters and digits separated by single hyphens`);
    }
    return value;
  }

  /** A whole number from 0 to `max` written in digits only (no sign, point or exponent); blank gives `fallback`. */
  integer<F extends number | null>(column: string, fallback: F, opts: { max?: number; required?: boolean } = {}): number | F {
    const max = opts.max ?? INT_MAX;
    const value = this.text(column, { required: opts.required });
    if (value === null) return fallback;
    if (!/^\d+$/.test(value) || Number(value) > max) {
      this.fail(column, this.codes.INTEGER_INVALID, `${column} must be a whole number from 0 to ${max}`);
      return fallback;
    }
    return Number(value);
  }

  boolean<F extends boolean | null>(column: string, fallback: F): boolean | F {
    const value = this.cell(column)?.toLowerCase() ?? null;
    if (value === null) return fallback;
    if (['true', '1', 'yes'].includes(value)) return true;
    if (['false', '0', 'no'].includes(value)) return false;
    this.fail(column, this.codes.BOOLEAN_INVALID, `${column} must be true or false`);
    return fallback;
  }

  /** One of `allowed` (exactly as written); blank gives null. */
  choice<T extends string>(column: string, allowed: readonly T[]): T | null {
    const value = this.cell(column);
    if (value === null) return null;
    if (!(allowed as readonly string[]).includes(value)) {
      this.fail(column, this.codes.VALUE_INVALID, `${column} must be one of: ${allowed.join(', ')}`);
      return null;
    }
    return value as T;
  }

  /** Cells right of the last template column must be blank. */
  checkNoExtraCells(): void {
    if (this.row.cells.length > this.index.size && this.row.cells.slice(Math.max(...this.index.values()) + 1).some((c) => c.trim() !== '')) {
      this.fail(null, this.codes.MALFORMED, 'The row has more cells than the header');
    }
  }

  fail(column: string | null, code: string, message: string): void {
    this.errors.push(rowError(this.row.row, column, code, message));
  }
}
