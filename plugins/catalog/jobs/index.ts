import type { JobRegistry } from '../../../core/jobs/job-registry.js';
import type { OutboxHandler } from '../../../core/jobs/outbox-types.js';
import type { AdminContext } from '../../../core/plugin.js';

/** Catalog import/export jobs: the parts the catalog manifest spreads into itself. */
export const catalogJobs = {
  permissions: [] as string[],
  entities: [] as Function[],
  controllers: [] as Function[],
  jobs: (_registry: JobRegistry): void => {},
  outbox: {} as Record<string, OutboxHandler>,
  admin: (_ctx: AdminContext): unknown[] => [],
};
