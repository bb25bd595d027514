import { sqlRows } from '../../core/db/sql.js';
import type { DashboardCount, DashboardTile } from '../../core/panel/dashboard.js';

/*
 * `dashboard` of the reviews manifest: what waits for a moderator, each tile opening the list it counts (the same
 * rows as the list with that filter: live pending reviews, open reports).
 */

async function countOf(sql: string): Promise<number> {
  const [row] = await sqlRows<{ n: number }>(sql);
  return row?.n ?? 0;
}

const waiting = (order: number, label: string, hint: string, resourceId: string, filters: Record<string, string>, sql: string): DashboardCount => ({
  kind: 'count',
  label,
  hint,
  group: 'attention',
  order,
  resourceId,
  module: 'Reviews',
  filters,
  count: () => countOf(sql),
});

export function reviewsDashboard(): DashboardTile[] {
  return [
    // after the orders and stock waiting (orders/, products/panel-dashboard.ts), before the payments to reconcile
    waiting(
      15,
      'Reviews to moderate',
      'edited, back in the queue',
      'Reviews',
      { status: 'pending' },
      `SELECT count(*)::int AS n FROM reviews WHERE status = 'pending' AND deleted_at IS NULL`,
    ),
    waiting(
      16,
      'Reports to look at',
      'customers flagged a review',
      'ReviewReports',
      { status: 'open' },
      `SELECT count(*)::int AS n FROM review_reports WHERE status = 'open'`,
    ),
  ];
}
