import type { DashboardTile } from '../../core/panel/dashboard.js';

/**
 * `dashboard` of the uploads manifest: the "Upload media" shortcut. How many files the media library holds is no
 * number a shop owner looks at first, so it has no count tile.
 */
export function uploadsDashboard(): DashboardTile[] {
  return [{ kind: 'shortcut', label: 'Upload media', resourceId: 'Media', module: 'Uploads' }];
}
