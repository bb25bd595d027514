import { logger } from '../../core/log/logger.js';

/** Called after the schedule sync changed at least one banner or campaign (the serving cache drops its entries). */
export type ScheduleChangedListener = () => void | Promise<void>;

const listeners = new Set<ScheduleChangedListener>();

/** Subscribes to schedule changes made by the once-a-minute job; returns the unsubscribe. */
export function onBannerScheduleChanged(fn: ScheduleChangedListener): () => void {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

/** Tells every listener; a failing listener is logged only (spec: invalidation failure is logged only). */
export async function notifyBannerScheduleChanged(): Promise<void> {
  for (const fn of [...listeners]) {
    try {
      await fn();
    } catch (err) {
      logger().warn({ err }, 'banners: a schedule-change listener failed (serving cache not invalidated)');
    }
  }
}
