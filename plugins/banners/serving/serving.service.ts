import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { clock } from '../../../core/clock/clock.js';
import { logger } from '../../../core/log/logger.js';
import { platform } from '../../../core/platform.js';
import { BannerErrors } from '../errors.js';
import { isTargetKind, resolveCtaUrl } from './cta-url.js';
import { placementDirectory, type ServedPlacement } from './placement-directory.js';
import { contextKey, targetingContextOf } from './request-context.js';
import { loadServedBanners, type CachedBanner } from './serve-loader.js';
import { currentTargetSlug } from './target-slugs.js';
import { targetedFields } from './targeted-fields.js';

/**
 * Every serve cache entry lives under this prefix: `banners:serve:<slug>:<hash of the targeted context values>`,
 * beside `banners:serve:fields:<slug>` (which context fields the placement's rules read).
 */
export const SERVE_CACHE_PREFIX = 'banners:serve:';

export interface ServingSettings {
  /** BANNER_SERVE_CACHE_TTL_SECONDS, default 60 */
  cacheTtlSeconds: number;
  /** FRONTEND_BASE_URL; unset: typed targets link by a relative path */
  frontendBaseUrl?: string;
}

export type ServedBanner = Omit<CachedBanner, 'cta'> & { ctaUrl: string | null };
export type PublicPlacement = Omit<ServedPlacement, 'id'>;

export interface ServeResult {
  placement: PublicPlacement;
  banners: ServedBanner[];
  servedAt: string;
}

const publicPlacement = ({ id: _id, ...rest }: ServedPlacement): PublicPlacement => rest;

/**
 * GET /api/mobile/banners/serve/{slug}: the placement from the active ones (outside the cache), then the
 * banners of steps 1-5 for this request context from the serve cache (per slug and context hash), then per
 * response: ctaUrl from the target's current slug and servedAt.
 */
export class BannerServingService {
  private settings: ServingSettings = { cacheTtlSeconds: 60 };

  configure(settings: ServingSettings): void {
    this.settings = settings;
  }

  async serve(slug: string, headers: IncomingHttpHeaders, isLoggedIn: boolean): Promise<ServeResult> {
    const placement = await placementDirectory.find(slug);
    if (!placement) throw BannerErrors.PLACEMENT_NOT_FOUND();
    const now = clock.now();
    const ctx = targetingContextOf(headers, isLoggedIn, now);
    const cache = platform().cache.partition('banners.serve');
    // the fields some rule of the placement reads, cached with the entries (a rule change shows within the lifetime)
    const fields = await cache.wrap(`${SERVE_CACHE_PREFIX}fields:${slug}`, this.settings.cacheTtlSeconds, () => targetedFields(placement.id));
    const hash = createHash('sha1').update(contextKey(ctx, fields)).digest('base64url');
    const cached = await cache.wrap(`${SERVE_CACHE_PREFIX}${slug}:${hash}`, this.settings.cacheTtlSeconds, () => loadServedBanners(placement, ctx, now));
    const banners = await Promise.all(cached.map((b) => this.resolve(b)));
    return { placement: publicPlacement(placement), banners, servedAt: clock.now().toISOString() };
  }

  private async resolve({ cta, ...banner }: CachedBanner): Promise<ServedBanner> {
    const slug = !cta.overrideCtaUrl && isTargetKind(cta.targetKind) && cta.targetId ? await currentTargetSlug(cta.targetKind, cta.targetId) : null;
    return { ...banner, ctaUrl: resolveCtaUrl(cta, slug, this.settings.frontendBaseUrl) };
  }

  /** Drops every serve cache entry (schedule changes); a failure is logged, never thrown. */
  async invalidate(): Promise<void> {
    try {
      await platform().cache.partition('banners.serve').delByPrefix(SERVE_CACHE_PREFIX);
    } catch (e) {
      logger().warn({ err: e }, 'dropping the banner serve cache failed');
    }
  }
}

export const bannerServing = new BannerServingService();
