import { clock } from '../../../core/clock/clock.js';
import { invalidField } from '../../../core/http/app-error.js';
import { BannerErrors } from '../errors.js';

export const MAX_WINDOW_DAYS = 90;
const DAY_MS = 86_400_000;

function dayMs(field: string, date: string): number {
  const ms = Date.parse(`${date}T00:00:00.000Z`);
  if (Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== date) throw invalidField(field, `${field} is not a calendar date`);
  return ms;
}

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * A from..to window of UTC dates, both inclusive: from after to is 400 VALIDATION_FAILED; more than 90
 * dates is 400 BANNER_ANALYTICS_TIME_WINDOW_TOO_LARGE (90 dates pass, 91 fail). Missing bounds default to
 * the last 7 dates: to = today (UTC), from = to - 6 days.
 */
export function analyticsWindow(from: string | undefined, to: string | undefined): { from: string; to: string; startMs: number; endMs: number } {
  const toMs = to ? dayMs('to', to) : Date.parse(`${clock.now().toISOString().slice(0, 10)}T00:00:00.000Z`);
  const fromMs = from ? dayMs('from', from) : toMs - 6 * DAY_MS;
  if (fromMs > toMs) throw invalidField('from', 'from must not be after to');
  if ((toMs - fromMs) / DAY_MS + 1 > MAX_WINDOW_DAYS) throw BannerErrors.BANNER_ANALYTICS_TIME_WINDOW_TOO_LARGE();
  return { from: isoDay(fromMs), to: isoDay(toMs), startMs: fromMs, endMs: toMs + DAY_MS };
}
