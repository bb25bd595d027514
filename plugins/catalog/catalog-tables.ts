/*
 * What another plugin's SQL may read of the catalog's records (products, promotions, banners): one kind of record
 * under the reader's alias, as a FROM item or joined on the reader's id column. The columns a reader may use: id,
 * public_id, name, is_visible, deleted_at; a category's parent_id; a series' brand_id. Fragments, so the reader's
 * statement stays one query with the same plan (storefront lists, search text); with ancestorJoins and the
 * reference locks, the only catalog SQL written outside catalog.
 */

const TABLES = { category: 'categories', brand: 'brands', brand_series: 'brand_series', tag: 'tags' } as const;
export type CatalogKind = keyof typeof TABLES;

/** The kind's records as a FROM item under `alias` (`categories c`). */
export function catalogFrom(kind: CatalogKind, alias: string): string {
  return `${TABLES[kind]} ${alias}`;
}

/** The record the reader's id column `on` names, under `alias` (`LEFT JOIN brands b ON b.id = p.brand_id`); `on` may go on with `AND ...`. */
export function catalogJoin(kind: CatalogKind, alias: string, on: string, join: 'JOIN' | 'LEFT JOIN' = 'JOIN'): string {
  return `${join} ${TABLES[kind]} ${alias} ON ${alias}.id = ${on}`;
}
