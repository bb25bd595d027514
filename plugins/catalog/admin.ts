import type { AdminContext } from '../../core/plugin.js';
import { brandsResource, seriesResource, tagsResource } from './panel/brands-panel.js';
import { categoriesResource } from './panel/categories-panel.js';

/*
 * The catalog's admin panel resources. Reads query the tables; every write runs through the services of
 * the HTTP routes (slugs with history, depth cap, cycle checks, delete guards, activity records).
 */

export { catalogRecordTitles, catalogResourceCount } from './panel/catalog-reads.js';

/** `admin` of the catalog manifest. Bulk delete runs the catalog bulk delete service (deepest categories first, per-item failures). */
export function catalogAdmin(_ctx: AdminContext): unknown[] {
  return [categoriesResource(), brandsResource(), seriesResource(), tagsResource()];
}
