import { Get, JsonController, Param, Req, Res } from 'routing-controllers';
import { currentActor } from '../../../core/context/request-context.js';
import { ok } from '../../../core/http/envelope.js';
import type { HttpRequest, HttpResponse } from '../../../core/http/http-types.js';
import { HotPath } from '../../../core/http/hot-path.js';
import { ApiTag, Operation } from '../../../core/http/openapi/operation.js';
import { RateLimit, ReadyRead, Throws } from '../../../core/http/route-policy.js';
import { ANY_QUERY } from '../../../core/http/ready-read.js';
import type { RateLimitSpec } from '../../../core/http/rate-limit/classes.js';
import { sendOk } from '../../../core/http/send-json.js';
import { BannerErrors } from '../errors.js';
import { ServeResponse } from './serve.response.js';
import { bannerServing } from './serving.service.js';

/** spec 01 Limits: banner serve 300/min per IP */
const BANNER_SERVE: RateLimitSpec = { name: 'BANNER_SERVE', limit: 300, windowSeconds: 60, key: 'ip' };

const send = sendOk<ServeResponse>();

@JsonController('/api/mobile/banners')
@ApiTag('Banner serving', 'The banners a placement shows for this request (device, country, sign-in, language, Kathmandu time, visitor, referrer)')
@HotPath()
export class BannerServingController {
  @Get('/serve/:slug')
  @Operation({
    id: 'serveBanners',
    summary:
      'Serve the banners of an active placement for this request (headers X-Device-Type, X-Country-Code, Accept-Language, X-New-Visitor, Referer; optional bearer)',
    returns: ServeResponse,
  })
  @RateLimit(BANNER_SERVE)
  @Throws(BannerErrors.PLACEMENT_NOT_FOUND)
  @ReadyRead({ query: ANY_QUERY, answer: (req, _q, params) => bannerServing.serveNow(params.slug!, req.headers, currentActor().kind !== 'anonymous') })
  async serve(@Param('slug') slug: string, @Req() req: HttpRequest, @Res() res: HttpResponse) {
    const isLoggedIn = currentActor().kind !== 'anonymous';
    return send(res, ok(await bannerServing.serve(slug, req.headers, isLoggedIn)));
  }
}
