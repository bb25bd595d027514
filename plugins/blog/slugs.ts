import { slugify } from '../../core/db/slugs/slug-registry.js';
import { invalidField } from '../../core/http/app-error.js';
import { BLOG_LIMITS, RESERVED_POST_SLUGS } from './limits.js';

export const POST_SLUG_SCOPE = 'blog_post';
export const CATEGORY_SLUG_SCOPE = 'blog_category';

/** The given slug, else one made from the text; a text without letters or digits names no slug. */
export function slugFor(given: string | undefined, text: string, scope: string): string {
  const slug = given ?? slugify(text, BLOG_LIMITS.slugMax);
  if (!slug) {
    throw invalidField('slug', 'slug is required when the title or name has no letters or digits');
  }
  if (scope === POST_SLUG_SCOPE && RESERVED_POST_SLUGS.includes(slug)) {
    throw invalidField('slug', `slug "${slug}" is reserved`);
  }
  return slug;
}
