import { repo } from '../../core/db/transaction.js';
import type { DashboardTile } from '../../core/panel/dashboard.js';
import { SeoRecord } from './entities/seo-record.entity.js';

/** `dashboard` of the seo manifest. */
export function seoDashboard(): DashboardTile[] {
  return [{ kind: 'count', label: 'SEO records', resourceId: 'Seo', module: 'Seo', count: () => repo(SeoRecord).count() }];
}
