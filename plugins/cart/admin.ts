import { validate as isUuid } from 'uuid';
import { sqlRows } from '../../core/db/sql.js';
import { SqlList } from '../../core/lifecycle/index.js';
import { definePanelResource, type PanelFilterValue, type PanelListQuery, type PanelRow } from '../../core/panel/resource-spec.js';
import { rupees } from '../../core/panel/rupees.js';
import type { CartRow } from './cart-store.js';
import { cartView } from './cart-view.js';

/*
 * Customers' carts in the panel, read only, beside the Customers resource (Accounts) and permitted by its
 * module: each cart links to its customer and shows its lines with product names, quantities and live
 * totals, priced by the same view the customer gets.
 */

const FROM = `FROM carts c JOIN accounts_user_names u ON u.public_id = c.customer_public_id`;
const SELECT = `SELECT c.id::text, c.public_id::text AS "publicId", c.customer_public_id::text AS "customerPublicId", c.version,
  c.lock_ref AS "lockRef", c.locked_until AS "lockedUntil", c.updated_at AS "updatedAt",
  (SELECT count(*)::int FROM cart_lines l WHERE l.cart_id = c.id) AS "lineCount" ${FROM}`;
const SORT: Record<string, string> = { updatedAt: 'c.updated_at', version: 'c.version' };

type Row = CartRow & { updatedAt: Date; lineCount: number };

const text = (v: PanelFilterValue | undefined) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);

function listOf(filters: PanelListQuery['filters']): SqlList<Row> {
  const list = new SqlList<Row>({ select: SELECT, countFrom: FROM });
  const customer = text(filters.customerId);
  if (customer) list.where(isUuid(customer) ? `c.customer_public_id = ${list.param(customer.toLowerCase())}` : 'FALSE');
  if (filters.hasItems === 'true') list.where('EXISTS (SELECT 1 FROM cart_lines l WHERE l.cart_id = c.id)');
  if (filters.hasItems === 'false') list.where('NOT EXISTS (SELECT 1 FROM cart_lines l WHERE l.cart_id = c.id)');
  return list;
}

async function toRow(r: Row): Promise<PanelRow> {
  const view = await cartView(r);
  return {
    id: view.id,
    customerId: r.customerPublicId,
    lineCount: r.lineCount,
    lines: view.items
      .map((i) => `${i.quantity} x ${i.name}${i.variantName ? ` (${i.variantName})` : ''} = ${rupees(i.lineTotal)}${i.purchasable ? '' : ' [unavailable]'}`)
      .join('\n'),
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
        { path: 'customerId', reference: 'Customers', isTitle: true, isEditable: false },
        { path: 'lineCount', type: 'number', isEditable: false },
        { path: 'lines', type: 'textarea', isEditable: false },
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
      async find(q) {
        const sort = SORT[q.sortBy ?? 'updatedAt'] ?? SORT.updatedAt;
        const dir = q.direction === 'desc' ? 'DESC' : 'ASC';
        const rows = await listOf(q.filters).rows(`${sort} ${dir}, c.id ${dir}`, { limit: q.limit, offset: q.offset });
        return Promise.all(rows.map(toRow));
      },
      count: (filters) => listOf(filters).count(),
      async findMany(ids) {
        const valid = ids.filter((id) => isUuid(id)).map((id) => id.toLowerCase());
        if (!valid.length) return [];
        return Promise.all((await sqlRows<Row>(`${SELECT} WHERE c.public_id = ANY($1::uuid[])`, [valid])).map(toRow));
      },
    }),
  ];
}
