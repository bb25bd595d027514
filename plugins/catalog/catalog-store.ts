import type { EntityTarget } from 'typeorm';
import { clock } from '../../core/clock/clock.js';
import { newPublicId } from '../../core/db/ids.js';
import { snakeCase } from '../../core/db/naming-strategy.js';
import { sqlRows } from '../../core/db/sql.js';
import { CommonErrors, type AppError } from '../../core/http/app-error.js';
import type { SoftDeletableRow, SoftDeleteErrors } from '../../core/lifecycle/index.js';
import type { SlugScope } from './catalog-slugs.js';

/** What the generic row operations need to know about one catalog table (its errors are the 409 pair's). */
export interface CatalogKind extends SoftDeleteErrors {
  entity: EntityTarget<RawRow>;
  table: 'categories' | 'brands' | 'brand_series' | 'tags';
  /** slug scope and activity log entity */
  scope: SlugScope;
  slugTaken: () => AppError;
}

export type RawRow = Record<string, any> & SoftDeletableRow;

/** Values are keyed by entity property; the column is its snake_case (the naming strategy's rule). */
const quote = (property: string) => `"${snakeCase(property)}"`;

/** Inserts a row; returns its internal and public ids. Timestamps follow the core clock. */
export async function insertRow(table: CatalogKind['table'], values: Record<string, unknown>): Promise<{ id: string; publicId: string }> {
  const now = clock.now();
  const all: Record<string, unknown> = { publicId: newPublicId(), ...values, createdAt: now, updatedAt: now };
  const columns = Object.keys(all);
  const [row] = await sqlRows<{ id: string; publicId: string }>(
    `INSERT INTO ${table} (${columns.map(quote).join(', ')}) VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING id, public_id AS "publicId"`,
    Object.values(all),
  );
  return { id: String(row.id), publicId: row.publicId };
}

/** Updates the given columns (and updatedAt) of one row by internal id. */
export async function updateRow(table: CatalogKind['table'], id: string, values: Record<string, unknown>): Promise<void> {
  const all: Record<string, unknown> = { ...values, updatedAt: clock.now() };
  const columns = Object.keys(all);
  await sqlRows(
    `UPDATE ${table} SET ${columns.map((c, i) => `${quote(c)} = $${i + 2}`).join(', ')} WHERE id = $1`,
    [id, ...Object.values(all)],
  );
}

/** Only the keys the caller actually sent (undefined means "leave unchanged"). */
export function sentFields<T extends object>(dto: T, keys: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const k of keys) {
    const v = (dto as Record<string, unknown>)[k];
    if (v !== undefined) out[k] = v;
  }
  return out;
}

/** "alt requires url", checked on the values the row will have after the write. */
export function checkAltPair(urlField: string, altField: string, url: unknown, alt: unknown): void {
  if (alt !== null && alt !== undefined && (url === null || url === undefined || url === '')) {
    throw CommonErrors.VALIDATION_FAILED([{ field: altField, problems: [`${altField} requires ${urlField}`] }], `Validation failed: ${altField} requires ${urlField}`);
  }
}
