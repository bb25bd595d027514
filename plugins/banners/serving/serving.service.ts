import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { ReadyAnswer } from '../../../core/cache/ready-answer.js';
import { clock } from '../../../core/clock/clock.js';
import { logger } from '../../../core/log/logger.js';
import { platform } from '../../../core/platform.js';
import { BannerErrors } from '../errors.js';
import { isTargetKind, resolveCtaUrl } from './cta-url.js';
import { placementDirectory, type ServedPlacement } from './placement-directory.js';
import { contextKey, targetingContextOf } from './request-context.js';
import { loadServedBanners, type CachedBanner } from './serve-loader.js';
import { currentTargetSlug, peekTargetSlug } from './target-slugs.js';
import type { TargetingContext } from './request-context.js';
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

/** a cache entry's value, parsed once per fill */
const parsed = new WeakMap<ReadyAnswer, unknown>();
const parsedOf = <T>(ready: ReadyAnswer): T => {
  if (!parsed.has(ready)) parsed.set(ready, JSON.parse(ready.body.toString('utf8')));
  return parsed.get(ready) as T;
};

/** the bytes of an answer up to servedAt's value, per serve cache entry, with what they were built from */
interface Head {
  placement: ServedPlacement;
  slugs: Array<ReadyAnswer | null>;
  bytes: Buffer;
}
const heads = new WeakMap<ReadyAnswer, Head>();
const TAIL = Buffer.from('"},"errorCode":null}');

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

  /**
   * serve()'s answer (`ok(serve(...))`) without waiting, when the placement, the serve cache entries and every
   * typed target's current slug are in this process's view of the caches: the bytes before servedAt are built
   * once per serve entry (again when the placement or a slug entry was refilled), servedAt is this response's.
   * undefined otherwise: serve() then answers and fills them. No ETag: every answer has its own servedAt.
   */
  serveNow(slug: string, headers: IncomingHttpHeaders, isLoggedIn: boolean): ReadyAnswer | undefined {
    const placement = placementDirectory.peek(slug);
    if (!placement) return undefined;
    const cache = platform().cache.partition('banners.serve');
    const fieldsEntry = cache.peekReady(`${SERVE_CACHE_PREFIX}fields:${slug}`);
    if (!fieldsEntry) return undefined;
    const ctx = targetingContextOf(headers, isLoggedIn, clock.now());
    const hash = createHash('sha1')
      .update(contextKey(ctx, parsedOf<Array<keyof TargetingContext>>(fieldsEntry)))
      .digest('base64url');
    const entry = cache.peekReady(`${SERVE_CACHE_PREFIX}${slug}:${hash}`);
    if (!entry) return undefined;
    const banners = parsedOf<CachedBanner[]>(entry);
    const slugs: Array<ReadyAnswer | null> = [];
    for (const { cta } of banners) {
      if (cta.overrideCtaUrl || !isTargetKind(cta.targetKind) || !cta.targetId) slugs.push(null);
      else {
        const held = peekTargetSlug(cta.targetKind, cta.targetId);
        if (!held) return undefined;
        slugs.push(held);
      }
    }
    let head = heads.get(entry);
    if (!head || head.placement !== placement || head.slugs.some((s, i) => s !== slugs[i])) {
      const served = banners.map(({ cta, ...banner }, i) => ({
        ...banner,
        ctaUrl: resolveCtaUrl(cta, slugs[i] ? parsedOf<string | null>(slugs[i]!) : null, this.settings.frontendBaseUrl),
      }));
      const bytes = Buffer.from(
        `{"message":"OK","data":{"placement":${JSON.stringify(publicPlacement(placement))},"banners":${JSON.stringify(served)},"servedAt":"`,
      );
      heads.set(entry, (head = { placement, slugs, bytes }));
    }
    return { body: Buffer.concat([head.bytes, Buffer.from(clock.now().toISOString()), TAIL]) };
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
