import { definePlugin } from '../../core/plugin.js';
import { catalogJobs } from './jobs/index.js';

export default definePlugin({
  name: 'catalog',
  requires: ['accounts'],
  permissions: [...catalogJobs.permissions],
  entities: [...catalogJobs.entities],
  controllers: [...catalogJobs.controllers],
  jobs: (registry) => {
    catalogJobs.jobs(registry);
  },
  outbox: { ...catalogJobs.outbox },
  admin: (ctx) => [...catalogJobs.admin(ctx)],
});
