import { CatalogErrors, lockLiveForReference, lockLiveTagsForReference } from '../catalog/index.js';
import { ProductErrors as E } from './errors.js';

/*
 * A product's links into the catalog (category, brand, series, tags), resolved from public ids to internal
 * ids. A deleted record counts as missing. The catalog holds the linked row (FOR KEY SHARE) so it is not deleted
 * for good while the product's transaction is open.
 */

export async function categoryIdOf(publicId: string): Promise<string> {
  const row = await lockLiveForReference('category', publicId);
  if (!row) throw E.PRODUCT_CATEGORY_NOT_FOUND();
  return String(row.id);
}

export async function brandIdOf(publicId: string): Promise<string> {
  const row = await lockLiveForReference('brand', publicId);
  if (!row) throw E.PRODUCT_BRAND_NOT_FOUND();
  return String(row.id);
}

/** The series' id; it must belong to `brandId` (400 PRODUCT_SERIES_BRAND_MISMATCH, also when there is no brand). */
export async function seriesIdOf(publicId: string, brandId: string | null): Promise<string> {
  const row = await lockLiveForReference('brand_series', publicId);
  if (!row) throw E.PRODUCT_SERIES_NOT_FOUND();
  if (brandId === null || String(row.brandId) !== String(brandId)) throw E.PRODUCT_SERIES_BRAND_MISMATCH();
  return String(row.id);
}

/** Internal ids of live tags in the given order (404 TAG_NOT_FOUND naming the first missing one). */
export async function tagIdsOf(publicIds: string[]): Promise<string[]> {
  const wanted = [...new Set(publicIds.map((p) => p.toLowerCase()))];
  if (!wanted.length) return [];
  const rows = await lockLiveTagsForReference(wanted);
  const byPublic = new Map(rows.map((r) => [r.publicId, String(r.id)]));
  const missing = wanted.find((p) => !byPublic.has(p));
  if (missing) throw CatalogErrors.TAG_NOT_FOUND(undefined, `Tag ${missing} not found`);
  return wanted.map((p) => byPublic.get(p)!);
}
