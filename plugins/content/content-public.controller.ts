import { Get, JsonController, Param } from 'routing-controllers';
import { ok } from '../../core/http/envelope.js';
import { RateLimit, Throws } from '../../core/http/route-policy.js';
import { surfaceController } from '../../core/http/surface.js';
import { content } from './content-context.js';
import { ContentErrors } from './errors.js';

/** The public projection of a page (enabled sections only, from the read cache), the same on both surfaces. */
function contentPublicController(base: string) {
  @JsonController(base)
  class ContentPublicController {
    @Get('/:pageKey')
    @RateLimit('PUBLIC_READ')
    @Throws(ContentErrors.NOT_FOUND)
    async get(@Param('pageKey') pageKey: string) {
      return ok(await content.pages.publicView(pageKey));
    }
  }
  return ContentPublicController;
}

export const ContentPublicController = surfaceController('ContentPublicController', contentPublicController('/api/content/pages'));
/** Its own rate-limit budget: limits count per route. */
export const ContentMobileController = surfaceController('ContentMobileController', contentPublicController('/api/mobile/content/pages'));
