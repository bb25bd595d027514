import { resolveCtaUrl, withUtm } from '../../../plugins/banners/serving/cta-url.js';
import {
  contextKey,
  deviceTypeOf,
  kathmanduClock,
  languageOf,
  referrerDomainOf,
  targetingContextOf,
  type TargetingContext,
} from '../../../plugins/banners/serving/request-context.js';
import { scheduleAllows, type BannerSchedule } from '../../../plugins/banners/serving/schedule-filter.js';
import { pickBanners, type Candidate } from '../../../plugins/banners/serving/selection.js';
import { campaignTargets, ruleMatches } from '../../../plugins/banners/serving/targeting.js';

const ctx = (over: Partial<TargetingContext> = {}): TargetingContext => ({
  deviceType: 'mobile',
  countryCode: 'NP',
  isLoggedIn: false,
  language: 'en',
  hourOfDay: 10,
  dayOfWeek: 3,
  isNewVisitor: false,
  referrerDomain: 'news.example.com',
  ...over,
});
const rule = (ruleType: string, operator: string, value: unknown) => ({ ruleType, operator, value });

describe('request context (issue 14 derivation)', () => {
  it('X-Device-Type wins (any case), else the User-Agent decides, else missing', () => {
    expect(deviceTypeOf('Tablet', 'Mozilla/5.0 (iPhone)')).toBe('tablet');
    expect(deviceTypeOf('fridge', 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) Mobile/15E148')).toBe('mobile');
    expect(deviceTypeOf(undefined, 'Mozilla/5.0 (iPad; CPU OS 17_0)')).toBe('tablet');
    expect(deviceTypeOf(undefined, 'Mozilla/5.0 (Linux; Android 14; SM-X200)')).toBe('tablet');
    expect(deviceTypeOf(undefined, 'Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile Safari')).toBe('mobile');
    expect(deviceTypeOf(undefined, 'Mozilla/5.0 (X11; Linux x86_64) Chrome/120')).toBe('desktop');
    expect(deviceTypeOf(undefined, undefined)).toBeNull();
  });

  it('language is the primary subtag of the first Accept-Language tag, lower-cased', () => {
    expect(languageOf('en-GB,en;q=0.9,ne;q=0.8')).toBe('en');
    expect(languageOf('NE-np')).toBe('ne');
    expect(languageOf(' fr ;q=1')).toBe('fr');
    expect(languageOf('*')).toBeNull();
    expect(languageOf(undefined)).toBeNull();
  });

  it('referrerDomain is the Referer host; a malformed Referer is missing', () => {
    expect(referrerDomainOf('https://News.Example.com:8443/a?b=1')).toBe('news.example.com');
    expect(referrerDomainOf('not a url')).toBeNull();
  });

  it('hour and day are read in Asia/Kathmandu (UTC+05:45), Sunday = 0', () => {
    // Saturday 18:20 UTC is Sunday 00:05 in Kathmandu
    expect(kathmanduClock(new Date('2025-01-04T18:20:00Z'))).toEqual(expect.objectContaining({ hourOfDay: 0, dayOfWeek: 0 }));
    expect(kathmanduClock(new Date('2025-01-06T06:14:59Z'))).toEqual(expect.objectContaining({ hourOfDay: 11, dayOfWeek: 1 }));
  });

  it('derives every value from the headers; the cache key changes with each one and only them', () => {
    const now = new Date('2025-01-06T06:00:00Z');
    const headers = {
      'x-device-type': 'desktop',
      'x-country-code': 'np',
      'accept-language': 'ne-NP',
      'x-new-visitor': '1',
      referer: 'https://www.google.com/search',
      'user-agent': 'Mozilla/5.0 (iPhone)',
      'x-unrelated': 'anything',
    };
    const c = targetingContextOf(headers, true, now);
    expect(c).toEqual({
      deviceType: 'desktop',
      countryCode: 'NP',
      isLoggedIn: true,
      language: 'ne',
      hourOfDay: 11,
      dayOfWeek: 1,
      isNewVisitor: true,
      referrerDomain: 'www.google.com',
    });
    expect(targetingContextOf({ 'x-country-code': 'Nepal', 'x-new-visitor': 'yes' }, false, now)).toEqual(
      expect.objectContaining({ countryCode: null, isNewVisitor: false, deviceType: null, language: null, referrerDomain: null }),
    );
    const all = ['deviceType', 'countryCode', 'isLoggedIn', 'language', 'hourOfDay', 'dayOfWeek', 'isNewVisitor', 'referrerDomain'] as const;
    const key = contextKey(c, all);
    expect(contextKey(targetingContextOf({ ...headers, 'x-unrelated': 'other' }, true, now), all)).toBe(key);
    for (const change of [
      { 'x-device-type': 'mobile' },
      { 'x-country-code': 'IN' },
      { 'accept-language': 'en' },
      { 'x-new-visitor': '0' },
      { referer: 'https://bing.com' },
    ]) {
      expect(contextKey(targetingContextOf({ ...headers, ...change }, true, now), all)).not.toBe(key);
    }
    expect(contextKey(targetingContextOf(headers, false, now), all)).not.toBe(key);
    expect(contextKey(targetingContextOf(headers, true, new Date('2025-01-06T07:00:00Z')), all)).not.toBe(key);
    // only the fields some rule reads: a Referer or a language no rule reads makes no new key
    const deviceOnly = contextKey(c, ['deviceType']);
    expect(deviceOnly).toBe('deviceType=desktop');
    expect(contextKey(targetingContextOf({ ...headers, referer: 'https://x.example', 'accept-language': 'fr' }, false, now), ['deviceType'])).toBe(deviceOnly);
    expect(contextKey(c, [])).toBe('');
  });
});

describe('targeting rules (step 2)', () => {
  it.each([
    ['device', 'deviceType', 'mobile', 'MOBILE'],
    ['country', 'countryCode', 'NP', 'np'],
    ['language', 'language', 'en', 'EN'],
    ['referrer_domain', 'referrerDomain', 'news.example.com', 'NEWS.example.com'],
  ] as const)('%s: in / not_in ignore case; a missing value fails in and passes not_in', (type, key, actual, listed) => {
    expect(ruleMatches(rule(type, 'in', { values: [listed, 'other'] }), ctx({ [key]: actual }))).toBe(true);
    expect(ruleMatches(rule(type, 'in', { values: ['other'] }), ctx({ [key]: actual }))).toBe(false);
    expect(ruleMatches(rule(type, 'not_in', { values: [listed] }), ctx({ [key]: actual }))).toBe(false);
    expect(ruleMatches(rule(type, 'not_in', { values: ['other'] }), ctx({ [key]: actual }))).toBe(true);
    expect(ruleMatches(rule(type, 'in', { values: [listed] }), ctx({ [key]: null }))).toBe(false);
    expect(ruleMatches(rule(type, 'not_in', { values: [listed] }), ctx({ [key]: null }))).toBe(true);
  });

  it('referrer_domain ends_with ignores case; a missing referrer fails it', () => {
    expect(ruleMatches(rule('referrer_domain', 'ends_with', { values: ['Example.COM'] }), ctx())).toBe(true);
    expect(ruleMatches(rule('referrer_domain', 'ends_with', { values: ['example.org'] }), ctx())).toBe(false);
    expect(ruleMatches(rule('referrer_domain', 'ends_with', { values: ['example.com'] }), ctx({ referrerDomain: null }))).toBe(false);
  });

  it('login_state and new_visitor: eq with a boolean', () => {
    expect(ruleMatches(rule('login_state', 'eq', { value: true }), ctx({ isLoggedIn: true }))).toBe(true);
    expect(ruleMatches(rule('login_state', 'eq', { value: true }), ctx({ isLoggedIn: false }))).toBe(false);
    expect(ruleMatches(rule('new_visitor', 'eq', { value: false }), ctx({ isNewVisitor: false }))).toBe(true);
    expect(ruleMatches(rule('new_visitor', 'eq', { value: false }), ctx({ isNewVisitor: true }))).toBe(false);
  });

  it('hour_of_day between is inclusive and wraps past midnight; in lists hours', () => {
    const between = (from: number, to: number, hour: number) => ruleMatches(rule('hour_of_day', 'between', { from, to }), ctx({ hourOfDay: hour }));
    expect([8, 9, 17, 18].map((h) => between(9, 17, h))).toEqual([false, true, true, false]);
    expect([21, 22, 23, 0, 2, 3, 12].map((h) => between(22, 2, h))).toEqual([false, true, true, true, true, false, false]);
    expect(between(5, 5, 5)).toBe(true);
    expect(ruleMatches(rule('hour_of_day', 'in', { values: [1, 10] }), ctx({ hourOfDay: 10 }))).toBe(true);
    expect(ruleMatches(rule('hour_of_day', 'in', { values: [1] }), ctx({ hourOfDay: 10 }))).toBe(false);
  });

  it('day_of_week in (0 = Sunday); user_segment always passes', () => {
    expect(ruleMatches(rule('day_of_week', 'in', { values: [0, 6] }), ctx({ dayOfWeek: 0 }))).toBe(true);
    expect(ruleMatches(rule('day_of_week', 'in', { values: [0, 6] }), ctx({ dayOfWeek: 3 }))).toBe(false);
    expect(ruleMatches(rule('user_segment', 'in', { values: ['vip'] }), ctx())).toBe(true);
  });

  it('rules combine with AND; no rules pass; a rule that cannot be read (throws) counts as passing', () => {
    expect(campaignTargets([], ctx())).toBe(true);
    expect(campaignTargets([rule('country', 'in', { values: ['NP'] }), rule('device', 'in', { values: ['mobile'] })], ctx())).toBe(true);
    expect(campaignTargets([rule('country', 'in', { values: ['NP'] }), rule('device', 'in', { values: ['desktop'] })], ctx())).toBe(false);
    expect(() => ruleMatches(rule('country', 'in', { value: 'NP' }), ctx())).toThrow();
    expect(() => ruleMatches(rule('device', 'ends_with', { values: ['bile'] }), ctx())).toThrow();
    expect(campaignTargets([rule('country', 'in', { value: 'NP' }), rule('device', 'in', { values: ['mobile'] })], ctx())).toBe(true);
    expect(campaignTargets([rule('country', 'in', 'broken'), rule('device', 'in', { values: ['desktop'] })], ctx())).toBe(false);
  });
});

describe('schedule filter (step 3)', () => {
  const now = new Date('2025-03-01T12:00:00Z');
  const banner = (over: Partial<BannerSchedule>): BannerSchedule => ({
    scheduleStatus: 'evergreen',
    publishAt: null,
    expiresAt: null,
    scheduleTimezone: 'UTC',
    recurrenceWindowStart: null,
    recurrenceWindowEnd: null,
    ...over,
  });

  it('evergreen always, expired never, scheduled/active inside publishAt..expiresAt', () => {
    expect(scheduleAllows(banner({}), now)).toBe(true);
    expect(scheduleAllows(banner({ scheduleStatus: 'expired' }), now)).toBe(false);
    for (const scheduleStatus of ['scheduled', 'active']) {
      expect(scheduleAllows(banner({ scheduleStatus, publishAt: '2025-03-01T11:59:59Z' }), now)).toBe(true);
      expect(scheduleAllows(banner({ scheduleStatus, publishAt: '2025-03-01T12:00:01Z' }), now)).toBe(false);
      expect(scheduleAllows(banner({ scheduleStatus, publishAt: '2025-02-01T00:00:00Z', expiresAt: '2025-03-01T12:00:00Z' }), now)).toBe(false);
      expect(scheduleAllows(banner({ scheduleStatus, publishAt: '2025-02-01T00:00:00Z', expiresAt: '2025-03-01T12:00:01Z' }), now)).toBe(true);
    }
  });

  it('the recurrence window is read in the banner scheduleTimezone, bounds inclusive', () => {
    // 12:00 UTC is 17:45 in Kathmandu and 07:00 in New York (EST)
    const win = (scheduleTimezone: string, start: string, end: string) =>
      scheduleAllows(banner({ scheduleTimezone, recurrenceWindowStart: start, recurrenceWindowEnd: end }), now);
    expect(win('Asia/Kathmandu', '17:00:00', '18:00:00')).toBe(true);
    expect(win('Asia/Kathmandu', '17:45:00', '17:45:00')).toBe(true);
    expect(win('UTC', '17:00:00', '18:00:00')).toBe(false);
    expect(win('America/New_York', '06:00:00', '07:00:00')).toBe(true);
    expect(win('America/New_York', '07:00:01', '09:00:00')).toBe(false);
    expect(scheduleAllows(banner({ recurrenceWindowStart: '01:00:00' }), now)).toBe(true); // one bound alone does not limit
  });
});

describe('filling the slots (steps 4 and 5)', () => {
  let n = 0;
  const c = (over: Partial<Candidate>): Candidate => ({
    assignmentId: String(++n),
    bannerPublicId: `b${n}`,
    displayOrder: 0,
    weight: 100,
    isFallback: false,
    fallbackPriority: null,
    campaignPriority: 0,
    bannerPriority: 0,
    ...over,
  });

  it('orders primaries by displayOrder ascending then weight descending, up to maxBanners', () => {
    const list = [
      c({ bannerPublicId: 'late', displayOrder: 2 }),
      c({ bannerPublicId: 'light', displayOrder: 1, weight: 10 }),
      c({ bannerPublicId: 'heavy', displayOrder: 1, weight: 90 }),
    ];
    expect(pickBanners(list, { maxBanners: 2, allowPartialRender: false }).map((b) => b.bannerPublicId)).toEqual(['heavy', 'light']);
  });

  it('fills remaining slots with fallbacks by fallbackPriority when partial render is allowed', () => {
    const list = [
      c({ bannerPublicId: 'p' }),
      c({ bannerPublicId: 'f2', isFallback: true, fallbackPriority: 2 }),
      c({ bannerPublicId: 'f1', isFallback: true, fallbackPriority: 1 }),
      c({ bannerPublicId: 'f3', isFallback: true, fallbackPriority: 3 }),
    ];
    expect(pickBanners(list, { maxBanners: 3, allowPartialRender: true }).map((b) => b.bannerPublicId)).toEqual(['p', 'f1', 'f2']);
  });

  it('an unfilled primary slot without partial render gives no banners at all, fallbacks or not', () => {
    const list = [c({ bannerPublicId: 'p' }), c({ bannerPublicId: 'f', isFallback: true, fallbackPriority: 1 })];
    expect(pickBanners(list, { maxBanners: 2, allowPartialRender: false })).toEqual([]);
    expect(pickBanners([c({ bannerPublicId: 'p' })], { maxBanners: 1, allowPartialRender: false }).map((b) => b.bannerPublicId)).toEqual(['p']);
  });

  it('shows a banner reached through two campaigns once', () => {
    const list = [
      c({ bannerPublicId: 'same', displayOrder: 0 }),
      c({ bannerPublicId: 'same', displayOrder: 1 }),
      c({ bannerPublicId: 'other', displayOrder: 2 }),
    ];
    expect(pickBanners(list, { maxBanners: 2, allowPartialRender: false }).map((b) => b.bannerPublicId)).toEqual(['same', 'other']);
  });
});

describe('ctaUrl', () => {
  const utm = { utm_source: 'site', utm_medium: 'banner', utm_campaign: null, utm_content: null };
  const src = { ctaUrl: 'https://shop.example/sale', overrideCtaUrl: null, targetKind: 'product', targetId: '7', utm };

  it('a live typed target links to its current slug under FRONTEND_BASE_URL (relative without one), UTM appended', () => {
    expect(resolveCtaUrl(src, 'blue-phone', 'https://shop.example/')).toBe('https://shop.example/products/blue-phone?utm_source=site&utm_medium=banner');
    expect(resolveCtaUrl({ ...src, targetKind: 'category' }, 'phones', undefined)).toBe('/categories/phones?utm_source=site&utm_medium=banner');
    expect(resolveCtaUrl({ ...src, targetKind: 'brand' }, 'acme', 'https://s.example')).toBe('https://s.example/brands/acme?utm_source=site&utm_medium=banner');
  });

  it('a gone target falls back to the stored ctaUrl; the override wins over everything', () => {
    expect(resolveCtaUrl(src, null, 'https://shop.example')).toBe('https://shop.example/sale?utm_source=site&utm_medium=banner');
    expect(resolveCtaUrl({ ...src, overrideCtaUrl: '/deals#top' }, 'blue-phone', 'https://shop.example')).toBe('/deals?utm_source=site&utm_medium=banner#top');
    expect(resolveCtaUrl({ ...src, ctaUrl: null, targetKind: null }, null, undefined)).toBeNull();
  });

  it('keeps an existing query and does not repeat a UTM parameter the link already has', () => {
    expect(withUtm('/x?a=1', utm)).toBe('/x?a=1&utm_source=site&utm_medium=banner');
    expect(withUtm('/x?utm_source=mine', utm)).toBe('/x?utm_source=mine&utm_medium=banner');
    expect(withUtm('/x', {})).toBe('/x');
  });
});
