import type { DashboardTile } from '../../core/panel/dashboard.js';
import { PAGE_KEYS } from './keys.js';
import { sectionCount } from './panel-queries.js';

/** `dashboard` of the content manifest. */
export function contentDashboard(): DashboardTile[] {
  return [
    { kind: 'count', label: 'Pages', resourceId: 'ContentPages', module: 'Content', count: async () => PAGE_KEYS.length },
    { kind: 'count', label: 'Page sections', resourceId: 'ContentSections', module: 'Content', count: () => sectionCount({}) },
    { kind: 'shortcut', label: 'New page section', resourceId: 'ContentSections', module: 'Content' },
  ];
}
