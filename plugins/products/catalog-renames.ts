import { CATALOG_RECORD_RENAMED } from '../catalog/index.js';
import { refreshDerivedOf } from './product-store.js';

/** The product column that links each catalog record whose name is part of a product's search text. */
const LINK_COLUMN = { brand: 'brand_id', category: 'category_id' } as const;

/**
 * A product's search text carries its brand's and category's names (product-store.ts): a rename rewrites
 * the text of every product linked to the record (deleted ones too, for their restore), in one statement
 * within the rename's transaction. The storefront cache drops with the catalog's after commit.
 */
export const searchTextOnRename = CATALOG_RECORD_RENAMED.handle('products.search-text', async ({ kind, id }) => {
  if (kind !== 'brand' && kind !== 'category') return;
  await refreshDerivedOf(`SELECT id FROM products WHERE ${LINK_COLUMN[kind]} = $1`, [id]);
});
