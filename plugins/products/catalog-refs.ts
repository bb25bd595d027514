import { sqlRows } from '../../core/db/sql.js';
import { CatalogErrors } from '../catalog/index.js';
import { ProductErrors as E } from './errors.js';

/*
 * A product's links into the catalog (category, brand, series, tags), resolved from public ids to internal
 * ids. A deleted record counts as missing. FOR KEY SHARE keeps the linked row from being deleted for good
 * while the product's transaction is open (the same lock the foreign key takes).
 */

async function liveId(table: string, publicId: string): Promise<{ id: string; brandId?: string } | undefined> {
  const brand = table === 'brand_series' ? ', brand_id AS "brandId"' : '';
  const [row] = await sqlRows(`SELECT id${brand} FROM ${table} WHERE public_id = $1 AND deleted_at IS NULL FOR KEY SHARE`, [publicId.toLowerCase()]);
  return row;
}

export async function categoryIdOf(publicId: string): Promise<string> {
  const row = await liveId('categories', publicId);
  if (!row) throw E.PRODUCT_CATEGORY_NOT_FOUND();
  return String(row.id);
}

export async function brandIdOf(publicId: string): Promise<string> {
  const row = await liveId('brands', publicId);
  if (!row) throw E.PRODUCT_BRAND_NOT_FOUND();
  return String(row.id);
}

/** The series' id; it must belong to `brandId` (400 PRODUCT_SERIES_BRAND_MISMATCH, also when there is no brand). */
export async function seriesIdOf(publicId: string, brandId: string | null): Promise<string> {
  const row = await liveId('brand_series', publicId);
  if (!row) throw E.PRODUCT_SERIES_NOT_FOUND();
  if (brandId === null || String(row.brandId) !== String(brandId)) throw E.PRODUCT_SERIES_BRAND_MISMATCH();
  return String(row.id);
}

/** Internal ids of live tags in the given order (404 TAG_NOT_FOUND naming the first missing one). */
export async function tagIdsOf(publicIds: string[]): Promise<string[]> {
  const wanted = [...new Set(publicIds.map((p) => p.toLowerCase()))];
  if (!wanted.length) return [];
  const rows = await sqlRows<{ id: string; publicId: string }>(
    `SELECT id, public_id AS "publicId" FROM tags WHERE public_id = ANY($1::uuid[]) AND deleted_at IS NULL FOR KEY SHARE`,
    [wanted],
  );
  const byPublic = new Map(rows.map((r) => [r.publicId, String(r.id)]));
  const missing = wanted.find((p) => !byPublic.has(p));
  if (missing) throw CatalogErrors.TAG_NOT_FOUND(undefined, `Tag ${missing} not found`);
  return wanted.map((p) => byPublic.get(p)!);
}
