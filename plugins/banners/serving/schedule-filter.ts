/** The schedule fields of a banner step 3 of the serving algorithm reads. */
export interface BannerSchedule {
  scheduleStatus: string;
  publishAt: string | Date | null;
  expiresAt: string | Date | null;
  scheduleTimezone: string | null;
  recurrenceWindowStart: string | null;
  recurrenceWindowEnd: string | null;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone);
  if (!f) {
    try {
      f = new Intl.DateTimeFormat('en-GB', { timeZone: zone, hourCycle: 'h23', hour: '2-digit', minute: '2-digit', second: '2-digit' });
    } catch {
      f = formatterFor('UTC'); // a zone this runtime does not know: read the window in UTC
    }
    formatters.set(zone, f);
  }
  return f;
}

/** HH:MM:SS of `now` in the IANA zone. */
export function wallClock(now: Date, zone: string): string {
  return formatterFor(zone).format(now);
}

const ms = (v: string | Date | null) => (v === null ? null : new Date(v).getTime());

/**
 * Step 3's schedule filter: expired never; evergreen always; scheduled or active once publishAt <= now and
 * before expiresAt (an empty bound does not limit); and, when both recurrence bounds are set, the wall-clock
 * time in the banner's scheduleTimezone must lie within them (string comparison of HH:MM:SS).
 */
export function scheduleAllows(b: BannerSchedule, now: Date): boolean {
  if (b.scheduleStatus === 'scheduled' || b.scheduleStatus === 'active') {
    const publishAt = ms(b.publishAt);
    const expiresAt = ms(b.expiresAt);
    if (publishAt !== null && publishAt > now.getTime()) return false;
    if (expiresAt !== null && expiresAt <= now.getTime()) return false;
  } else if (b.scheduleStatus !== 'evergreen') {
    return false;
  }
  if (b.recurrenceWindowStart && b.recurrenceWindowEnd) {
    const current = wallClock(now, b.scheduleTimezone || 'UTC');
    return b.recurrenceWindowStart <= current && current <= b.recurrenceWindowEnd;
  }
  return true;
}
