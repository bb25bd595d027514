import { assignSlug, SlugTakenError, slugify } from '../../core/db/slugs/slug-registry.js';
import type { ErrorDef, AppError } from '../../core/http/app-error.js';
import { CatalogErrors } from './errors.js';

export const SLUG_MAX_LENGTH = 160;
/** how many candidates (base, base-2, base-3...) a generated slug tries before giving up */
export const SLUG_GENERATION_TRIES = 25;

export type SlugScope = 'category' | 'brand' | 'brand_series' | 'tag';

type Callable = ErrorDef & ((details?: unknown, message?: string) => AppError);

/** Gives the entity `wanted` (409 `taken` when another entity holds or held it). */
export async function setSlug(scope: SlugScope, entityId: string, wanted: string, taken: Callable): Promise<string> {
  try {
    await assignSlug(scope, entityId, wanted);
    return wanted;
  } catch (e) {
    if (e instanceof SlugTakenError) throw taken();
    throw e;
  }
}

/** Derives a free slug from the name: base, then base-2, base-3... (409 CATALOG_SLUG_GENERATION_FAILED). */
export async function generateSlug(scope: SlugScope, entityId: string, name: string): Promise<string> {
  const base = slugify(name, SLUG_MAX_LENGTH - 4) || scope.replace('_', '-');
  for (let n = 1; n <= SLUG_GENERATION_TRIES; n++) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    try {
      await assignSlug(scope, entityId, candidate);
      return candidate;
    } catch (e) {
      if (!(e instanceof SlugTakenError)) throw e;
    }
  }
  throw CatalogErrors.CATALOG_SLUG_GENERATION_FAILED();
}

/** The slug given on create, or one generated from the name. */
export function claimSlug(scope: SlugScope, entityId: string, slug: string | undefined, name: string, taken: Callable): Promise<string> {
  return slug ? setSlug(scope, entityId, slug, taken) : generateSlug(scope, entityId, name);
}

/** SQL join of the current slug of `alias` (alias.id) under `scope`, exposed as `<as>`. */
export function currentSlugJoin(scope: SlugScope, alias: string, as: string, inner = false): string {
  return `${inner ? 'JOIN' : 'LEFT JOIN'} slugs ${as} ON ${as}.scope = '${scope}' AND ${as}.entity_id = ${alias}.id AND ${as}.is_current`;
}
