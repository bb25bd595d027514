import type { PropertyOptions } from 'adminjs';

const KATHMANDU = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Kathmandu',
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An instant as the shop reads it: Kathmandu wall time with the date, e.g. "28 Nov 2026, 10:25" (UTC+05:45). */
export function kathmanduTime(at: Date | string): string {
  return KATHMANDU.format(new Date(at));
}

/** Name of the Kathmandu time in AdminJS.UserComponents (see admin/components/browser/local-time.js). */
export const LOCAL_TIME_COMPONENT = 'KathmanduTime';
/** Name of the date-range filter in AdminJS.UserComponents (see admin/components/browser/date-range.js). */
export const DATE_RANGE_COMPONENT = 'DateRangeFilter';

/**
 * AdminJS property options of an instant: shown in lists and on the record's page in Kathmandu with the date
 * ("28 Nov 2026, 10:25"), whatever the browser's zone; filtered by Kathmandu days (core/panel/date-range.ts).
 */
export function localTimeProperty(base: PropertyOptions = {}): PropertyOptions {
  return {
    ...base,
    components: { list: LOCAL_TIME_COMPONENT, show: LOCAL_TIME_COMPONENT, filter: DATE_RANGE_COMPONENT, ...base.components },
  };
}
