import type { PanelPermission, PanelRecordView } from './resource-spec.js';

/** Name of the daily statistics page in AdminJS.UserComponents (see admin/components/browser/daily-stats.js). */
export const DAILY_STATS_COMPONENT = 'DailyStats';

/** One date of a record's statistics. */
export interface DailyStatsDay {
  /** YYYY-MM-DD */
  date: string;
  impressions: number;
  clicks: number;
  /** clicks / impressions in percent, one decimal; null without impressions (the page shows "-") */
  ctr: number | null;
}

/** What the statistics page's component reads. */
export interface DailyStatsData {
  /** the range shown, YYYY-MM-DD, both inclusive */
  from: string;
  to: string;
  /** the most dates one range may span */
  maxDays: number;
  /** every date of the range, oldest first (a date without counts is 0 / 0 / null) */
  days: DailyStatsDay[];
  totals: Omit<DailyStatsDay, 'date'>;
  /** why the asked range was not read (e.g. too long); the page shows it instead of the table */
  error?: string;
}

/** clicks / impressions in percent with one decimal; null when there were no impressions. */
export function clickThroughRate(impressions: number, clicks: number): number | null {
  return impressions > 0 ? Math.round((clicks * 1000) / impressions) / 10 : null;
}

/**
 * A record's page of daily impressions, clicks and click-through rate for a date range the admin picks
 * (`from`/`to` query parameters), with totals and a bar per day.
 */
export function dailyStatsView(opts: {
  label?: string;
  permission: PanelPermission;
  isVisible?(row: Record<string, unknown>): boolean;
  load(id: string, range: { from?: string; to?: string }): Promise<DailyStatsData>;
}): PanelRecordView {
  return {
    permission: opts.permission,
    label: opts.label ?? 'Statistics',
    icon: 'BarChart2',
    component: DAILY_STATS_COMPONENT,
    isVisible: opts.isVisible,
    load: (id, query) => opts.load(id, { from: query.from || undefined, to: query.to || undefined }),
  };
}
