import type { DashboardTile } from '../../core/panel/dashboard.js';
import { accounts } from './accounts-context.js';

/** `dashboard` of the accounts manifest. */
export function accountsDashboard(): DashboardTile[] {
  return [{ kind: 'count', label: 'Customers', resourceId: 'Customers', module: 'Customers', count: () => accounts.customers.query({}).getCount() }];
}
