import { field } from '../../../core/http/openapi/response-fields.js';

export class ServedPlacementResponse {
  @field.uuid() publicId: string;
  @field.string() slug: string;
  @field.string() label: string;
  @field.string({
    description: 'full_slider, full_static, half_pair, quarter_grid, sidebar_stack, sidebar_single, interstitial, popup, inline_card or sticky_bar',
  })
  layoutType: string;
  @field.string({ nullable: true }) pageContext: string | null;
  @field.integer() maxBanners: number;
  @field.integer({ nullable: true }) recommendedWidth: number | null;
  @field.integer({ nullable: true }) recommendedHeight: number | null;
  @field.string({ nullable: true }) recommendedAspectRatio: string | null;
  @field.string({ nullable: true }) fallbackPlaceholderUrl: string | null;
  @field.boolean() allowPartialRender: boolean;
}

/** One served banner: the assignment's overrides applied, ctaUrl resolved for this response. */
export class ServedBannerResponse {
  @field.uuid() publicId: string;
  @field.string() title: string;
  @field.string({ nullable: true, description: "the assignment's overrideHeadline when set" }) headline: string | null;
  @field.string({ nullable: true, description: "the assignment's overrideSubheadline when set" }) subheadline: string | null;
  @field.string({ description: 'the primary image' }) imageUrl: string;
  @field.string({ nullable: true }) mobileImageUrl: string | null;
  @field.string({ nullable: true }) imageAlt: string | null;
  @field.string({ nullable: true }) videoUrl: string | null;
  @field.schema({ type: 'object', additionalProperties: { type: 'string' }, description: 'variant name to URL' }) mediaVariants: Record<string, string>;
  @field.string({ nullable: true, description: "the assignment's overrideCtaLabel when set" }) ctaLabel: string | null;
  @field.string({
    nullable: true,
    description:
      "overrideCtaUrl, else {FRONTEND_BASE_URL}/products|categories|brands/{current slug} of a live typed target, else the stored ctaUrl; with the banner's UTM parameters appended",
  })
  ctaUrl: string | null;
  @field.boolean() ctaOpenNewTab: boolean;
  @field.string({ nullable: true }) bgColor: string | null;
  @field.uuid() campaignPublicId: string;
  @field.integer() displayOrder: number;
  @field.boolean() isFallback: boolean;
  @field.integer({ nullable: true }) transitionDurationMs: number | null;
}

export class ServeResponse {
  @field.object(() => ServedPlacementResponse) placement: ServedPlacementResponse;
  @field.array(() => ServedBannerResponse) banners: ServedBannerResponse[];
  @field.dateTime({ description: 'the time of this response (never cached)' }) servedAt: string;
}
