import type { DashboardTile } from '../../core/panel/dashboard.js';
import { toMinorUnits } from '../../core/db/money.js';
import { sqlRows } from '../../core/db/sql.js';
import { rupees } from '../../core/panel/rupees.js';

/*
 * `dashboard` of the orders manifest: how many orders, and the new orders waiting for the shop (status created,
 * oldest first: the next issue's confirm acts on them), each with its customer and total.
 */

async function orderCount(): Promise<number> {
  const [row] = await sqlRows<{ n: string }>(`SELECT count(*) AS n FROM orders`);
  return Number(row?.n ?? 0);
}

async function awaitingConfirmation(limit: number) {
  const rows = await sqlRows<{ id: string; orderNumber: string; name: string; total: string; method: string; short: boolean }>(
    `SELECT o.public_id AS id, o.order_number AS "orderNumber", u.name, o.grand_total AS total, o.payment_method AS method,
            EXISTS (SELECT 1 FROM order_items i WHERE i.order_id = o.id AND i.unavailable_quantity > 0) AS short
       FROM orders o JOIN accounts_user_names u ON u.public_id = o.customer_public_id
      WHERE o.status = 'created' ORDER BY o.created_at, o.id LIMIT $1`,
    [limit],
  );
  return rows.map((r) => ({
    id: r.id,
    title: `${r.orderNumber} · ${r.name}`,
    detail: `${r.method === 'cod' ? 'Cash on delivery' : 'Paid online'} · ${rupees(toMinorUnits(r.total))}${r.short ? ' · items unavailable' : ''}`,
  }));
}

export function ordersDashboard(): DashboardTile[] {
  return [
    { kind: 'count', label: 'Orders', resourceId: 'Orders', module: 'Orders', count: orderCount },
    { kind: 'list', title: 'New orders', resourceId: 'Orders', module: 'Orders', empty: 'No order is waiting.', items: awaitingConfirmation },
  ];
}
