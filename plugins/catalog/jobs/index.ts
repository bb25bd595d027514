import { defineJob, subscribe } from '../../../core/jobs/index.js';
import type { AdminContext } from '../../../core/plugin.js';
import { catalogJobsAdmin } from './admin.js';
import { CatalogJob } from './catalog-job.entity.js';
import { CatalogJobsController } from './catalog-jobs.controller.js';
import { registerCatalogJobKinds } from './catalog-kinds.js';
import { JOB_QUEUED } from './job-desk.js';
import { IMPORT_COMMITTED } from './import/run-import.js';
import { dropCachedReads, runQueuedJob, SWEEP_JOB, sweepExpiredLeases } from './run-job.js';

export { catalogJobsService } from './catalog-jobs.service.js';

registerCatalogJobKinds();

/** Catalog import/export jobs: the parts the catalog manifest spreads into itself. */
export const catalogJobs = {
  permissions: ['Catalog'] as string[],
  entities: [CatalogJob] as Function[],
  controllers: [CatalogJobsController] as Function[],
  // a restarted worker takes back at once the jobs of a process that died
  jobs: [defineJob(SWEEP_JOB, sweepExpiredLeases, { concurrency: 1, schedule: { every: '1 minute', atStart: true } })],
  // they run the jobs of every registered kind (job-kinds.ts), the catalog's and other plugins'
  subscribers: [subscribe(JOB_QUEUED, 'catalog.run-queued-job', runQueuedJob), subscribe(IMPORT_COMMITTED, 'catalog.drop-cached-reads', dropCachedReads)],
  admin: (_ctx: AdminContext): unknown[] => catalogJobsAdmin(),
};
