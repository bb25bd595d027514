import { field } from '../../../core/http/openapi/response-fields.js';
import {
  BANNER_SOURCES,
  CAMPAIGN_STATUSES,
  LAYOUT_TYPES,
  RULE_TYPES,
  SCHEDULE_STATUSES,
  TARGET_KINDS,
  type BannerSource,
  type CampaignStatus,
  type LayoutType,
  type RuleType,
  type ScheduleStatus,
  type TargetKind,
} from '../entities/enums.js';

/** A banner as the admin routes show it (deleted ones too, with deletedAt). */
export class AdminBannerResponse {
  @field.uuid() publicId: string;
  @field.string() title: string;
  @field.string({ nullable: true }) description: string | null;
  @field.enum(BANNER_SOURCES) source: BannerSource;
  @field.boolean() isActive: boolean;
  @field.string() primaryImageUrl: string;
  @field.string({ nullable: true }) primaryImageAlt: string | null;
  @field.string({ nullable: true }) mobileImageUrl: string | null;
  @field.string({ nullable: true }) videoUrl: string | null;
  @field.schema({ type: 'object', additionalProperties: { type: 'string' } }, { description: 'variant name to URL' }) mediaVariants: Record<string, string>;
  @field.string({ nullable: true }) headline: string | null;
  @field.string({ nullable: true }) subheadline: string | null;
  @field.string({ nullable: true }) ctaLabel: string | null;
  @field.string({ nullable: true }) ctaUrl: string | null;
  @field.boolean() ctaOpenNewTab: boolean;
  @field.enum(TARGET_KINDS, { nullable: true }) targetKind: TargetKind | null;
  @field.uuid({ nullable: true }) targetProductPublicId: string | null;
  @field.uuid({ nullable: true }) targetCategoryPublicId: string | null;
  @field.uuid({ nullable: true }) targetBrandPublicId: string | null;
  @field.string({ nullable: true }) utmSource: string | null;
  @field.string({ nullable: true }) utmMedium: string | null;
  @field.string({ nullable: true }) utmCampaign: string | null;
  @field.string({ nullable: true }) utmContent: string | null;
  @field.string({ nullable: true }) bgColor: string | null;
  @field.integer() priority: number;
  @field.dateTime({ nullable: true }) publishAt: string | null;
  @field.dateTime({ nullable: true }) expiresAt: string | null;
  @field.string() scheduleTimezone: string;
  @field.string({ nullable: true }) recurrenceRule: string | null;
  @field.string({ nullable: true, description: 'HH:MM:SS' }) recurrenceWindowStart: string | null;
  @field.string({ nullable: true, description: 'HH:MM:SS' }) recurrenceWindowEnd: string | null;
  @field.enum(SCHEDULE_STATUSES) scheduleStatus: ScheduleStatus;
  @field.boolean() isEvergreenFallback: boolean;
  @field.string({ nullable: true }) fallbackPlaceholderUrl: string | null;
  @field.uuid({ nullable: true }) seoId: string | null;
  @field.uuid({ nullable: true, description: 'the admin who created it' }) createdBy: string | null;
  @field.dateTime() createdAt: string;
  @field.dateTime() updatedAt: string;
  @field.dateTime({ nullable: true }) deletedAt: string | null;
}

export class AdminPlacementResponse {
  @field.uuid() publicId: string;
  @field.string() slug: string;
  @field.string() label: string;
  @field.enum(LAYOUT_TYPES) layoutType: LayoutType;
  @field.string({ nullable: true }) pageContext: string | null;
  @field.integer() maxBanners: number;
  @field.integer({ nullable: true }) recommendedWidth: number | null;
  @field.integer({ nullable: true }) recommendedHeight: number | null;
  @field.string({ nullable: true }) recommendedAspectRatio: string | null;
  @field.string({ nullable: true }) notes: string | null;
  @field.boolean() isActive: boolean;
  @field.integer() sortOrder: number;
  @field.string({ nullable: true }) fallbackPlaceholderUrl: string | null;
  @field.boolean() allowPartialRender: boolean;
  @field.dateTime() createdAt: string;
  @field.dateTime() updatedAt: string;
}

export class AdminCampaignResponse {
  @field.uuid({ description: 'the campaign id: its public UUID' }) id: string;
  @field.uuid() publicId: string;
  @field.string() name: string;
  @field.string({ nullable: true }) description: string | null;
  @field.enum(BANNER_SOURCES) source: BannerSource;
  @field.enum(CAMPAIGN_STATUSES) status: CampaignStatus;
  @field.dateTime({ nullable: true }) startsAt: string | null;
  @field.dateTime({ nullable: true }) endsAt: string | null;
  @field.integer({ nullable: true, description: 'tracking only, no billing' }) budgetTotalPaisa: number | null;
  @field.integer({ nullable: true }) budgetDailyPaisa: number | null;
  @field.integer({ nullable: true }) impressionCap: number | null;
  @field.integer({ nullable: true }) clickCap: number | null;
  @field.string({ nullable: true }) advertiserName: string | null;
  @field.string({ nullable: true }) advertiserContact: string | null;
  @field.string({ nullable: true }) contractRef: string | null;
  @field.integer() priority: number;
  @field.uuid({ nullable: true }) createdBy: string | null;
  @field.dateTime() createdAt: string;
  @field.dateTime() updatedAt: string;
  @field.dateTime({ nullable: true }) deletedAt: string | null;
}

export class CampaignPlacementResponse {
  @field.uuid() campaignPublicId: string;
  @field.uuid() placementPublicId: string;
  @field.string() placementSlug: string;
  @field.string() placementLabel: string;
  @field.boolean() isActive: boolean;
  @field.dateTime() createdAt: string;
  @field.dateTime() updatedAt: string;
}

export class BannerAssignmentResponse {
  @field.uuid() campaignPublicId: string;
  @field.uuid() placementPublicId: string;
  @field.uuid() bannerPublicId: string;
  @field.string() bannerTitle: string;
  @field.integer() displayOrder: number;
  @field.integer() weight: number;
  @field.boolean() isFallback: boolean;
  @field.integer({ nullable: true }) fallbackPriority: number | null;
  @field.boolean() isActive: boolean;
  @field.string({ nullable: true }) overrideCtaLabel: string | null;
  @field.string({ nullable: true }) overrideCtaUrl: string | null;
  @field.string({ nullable: true }) overrideHeadline: string | null;
  @field.string({ nullable: true }) overrideSubheadline: string | null;
  @field.integer({ nullable: true }) transitionDurationMs: number | null;
  @field.dateTime() createdAt: string;
  @field.dateTime() updatedAt: string;
}

export class TargetingRuleResponse {
  @field.uuid() publicId: string;
  @field.uuid() campaignPublicId: string;
  @field.enum(RULE_TYPES) ruleType: RuleType;
  @field.string() operator: string;
  @field.schema({ type: 'object', description: 'shape per ruleType: { values: [...] }, { value: boolean } or { from, to }' }) value: Record<string, unknown>;
  @field.boolean() isActive: boolean;
  @field.dateTime() createdAt: string;
  @field.dateTime() updatedAt: string;
}
