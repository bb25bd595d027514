import { SLUG_PATTERN } from '../../../../core/db/slugs/slug-registry.js';
import type { JobRowError } from '../catalog-job.entity.js';
import { RowError } from '../errors.js';
import { TEMPLATE_COLUMNS, type JobEntity } from '../job-columns.js';
import type { SheetRow } from '../tabular/read-rows.js';

/** A row's values once checked; the image (category) or logo (brand, series) pair is `mediaUrl`/`mediaAlt`. */
export interface ImportValues {
  name: string;
  slug: string | null;
  description: string | null;
  parentSlug: string | null;
  brandSlug: string | null;
  displayOrder: number;
  isVisible: boolean;
  mediaUrl: string | null;
  mediaAlt: string | null;
  seoTitle: string | null;
  seoDescription: string | null;
}

export type ColumnIndex = Map<string, number>;

const SLUG_MAX = 160;
const INT_MAX = 2_147_483_647;

const err = (row: number | null, column: string | null, errorCode: string, message: string): JobRowError => ({ row, column, errorCode, message });

/** The header must name every template column once and nothing else (any order). */
export function mapHeader(entity: JobEntity, header: SheetRow): { index: ColumnIndex; errors: JobRowError[] } {
  const expected = TEMPLATE_COLUMNS[entity];
  const index: ColumnIndex = new Map();
  const errors: JobRowError[] = [];
  header.cells.forEach((raw, i) => {
    const name = raw.trim();
    if (name === '') return;
    if (!expected.includes(name)) errors.push(err(header.row, name, RowError.COLUMN_UNKNOWN, `Unknown column "${name}"; expected: ${expected.join(', ')}`));
    else if (index.has(name)) errors.push(err(header.row, name, RowError.COLUMN_DUPLICATE, `Column "${name}" appears twice`));
    else index.set(name, i);
  });
  for (const name of expected) {
    if (!index.has(name)) errors.push(err(header.row, name, RowError.COLUMN_MISSING, `Column "${name}" is missing`));
  }
  return { index, errors };
}

class RowReader {
  readonly errors: JobRowError[] = [];
  constructor(private readonly row: SheetRow, private readonly index: ColumnIndex) {}

  text(column: string, opts: { required?: boolean; min?: number; max?: number } = {}): string | null {
    const i = this.index.get(column);
    const value = i === undefined ? '' : (this.row.cells[i] ?? '').trim();
    if (value === '') {
      if (opts.required) this.fail(column, RowError.FIELD_REQUIRED, `${column} is required`);
      return null;
    }
    if (opts.min !== undefined && value.length < opts.min) this.fail(column, RowError.FIELD_TOO_SHORT, `${column} must have at least ${opts.min} characters`);
    if (opts.max !== undefined && value.length > opts.max) this.fail(column, RowError.FIELD_TOO_LONG, `${column} must have at most ${opts.max} characters`);
    return value;
  }

  slug(column: string, required = false): string | null {
    const value = this.text(column, { required, max: SLUG_MAX });
    if (value !== null && !SLUG_PATTERN.test(value)) {
      this.fail(column, RowError.SLUG_INVALID, `${column} must be lowercase letters and digits separated by single hyphens`);
    }
    return value;
  }

  integer(column: string, fallback: number): number {
    const value = this.text(column);
    if (value === null) return fallback;
    if (!/^\d+$/.test(value) || Number(value) > INT_MAX) {
      this.fail(column, RowError.INTEGER_INVALID, `${column} must be a whole number from 0 to ${INT_MAX}`);
      return fallback;
    }
    return Number(value);
  }

  boolean(column: string, fallback: boolean): boolean {
    const value = this.text(column)?.toLowerCase() ?? null;
    if (value === null) return fallback;
    if (['true', '1', 'yes'].includes(value)) return true;
    if (['false', '0', 'no'].includes(value)) return false;
    this.fail(column, RowError.BOOLEAN_INVALID, `${column} must be true or false`);
    return fallback;
  }

  fail(column: string | null, code: string, message: string): void {
    this.errors.push(err(this.row.row, column, code, message));
  }
}

/** Checks one data row against the entity's rules (those of the create routes). */
export function parseRow(entity: JobEntity, index: ColumnIndex, row: SheetRow): { values: ImportValues; errors: JobRowError[] } {
  const r = new RowReader(row, index);
  const [urlCol, altCol] = entity === 'category' ? ['imageUrl', 'imageAlt'] : ['logoUrl', 'logoAlt'];
  const values: ImportValues = {
    name: r.text('name', { required: true, min: 2, max: 150 }) ?? '',
    slug: r.slug('slug'),
    description: r.text('description', entity === 'category' ? {} : { max: 2000 }),
    parentSlug: entity === 'category' ? r.slug('parentSlug') : null,
    brandSlug: entity === 'brand_series' ? r.slug('brandSlug', true) : null,
    displayOrder: r.integer('displayOrder', 0),
    isVisible: r.boolean('isVisible', true),
    mediaUrl: r.text(urlCol, { max: 2048 }), // as the create routes: length only
    mediaAlt: r.text(altCol, { max: 255 }),
    seoTitle: r.text('seoTitle', { max: 160 }),
    seoDescription: r.text('seoDescription', { max: 320 }),
  };
  if (values.mediaAlt !== null && values.mediaUrl === null) r.fail(altCol, RowError.ALT_WITHOUT_URL, `${altCol} requires ${urlCol}`);
  if (row.cells.length > index.size && row.cells.slice(Math.max(...index.values()) + 1).some((c) => c.trim() !== '')) {
    r.fail(null, RowError.MALFORMED, 'The row has more cells than the header');
  }
  return { values, errors: r.errors };
}
