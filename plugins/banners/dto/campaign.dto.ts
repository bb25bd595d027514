import { IsBoolean, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { IsMoney } from '../../../core/db/money.js';
import { ListQuery } from '../../../core/http/list-query.js';
import { ToBoolean } from '../../../core/http/transforms.js';
import { Optional, Trim } from '../../../core/http/validators.js';
import { BANNER_SOURCES, CAMPAIGN_STATUSES, type BannerSource } from '../entities/enums.js';
import { Count, Instant, NullableText, RequiredText } from './fields.js';

export const CAMPAIGN_SORTABLE = ['name', 'status', 'priority', 'startsAt', 'endsAt', 'createdAt', 'updatedAt'] as const;

export class CampaignFieldsDto {
  @IsOptional()
  @IsString()
  @MaxLength(10_000)
  description?: string | null;

  @Optional()
  @IsIn(BANNER_SOURCES)
  source?: BannerSource;

  @IsOptional()
  @Instant()
  startsAt?: string | null;

  @IsOptional()
  @Instant()
  endsAt?: string | null;

  /** tracking only, no billing */
  @IsOptional()
  @IsMoney()
  budgetTotalPaisa?: number | null;

  @IsOptional()
  @IsMoney()
  budgetDailyPaisa?: number | null;

  @IsOptional()
  @Count()
  impressionCap?: number | null;

  @IsOptional()
  @Count()
  clickCap?: number | null;

  @NullableText(255)
  advertiserName?: string | null;

  @NullableText(255)
  advertiserContact?: string | null;

  @NullableText(255)
  contractRef?: string | null;

  @Optional()
  @Count(1_000_000)
  priority?: number;
}

/** A new campaign is always a draft (status is not taken). */
export class CreateCampaignDto extends CampaignFieldsDto {
  @RequiredText(255)
  name: string;
}

export class UpdateCampaignDto extends CampaignFieldsDto {
  @Optional()
  @RequiredText(255)
  name?: string;
}

export class CampaignListQuery extends ListQuery {
  @Optional()
  @IsIn(CAMPAIGN_STATUSES)
  status?: string;

  @Optional()
  @IsIn(BANNER_SOURCES)
  source?: string;

  @Optional()
  @ToBoolean()
  @IsBoolean()
  includeDeleted?: boolean;

  /** name or advertiser name contains (case-insensitive) */
  @Optional()
  @Trim()
  @IsString()
  @MaxLength(100)
  search?: string;
}
