import type { JobRegistry } from '../../../core/jobs/job-registry.js';
import type { PluginStartContext } from '../../../core/plugin.js';
import { BannerAnalyticsController } from '../analytics/analytics.controller.js';
import { onBannerScheduleChanged } from '../schedule-events.js';
import { BannerTrackingController } from '../tracking/tracking.controller.js';
import { trackingJobs } from '../tracking/tracking-jobs.js';
import { onBannerTablesChanged, startBannerChangeFeed } from './change-feed.js';
import { BannerServingController } from './serving.controller.js';
import { bannerServing } from './serving.service.js';

let unsubscribe: (() => void) | undefined;
let feedSubscribed = false;

/** The serving, tracking and analytics half of the banners plugin: what its manifest spreads in. */
export const bannersServingHalf = {
  controllers: [BannerServingController, BannerTrackingController, BannerAnalyticsController] as Function[],
  jobs: (jobs: JobRegistry): void => trackingJobs(jobs),
  async onStart({ config }: PluginStartContext): Promise<void> {
    bannerServing.configure({ cacheTtlSeconds: config.bannerServeCacheTtlSeconds, frontendBaseUrl: config.frontendBaseUrl });
    // a merchandiser's edit of a banner, campaign or placement shows at once, on every instance; assignment
    // writes do not drop it (spec 01), they show within the cache lifetime
    if (!feedSubscribed) onBannerTablesChanged((table) => table !== '*' && void bannerServing.invalidate());
    feedSubscribed = true;
    await startBannerChangeFeed();
    unsubscribe?.();
    unsubscribe = onBannerScheduleChanged(() => bannerServing.invalidate());
  },
};
