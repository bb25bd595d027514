import { sqlRows } from '../../core/db/sql.js';
import { ancestorJoins, catalogJoin } from '../catalog/index.js';

/** how many ancestors catalog joins (a1..aN): its depth limit, read off the joins themselves */
const ANCESTORS = ancestorJoins('c').match(/LEFT JOIN categories/g)!.length;

export interface ScopedProduct {
  id: string;
  name: string;
}

/**
 * The live products named in `productIds` or sitting in the subtree of a category of `categoryIds` (public ids),
 * by name, a page at a time (EMI's effective products). `take` undefined: every one.
 */
export async function productsInScope(
  scope: { productIds: readonly string[]; categoryIds: readonly string[] },
  page: { skip: number; take: number | undefined },
): Promise<{ rows: ScopedProduct[]; count: number }> {
  if (!scope.productIds.length && !scope.categoryIds.length) return { rows: [], count: 0 };
  const inTree = ['c.public_id = ANY($2::uuid[])'];
  for (let i = 1; i <= ANCESTORS; i++) inTree.push(`a${i}.public_id = ANY($2::uuid[])`);
  const from = `FROM products p ${catalogJoin('category', 'c', 'p.category_id')} ${ancestorJoins('c')}
     WHERE p.deleted_at IS NULL AND (p.public_id = ANY($1::uuid[]) OR ${inTree.join(' OR ')})`;
  const params = [scope.productIds, scope.categoryIds];
  const rows = await sqlRows<ScopedProduct>(`SELECT p.public_id::text AS id, p.name ${from} ORDER BY lower(p.name), p.id OFFSET $3 LIMIT $4`, [
    ...params,
    page.skip,
    page.take ?? null,
  ]);
  const [{ count }] = await sqlRows<{ count: string }>(`SELECT count(*)::text AS count ${from}`, params);
  return { rows, count: Number(count) };
}
