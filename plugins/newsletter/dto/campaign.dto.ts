import { IsIn, IsString, MaxLength, MinLength } from 'class-validator';
import { ListQuery } from '../../../core/http/list-query.js';
import { Optional, Trim } from '../../../core/http/validators.js';
import { CAMPAIGN_STATUSES } from '../entities/campaign.entity.js';
import { NEWSLETTER_LIMITS as L } from '../limits.js';

export const CAMPAIGN_SORTABLE = ['createdAt', 'updatedAt', 'sentAt', 'name', 'status'] as const;

export class CreateNewsletterCampaignDto {
  @Trim()
  @IsString()
  @MinLength(1)
  @MaxLength(L.nameMax)
  name: string;

  @Trim()
  @IsString()
  @MinLength(1)
  @MaxLength(L.subjectMax)
  subject: string;

  @IsString()
  @MinLength(1)
  @MaxLength(L.bodyMax)
  bodyMarkdown: string;
}

export class UpdateNewsletterCampaignDto {
  @Optional()
  @Trim()
  @IsString()
  @MinLength(1)
  @MaxLength(L.nameMax)
  name?: string;

  @Optional()
  @Trim()
  @IsString()
  @MinLength(1)
  @MaxLength(L.subjectMax)
  subject?: string;

  @Optional()
  @IsString()
  @MinLength(1)
  @MaxLength(L.bodyMax)
  bodyMarkdown?: string;
}

export class NewsletterCampaignListQuery extends ListQuery {
  @Optional()
  @IsIn(CAMPAIGN_STATUSES)
  /** one of the statuses (a union type would reach the query parser as an object) */
  status?: string;
}
