import { Body, Get, HttpCode, JsonController, Post, QueryParams } from 'routing-controllers';
import { CommonErrors } from '../../core/http/app-error.js';
import { ok } from '../../core/http/envelope.js';
import { ApiTag, Operation } from '../../core/http/openapi/operation.js';
import { RateLimit, Throws } from '../../core/http/route-policy.js';
import { surfaceController } from '../../core/http/surface.js';
import { OneClickUnsubscribeDto, SubscribeDto, TokenQuery } from './dto/subscription.dto.js';
import { NewsletterErrors as E } from './errors.js';
import { NEWSLETTER_LIMITS } from './limits.js';
import { newsletter } from './newsletter-context.js';

/** The one answer to every subscribe: it never tells whether the address was new, pending, confirmed or unsubscribed. */
export const SUBSCRIBE_MESSAGE = 'Thank you. If this address is not subscribed yet, a confirmation email is on its way.';

/* Subscribe, confirm and unsubscribe, served identically on /api/newsletter and /api/mobile/newsletter. */
function newsletterPublicController(base: string, surface: 'web' | 'mobile') {
  const S = surface === 'web' ? 'Public' : 'Mobile';

  @JsonController(base)
  @ApiTag(surface === 'web' ? 'Newsletter' : 'Newsletter (mobile)', 'Newsletter subscription with double opt-in, confirmation and one-click unsubscribe')
  class NewsletterPublicController {
    @Post('/subscribe')
    @Operation({ id: `subscribe${S}Newsletter`, summary: 'Subscribe an address (a confirmation mail follows; the answer is always the same)', returns: null })
    @HttpCode(200)
    // the spec's ip+device limit, then a ceiling per IP (X-Device-Id is the caller's word); the cap of mails per address is the service's
    @RateLimit(NEWSLETTER_LIMITS.subscribeIp)
    @RateLimit(NEWSLETTER_LIMITS.subscribe)
    @Throws(CommonErrors.VALIDATION_FAILED)
    async subscribe(@Body() body: SubscribeDto) {
      await newsletter.subscriptions.subscribe(body);
      return ok(null, SUBSCRIBE_MESSAGE);
    }

    @Get('/confirm')
    @Operation({ id: `confirm${S}Newsletter`, summary: 'Confirm a subscription with the token of its confirmation mail', returns: null })
    @RateLimit('PUBLIC_READ')
    @Throws(CommonErrors.VALIDATION_FAILED, E.CONFIRMATION_TOKEN_INVALID)
    async confirm(@QueryParams() q: TokenQuery) {
      await newsletter.subscriptions.confirm(q.token);
      return ok(null, 'Your subscription is confirmed');
    }

    @Get('/unsubscribe')
    @Operation({
      id: `unsubscribe${S}Newsletter`,
      summary: 'Unsubscribe with the token of a newsletter mail (idempotent; any token answers 200)',
      returns: null,
    })
    @RateLimit('PUBLIC_HIGH_FREQUENCY')
    @Throws(CommonErrors.VALIDATION_FAILED)
    async unsubscribe(@QueryParams() q: TokenQuery) {
      await newsletter.subscriptions.unsubscribe(q.token);
      return ok(null, 'You are unsubscribed');
    }

    @Post('/unsubscribe')
    @Operation({
      id: `unsubscribe${S}NewsletterOneClick`,
      summary: 'One-click unsubscribe (RFC 8058: the List-Unsubscribe-Post of a newsletter mail)',
      returns: null,
    })
    @HttpCode(200)
    @RateLimit('PUBLIC_HIGH_FREQUENCY')
    @Throws(CommonErrors.VALIDATION_FAILED)
    async unsubscribeOneClick(@QueryParams() q: TokenQuery, @Body({ required: false }) _body: OneClickUnsubscribeDto) {
      await newsletter.subscriptions.unsubscribe(q.token);
      return ok(null, 'You are unsubscribed');
    }
  }
  return NewsletterPublicController;
}

export const NewsletterPublicController = surfaceController('NewsletterPublicController', newsletterPublicController('/api/newsletter', 'web'));
export const NewsletterMobileController = surfaceController('NewsletterMobileController', newsletterPublicController('/api/mobile/newsletter', 'mobile'));
