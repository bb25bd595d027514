import { Get, JsonController, Param } from 'routing-controllers';
import { ok } from '../../core/http/envelope.js';
import { RateLimit, Throws } from '../../core/http/route-policy.js';
import { content } from './content-context.js';
import { ContentErrors } from './errors.js';

/** The public projection of a page: enabled sections only, from the read cache. */
@JsonController('/api/content/pages')
export class ContentPublicController {
  @Get('/:pageKey')
  @RateLimit('PUBLIC_READ')
  @Throws(ContentErrors.NOT_FOUND)
  async get(@Param('pageKey') pageKey: string) {
    return ok(await content.pages.publicView(pageKey));
  }
}

/** The same projection on the mobile surface (its own rate-limit budget). */
@JsonController('/api/mobile/content/pages')
export class ContentMobileController {
  @Get('/:pageKey')
  @RateLimit('PUBLIC_READ')
  @Throws(ContentErrors.NOT_FOUND)
  async get(@Param('pageKey') pageKey: string) {
    return ok(await content.pages.publicView(pageKey));
  }
}
