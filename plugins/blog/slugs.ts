import { assignSlug, slugify, SlugTakenError } from '../../core/db/slugs/slug-registry.js';
import { sqlRows } from '../../core/db/sql.js';
import { CommonErrors, type AppError } from '../../core/http/app-error.js';
import { BLOG_LIMITS, RESERVED_POST_SLUGS } from './limits.js';

export const POST_SLUG_SCOPE = 'blog_post';
export const CATEGORY_SLUG_SCOPE = 'blog_category';

/** The given slug, else one made from the text; a text without letters or digits names no slug. */
export function slugFor(given: string | undefined, text: string, scope: string): string {
  const slug = given ?? slugify(text, BLOG_LIMITS.slugMax);
  if (!slug) {
    throw CommonErrors.VALIDATION_FAILED([{ field: 'slug', problems: ['slug is required when the title or name has no letters or digits'] }], 'Validation failed: slug');
  }
  if (scope === POST_SLUG_SCOPE && RESERVED_POST_SLUGS.includes(slug)) {
    throw CommonErrors.VALIDATION_FAILED([{ field: 'slug', problems: [`slug "${slug}" is reserved`] }], 'Validation failed: slug');
  }
  return slug;
}

/** Makes the slug current for the entity (retiring its previous one), mapping a taken slug to the area's error. */
export async function claimSlug(scope: string, entityId: string, slug: string, taken: () => AppError): Promise<void> {
  try {
    await assignSlug(scope, entityId, slug);
  } catch (e) {
    if (e instanceof SlugTakenError) throw taken();
    throw e;
  }
}

/** A deleted post or category gives its slugs back, so a new one may take them. */
export async function releaseSlugs(scope: string, entityId: string): Promise<void> {
  await sqlRows(`DELETE FROM slugs WHERE scope = $1 AND entity_id = $2`, [scope, entityId]);
}
