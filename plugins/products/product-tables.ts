/*
 * What another plugin's SQL may read of the products (promotions, banners): the products under the reader's alias,
 * as a FROM item or joined on the reader's id column. The columns a reader may use: id, public_id, name,
 * deleted_at. Fragments, so the reader's statement stays one query with the same plan.
 */

/** The products as a FROM item under `alias` (`products p`). */
export function productsFrom(alias: string): string {
  return `products ${alias}`;
}

/** The product the reader's id column `on` names, under `alias` (`JOIN products p ON p.id = x.product_id`); `on` may go on with `AND ...`. */
export function productJoin(alias: string, on: string, join: 'JOIN' | 'LEFT JOIN' = 'JOIN'): string {
  return `${join} products ${alias} ON ${alias}.id = ${on}`;
}
