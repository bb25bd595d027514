import type { IncomingHttpHeaders } from 'node:http';

/** What targeting rules are evaluated against (issue 14, "Request context for targeting"). */
export interface TargetingContext {
  deviceType: 'mobile' | 'tablet' | 'desktop' | null;
  countryCode: string | null;
  isLoggedIn: boolean;
  language: string | null;
  hourOfDay: number;
  dayOfWeek: number;
  isNewVisitor: boolean;
  referrerDomain: string | null;
}

const DEVICES = new Set(['mobile', 'tablet', 'desktop']);
const TABLET_UA = /ipad|tablet|kindle|silk|playbook|android(?!.*mobile)/i;
const MOBILE_UA = /mobi|iphone|ipod|android|blackberry|opera mini|iemobile|windows phone/i;
const COUNTRY = /^[A-Za-z]{2}$/;
const LANGUAGE = /^[a-z]{1,8}$/;
const ZONE = 'Asia/Kathmandu';

const header = (h: IncomingHttpHeaders, name: string): string | undefined => {
  const v = h[name];
  return Array.isArray(v) ? v[0] : v;
};

export function deviceTypeOf(declared: string | undefined, userAgent: string | undefined): TargetingContext['deviceType'] {
  const d = declared?.trim().toLowerCase();
  if (d && DEVICES.has(d)) return d as TargetingContext['deviceType'];
  if (!userAgent) return null;
  if (TABLET_UA.test(userAgent)) return 'tablet';
  if (MOBILE_UA.test(userAgent)) return 'mobile';
  return 'desktop';
}

/** The primary subtag of the first Accept-Language tag, lower-cased ("en-GB;q=0.9, ne" -> "en"). */
export function languageOf(acceptLanguage: string | undefined): string | null {
  const first = acceptLanguage?.split(',')[0]?.split(';')[0]?.trim().split('-')[0]?.toLowerCase();
  return first && LANGUAGE.test(first) ? first : null;
}

export function referrerDomainOf(referer: string | undefined): string | null {
  if (!referer) return null;
  try {
    return new URL(referer).hostname.toLowerCase() || null;
  } catch {
    return null;
  }
}

const kathmandu = new Intl.DateTimeFormat('en-US', { timeZone: ZONE, hourCycle: 'h23', hour: 'numeric', weekday: 'short' });
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
let memo: { minute: number; hourOfDay: number; dayOfWeek: number } | undefined;

/** hourOfDay 0..23 and dayOfWeek 0 (Sunday)..6 in Asia/Kathmandu; computed once per minute. */
export function kathmanduClock(now: Date): { hourOfDay: number; dayOfWeek: number } {
  const minute = Math.floor(now.getTime() / 60_000);
  if (memo?.minute === minute) return memo;
  let hourOfDay = 0;
  let dayOfWeek = 0;
  for (const p of kathmandu.formatToParts(now)) {
    if (p.type === 'hour') hourOfDay = Number(p.value);
    else if (p.type === 'weekday') dayOfWeek = WEEKDAYS.indexOf(p.value);
  }
  memo = { minute, hourOfDay, dayOfWeek };
  return memo;
}

/** The targeting context of a serve request; isLoggedIn comes from the route pipeline's bearer check. */
export function targetingContextOf(headers: IncomingHttpHeaders, isLoggedIn: boolean, now: Date): TargetingContext {
  const country = header(headers, 'x-country-code')?.trim();
  const { hourOfDay, dayOfWeek } = kathmanduClock(now);
  return {
    deviceType: deviceTypeOf(header(headers, 'x-device-type'), header(headers, 'user-agent')),
    countryCode: country && COUNTRY.test(country) ? country.toUpperCase() : null,
    isLoggedIn,
    language: languageOf(header(headers, 'accept-language')),
    hourOfDay,
    dayOfWeek,
    isNewVisitor: header(headers, 'x-new-visitor')?.trim() === '1',
    referrerDomain: referrerDomainOf(header(headers, 'referer')),
  };
}

/** The cache key part: the named fields' values (those some rule reads), in the order given. */
export function contextKey(c: TargetingContext, fields: ReadonlyArray<keyof TargetingContext>): string {
  return fields
    .map((f) => {
      const v = c[f];
      return `${f}=${v === null ? '' : typeof v === 'boolean' ? (v ? 1 : 0) : String(v)}`;
    })
    .join('|');
}
