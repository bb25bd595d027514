import { catalogJoin } from '../catalog/index.js';
import { productJoin } from '../products/index.js';

/*
 * The admin reads of the banners plugin: one SELECT per resource, with the public ids of what it links to.
 * Columns are read by property name; mappers.ts turns a row into its response.
 */

export const BANNER_SELECT = `
  SELECT b.id, b.public_id AS "publicId", b.title, b.description, b.source, b.is_active AS "isActive",
         b.primary_image_url AS "primaryImageUrl", b.primary_image_alt AS "primaryImageAlt", b.mobile_image_url AS "mobileImageUrl",
         b.video_url AS "videoUrl", b.media_variants AS "mediaVariants", b.headline, b.subheadline, b.cta_label AS "ctaLabel",
         b.cta_url AS "ctaUrl", b.cta_open_new_tab AS "ctaOpenNewTab", b.target_kind AS "targetKind",
         tp.public_id AS "targetProductPublicId", tc.public_id AS "targetCategoryPublicId", tb.public_id AS "targetBrandPublicId",
         b.utm_source AS "utmSource", b.utm_medium AS "utmMedium", b.utm_campaign AS "utmCampaign", b.utm_content AS "utmContent",
         b.bg_color AS "bgColor", b.priority, b.publish_at AS "publishAt", b.expires_at AS "expiresAt",
         b.schedule_timezone AS "scheduleTimezone", b.recurrence_rule AS "recurrenceRule",
         b.recurrence_window_start::text AS "recurrenceWindowStart", b.recurrence_window_end::text AS "recurrenceWindowEnd",
         b.schedule_status AS "scheduleStatus", b.is_evergreen_fallback AS "isEvergreenFallback",
         b.fallback_placeholder_url AS "fallbackPlaceholderUrl", b.seo_id AS "seoId", b.created_by AS "createdBy",
         b.created_at AS "createdAt", b.updated_at AS "updatedAt", b.deleted_at AS "deletedAt"
    FROM banners b
    ${productJoin('tp', 'b.target_product_id', 'LEFT JOIN')}
    ${catalogJoin('category', 'tc', 'b.target_category_id', 'LEFT JOIN')}
    ${catalogJoin('brand', 'tb', 'b.target_brand_id', 'LEFT JOIN')}`;

export const PLACEMENT_SELECT = `
  SELECT p.id, p.public_id AS "publicId", p.slug, p.label, p.layout_type AS "layoutType", p.page_context AS "pageContext",
         p.max_banners AS "maxBanners", p.recommended_width AS "recommendedWidth", p.recommended_height AS "recommendedHeight",
         p.recommended_aspect_ratio AS "recommendedAspectRatio", p.notes, p.is_active AS "isActive", p.sort_order AS "sortOrder",
         p.fallback_placeholder_url AS "fallbackPlaceholderUrl", p.allow_partial_render AS "allowPartialRender",
         p.created_at AS "createdAt", p.updated_at AS "updatedAt"
    FROM placements p`;

export const CAMPAIGN_SELECT = `
  SELECT c.id, c.public_id AS "publicId", c.name, c.description, c.source, c.status, c.starts_at AS "startsAt", c.ends_at AS "endsAt",
         c.budget_total_paisa AS "budgetTotalPaisa", c.budget_daily_paisa AS "budgetDailyPaisa",
         c.impression_cap AS "impressionCap", c.click_cap AS "clickCap", c.advertiser_name AS "advertiserName",
         c.advertiser_contact AS "advertiserContact", c.contract_ref AS "contractRef", c.priority, c.created_by AS "createdBy",
         c.created_at AS "createdAt", c.updated_at AS "updatedAt", c.deleted_at AS "deletedAt"
    FROM campaigns c`;

export const CAMPAIGN_PLACEMENT_SELECT = `
  SELECT cp.id, c.public_id AS "campaignPublicId", p.public_id AS "placementPublicId", p.slug AS "placementSlug",
         p.label AS "placementLabel", cp.is_active AS "isActive", cp.created_at AS "createdAt", cp.updated_at AS "updatedAt"
    FROM campaign_placements cp
    JOIN campaigns c ON c.id = cp.campaign_id
    JOIN placements p ON p.id = cp.placement_id`;

export const ASSIGNMENT_SELECT = `
  SELECT a.id, c.public_id AS "campaignPublicId", p.public_id AS "placementPublicId", b.public_id AS "bannerPublicId",
         b.title AS "bannerTitle", a.display_order AS "displayOrder", a.weight, a.is_fallback AS "isFallback",
         a.fallback_priority AS "fallbackPriority", a.is_active AS "isActive", a.override_cta_label AS "overrideCtaLabel",
         a.override_cta_url AS "overrideCtaUrl", a.override_headline AS "overrideHeadline",
         a.override_subheadline AS "overrideSubheadline", a.transition_duration_ms AS "transitionDurationMs",
         a.created_at AS "createdAt", a.updated_at AS "updatedAt"
    FROM banner_assignments a
    JOIN campaigns c ON c.id = a.campaign_id
    JOIN placements p ON p.id = a.placement_id
    JOIN banners b ON b.id = a.banner_id`;

export const RULE_SELECT = `
  SELECT r.id, r.public_id AS "publicId", c.public_id AS "campaignPublicId", r.rule_type AS "ruleType", r.operator, r.value,
         r.is_active AS "isActive", r.created_at AS "createdAt", r.updated_at AS "updatedAt"
    FROM targeting_rules r
    JOIN campaigns c ON c.id = r.campaign_id`;
