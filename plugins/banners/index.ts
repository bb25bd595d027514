import { definePlugin } from '../../core/plugin.js';
import { bannersAdminHalf } from './admin-half.js';
import { BannerAssignment } from './entities/banner-assignment.entity.js';
import { Banner } from './entities/banner.entity.js';
import { CampaignPlacement } from './entities/campaign-placement.entity.js';
import { Campaign } from './entities/campaign.entity.js';
import { Placement } from './entities/placement.entity.js';
import { TargetingRule } from './entities/targeting-rule.entity.js';
import { bannersMigrations } from './migrations/index.js';
import { bannersServingHalf } from './serving/serving-half.js';

// the public surface: the error codes, the hooks (schedule changes, table writes, recorded tracking events), the served link of a target
export { BannerErrors } from './errors.js';
export { BANNERS_EVENTS_RECORDED, BANNERS_SCHEDULE_CHANGED, BANNERS_TABLES_CHANGED } from './hooks.js';
export { appendUtm, bannerTargetSlugs, resolveCtaUrl, targetPath, type BannerTarget } from './target-links.js';
// the admin services (panel, demo data, other plugins) and the schedule sync
export { banners } from './banners-context.js';
export { SCHEDULE_SYNC_JOB, syncSchedules, type ScheduleSyncResult } from './schedule-sync.js';

export default definePlugin({
  name: 'banners',
  requires: ['accounts', 'catalog', 'products', 'seo'],
  references: ['products', 'categories', 'brands'], // foreign keys of our migrations into these owners' tables
  permissions: ['Banners', 'Placements', 'Campaigns', 'Assignments', 'TargetingRules', 'BannerAnalytics'],
  entities: [Placement, Banner, Campaign, CampaignPlacement, BannerAssignment, TargetingRule],
  migrations: bannersMigrations,
  controllers: [...bannersAdminHalf.controllers, ...bannersServingHalf.controllers],
  jobs: [...bannersAdminHalf.jobs, ...bannersServingHalf.jobs],
  hooks: bannersServingHalf.hooks,
  onStart: (ctx) => bannersServingHalf.onStart(ctx),
  admin: bannersAdminHalf.admin,
  demo: bannersAdminHalf.demo,
  dashboard: bannersAdminHalf.dashboard,
});
