import { Body, Get, HttpCode, JsonController, Patch, Post, QueryParams } from 'routing-controllers';
import { CommonErrors } from '../../core/http/app-error.js';
import { offsetPage, ok } from '../../core/http/envelope.js';
import { ApiTag, offsetPageOf, Operation } from '../../core/http/openapi/operation.js';
import { ParseUuid } from '../../core/http/params.js';
import { Idempotent, Permission, RateLimit, Throws } from '../../core/http/route-policy.js';
import { NewsletterCampaignListQuery, CreateNewsletterCampaignDto, UpdateNewsletterCampaignDto } from './dto/campaign.dto.js';
import { NewsletterCampaignListItemResponse, NewsletterCampaignResponse, NewsletterSubscriberResponse } from './dto/newsletter.response.js';
import { SubscriberListQuery } from './dto/subscriber.dto.js';
import { NewsletterErrors as E } from './errors.js';
import { newsletter } from './newsletter-context.js';

@JsonController('/api/admin/newsletter/campaigns')
@ApiTag('Newsletter campaigns (admin)', 'Drafting newsletter campaigns and sending them to the confirmed subscribers')
export class NewsletterCampaignsAdminController {
  @Get('/')
  @Operation({ id: 'listNewsletterCampaigns', summary: 'List newsletter campaigns', returns: offsetPageOf(NewsletterCampaignListItemResponse) })
  @Permission('Newsletter_READ')
  @RateLimit('ADMIN_READ')
  @Throws(CommonErrors.VALIDATION_FAILED)
  async list(@QueryParams() q: NewsletterCampaignListQuery) {
    const { rows, count, list } = await newsletter.campaigns.list(q);
    return offsetPage(rows, count, list.page, list.size, list.paginated);
  }

  @Get('/:publicId')
  @Operation({ id: 'getNewsletterCampaign', summary: 'Get a newsletter campaign with its body (poll it while it sends)', returns: NewsletterCampaignResponse })
  @Permission('Newsletter_READ')
  @RateLimit('ADMIN_READ')
  @Throws(E.CAMPAIGN_NOT_FOUND)
  async detail(@ParseUuid('publicId') publicId: string) {
    return ok(await newsletter.campaigns.detail(publicId));
  }

  @Post('/')
  @Operation({ id: 'createNewsletterCampaign', summary: 'Create a draft newsletter campaign', returns: NewsletterCampaignResponse })
  @HttpCode(201)
  @Permission('Newsletter_CREATE')
  @RateLimit('ADMIN_WRITE')
  @Idempotent('newsletter-campaign')
  @Throws(CommonErrors.VALIDATION_FAILED)
  async create(@Body() body: CreateNewsletterCampaignDto) {
    return ok(await newsletter.campaigns.create(body), 'Newsletter campaign created');
  }

  @Patch('/:publicId')
  @Operation({ id: 'updateNewsletterCampaign', summary: "Edit a draft campaign's name, subject or body", returns: NewsletterCampaignResponse })
  @Permission('Newsletter_UPDATE')
  @RateLimit('ADMIN_WRITE')
  @Throws(CommonErrors.VALIDATION_FAILED, E.CAMPAIGN_NOT_FOUND, E.CAMPAIGN_NOT_DRAFT)
  async update(@ParseUuid('publicId') publicId: string, @Body() body: UpdateNewsletterCampaignDto) {
    return ok(await newsletter.campaigns.update(publicId, body), 'Newsletter campaign updated');
  }

  @Post('/:publicId/send')
  @Operation({
    id: 'sendNewsletterCampaign',
    summary: 'Send a draft campaign to the subscribers confirmed now (asynchronous)',
    returns: NewsletterCampaignResponse,
  })
  @HttpCode(200)
  @Permission('Newsletter_UPDATE')
  @RateLimit('ADMIN_WRITE')
  @Throws(E.CAMPAIGN_NOT_FOUND, E.CAMPAIGN_NOT_DRAFT, E.CAMPAIGN_NO_RECIPIENTS)
  async send(@ParseUuid('publicId') publicId: string) {
    return ok(await newsletter.campaigns.send(publicId), 'Newsletter campaign is sending');
  }
}

@JsonController('/api/admin/newsletter/subscribers')
@ApiTag('Newsletter subscribers (admin)', 'The newsletter list: addresses, their status and where they came from')
export class NewsletterSubscribersAdminController {
  @Get('/')
  @Operation({ id: 'listNewsletterSubscribers', summary: 'List newsletter subscribers', returns: offsetPageOf(NewsletterSubscriberResponse) })
  @Permission('Newsletter_READ')
  @RateLimit('ADMIN_READ')
  @Throws(CommonErrors.VALIDATION_FAILED)
  async list(@QueryParams() q: SubscriberListQuery) {
    const { rows, count, list } = await newsletter.subscriptions.list(q);
    return offsetPage(rows, count, list.page, list.size, list.paginated);
  }
}
