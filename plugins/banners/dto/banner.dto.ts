import { IsBoolean, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { ListQuery } from '../../../core/http/list-query.js';
import { ToBoolean } from '../../../core/http/transforms.js';
import { Optional, Trim } from '../../../core/http/validators.js';
import { BANNER_SOURCES, SCHEDULE_STATUSES, TARGET_KINDS, type BannerSource, type ScheduleStatus, type TargetKind } from '../entities/enums.js';
import { Count, HexColor, Instant, IsMediaVariants, IsPublicId, IsTimeZone, NullableText, RequiredText, TimeOfDay, UrlText } from './fields.js';

export const BANNER_SORTABLE = ['title', 'priority', 'publishAt', 'expiresAt', 'createdAt', 'updatedAt'] as const;

/** The schedule of a banner: what PATCH /{publicId}/schedule takes, and create too. */
export class BannerScheduleDto {
  @Optional()
  @IsIn(SCHEDULE_STATUSES)
  scheduleStatus?: ScheduleStatus;

  @IsOptional()
  @Instant()
  publishAt?: string | null;

  @IsOptional()
  @Instant()
  expiresAt?: string | null;

  @Optional()
  @IsTimeZone()
  scheduleTimezone?: string;

  @NullableText(500)
  recurrenceRule?: string | null;

  /** HH:MM:SS in scheduleTimezone */
  @IsOptional()
  @TimeOfDay()
  recurrenceWindowStart?: string | null;

  /** HH:MM:SS in scheduleTimezone */
  @IsOptional()
  @TimeOfDay()
  recurrenceWindowEnd?: string | null;
}

/** What create and update share besides the title and image (all optional). */
export class BannerFieldsDto extends BannerScheduleDto {
  @IsOptional()
  @IsString()
  @MaxLength(10_000)
  description?: string | null;

  @Optional()
  @IsIn(BANNER_SOURCES)
  source?: BannerSource;

  @Optional()
  @IsBoolean()
  isActive?: boolean;

  @NullableText(255)
  primaryImageAlt?: string | null;

  @IsOptional()
  @UrlText()
  mobileImageUrl?: string | null;

  @IsOptional()
  @UrlText()
  videoUrl?: string | null;

  @Optional()
  @IsMediaVariants()
  mediaVariants?: Record<string, string>;

  @NullableText(255)
  headline?: string | null;

  @NullableText(255)
  subheadline?: string | null;

  @NullableText(100)
  ctaLabel?: string | null;

  @IsOptional()
  @UrlText()
  ctaUrl?: string | null;

  @Optional()
  @IsBoolean()
  ctaOpenNewTab?: boolean;

  /** product, category, brand (with its target public id), url (needs ctaUrl) or null */
  @IsOptional()
  @IsIn(TARGET_KINDS)
  targetKind?: TargetKind | null;

  @IsOptional()
  @IsPublicId()
  targetProductPublicId?: string | null;

  @IsOptional()
  @IsPublicId()
  targetCategoryPublicId?: string | null;

  @IsOptional()
  @IsPublicId()
  targetBrandPublicId?: string | null;

  @NullableText(100)
  utmSource?: string | null;

  @NullableText(100)
  utmMedium?: string | null;

  @NullableText(100)
  utmCampaign?: string | null;

  @NullableText(100)
  utmContent?: string | null;

  @IsOptional()
  @HexColor()
  bgColor?: string | null;

  @Optional()
  @Count(1_000_000)
  priority?: number;

  @Optional()
  @IsBoolean()
  isEvergreenFallback?: boolean;

  @IsOptional()
  @UrlText()
  fallbackPlaceholderUrl?: string | null;

  /** public id of an SEO record (404 BANNER_SEO_NOT_FOUND when it does not exist) */
  @IsOptional()
  @IsPublicId()
  seoId?: string | null;
}

export class CreateBannerDto extends BannerFieldsDto {
  @RequiredText(255)
  title: string;

  @UrlText()
  primaryImageUrl: string;
}

export class UpdateBannerDto extends BannerFieldsDto {
  @Optional()
  @RequiredText(255)
  title?: string;

  @Optional()
  @UrlText()
  primaryImageUrl?: string;
}

export class BannerListQuery extends ListQuery {
  @Optional()
  @ToBoolean()
  @IsBoolean()
  isActive?: boolean;

  @Optional()
  @IsIn(SCHEDULE_STATUSES)
  scheduleStatus?: string;

  @Optional()
  @ToBoolean()
  @IsBoolean()
  includeDeleted?: boolean;

  /** title or headline contains (case-insensitive) */
  @Optional()
  @Trim()
  @IsString()
  @MaxLength(100)
  search?: string;
}
