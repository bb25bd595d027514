import type { DashboardTile } from '../../core/panel/dashboard.js';
import { toMinorUnits } from '../../core/db/money.js';
import { sqlRows } from '../../core/db/sql.js';
import { rupees } from '../../core/panel/rupees.js';
import { reconciliationQueueCount } from './admin.js';

/*
 * `dashboard` of the payments manifest: the reconciliation queue's size (among what waits for someone: money moved
 * and no sale recorded) counted by the queue's own list, its oldest cases, and how the activity feed names payments
 * (resolutions).
 */

async function oldestCases(limit: number) {
  const rows = await sqlRows<{ id: string; reason: string; amount: string; method: string; name: string }>(
    `SELECT a.public_id AS id, a.reconciliation_reason AS reason, a.amount, a.method, u.name
       FROM payment_attempts a JOIN accounts_user_names u ON u.public_id = a.customer_id
      WHERE a.reconciliation_flagged_at IS NOT NULL AND a.reconciliation_resolved_at IS NULL ORDER BY a.reconciliation_flagged_at, a.id LIMIT $1`,
    [limit],
  );
  return rows.map((r) => ({ id: r.id, title: `${r.name} · ${r.method}`, detail: `${r.reason} · ${rupees(toMinorUnits(r.amount))}` }));
}

async function paymentTitles(publicIds: string[]): Promise<Map<string, string>> {
  const rows = await sqlRows<{ id: string; name: string; method: string }>(
    `SELECT a.public_id AS id, u.name, a.method FROM payment_attempts a JOIN accounts_user_names u ON u.public_id = a.customer_id WHERE a.public_id = ANY($1::uuid[])`,
    [publicIds],
  );
  return new Map(rows.map((r) => [r.id, `${r.method} payment of ${r.name}`]));
}

export function paymentsDashboard(): DashboardTile[] {
  return [
    {
      kind: 'count',
      label: 'Payments to reconcile',
      hint: 'money moved, no sale recorded',
      group: 'attention',
      // after the orders and stock waiting (orders/, products/panel-dashboard.ts)
      order: 20,
      resourceId: 'ReconciliationQueue',
      module: 'Payments',
      count: reconciliationQueueCount,
    },
    {
      kind: 'list',
      title: 'Oldest payments to reconcile',
      resourceId: 'ReconciliationQueue',
      module: 'Payments',
      empty: 'Nothing to reconcile.',
      items: oldestCases,
    },
    { kind: 'activity', entity: 'payment', noun: 'payment', resourceId: 'PaymentAttempts', module: 'Payments', titles: paymentTitles },
  ];
}
