import type { PluginStartContext } from '../../../core/plugin.js';
import { BannerAnalyticsController } from '../analytics/analytics.controller.js';
import { BANNERS_SCHEDULE_CHANGED, BANNERS_TABLES_CHANGED } from '../hooks.js';
import { BannerTrackingController } from '../tracking/tracking.controller.js';
import { knownIdsOnTablesChanged } from '../tracking/known-ids.js';
import { trackingJobs } from '../tracking/tracking-jobs.js';
import { startBannerChangeFeed } from './change-feed.js';
import { placementDirectoryOnTablesChanged } from './placement-directory.js';
import { BannerServingController } from './serving.controller.js';
import { bannerServing } from './serving.service.js';

/** The serving, tracking and analytics half of the banners plugin: what its manifest spreads in. */
export const bannersServingHalf = {
  controllers: [BannerServingController, BannerTrackingController, BannerAnalyticsController] as Function[],
  jobs: trackingJobs,
  hooks: [
    placementDirectoryOnTablesChanged,
    knownIdsOnTablesChanged,
    // a merchandiser's edit of a banner, campaign or placement shows at once, on every instance; assignment
    // writes do not drop it (spec 01), they show within the cache lifetime
    BANNERS_TABLES_CHANGED.handle('banners.serve-cache-on-edit', ({ table }) => {
      if (table !== '*') return bannerServing.invalidate();
    }),
    BANNERS_SCHEDULE_CHANGED.handle('banners.serve-cache-on-schedule', () => bannerServing.invalidate()),
  ],
  async onStart({ config }: PluginStartContext): Promise<void> {
    bannerServing.configure({ cacheTtlSeconds: config.bannerServeCacheTtlSeconds, frontendBaseUrl: config.frontendBaseUrl });
    await startBannerChangeFeed();
  },
};
