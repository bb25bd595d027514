import { repo } from '../../core/db/transaction.js';
import type { DashboardTile } from '../../core/panel/dashboard.js';
import { UploadedFile } from './entities/uploaded-file.entity.js';

/** `dashboard` of the uploads manifest. */
export function uploadsDashboard(): DashboardTile[] {
  return [
    { kind: 'count', label: 'Media files', resourceId: 'Media', module: 'Uploads', count: () => repo(UploadedFile).count() },
    { kind: 'shortcut', label: 'Upload media', resourceId: 'Media', module: 'Uploads' },
  ];
}
