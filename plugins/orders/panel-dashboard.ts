import type { DashboardCount, DashboardTile } from '../../core/panel/dashboard.js';
import { kathmanduToday } from '../../core/panel/date-range.js';
import { clock } from '../../core/clock/clock.js';
import { toMinorUnits } from '../../core/db/money.js';
import { sqlRows } from '../../core/db/sql.js';
import { rupees } from '../../core/panel/rupees.js';
import { orderCount } from './admin-order-reads.js';

/*
 * `dashboard` of the orders manifest. Today (the Kathmandu day): how many orders and what they add up to (cancelled
 * ones left out). Waiting for the shop, each the Orders list filtered as the tile counts it (the list's own count):
 * to confirm (created), to process (confirmed), to ship (processing, delivery) and the cash of delivered COD orders
 * to collect. Then the number of orders, and the new orders oldest first with their customer and total.
 */

/** What today's orders add up to, cancelled ones left out (the day's orders as the Orders list reads them: with their customer). */
async function salesToday(): Promise<number> {
  const { start, end } = kathmanduToday(clock.now());
  const [row] = await sqlRows<{ sales: string }>(
    `SELECT coalesce(sum(t.grand_total) FILTER (WHERE t.status <> 'cancelled'), 0) AS sales
       FROM orders t JOIN accounts_user_names u ON u.public_id = t.customer_public_id WHERE t.created_at >= $1 AND t.created_at < $2`,
    [start, end],
  );
  return toMinorUnits(row?.sales ?? '0');
}

async function orderTotal(): Promise<number> {
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

/** A tile of orders waiting for the shop: the Orders list filtered so, counted by the list itself. */
const waiting = (order: number, label: string, hint: string, filters: Record<string, string>): DashboardCount => ({
  kind: 'count',
  label,
  hint,
  group: 'attention',
  order,
  resourceId: 'Orders',
  module: 'Orders',
  filters,
  count: () => orderCount(filters),
});

export function ordersDashboard(): DashboardTile[] {
  // the list's date-range filter on the day the page is answered: from and to that day, the whole day
  const todayFilters = () => {
    const { day } = kathmanduToday(clock.now());
    return { createdAt: { from: day, to: day } };
  };
  return [
    {
      kind: 'count',
      label: 'Orders today',
      hint: 'since midnight, Kathmandu',
      group: 'today',
      resourceId: 'Orders',
      module: 'Orders',
      filters: todayFilters,
      count: () => orderCount(todayFilters()),
    },
    {
      kind: 'count',
      label: 'Sales today',
      hint: "today's orders, cancelled ones left out",
      group: 'today',
      money: true,
      resourceId: 'Orders',
      module: 'Orders',
      filters: todayFilters,
      count: salesToday,
    },
    // what waits for the shop comes first on the page: orders (1..4), then stock (10..) and payments (20)
    waiting(1, 'To confirm', 'new orders', { status: 'created' }),
    waiting(2, 'To process', 'confirmed, not started', { status: 'confirmed' }),
    waiting(3, 'To ship', 'in processing, by courier', { status: 'processing', fulfilmentType: 'delivery' }),
    waiting(4, 'Cash to collect', 'delivered, cash on delivery', { codState: 'to_collect' }),
    { kind: 'count', label: 'Orders', resourceId: 'Orders', module: 'Orders', count: orderTotal },
    { kind: 'list', title: 'New orders', resourceId: 'Orders', module: 'Orders', empty: 'No order is waiting.', items: awaitingConfirmation },
  ];
}
