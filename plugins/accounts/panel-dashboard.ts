import type { DashboardTile } from '../../core/panel/dashboard.js';
import { customerReads } from './customers-panel-reads.js';

/** `dashboard` of the accounts manifest. */
export function accountsDashboard(): DashboardTile[] {
  return [{ kind: 'count', label: 'Customers', resourceId: 'Customers', module: 'Customers', count: () => customerReads.count({}) }];
}
