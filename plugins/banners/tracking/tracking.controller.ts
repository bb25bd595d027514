import { Body, HttpCode, JsonController, Post } from 'routing-controllers';
import { ok } from '../../../core/http/envelope.js';
import { HotPath } from '../../../core/http/hot-path.js';
import { ApiTag, Operation } from '../../../core/http/openapi/operation.js';
import { RateLimit, Throws } from '../../../core/http/route-policy.js';
import type { RateLimitSpec } from '../../../core/http/rate-limit/classes.js';
import { BannerErrors } from '../errors.js';
import { ClickEventBody, ImpressionEventBody } from './tracking.dto.js';
import { bannerTracking } from './tracking.service.js';

/** spec 01 Limits: banner tracking 600/min per IP */
const BANNER_TRACKING: RateLimitSpec = { name: 'BANNER_TRACKING', limit: 600, windowSeconds: 60, key: 'ip' };
const ACCEPTED = 'Event accepted';

@JsonController('/api/mobile/banners/events')
@ApiTag('Banner tracking', 'Impression and click events from the storefront: answered 202 once stored, recorded into analytics by a worker')
@HotPath()
export class BannerTrackingController {
  @Post('/impression')
  @HttpCode(202)
  @Operation({ id: 'trackBannerImpression', summary: 'Record a banner impression (202; a repeated correlationId is accepted and ignored)', returns: null })
  @RateLimit(BANNER_TRACKING)
  @Throws(BannerErrors.BANNER_NOT_FOUND, BannerErrors.PLACEMENT_NOT_FOUND)
  async impression(@Body() body: ImpressionEventBody) {
    await bannerTracking.track('impression', body);
    return ok(null, ACCEPTED);
  }

  @Post('/click')
  @HttpCode(202)
  @Operation({ id: 'trackBannerClick', summary: 'Record a banner click (202; a repeated correlationId is accepted and ignored)', returns: null })
  @RateLimit(BANNER_TRACKING)
  @Throws(BannerErrors.BANNER_NOT_FOUND, BannerErrors.PLACEMENT_NOT_FOUND)
  async click(@Body() body: ClickEventBody) {
    await bannerTracking.track('click', body);
    return ok(null, ACCEPTED);
  }
}
