import { getDataSource } from '../../../core/db/transaction.js';
import type { CtaSource } from './cta-url.js';
import type { ServedPlacement } from './placement-directory.js';
import type { TargetingContext } from './request-context.js';
import { scheduleAllows, type BannerSchedule } from './schedule-filter.js';
import { pickBanners, type Candidate } from './selection.js';
import { campaignTargets, type TargetingRuleRow } from './targeting.js';

/** What a served banner shows of the banner (headline, subheadline and ctaLabel: the assignment's override if any). */
interface BannerContent {
  title: string;
  headline: string | null;
  subheadline: string | null;
  imageUrl: string;
  mobileImageUrl: string | null;
  imageAlt: string | null;
  videoUrl: string | null;
  mediaVariants: Record<string, string>;
  ctaLabel: string | null;
  ctaOpenNewTab: boolean;
  bgColor: string | null;
}

/** A served banner as cached: the response fields but ctaUrl, and what resolves ctaUrl per response. */
export interface CachedBanner extends BannerContent {
  publicId: string;
  campaignPublicId: string;
  displayOrder: number;
  isFallback: boolean;
  transitionDurationMs: number | null;
  cta: CtaSource;
}

// step 1: campaigns linked (active link) to the placement, active, not deleted, inside their time window
const CAMPAIGNS = `
  SELECT c.id::text AS id, c.public_id AS "publicId", c.priority
  FROM campaign_placements cp JOIN campaigns c ON c.id = cp.campaign_id
  WHERE cp.placement_id = $1 AND cp.is_active AND c.status = 'active' AND c.deleted_at IS NULL
    AND (c.starts_at IS NULL OR c.starts_at <= $2) AND (c.ends_at IS NULL OR c.ends_at > $2)`;

const RULES = `
  SELECT campaign_id::text AS "campaignId", rule_type AS "ruleType", operator, value
  FROM targeting_rules WHERE campaign_id = ANY($1::bigint[]) AND is_active`;

// step 3: active assignments of active, live banners of those campaigns (the schedule filter runs in code)
const ASSIGNMENTS = `
  SELECT a.id::text AS "assignmentId", a.campaign_id::text AS "campaignId", a.display_order AS "displayOrder", a.weight,
         a.is_fallback AS "isFallback", a.fallback_priority AS "fallbackPriority", a.transition_duration_ms AS "transitionDurationMs",
         a.override_cta_label AS "overrideCtaLabel", a.override_cta_url AS "overrideCtaUrl",
         a.override_headline AS "overrideHeadline", a.override_subheadline AS "overrideSubheadline",
         b.public_id AS "bannerPublicId", b.priority AS "bannerPriority", b.title, b.headline, b.subheadline,
         b.primary_image_url AS "imageUrl", b.mobile_image_url AS "mobileImageUrl", b.primary_image_alt AS "imageAlt",
         b.video_url AS "videoUrl", b.media_variants AS "mediaVariants", b.cta_label AS "ctaLabel", b.cta_url AS "ctaUrl",
         b.cta_open_new_tab AS "ctaOpenNewTab", b.bg_color AS "bgColor", b.target_kind AS "targetKind",
         coalesce(b.target_product_id, b.target_category_id, b.target_brand_id)::text AS "targetId",
         b.utm_source, b.utm_medium, b.utm_campaign, b.utm_content,
         b.schedule_status AS "scheduleStatus", b.publish_at AS "publishAt", b.expires_at AS "expiresAt",
         b.schedule_timezone AS "scheduleTimezone", b.recurrence_window_start::text AS "recurrenceWindowStart",
         b.recurrence_window_end::text AS "recurrenceWindowEnd"
  FROM banner_assignments a JOIN banners b ON b.id = a.banner_id
  WHERE a.placement_id = $1 AND a.campaign_id = ANY($2::bigint[]) AND a.is_active
    AND b.is_active AND b.deleted_at IS NULL AND b.schedule_status <> 'expired'`;

type AssignmentRow = Candidate &
  BannerSchedule &
  BannerContent & {
    campaignId: string;
    transitionDurationMs: number | null;
    overrideCtaLabel: string | null;
    overrideCtaUrl: string | null;
    overrideHeadline: string | null;
    overrideSubheadline: string | null;
    ctaUrl: string | null;
    targetKind: string | null;
    targetId: string | null;
    utm_source: string | null;
    utm_medium: string | null;
    utm_campaign: string | null;
    utm_content: string | null;
  };

function served(a: AssignmentRow, campaignPublicId: string): CachedBanner {
  return {
    publicId: a.bannerPublicId,
    title: a.title,
    headline: a.overrideHeadline ?? a.headline,
    subheadline: a.overrideSubheadline ?? a.subheadline,
    imageUrl: a.imageUrl,
    mobileImageUrl: a.mobileImageUrl,
    imageAlt: a.imageAlt,
    videoUrl: a.videoUrl,
    mediaVariants: a.mediaVariants ?? {},
    ctaLabel: a.overrideCtaLabel ?? a.ctaLabel,
    ctaOpenNewTab: a.ctaOpenNewTab,
    bgColor: a.bgColor,
    campaignPublicId,
    displayOrder: a.displayOrder,
    isFallback: a.isFallback,
    transitionDurationMs: a.transitionDurationMs,
    cta: {
      ctaUrl: a.ctaUrl,
      overrideCtaUrl: a.overrideCtaUrl,
      targetKind: a.targetKind,
      targetId: a.targetId,
      utm: { utm_source: a.utm_source, utm_medium: a.utm_medium, utm_campaign: a.utm_campaign, utm_content: a.utm_content },
    },
  };
}

/** Steps 1-5 of the serving algorithm for one placement and request context (what the serve cache holds). */
export async function loadServedBanners(placement: ServedPlacement, ctx: TargetingContext, now: Date): Promise<CachedBanner[]> {
  const m = getDataSource().manager;
  const campaigns: Array<{ id: string; publicId: string; priority: number }> = await m.query(CAMPAIGNS, [placement.id, now]);
  if (campaigns.length === 0) return [];
  const rules: Array<TargetingRuleRow & { campaignId: string }> = await m.query(RULES, [campaigns.map((c) => c.id)]);
  const passing = campaigns.filter((c) =>
    campaignTargets(
      rules.filter((r) => r.campaignId === c.id),
      ctx,
    ),
  );
  if (passing.length === 0) return [];
  const byId = new Map(passing.map((c) => [c.id, c]));
  const rows: AssignmentRow[] = await m.query(ASSIGNMENTS, [placement.id, passing.map((c) => c.id)]);
  const eligible = rows.filter((a) => scheduleAllows(a, now)).map((a) => ({ ...a, campaignPriority: byId.get(a.campaignId)!.priority }));
  return pickBanners(eligible, placement).map((a) => served(a, byId.get(a.campaignId)!.publicId));
}
