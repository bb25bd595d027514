import { sqlRows } from '../../../core/db/sql.js';
import { repo } from '../../../core/db/transaction.js';
import { catalogFrom } from '../../catalog/index.js';
import { DealBrand } from '../entities/deal-brand.entity.js';
import { DealCategory } from '../entities/deal-category.entity.js';
import { DealProduct } from '../entities/deal-product.entity.js';
import { ProductErrors as E } from '../errors.js';

/** The three kinds of scope entry: the request field, the records read to resolve it (FROM item `t`), the scope entity. */
const KINDS = {
  productPublicIds: { records: 'products t', entity: DealProduct, column: 'productId', notFound: E.PRODUCT_NOT_FOUND },
  categoryPublicIds: { records: catalogFrom('category', 't'), entity: DealCategory, column: 'categoryId', notFound: E.PRODUCT_CATEGORY_NOT_FOUND },
  brandPublicIds: { records: catalogFrom('brand', 't'), entity: DealBrand, column: 'brandId', notFound: E.PRODUCT_BRAND_NOT_FOUND },
} as const;

export type ScopeField = keyof typeof KINDS;
export const SCOPE_FIELDS = Object.keys(KINDS) as ScopeField[];
export type DealScopeInput = Partial<Record<ScopeField, string[]>>;

/**
 * Internal ids of the live (not deleted) records the public ids name, de-duplicated. Any unknown or
 * deleted id: 404 with the code of its kind, details naming the field and the ids.
 */
export async function resolveScope(field: ScopeField, publicIds: string[]): Promise<string[]> {
  const wanted = [...new Set(publicIds.map((id) => id.toLowerCase()))];
  if (!wanted.length) return [];
  const kind = KINDS[field];
  const rows = await sqlRows<{ id: string; publicId: string }>(
    `SELECT t.id, t.public_id::text AS "publicId" FROM ${kind.records} WHERE t.public_id = ANY($1::uuid[]) AND t.deleted_at IS NULL`,
    [wanted],
  );
  if (rows.length !== wanted.length) {
    const found = new Set(rows.map((r) => r.publicId));
    const missing = wanted.filter((id) => !found.has(id));
    throw kind.notFound({ field, publicIds: missing }, `${kind.notFound.message}: ${field} ${missing.join(', ')}`);
  }
  return rows.map((r) => String(r.id));
}

/** Replaces one kind of scope entry of a deal. */
export async function replaceScope(dealId: string, field: ScopeField, ids: string[]): Promise<void> {
  const kind = KINDS[field];
  await repo(kind.entity).delete({ dealId });
  if (ids.length) await repo(kind.entity).insert(ids.map((id) => ({ dealId, [kind.column]: id })) as any[]);
}

/** How many scope entries the deal has, all kinds together. */
export async function scopeSize(dealId: string): Promise<number> {
  const [row] = await sqlRows<{ n: number }>(
    `SELECT (SELECT count(*) FROM deal_products WHERE deal_id = $1) + (SELECT count(*) FROM deal_categories WHERE deal_id = $1)
          + (SELECT count(*) FROM deal_brands WHERE deal_id = $1) AS n`,
    [dealId],
  );
  return Number(row.n);
}
