import { field } from '../../../core/http/openapi/response-fields.js';

/** A day of one banner on one placement in one campaign, as the nightly rollup left it. */
export class BannerDailyStatResponse {
  @field.uuid() bannerPublicId: string;
  @field.uuid() placementPublicId: string;
  @field.uuid() campaignPublicId: string;
  @field.string({ description: 'YYYY-MM-DD (UTC day of occurredAt)' }) statDate: string;
  @field.integer() impressions: number;
  @field.integer() clicks: number;
  @field.integer({ nullable: true, description: 'reserved: always null' }) spendPaisa: null;
}

/** A raw impression or click event (kept 180 days). */
export class BannerEventResponse {
  @field.enum(['impression', 'click']) type: 'impression' | 'click';
  @field.string({ description: 'the client correlation id the event was deduplicated by' }) correlationId: string;
  @field.uuid() bannerPublicId: string;
  @field.uuid() placementPublicId: string;
  @field.uuid({ nullable: true }) campaignPublicId: string | null;
  @field.string({ nullable: true }) sessionId: string | null;
  @field.string({ nullable: true }) userId: string | null;
  @field.string({ nullable: true }) deviceType: string | null;
  @field.string({ nullable: true }) countryCode: string | null;
  @field.string({ nullable: true }) pageUrl: string | null;
  @field.string({ nullable: true, optional: true, description: 'impressions only' }) referrerUrl?: string | null;
  @field.string({ nullable: true, optional: true, description: 'clicks only' }) destinationUrl?: string | null;
  @field.dateTime() occurredAt: string;
}
