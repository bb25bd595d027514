import { clock } from '../../core/clock/clock.js';
import { sqlRows } from '../../core/db/sql.js';
import { logger } from '../../core/log/logger.js';
import { invalidateAdminLists } from './admin-cache.js';
import { BANNERS_SCHEDULE_CHANGED } from './hooks.js';

export const SCHEDULE_SYNC_JOB = 'banners.schedule-sync';

export interface ScheduleSyncResult {
  bannersActivated: number;
  bannersExpired: number;
  campaignsActivated: number;
  campaignsEnded: number;
}

const count = async (sql: string, now: Date) => (await sqlRows(`${sql} RETURNING 1`, [now])).length;

/**
 * The once-a-minute schedule sync (spec 01): four independent updates, run concurrently, each one statement
 * (so a row is decided and written at once): banners scheduled -> active (publishAt <= now, not expired),
 * active or scheduled -> expired (expiresAt < now); campaigns scheduled -> active (startsAt <= now, not ended),
 * active or scheduled -> ended (endsAt < now). When any row changed the BANNERS_SCHEDULE_CHANGED handlers (the serving
 * cache) run; a handler's failure is logged only.
 */
export async function syncSchedules(now: Date = clock.now()): Promise<ScheduleSyncResult> {
  const [bannersActivated, bannersExpired, campaignsActivated, campaignsEnded] = await Promise.all([
    count(
      `UPDATE banners SET schedule_status = 'active', updated_at = $1
            WHERE schedule_status = 'scheduled' AND deleted_at IS NULL AND publish_at <= $1 AND (expires_at IS NULL OR expires_at >= $1)`,
      now,
    ),
    count(
      `UPDATE banners SET schedule_status = 'expired', updated_at = $1
            WHERE schedule_status IN ('scheduled', 'active') AND deleted_at IS NULL AND expires_at < $1`,
      now,
    ),
    count(
      `UPDATE campaigns SET status = 'active', updated_at = $1
            WHERE status = 'scheduled' AND deleted_at IS NULL AND starts_at <= $1 AND (ends_at IS NULL OR ends_at >= $1)`,
      now,
    ),
    count(
      `UPDATE campaigns SET status = 'ended', updated_at = $1
            WHERE status IN ('scheduled', 'active') AND deleted_at IS NULL AND ends_at < $1`,
      now,
    ),
  ]);
  const result = { bannersActivated, bannersExpired, campaignsActivated, campaignsEnded };
  if (bannersActivated + bannersExpired + campaignsActivated + campaignsEnded > 0) {
    logger().info(result, 'banners: schedule sync changed rows');
    try {
      await invalidateAdminLists();
    } catch (err) {
      logger().warn({ err }, 'banners: admin list cache not dropped after the schedule sync');
    }
    await BANNERS_SCHEDULE_CHANGED.run();
  }
  return result;
}
