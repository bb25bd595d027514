import { Get, JsonController, QueryParams } from 'routing-controllers';
import { cursorPage, offsetPage } from '../../../core/http/envelope.js';
import { ApiTag, cursorPageOf, offsetPageOf, Operation } from '../../../core/http/openapi/operation.js';
import { Permission, RateLimit, Throws } from '../../../core/http/route-policy.js';
import { BannerErrors } from '../errors.js';
import { BannerEventsQuery, BannerStatsQuery } from './analytics.dto.js';
import { BannerDailyStatResponse, BannerEventResponse } from './analytics.response.js';
import { bannerAnalytics } from './analytics.service.js';

@JsonController('/api/admin/banner-analytics')
@ApiTag('Banner analytics', 'Daily impressions and clicks per banner, placement and campaign, and the raw events of the last 180 days')
export class BannerAnalyticsController {
  @Get('/stats')
  @Operation({
    id: 'listBannerDailyStats',
    summary: 'List daily banner stats between two dates (inclusive, at most 90 dates)',
    returns: offsetPageOf(BannerDailyStatResponse),
  })
  @Permission('BannerAnalytics_READ')
  @RateLimit('ADMIN_READ')
  @Throws(BannerErrors.BANNER_ANALYTICS_TIME_WINDOW_TOO_LARGE)
  async stats(@QueryParams() q: BannerStatsQuery) {
    const { rows, count, list } = await bannerAnalytics.stats(q);
    return offsetPage(rows, count, list.page, list.size, list.paginated);
  }

  @Get('/events')
  @Operation({
    id: 'listBannerEvents',
    summary: 'List raw impression or click events, newest first (default the last 7 days)',
    returns: cursorPageOf(BannerEventResponse),
  })
  @Permission('BannerAnalytics_READ')
  @RateLimit('ADMIN_READ')
  @Throws(BannerErrors.BANNER_ANALYTICS_TIME_WINDOW_TOO_LARGE)
  async events(@QueryParams() q: BannerEventsQuery) {
    const { rows, nextCursor } = await bannerAnalytics.events(q);
    return cursorPage(rows, nextCursor);
  }
}
