import { sqlRows } from '../../core/db/sql.js';
import { ancestorJoins, catalogJoin } from '../catalog/index.js';

/** how many ancestors catalog joins (a1..aN): its depth limit, read off the joins themselves */
const ANCESTORS = ancestorJoins('c').match(/LEFT JOIN categories/g)!.length;

/** Where a product sits for a scope rule (coupons): its brand and its category with every ancestor. */
export interface ProductScope {
  productId: string;
  brandId: string | null;
  /** public ids: the product's category first, then its ancestors up to the root */
  categoryPath: string[];
}

/**
 * Scope facts of products by public id (deleted ones too: a line in a basket still has them). Unknown ids
 * are absent from the map. A scope naming a category covers a product whose categoryPath holds it.
 */
export async function productScopes(productPublicIds: readonly string[]): Promise<Map<string, ProductScope>> {
  const ids = [...new Set(productPublicIds.map((id) => String(id).toLowerCase()))].filter((id) => /^[0-9a-f-]{36}$/.test(id));
  if (!ids.length) return new Map();
  const path = ['c.public_id::text'];
  for (let i = 1; i <= ANCESTORS; i++) path.push(`a${i}.public_id::text`);
  const rows = await sqlRows<{ productId: string; brandId: string | null; categoryPath: (string | null)[] }>(
    `SELECT p.public_id::text AS "productId", b.public_id::text AS "brandId", ARRAY[${path.join(', ')}] AS "categoryPath"
       FROM products p
       ${catalogJoin('category', 'c', 'p.category_id')}
       ${ancestorJoins('c')}
       ${catalogJoin('brand', 'b', 'p.brand_id', 'LEFT JOIN')}
      WHERE p.public_id = ANY($1::uuid[])`,
    [ids],
  );
  return new Map(rows.map((r) => [r.productId, { ...r, categoryPath: r.categoryPath.filter((id): id is string => id !== null) }]));
}
