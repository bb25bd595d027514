import { sqlRows } from '../../core/db/sql.js';

/**
 * The one way another plugin (banners) holds a product it links to: the live product's internal id by public id,
 * its row locked FOR KEY SHARE until the caller's transaction ends (the lock a foreign key takes); undefined when
 * missing or deleted.
 */
export async function lockLiveProductForReference(publicId: string): Promise<{ id: string } | undefined> {
  const [row] = await sqlRows<{ id: string }>(`SELECT id FROM products WHERE public_id = $1 AND deleted_at IS NULL FOR KEY SHARE`, [publicId.toLowerCase()]);
  return row;
}
