import { clock } from '../../core/clock/clock.js';
import { repo } from '../../core/db/transaction.js';
import { sqlRows } from '../../core/db/sql.js';
import { lockAlive, type SoftDeleteErrors } from '../../core/lifecycle/index.js';
import { Product } from './entities/product.entity.js';
import { ProductErrors as E } from './errors.js';

export const PRODUCT_ERRORS: SoftDeleteErrors = {
  notFound: E.PRODUCT_NOT_FOUND,
  alreadyDeleted: E.PRODUCT_ALREADY_DELETED,
  notDeleted: E.PRODUCT_NOT_DELETED,
};

export interface WriteGuard {
  /** the version the client read; a different current version is 409 PRODUCT_VERSION_CONFLICT */
  version?: number;
  /** the lifecycle move out of archived is the one write an archived product accepts */
  allowArchived?: boolean;
}

/** The stale-version and archived checks, on a row the caller holds locked. */
export function checkWritable(row: Product, guard: WriteGuard): void {
  if (guard.version !== undefined && guard.version !== row.version) throw E.PRODUCT_VERSION_CONFLICT();
  if (row.status === 'archived' && !guard.allowArchived) throw E.PRODUCT_INVALID_TRANSITION();
}

/**
 * Locks a live product for a write (404, 409 deleted), then checks the version and the archived rule.
 * Every write to a product goes through here and ends with saveProduct (version + 1).
 */
export async function lockForWrite(publicId: string, guard: WriteGuard = {}): Promise<Product> {
  const row = await lockAlive(Product, publicId, PRODUCT_ERRORS);
  checkWritable(row, guard);
  return row;
}

/** Writes the changed fields with version + 1, then refreshes the derived columns (rollup, search text). */
export async function saveProduct(row: Product, patch: Partial<Product> = {}): Promise<void> {
  await repo(Product).update({ id: row.id }, { ...patch, version: row.version + 1, updatedAt: clock.now() });
  await refreshDerived(row.id);
}

/**
 * The price rollup over live active variants and the search text (name, SKUs, brand and category names),
 * recomputed in the transaction of the change that may move them.
 */
export async function refreshDerived(productId: string): Promise<void> {
  await sqlRows(
    `UPDATE products p SET
        min_selling_price = r.min_sp, max_selling_price = r.max_sp, min_mrp = r.min_mrp, live_variant_count = r.n,
        search_text = catalog_search_text(concat_ws(' ', p.name, p.sku, r.skus,
          (SELECT b.name FROM brands b WHERE b.id = p.brand_id),
          (SELECT c.name FROM categories c WHERE c.id = p.category_id)))
       FROM (SELECT min(selling_price) FILTER (WHERE status = 'active') AS min_sp,
                    max(selling_price) FILTER (WHERE status = 'active') AS max_sp,
                    min(mrp) FILTER (WHERE status = 'active') AS min_mrp,
                    count(*) FILTER (WHERE status = 'active')::int AS n,
                    string_agg(sku, ' ') AS skus
               FROM product_variants WHERE product_id = $1 AND deleted_at IS NULL) r
      WHERE p.id = $1`,
    [productId],
  );
}
