import type { AdminContext } from '../../core/plugin.js';
import { categoriesResource } from './panel/categories-panel.js';
import { postsResource } from './panel/posts-panel.js';

/*
 * The blog's admin panel resources. Reads query the tables; every write (and publish/unpublish)
 * goes through the services of the HTTP routes, so slugs, sanitising and transitions hold here too.
 */

/** `admin` of the blog manifest: posts (with publish/unpublish) and categories. */
export function blogAdmin(_ctx: AdminContext): unknown[] {
  return [postsResource(), categoriesResource()];
}
