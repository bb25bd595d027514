import type { PanelFilterValue } from './resource-spec.js';

/*
 * The date-range filter kind: a list filtered "from 2026-11-28 to 2026-11-28" shows that Kathmandu day. A day
 * is bound as the UTC instants it spans (Nepal keeps UTC+05:45 all year, without daylight saving); an end given
 * as an instant (an older URL, the API's style) is taken as it is, both ends included.
 */

const KATHMANDU_OFFSET = '+05:45';

/** Nepal's offset from UTC (no daylight saving): +05:45. */
export const KATHMANDU_OFFSET_MS = (5 * 60 + 45) * 60_000;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The UTC instant a Kathmandu day begins ("2026-11-28" -> 2026-11-27T18:15:00Z); undefined for no such day. */
export function kathmanduDayStart(day: string): Date | undefined {
  if (!DAY.test(day)) return undefined;
  const at = new Date(`${day}T00:00:00${KATHMANDU_OFFSET}`);
  // "2026-02-30" parses as another day (or not at all): only a real calendar day is taken
  return !Number.isNaN(at.getTime()) && kathmanduDay(at) === day ? at : undefined;
}

/** The Kathmandu calendar day of an instant, as "YYYY-MM-DD". */
export function kathmanduDay(at: Date): string {
  return new Date(at.getTime() + KATHMANDU_OFFSET_MS).toISOString().slice(0, 10);
}

/**
 * The Kathmandu day holding `now`: as a list's date-range filter names it (`day`, "2026-11-28", for both ends: that
 * whole day) and as the instants it spans, `start` included and `end` excluded.
 */
export function kathmanduToday(now: Date): { day: string; start: Date; end: Date } {
  const day = kathmanduDay(now);
  const start = kathmanduDayStart(day)!;
  return { day, start, end: new Date(start.getTime() + 24 * 3600_000) };
}

/** A range's bounds: `from` included, `before` excluded (the end of a day), `until` included (an instant). */
export interface RangeBounds {
  from?: Date;
  before?: Date;
  until?: Date;
}

function end(text: string | undefined, side: 'from' | 'to'): RangeBounds | null {
  if (!text) return {};
  const start = kathmanduDayStart(text);
  if (start) return side === 'from' ? { from: start } : { before: new Date(start.getTime() + 24 * 3600_000) };
  const at = Date.parse(text);
  if (!/^\d{4}-\d{2}-\d{2}T/.test(text) || Number.isNaN(at)) return null;
  return side === 'from' ? { from: new Date(at) } : { until: new Date(at) };
}

/** The bounds of a range filter's value; null when an end is neither a day ("2026-11-28") nor an ISO instant. */
export function rangeBounds(value: PanelFilterValue | undefined): RangeBounds | null {
  if (!value || typeof value !== 'object') return {};
  const from = end(value.from, 'from');
  const to = end(value.to, 'to');
  return from && to ? { ...from, ...to } : null;
}

/** The SQL condition of a range filter on `column` (an unreadable end matches nothing), or undefined for an open range. */
export function rangeCondition(column: string, value: PanelFilterValue, param: (v: unknown) => string): string | undefined {
  const b = rangeBounds(value);
  if (!b) return 'FALSE';
  const parts = [
    b.from && `${column} >= ${param(b.from)}`,
    b.before && `${column} < ${param(b.before)}`,
    // instants travel with millisecond precision, stored ones with microseconds: the bound covers its whole millisecond
    b.until && `${column} < ${param(b.until)}::timestamptz + interval '1 millisecond'`,
  ].filter(Boolean);
  return parts.length ? parts.join(' AND ') : undefined;
}
