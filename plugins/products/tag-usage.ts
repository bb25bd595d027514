import { sqlRows } from '../../core/db/sql.js';
import { CATALOG_TAG_USAGE } from '../catalog/index.js';

/** Catalog's TAG_HAS_LINKED_PRODUCTS: a tag linked to a live product cannot be deleted. */
export const productTagUsage = CATALOG_TAG_USAGE.handle('products.tag-links', async ({ tagId }) => {
  const [row] = await sqlRows<{ n: number }>(
    `SELECT count(*)::int AS n FROM product_tags pt JOIN products p ON p.id = pt.product_id WHERE pt.tag_id = $1 AND p.deleted_at IS NULL`,
    [tagId],
  );
  return row.n;
});
