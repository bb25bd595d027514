import { sqlRows } from '../../core/db/sql.js';
import { ProductErrors as E } from './errors.js';

/** 409 PRODUCT_SKU_ALREADY_EXISTS when a live product other than `exceptProductId` has the SKU (any case). */
export async function assertProductSkuFree(sku: string, exceptProductId?: string): Promise<void> {
  const [taken] = await sqlRows(`SELECT 1 FROM products WHERE lower(sku) = lower($1) AND deleted_at IS NULL AND ($2::bigint IS NULL OR id <> $2) LIMIT 1`, [
    sku,
    exceptProductId ?? null,
  ]);
  if (taken) throw E.PRODUCT_SKU_ALREADY_EXISTS();
}

/** 409 PRODUCT_SKU_ALREADY_EXISTS when a live variant other than `exceptVariantId` has the SKU (any case). */
export async function assertVariantSkuFree(sku: string, exceptVariantId?: string): Promise<void> {
  const [taken] = await sqlRows(
    `SELECT 1 FROM product_variants WHERE lower(sku) = lower($1) AND deleted_at IS NULL AND ($2::bigint IS NULL OR id <> $2) LIMIT 1`,
    [sku, exceptVariantId ?? null],
  );
  if (taken) throw E.PRODUCT_SKU_ALREADY_EXISTS();
}
