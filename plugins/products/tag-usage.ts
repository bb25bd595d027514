import { sqlRows } from '../../core/db/sql.js';
import { registerTagUsageCheck } from '../catalog/index.js';

let registered = false;

/** Catalog's TAG_HAS_LINKED_PRODUCTS: a tag linked to a live product cannot be deleted. */
export function registerProductTagUsage(): void {
  if (registered) return;
  registered = true;
  registerTagUsageCheck(async (tagId) => {
    const [row] = await sqlRows<{ n: number }>(
      `SELECT count(*)::int AS n FROM product_tags pt JOIN products p ON p.id = pt.product_id WHERE pt.tag_id = $1 AND p.deleted_at IS NULL`,
      [tagId],
    );
    return row.n;
  });
}
