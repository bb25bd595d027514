import { defineJob } from '../../core/jobs/index.js';
import { bannersAdmin } from './admin.js';
import { AssignmentAdminController } from './assignment-admin.controller.js';
import { BannerAdminController } from './banner-admin.controller.js';
import { CampaignAdminController } from './campaign-admin.controller.js';
import { bannersDemo } from './demo.js';
import { bannersDashboard } from './panel-dashboard.js';
import { PlacementAdminController } from './placement-admin.controller.js';
import { SCHEDULE_SYNC_JOB, syncSchedules } from './schedule-sync.js';
import { TargetingRuleAdminController } from './targeting-rule-admin.controller.js';

/** The administration half of the banners plugin (routes, schedule sync, panel, demo, dashboard): what its manifest spreads in. */
export const bannersAdminHalf = {
  // the nested /campaigns/{publicId}/placements routes before the campaign's own /{publicId}/... ones
  controllers: [
    AssignmentAdminController,
    CampaignAdminController,
    BannerAdminController,
    PlacementAdminController,
    TargetingRuleAdminController,
  ] as Function[],
  jobs: [defineJob(SCHEDULE_SYNC_JOB, async () => void (await syncSchedules()), { concurrency: 1, schedule: { every: '1 minute' } })],
  admin: () => bannersAdmin(),
  demo: bannersDemo,
  dashboard: bannersDashboard,
};
