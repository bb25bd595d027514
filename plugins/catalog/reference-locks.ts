import { sqlRows } from '../../core/db/sql.js';

/*
 * The one way another plugin (products, banners) holds catalog rows it links to: a live record's internal id by
 * public id, its row locked FOR KEY SHARE until the caller's transaction ends (the lock a foreign key takes), so it
 * cannot be deleted for good while the link is being written. A deleted record counts as missing.
 */

export type ReferencedKind = 'category' | 'brand' | 'brand_series';
const TABLES: Record<ReferencedKind, string> = { category: 'categories', brand: 'brands', brand_series: 'brand_series' };

/** The live record's id (a series' brand id too), locked; undefined when missing or deleted. */
export async function lockLiveForReference(kind: ReferencedKind, publicId: string): Promise<{ id: string; brandId?: string } | undefined> {
  const brand = kind === 'brand_series' ? ', brand_id AS "brandId"' : '';
  const [row] = await sqlRows<{ id: string; brandId?: string }>(
    `SELECT id${brand} FROM ${TABLES[kind]} WHERE public_id = $1 AND deleted_at IS NULL FOR KEY SHARE`,
    [publicId.toLowerCase()],
  );
  return row;
}

/** The live tags among these (lower-case) public ids, locked; the missing and deleted ones are left out. */
export function lockLiveTagsForReference(publicIds: string[]): Promise<Array<{ id: string; publicId: string }>> {
  return sqlRows<{ id: string; publicId: string }>(
    `SELECT id, public_id AS "publicId" FROM tags WHERE public_id = ANY($1::uuid[]) AND deleted_at IS NULL FOR KEY SHARE`,
    [publicIds],
  );
}
