import { claimGeneratedSlug, claimSlug as claimGiven } from '../../core/db/slugs/slug-registry.js';
import type { AppError } from '../../core/http/app-error.js';
import { CatalogErrors } from './errors.js';

export const SLUG_MAX_LENGTH = 160;
/** how many candidates (base, base-2, base-3...) a generated slug tries before giving up */
export const SLUG_GENERATION_TRIES = 25;

export type SlugScope = 'category' | 'brand' | 'brand_series' | 'tag';

/** Gives the entity `wanted` (409 `taken` when another entity holds or held it). */
export async function setSlug(scope: SlugScope, entityId: string, wanted: string, taken: () => AppError): Promise<string> {
  await claimGiven(scope, entityId, wanted, taken);
  return wanted;
}

/** Derives a free slug from the name: base, then base-2, base-3... (409 CATALOG_SLUG_GENERATION_FAILED). */
export function generateSlug(scope: SlugScope, entityId: string, name: string): Promise<string> {
  return claimGeneratedSlug(scope, entityId, name, {
    maxLength: SLUG_MAX_LENGTH,
    tries: SLUG_GENERATION_TRIES,
    fallback: scope.replace('_', '-'),
    exhausted: CatalogErrors.CATALOG_SLUG_GENERATION_FAILED,
  });
}

/** The slug given on create, or one generated from the name. */
export function claimSlug(scope: SlugScope, entityId: string, slug: string | undefined, name: string, taken: () => AppError): Promise<string> {
  return slug ? setSlug(scope, entityId, slug, taken) : generateSlug(scope, entityId, name);
}
