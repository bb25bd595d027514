import type { EntityTarget } from 'typeorm';
import { clock } from '../../core/clock/clock.js';
import { newPublicId } from '../../core/db/ids.js';
import { repo } from '../../core/db/transaction.js';
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

/** Inserts a row through the entity's repository; returns its internal and public ids. Timestamps follow the core clock. */
export async function insertRow(entity: CatalogKind['entity'], values: Record<string, unknown>): Promise<{ id: string; publicId: string }> {
  const now = clock.now();
  const publicId = newPublicId();
  const inserted = await repo(entity).insert({ publicId, ...values, createdAt: now, updatedAt: now } as Partial<RawRow>);
  return { id: String(inserted.identifiers[0].id), publicId };
}

/** Updates the given properties (and updatedAt) of one row by internal id, through the entity's repository. */
export async function updateRow(entity: CatalogKind['entity'], id: string, values: Record<string, unknown>): Promise<void> {
  await repo(entity).update({ id }, { ...values, updatedAt: clock.now() } as Partial<RawRow>);
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
    throw CommonErrors.VALIDATION_FAILED(
      [{ field: altField, problems: [`${altField} requires ${urlField}`] }],
      `Validation failed: ${altField} requires ${urlField}`,
    );
  }
}
