import { In } from 'typeorm';
import { repo } from '../../../core/db/transaction.js';
import type { DashboardTile } from '../../../core/panel/dashboard.js';
import { enumLabel } from '../../../core/panel/labels.js';
import { CatalogJob } from './catalog-job.entity.js';

/** The catalog jobs on the panel's home page: those queued or running, and the import shortcut. */
export function catalogJobsDashboard(): DashboardTile[] {
  return [
    {
      kind: 'list',
      title: 'Catalog jobs in progress',
      resourceId: 'CatalogJobs',
      module: 'Catalog',
      empty: 'No import or export is running.',
      items: async (limit) => {
        const jobs = await repo(CatalogJob).find({ where: { status: In(['queued', 'processing']) }, order: { createdAt: 'DESC', id: 'DESC' }, take: limit });
        return jobs.map((j) => ({
          id: j.publicId,
          title: `${enumLabel(j.kind)} of ${enumLabel(j.entity).toLowerCase()}${j.sourceName ? ` (${j.sourceName})` : ''}`,
          status: j.status,
          detail: j.totalRows === null ? `${j.processedRows} rows` : `${j.processedRows} / ${j.totalRows} rows`,
        }));
      },
    },
    { kind: 'shortcut', label: 'Import a catalog file', resourceId: 'CatalogImports', module: 'Catalog' },
  ];
}
