import { clock } from '../../../core/clock/clock.js';
import { AppError } from '../../../core/http/app-error.js';
import { clickThroughRate, dailyStatsView, type DailyStatsData, type DailyStatsDay } from '../../../core/panel/daily-stats.js';
import type { PanelRecordView } from '../../../core/panel/resource-spec.js';
import { BannerStatsQuery } from './analytics.dto.js';
import { MAX_WINDOW_DAYS } from './analytics-window.js';
import { bannerAnalytics } from './analytics.service.js';

/** The range the statistics page shows when none is asked: the last 30 UTC dates, today included. */
export const DEFAULT_STATS_DAYS = 30;
const DAY_MS = 86_400_000;

export type StatsSubject = { bannerPublicId: string } | { campaignPublicId: string };

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const dayMs = (date: string) => Date.parse(`${date}T00:00:00.000Z`);

/** A missing `to` is today (UTC); a missing `from` is 29 dates before `to` (an invalid `to` is left for the service to refuse). */
function withDefaults(range: { from?: string; to?: string }): { from: string; to: string } {
  const to = range.to ?? clock.now().toISOString().slice(0, 10);
  const toMs = dayMs(to);
  const from = range.from ?? (Number.isNaN(toMs) ? to : isoDay(toMs - (DEFAULT_STATS_DAYS - 1) * DAY_MS));
  return { from, to };
}

function refusal(e: AppError, from: string, to: string): string {
  if (e.errorCode === 'BANNER_ANALYTICS_TIME_WINDOW_TOO_LARGE') {
    const days = Math.round((dayMs(to) - dayMs(from)) / DAY_MS) + 1;
    return `${from} to ${to} spans ${days} days: statistics cover at most ${MAX_WINDOW_DAYS} days at a time (both dates count)`;
  }
  const problems = Array.isArray(e.details) ? e.details.flatMap((d: { problems?: string[] }) => d.problems ?? []) : [];
  return problems.length ? problems.join('; ') : e.message;
}

/**
 * The daily impressions, clicks and CTR of a banner or a campaign over UTC dates from..to (both inclusive;
 * default the last 30 dates), summed over its placements (and banners), one entry per date (0 / 0 / null on a
 * date without stats), with totals. Read through the analytics service of GET /api/admin/banner-analytics/stats,
 * so its rules hold: at most 90 dates, from not after to. A refused range comes back as `error`.
 */
export async function dailyStatsOf(subject: StatsSubject, range: { from?: string; to?: string } = {}): Promise<DailyStatsData> {
  const { from, to } = withDefaults(range);
  const q = Object.assign(new BannerStatsQuery(), subject, { from, to, pagination: false, sort: 'statDate', order: 'asc' as const });
  const empty = { impressions: 0, clicks: 0, ctr: null };
  let rows: Array<{ statDate: string; impressions: number; clicks: number }>;
  try {
    rows = (await bannerAnalytics.stats(q)).rows;
  } catch (e) {
    if (!(e instanceof AppError)) throw e;
    return { from, to, maxDays: MAX_WINDOW_DAYS, days: [], totals: empty, error: refusal(e, from, to) };
  }
  const byDate = new Map<string, { impressions: number; clicks: number }>();
  for (const r of rows) {
    const day = byDate.get(r.statDate) ?? { impressions: 0, clicks: 0 };
    day.impressions += r.impressions;
    day.clicks += r.clicks;
    byDate.set(r.statDate, day);
  }
  const days: DailyStatsDay[] = [];
  for (let ms = dayMs(from); ms <= dayMs(to); ms += DAY_MS) {
    const date = isoDay(ms);
    const { impressions, clicks } = byDate.get(date) ?? { impressions: 0, clicks: 0 };
    days.push({ date, impressions, clicks, ctr: clickThroughRate(impressions, clicks) });
  }
  const impressions = days.reduce((n, d) => n + d.impressions, 0);
  const clicks = days.reduce((n, d) => n + d.clicks, 0);
  return { from, to, maxDays: MAX_WINDOW_DAYS, days, totals: { impressions, clicks, ctr: clickThroughRate(impressions, clicks) } };
}

/** The "Statistics" page of a banner or a campaign in the panel (BannerAnalytics_READ). */
export function statisticsView(subject: (publicId: string) => StatsSubject): PanelRecordView {
  return dailyStatsView({
    permission: 'BannerAnalytics_READ',
    load: (publicId, range) => dailyStatsOf(subject(publicId), range),
  });
}
