import { field } from '../../../core/http/openapi/response-fields.js';
import { CAMPAIGN_STATUSES, type CampaignStatus } from '../entities/campaign.entity.js';
import { SUBSCRIBER_STATUSES, SUBSCRIPTION_SOURCES, type SubscriberStatus, type SubscriptionSource } from '../entities/subscriber.entity.js';

/** A campaign in the admin list (spec 01 "Newsletter campaign", without bodyMarkdown). */
export class NewsletterCampaignListItemResponse {
  @field.uuid({ description: 'the public id, the {publicId} of the campaign routes' }) id: string;
  @field.string({ description: 'internal, never shown to recipients' }) name: string;
  @field.string() subject: string;
  @field.enum(CAMPAIGN_STATUSES) status: CampaignStatus;
  @field.integer({ description: 'frozen at send' }) recipientCount: number;
  @field.integer() sentCount: number;
  @field.integer() failedCount: number;
  @field.dateTime({ nullable: true }) sentAt: string | null;
  @field.dateTime() createdAt: string;
  @field.dateTime() updatedAt: string;
}

/** A campaign's detail: the list fields and the body. */
export class NewsletterCampaignResponse extends NewsletterCampaignListItemResponse {
  @field.string() bodyMarkdown: string;
}

/** A subscriber in the admin list. */
export class NewsletterSubscriberResponse {
  @field.uuid() id: string;
  @field.string() email: string;
  @field.enum(SUBSCRIBER_STATUSES) status: SubscriberStatus;
  @field.enum(SUBSCRIPTION_SOURCES) source: SubscriptionSource;
  @field.dateTime({ nullable: true }) confirmedAt: string | null;
  @field.dateTime({ nullable: true }) unsubscribedAt: string | null;
  @field.dateTime() createdAt: string;
  @field.dateTime() updatedAt: string;
}
