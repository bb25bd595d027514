import type { DashboardTile } from '../../core/panel/dashboard.js';
import { sqlRows } from '../../core/db/sql.js';

/*
 * `dashboard` of the products manifest: how many products, the variants running out (tracked, live, of a
 * product on sale, with at most their low-stock threshold available), a shortcut to a new product, and how
 * the activity feed names products.
 */

async function productCount(): Promise<number> {
  const [row] = await sqlRows<{ n: string }>(`SELECT count(*) AS n FROM products WHERE deleted_at IS NULL`);
  return Number(row?.n ?? 0);
}

async function runningOut(limit: number) {
  const rows = await sqlRows<{ id: string; product: string; variant: string | null; sku: string | null; available: number }>(
    `SELECT v.public_id AS id, p.name AS product, v.name AS variant, v.sku, v.available
       FROM product_variants v JOIN products p ON p.id = v.product_id
      WHERE v.is_tracked AND v.deleted_at IS NULL AND v.status = 'active' AND p.deleted_at IS NULL
        AND p.status IN ('published', 'unlisted') AND v.available <= v.low_stock_threshold
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
