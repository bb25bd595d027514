import { invalidField } from '../../core/http/app-error.js';
import { sqlRows } from '../../core/db/sql.js';
import { catalogFrom } from '../catalog/index.js';
import { productsFrom } from '../products/index.js';
import { repo } from '../../core/db/transaction.js';
import { CouponBrand, CouponCategory, CouponProduct } from './entities/coupon-target.entity.js';
import type { ScopeListField } from './coupon-rules.js';

/** Each scope list: the records its ids name (FROM item `t`), the coupon's join entity and its column. */
const KINDS = {
  categoryPublicIds: { records: catalogFrom('category', 't'), entity: CouponCategory, column: 'categoryId' },
  brandPublicIds: { records: catalogFrom('brand', 't'), entity: CouponBrand, column: 'brandId' },
  productPublicIds: { records: productsFrom('t'), entity: CouponProduct, column: 'productId' },
} as const;

/** Internal ids of the live records the public ids name, de-duplicated; an unknown or deleted one is a 400 naming the field. */
export async function resolveTargets(field: ScopeListField, publicIds: string[]): Promise<string[]> {
  const wanted = [...new Set(publicIds.map((id) => id.toLowerCase()))];
  if (!wanted.length) return [];
  const rows = await sqlRows<{ id: string; publicId: string }>(
    `SELECT t.id, t.public_id::text AS "publicId" FROM ${KINDS[field].records} WHERE t.public_id = ANY($1::uuid[]) AND t.deleted_at IS NULL`,
    [wanted],
  );
  if (rows.length !== wanted.length) {
    const found = new Set(rows.map((r) => r.publicId));
    throw invalidField(field, `no live record has the id ${wanted.filter((id) => !found.has(id)).join(', ')}`);
  }
  return rows.map((r) => String(r.id));
}

/** Replaces every scope list of a coupon with the given internal ids. */
export async function replaceTargets(couponId: string, lists: Record<ScopeListField, string[]>): Promise<void> {
  for (const [field, kind] of Object.entries(KINDS) as [ScopeListField, (typeof KINDS)[ScopeListField]][]) {
    await repo(kind.entity).delete({ couponId });
    const ids = lists[field];
    if (ids.length) await repo(kind.entity).insert(ids.map((id) => ({ couponId, [kind.column]: id })) as any[]);
  }
}
