import type { EntityManager } from 'typeorm';
import { clock } from '../../core/clock/clock.js';
import { repo } from '../../core/db/transaction.js';
import { sqlRows } from '../../core/db/sql.js';
import { catalogFrom } from '../catalog/index.js';
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

/** The derived columns of one product, in the transaction of the change that may move them. */
export function refreshDerived(productId: string): Promise<void> {
  return refreshDerivedOf('$1', [productId]);
}

/**
 * The product row's derived columns: the price rollup over its live active variants and the search text
 * (name, SKUs, brand and category names), for the products `productIds` selects (a bound parameter, or a
 * SELECT of ids for an import's many). A product without live variants gets null prices and count 0.
 */
export async function refreshDerivedOf(productIds: string, params: unknown[] = [], manager?: EntityManager): Promise<void> {
  await sqlRows(
    `UPDATE products p SET (min_selling_price, max_selling_price, min_mrp, live_variant_count, search_text) = (
       SELECT min(v.selling_price) FILTER (WHERE v.status = 'active'),
              max(v.selling_price) FILTER (WHERE v.status = 'active'),
              min(v.mrp) FILTER (WHERE v.status = 'active'),
              count(*) FILTER (WHERE v.status = 'active')::int,
              catalog_search_text(concat_ws(' ', p.name, p.sku, string_agg(v.sku, ' '),
                (SELECT b.name FROM ${catalogFrom('brand', 'b')} WHERE b.id = p.brand_id),
                (SELECT c.name FROM ${catalogFrom('category', 'c')} WHERE c.id = p.category_id)))
         FROM product_variants v WHERE v.product_id = p.id AND v.deleted_at IS NULL)
      WHERE p.id IN (${productIds})`,
    params,
    manager,
  );
}
