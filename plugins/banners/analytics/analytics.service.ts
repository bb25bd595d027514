import { resolveList } from '../../../core/http/list-query.js';
import { SqlList } from '../../../core/lifecycle/index.js';
import type { BannerDailyStatResponse, BannerEventResponse } from './analytics.response.js';
import type { BannerEventsQuery, BannerStatsQuery, EventType } from './analytics.dto.js';
import { analyticsWindow } from './analytics-window.js';

const STATS = `
  SELECT banner_public_id AS "bannerPublicId", placement_public_id AS "placementPublicId", campaign_public_id AS "campaignPublicId",
         to_char(stat_date, 'YYYY-MM-DD') AS "statDate", impressions::int AS impressions, clicks::int AS clicks, spend_paisa AS "spendPaisa"
  FROM banner_daily_stats s`;

const SORTS = { statDate: 's.stat_date', impressions: 's.impressions', clicks: 's.clicks' } as const;

const eventSelect = (type: 'impression' | 'click') => `
  SELECT '${type}' AS type, correlation_id AS "correlationId", banner_public_id AS "bannerPublicId",
         placement_public_id AS "placementPublicId", campaign_public_id AS "campaignPublicId", session_id AS "sessionId",
         user_id AS "userId", device_type AS "deviceType", country_code AS "countryCode", page_url AS "pageUrl",
         ${type === 'impression' ? 'referrer_url AS "referrerUrl"' : 'destination_url AS "destinationUrl"'}, occurred_at AS "occurredAt"
  FROM ${type === 'impression' ? 'banner_impression_events' : 'banner_click_events'} e`;

type Filters = Pick<BannerStatsQuery, 'bannerPublicId' | 'placementPublicId' | 'campaignPublicId'>;

function filter(list: SqlList, alias: string, q: Filters): void {
  if (q.bannerPublicId) list.where(`${alias}.banner_public_id = ${list.param(q.bannerPublicId)}`);
  if (q.placementPublicId) list.where(`${alias}.placement_public_id = ${list.param(q.placementPublicId)}`);
  if (q.campaignPublicId) list.where(`${alias}.campaign_public_id = ${list.param(q.campaignPublicId)}`);
}

/** The analytics routes: daily stats (offset pages) and raw events (cursor pages), both within 90 dates. */
export class BannerAnalyticsService {
  async stats(q: BannerStatsQuery) {
    const w = analyticsWindow(q.from, q.to);
    const l = resolveList(q, Object.keys(SORTS) as Array<keyof typeof SORTS>, 'statDate');
    const list = new SqlList<BannerDailyStatResponse>({ select: STATS });
    list.where(`s.stat_date BETWEEN ${list.param(w.from)}::date AND ${list.param(w.to)}::date`);
    filter(list, 's', q);
    const page = await list.offsetPage(l, `${SORTS[l.sort]} ${l.order}, s.id ${l.order}`);
    return { ...page, list: l };
  }

  async events(q: BannerEventsQuery) {
    const w = analyticsWindow(q.from, q.to);
    const list = new SqlList<BannerEventResponse & { occurredAt: Date }>({ select: eventSelect(q.type as EventType) });
    list.where(`e.occurred_at >= ${list.param(new Date(w.startMs))} AND e.occurred_at < ${list.param(new Date(w.endMs))}`);
    filter(list, 'e', q);
    const page = await list.cursorPage({ key: 'e.occurred_at', id: 'e.correlation_id', order: 'DESC', limit: q.limit ?? 20, cursor: q.cursor }, (row) => ({
      k: row.occurredAt.toISOString(),
      id: row.correlationId,
    }));
    return { rows: page.rows.map((r) => ({ ...r, occurredAt: r.occurredAt.toISOString() })), nextCursor: page.nextCursor };
  }
}

export const bannerAnalytics = new BannerAnalyticsService();
