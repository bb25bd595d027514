import { claimGeneratedSlug, claimSlug } from '../../core/db/slugs/slug-registry.js';
import { CatalogErrors } from '../catalog/index.js';
import { ProductErrors as E } from './errors.js';
import { PRODUCT_LIMITS } from './limits.js';

export const PRODUCT_SLUG_SCOPE = 'product';

/** Gives the product `slug` (409 PRODUCT_SLUG_ALREADY_EXISTS when another product holds or held it). */
export function setProductSlug(productId: string, slug: string): Promise<void> {
  return claimSlug(PRODUCT_SLUG_SCOPE, productId, slug, E.PRODUCT_SLUG_ALREADY_EXISTS);
}

/** The slug given on create, or one derived from the name (base, base-2...; 409 CATALOG_SLUG_GENERATION_FAILED). */
export async function claimProductSlug(productId: string, slug: string | undefined, name: string): Promise<void> {
  if (slug) return setProductSlug(productId, slug);
  await claimGeneratedSlug(PRODUCT_SLUG_SCOPE, productId, name, {
    maxLength: PRODUCT_LIMITS.slugMax,
    tries: PRODUCT_LIMITS.slugTries,
    fallback: 'product',
    exhausted: CatalogErrors.CATALOG_SLUG_GENERATION_FAILED,
  });
}
