import { Get, JsonController, Param, Req, Res } from 'routing-controllers';
import type { HttpRequest, HttpResponse } from '../../core/http/http-types.js';
import { ANY_QUERY, sendReady } from '../../core/http/ready-read.js';
import { RateLimit, ReadyRead, Throws } from '../../core/http/route-policy.js';
import { surfaceController } from '../../core/http/surface.js';
import { content } from './content-context.js';
import { ContentErrors } from './errors.js';
import { ApiTag, Operation } from '../../core/http/openapi/operation.js';
import { ContentPageResponse, PageKeySchema } from './dto/content.response.js';

/** The public projection of a page (enabled sections only, from the read cache), the same on both surfaces. */
function contentPublicController(base: string, surface: 'web' | 'mobile') {
  const S = surface === 'web' ? 'Public' : 'Mobile';

  @JsonController(base)
  @ApiTag(
    surface === 'web' ? 'Content pages' : 'Content pages (mobile)',
    `Content pages as the ${surface === 'web' ? 'web storefront' : 'mobile app'} shows them (enabled sections only)`,
  )
  class ContentPublicController {
    @Get('/:pageKey')
    @Operation({
      id: `get${S}ContentPage`,
      summary: 'Get a content page with its enabled sections',
      returns: ContentPageResponse,
      params: { pageKey: PageKeySchema },
    })
    @RateLimit('PUBLIC_READ')
    @Throws(ContentErrors.NOT_FOUND)
    @ReadyRead({ query: ANY_QUERY, answer: (_req, _q, params) => content.pages.cachedPublicView(params.pageKey!) })
    async get(@Param('pageKey') pageKey: string, @Req() req: HttpRequest, @Res() res: HttpResponse) {
      sendReady(req, res, await content.pages.readyPublicView(pageKey));
      return res;
    }
  }
  return ContentPublicController;
}

export const ContentPublicController = surfaceController('ContentPublicController', contentPublicController('/api/content/pages', 'web'));
/** Its own rate-limit budget: limits count per route. */
export const ContentMobileController = surfaceController('ContentMobileController', contentPublicController('/api/mobile/content/pages', 'mobile'));
