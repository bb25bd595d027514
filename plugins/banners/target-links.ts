import { sqlRows } from '../../core/db/sql.js';
import { slugJoin } from '../../core/db/slugs/slug-registry.js';
import { catalogJoin } from '../catalog/index.js';
import { productJoin } from '../products/index.js';
import { chooseCtaUrl, targetPagePath, withUtm, type TargetKind } from './serving/cta-url.js';

/** A banner's typed target as served: its kind and current slug (live targets only). */
export interface BannerTarget {
  kind: TargetKind;
  slug: string;
}

/**
 * The current slug of each banner's typed target, by banner internal id; a banner whose target is soft
 * deleted, deleted for good or untyped is absent (its stored ctaUrl is used). One statement for any count.
 */
export async function bannerTargetSlugs(bannerIds: string[]): Promise<Map<string, BannerTarget>> {
  if (!bannerIds.length) return new Map();
  const rows = await sqlRows<{ id: string; kind: BannerTarget['kind']; slug: string }>(
    `SELECT b.id, b.target_kind AS kind, s.slug
       FROM banners b
       ${productJoin('p', `b.target_product_id AND b.target_kind = 'product' AND p.deleted_at IS NULL`, 'LEFT JOIN')}
       ${catalogJoin('category', 'c', `b.target_category_id AND b.target_kind = 'category' AND c.deleted_at IS NULL`, 'LEFT JOIN')}
       ${catalogJoin('brand', 'r', `b.target_brand_id AND b.target_kind = 'brand' AND r.deleted_at IS NULL`, 'LEFT JOIN')}
       ${slugJoin('s', 'b.target_kind', 's.is_current AND s.entity_id = COALESCE(p.id, c.id, r.id)')}
      WHERE b.id = ANY($1::bigint[])`,
    [bannerIds],
  );
  return new Map(rows.map((r) => [String(r.id), { kind: r.kind, slug: r.slug }]));
}

/** The path of a typed target on the storefront: /products/{slug}, /categories/{slug}, /brands/{slug}. */
export function targetPath(target: BannerTarget): string {
  return targetPagePath(target.kind, target.slug);
}

/** The call-to-action link of a served banner (serving's chooseCtaUrl, without UTM). */
export function resolveCtaUrl(
  banner: { ctaUrl: string | null },
  target: BannerTarget | undefined,
  opts: { overrideCtaUrl?: string | null; frontendBaseUrl?: string | null } = {},
): string | null {
  return chooseCtaUrl(opts.overrideCtaUrl, target, banner.ctaUrl, opts.frontendBaseUrl);
}

/** Appends the banner's UTM parameters (those set and not already in the link) before any #fragment. */
export function appendUtm(
  url: string | null,
  utm: { utmSource?: string | null; utmMedium?: string | null; utmCampaign?: string | null; utmContent?: string | null },
): string | null {
  if (!url) return url;
  return withUtm(url, { utm_source: utm.utmSource, utm_medium: utm.utmMedium, utm_campaign: utm.utmCampaign, utm_content: utm.utmContent });
}
