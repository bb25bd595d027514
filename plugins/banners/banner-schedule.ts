import { invalidField } from '../../core/http/app-error.js';
import type { ScheduleStatus } from './entities/enums.js';
import { BannerErrors as E } from './errors.js';

export interface BannerScheduleState {
  scheduleStatus: ScheduleStatus;
  publishAt: Date | null;
  expiresAt: Date | null;
  recurrenceWindowStart: string | null;
  recurrenceWindowEnd: string | null;
}

/**
 * The schedule after a change: publishAt before expiresAt and the recurrence window not starting after it ends
 * (400 BANNER_SCHEDULE_INVALID); scheduled or active needs a publishAt (the job and serving read it).
 */
export function assertSchedule(s: BannerScheduleState): void {
  if (s.publishAt && s.expiresAt && s.publishAt.getTime() >= s.expiresAt.getTime()) throw E.BANNER_SCHEDULE_INVALID();
  if (s.recurrenceWindowStart && s.recurrenceWindowEnd && s.recurrenceWindowStart > s.recurrenceWindowEnd) throw E.BANNER_SCHEDULE_INVALID();
  if ((s.scheduleStatus === 'scheduled' || s.scheduleStatus === 'active') && !s.publishAt) {
    throw invalidField('publishAt', `publishAt is required when scheduleStatus is ${s.scheduleStatus}`);
  }
}

export const instantOrNull = (v: string | null | undefined, current: Date | null): Date | null => (v === undefined ? current : v === null ? null : new Date(v));
