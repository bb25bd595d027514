import { Get, JsonController, Param } from 'routing-controllers';
import { ok } from '../../core/http/envelope.js';
import { RateLimit, Throws } from '../../core/http/route-policy.js';
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
    async get(@Param('pageKey') pageKey: string) {
      return ok(await content.pages.publicView(pageKey));
    }
  }
  return ContentPublicController;
}

export const ContentPublicController = surfaceController('ContentPublicController', contentPublicController('/api/content/pages', 'web'));
/** Its own rate-limit budget: limits count per route. */
export const ContentMobileController = surfaceController('ContentMobileController', contentPublicController('/api/mobile/content/pages', 'mobile'));
