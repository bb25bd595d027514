import type { DashboardCount, DashboardTile } from '../../core/panel/dashboard.js';
import { sqlRows } from '../../core/db/sql.js';
import { stockLevelSql, type StockLevel } from './panel/stock-levels.js';
import { variantCountAt } from './panel/variants-panel.js';

/*
 * `dashboard` of the products manifest: the variants out of stock and low on stock (panel/stock-levels.ts: tracked,
 * active, of a product on sale), each opening the variants list filtered by that stock level; how many products;
 * the variants running out, lowest first; a shortcut to a new product, and how the activity feed names products.
 */

const stockTile = (order: number, label: string, hint: string, level: StockLevel): DashboardCount => ({
  kind: 'count',
  label,
  hint,
  group: 'attention',
  order,
  resourceId: 'ProductVariants',
  module: 'Products',
  filters: { stockLevel: level },
  count: () => variantCountAt(level),
});

async function productCount(): Promise<number> {
  const [row] = await sqlRows<{ n: string }>(`SELECT count(*) AS n FROM products WHERE deleted_at IS NULL`);
  return Number(row?.n ?? 0);
}

async function runningOut(limit: number) {
  const rows = await sqlRows<{ id: string; product: string; variant: string | null; sku: string | null; available: number }>(
    `SELECT v.public_id AS id, p.name AS product, v.name AS variant, v.sku, v.available
       FROM product_variants v JOIN products p ON p.id = v.product_id
      WHERE v.deleted_at IS NULL AND ${stockLevelSql('v')} IN ('out_of_stock', 'low_stock')
      ORDER BY v.available, v.id LIMIT $1`,
    [limit],
  );
  return rows.map((r) => ({
    id: r.id,
    title: [r.product, r.variant, r.sku].filter(Boolean).join(' · '),
    status: r.available <= 0 ? 'out_of_stock' : 'low_stock',
    detail: `${Math.max(0, r.available)} available`,
  }));
}

async function productTitles(publicIds: string[]): Promise<Map<string, string>> {
  const rows = await sqlRows<{ id: string; name: string }>(`SELECT public_id AS id, name FROM products WHERE public_id = ANY($1::uuid[])`, [publicIds]);
  return new Map(rows.map((r) => [r.id, r.name]));
}

export function productsDashboard(): DashboardTile[] {
  return [
    // after the orders waiting (orders/panel-dashboard.ts), before the payments to reconcile
    stockTile(10, 'Out of stock', 'variants on sale, none left', 'out_of_stock'),
    stockTile(11, 'Low on stock', 'variants at their low-stock threshold', 'low_stock'),
    { kind: 'count', label: 'Products', resourceId: 'Products', module: 'Products', count: productCount },
    {
      kind: 'list',
      title: 'Running out of stock',
      resourceId: 'ProductVariants',
      module: 'Products',
      empty: 'Every variant on sale has stock above its threshold.',
      items: runningOut,
    },
    { kind: 'shortcut', label: 'New product', resourceId: 'Products', module: 'Products' },
    { kind: 'activity', entity: 'product', noun: 'product', resourceId: 'Products', module: 'Products', titles: productTitles },
  ];
}
