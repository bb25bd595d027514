import type { AdminContext } from '../../core/plugin.js';
import { dealsResource } from './deals/deals-admin.js';
import { withProductEditor } from './panel/editor/editor-panel.js';
import { movementsResource } from './panel/movements-panel.js';
import { productsResource } from './panel/products-panel.js';
import { variantsResource } from './panel/variants-panel.js';

/*
 * The products plugin's admin panel: products (lifecycle, discovery, bulk), their variants, and the stock
 * ledger, whose "new" form is the stock adjustment. Reads query the tables; every write runs through the
 * services of the HTTP routes, with their rules. The product editor (panel/editor/) makes and edits a whole
 * product on one page: "New product" on the list, "Edit in editor" on a product.
 */

/** `admin` of the products manifest. */
export function productsAdmin(_ctx: AdminContext): unknown[] {
  return [withProductEditor(productsResource()), variantsResource(), movementsResource(), dealsResource()];
}
