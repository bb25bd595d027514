import type { DashboardTile } from '../../core/panel/dashboard.js';
import { catalogRecordTitles, catalogResourceCount } from './admin.js';
import { catalogJobsDashboard } from './jobs/panel-dashboard.js';

/** `dashboard` of the catalog manifest: counts, shortcuts, how the activity feed names catalog records, jobs in progress. */
export function catalogDashboard(): DashboardTile[] {
  const kinds = [
    { resourceId: 'Categories', label: 'Categories', entity: 'category', noun: 'category', shortcut: 'New category' },
    { resourceId: 'Brands', label: 'Brands', entity: 'brand', noun: 'brand', shortcut: 'New brand' },
    { resourceId: 'BrandSeries', label: 'Brand series', entity: 'brand_series', noun: 'brand series', shortcut: null },
    { resourceId: 'Tags', label: 'Tags', entity: 'tag', noun: 'tag', shortcut: null },
  ] as const;
  const tiles: DashboardTile[] = [];
  for (const k of kinds) {
    const module = k.resourceId;
    tiles.push({ kind: 'count', label: k.label, resourceId: k.resourceId, module, count: () => catalogResourceCount(k.resourceId) });
    tiles.push({ kind: 'activity', entity: k.entity, noun: k.noun, resourceId: k.resourceId, module, titles: (ids) => catalogRecordTitles(k.resourceId, ids) });
    if (k.shortcut) tiles.push({ kind: 'shortcut', label: k.shortcut, resourceId: k.resourceId, module });
  }
  return [...tiles, ...catalogJobsDashboard()];
}
