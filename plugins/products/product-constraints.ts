import type { AppError } from '../../core/http/app-error.js';
import { ProductErrors as E } from './errors.js';

/** Unique indexes a concurrent write can still break after the service's own checks, and their codes. */
const BY_CONSTRAINT: Record<string, () => AppError> = {
  uq_products_sku_live: E.PRODUCT_SKU_ALREADY_EXISTS,
  uq_product_variants_sku_live: E.PRODUCT_SKU_ALREADY_EXISTS,
  uq_product_variants_options_live: E.PRODUCT_VARIANT_OPTIONS_CONFLICT,
  uq_product_variants_default: E.PRODUCT_DEFAULT_VARIANT_REQUIRED,
};

/** The product error for a unique violation of one of our indexes; undefined for anything else. */
export function productConstraintError(err: unknown): AppError | undefined {
  const e = ((err as { driverError?: { code?: string; constraint?: string } })?.driverError ?? err) as { code?: string; constraint?: string };
  if (e?.code !== '23505' || !e.constraint) return undefined;
  return BY_CONSTRAINT[e.constraint]?.();
}

/** Runs a write, turning a lost race on a unique index into the product error it stands for. */
export async function mapConstraints<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (e) {
    throw productConstraintError(e) ?? e;
  }
}
