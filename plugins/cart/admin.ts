import { validate as isUuid } from 'uuid';
import { panelReads } from '../../core/panel/panel-reads.js';
import { definePanelResource, type PanelRow, type PanelTableColumn } from '../../core/panel/resource-spec.js';
import { rupees } from '../../core/panel/rupees.js';
import type { PanelAnswer } from '../../core/panel/sections.js';
import { ACCOUNTS_CUSTOMER_PANEL } from '../accounts/index.js';
import type { CartRow } from './cart-store.js';
import { cartView } from './cart-view.js';

/*
 * Customers' carts in the panel, read only, beside the Customers resource (Accounts) and permitted by its
 * module: each cart links to its customer and shows its lines as a table with product names, quantities and live
 * totals, priced by the same view the customer gets. The customer's page shows the cart too (ACCOUNTS_CUSTOMER_PANEL).
 */

const LINES = 'SELECT 1 FROM cart_lines l WHERE l.cart_id = t.id';
const FROM = `FROM carts t JOIN accounts_user_names u ON u.public_id = t.customer_public_id`;

type Row = CartRow & { updatedAt: Date; lineCount: number; customerName: string };

/** The carts as stored (`cart`); cartRow prices each into its panel row. */
const reads = panelReads({
  select: `SELECT t.id::text, t.public_id::text AS "publicId", t.customer_public_id::text AS "customerPublicId", t.version,
  t.lock_ref AS "lockRef", t.locked_until AS "lockedUntil", t.updated_at AS "updatedAt", u.name AS "customerName",
  (SELECT count(*)::int FROM cart_lines l WHERE l.cart_id = t.id) AS "lineCount" ${FROM}`,
  countFrom: FROM,
  sortable: { updatedAt: 't.updated_at', version: 't.version' },
  defaultSort: 'updatedAt',
  filters: {
    customerId: (v, p) => (isUuid(v) ? `t.customer_public_id = ${p(v.toLowerCase())}` : 'FALSE'),
    hasItems: (v) => (v === 'true' ? `EXISTS (${LINES})` : v === 'false' ? `NOT EXISTS (${LINES})` : 'TRUE'),
  },
  toRow: (r: Row) => ({ id: r.publicId, cart: r }),
});

const LINE_COLUMNS: PanelTableColumn[] = [
  { key: 'name', label: 'Product', link: { resource: 'Products', idKey: 'productId' } },
  { key: 'variantName', label: 'Variant', link: { resource: 'ProductVariants', idKey: 'variantId' } },
  { key: 'sku', label: 'SKU' },
  { key: 'quantity', label: 'Quantity', kind: 'number' },
  { key: 'unitPrice', label: 'Unit price', kind: 'money' },
  { key: 'lineTotal', label: 'Line total', kind: 'money' },
  { key: 'state', label: 'Can be bought' },
];

/** A cart as the panel shows it: its lines and totals priced live, as the customer sees them. */
async function cartRow(read: PanelRow): Promise<PanelRow> {
  const r = read.cart as Row;
  const view = await cartView(r);
  return {
    id: view.id,
    title: `Cart · ${r.customerName} · ${r.lineCount} ${r.lineCount === 1 ? 'line' : 'lines'}`,
    customerId: r.customerPublicId,
    lineCount: r.lineCount,
    lines: view.items.map((i) => ({ ...i, variantName: i.variantName ?? 'Default', state: i.purchasable ? 'Yes' : 'No: unavailable' })),
    subtotal: view.pricing.subtotal,
    grandTotal: view.pricing.grandTotal,
    warnings: view.warnings.map((w) => `${w.code}: ${w.message}`).join('\n'),
    version: view.version,
    locked: view.locked,
    updatedAt: r.updatedAt,
  };
}

export function cartAdmin() {
  return [
    definePanelResource({
      id: 'Carts',
      module: 'Customers',
      properties: [
        { path: 'id', isId: true, isEditable: false },
        { path: 'title', isTitle: true, isEditable: false },
        { path: 'customerId', reference: 'Customers', isEditable: false },
        { path: 'lineCount', type: 'number', isEditable: false },
        { path: 'lines', table: { columns: LINE_COLUMNS, empty: 'The cart is empty' }, isEditable: false },
        { path: 'subtotal', money: true, isEditable: false },
        { path: 'grandTotal', money: true, isEditable: false },
        { path: 'warnings', type: 'textarea', isEditable: false },
        { path: 'version', type: 'number', isSortable: true, isEditable: false },
        { path: 'locked', type: 'boolean', isEditable: false },
        { path: 'hasItems', type: 'boolean', isEditable: false },
        { path: 'updatedAt', type: 'datetime', isSortable: true, isEditable: false },
      ],
      options: {
        navigation: { name: 'Accounts', icon: 'Users' },
        sort: { sortBy: 'updatedAt', direction: 'desc' },
        listProperties: ['customerId', 'lineCount', 'subtotal', 'locked', 'updatedAt'],
        showProperties: ['customerId', 'lines', 'subtotal', 'grandTotal', 'warnings', 'version', 'locked', 'updatedAt'],
        filterProperties: ['customerId', 'hasItems'],
        properties: { subtotal: { description: 'Live prices, purchasable lines only' } },
        translations: {
          en: { labels: { Carts: 'Carts' }, properties: { customerId: 'Customer', lineCount: 'Lines', grandTotal: 'Grand total', hasItems: 'Has items' } },
        },
      },
      find: async (q) => Promise.all((await reads.find(q)).map(cartRow)),
      count: reads.count,
      findMany: async (ids) => Promise.all((await reads.findMany(ids)).map(cartRow)),
    }),
  ];
}

/** The customer's cart on their page: its lines priced live, a link to the cart's record. */
async function customerCart({ customerId }: { customerId: string }): Promise<PanelAnswer> {
  const [read] = await reads.find({ filters: { customerId }, limit: 1, offset: 0, direction: 'desc' });
  const cart = read ? await cartRow(read) : null;
  const lines = (cart?.lines as Array<Record<string, unknown>> | undefined) ?? [];
  return {
    title: lines.length ? `Cart: ${lines.length} ${lines.length === 1 ? 'line' : 'lines'}, ${rupees(Number(cart!.subtotal))} at today's prices` : 'Cart',
    position: 30,
    permission: 'Customers_READ',
    columns: [...LINE_COLUMNS.slice(0, 2), { key: 'quantity', label: 'Quantity', kind: 'number' }, { key: 'lineTotal', label: 'Line total', kind: 'money' }],
    rows: lines,
    empty: 'The cart is empty',
    more: cart ? { label: 'Open the cart', resource: 'Carts', id: String(cart.id) } : undefined,
  };
}

/** The hooks the cart answers: the customer's page in the panel. */
export const cartPanelHooks = [ACCOUNTS_CUSTOMER_PANEL.handle('cart.customer-cart', customerCart)];
