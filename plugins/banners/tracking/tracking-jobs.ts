import { defineJob } from '../../../core/jobs/index.js';
import { clock } from '../../../core/clock/clock.js';
import { logger } from '../../../core/log/logger.js';
import { previousUtcDay, rollupDay } from '../analytics/rollup.js';
import { pruneRawEvents } from '../analytics/retention.js';
import { recordInboxEvents } from './event-recorder.js';

export const RECORD_EVENTS_JOB = 'banners.events.record';
export const ROLLUP_STATS_JOB = 'banners.stats.rollup';
export const PRUNE_EVENTS_JOB = 'banners.events.prune';

/**
 * The tracking half's jobs. Record: the inbox into the raw tables every few seconds (batches of 5,000, one
 * statement each; a run stops after 20 s and the next carries on). Rollup: nightly at 01:00 for the
 * previous UTC day (or `data.date`). Prune: raw events past 180 days, daily.
 */
const log = () => logger().child({ component: 'banners' });

export const trackingJobs = [
  defineJob(
    RECORD_EVENTS_JOB,
    async () => {
      const r = await recordInboxEvents();
      if (r.taken > 0) log().debug(r, 'banner events recorded');
    },
    { concurrency: 1, schedule: { every: '5 seconds', atStart: true } },
  ),
  defineJob(
    ROLLUP_STATS_JOB,
    async (data: { date?: string }) => {
      const r = await rollupDay(data.date ?? previousUtcDay(clock.now()));
      log().info(r, 'banner stats rolled up');
    },
    { concurrency: 1, retries: 3, retryDelayMs: 60_000, schedule: { every: '0 1 * * *' } },
  ),
  defineJob(
    PRUNE_EVENTS_JOB,
    async () => {
      const removed = await pruneRawEvents(clock.now());
      if (removed) log().info({ removed }, 'raw banner events past retention deleted');
    },
    { concurrency: 1, schedule: { every: '0 2 * * *' } },
  ),
];
