/** The call-to-action fields of a served banner, as cached (before resolution). */
export interface CtaSource {
  ctaUrl: string | null;
  overrideCtaUrl: string | null;
  targetKind: string | null;
  /** internal id of the typed target (never sent) */
  targetId: string | null;
  utm: Partial<Record<'utm_source' | 'utm_medium' | 'utm_campaign' | 'utm_content', string | null>>;
}

export type TargetKind = 'product' | 'category' | 'brand';
export const TARGET_KINDS: readonly TargetKind[] = ['product', 'category', 'brand'];
const SEGMENT: Record<TargetKind, string> = { product: 'products', category: 'categories', brand: 'brands' };

export const isTargetKind = (k: string | null): k is TargetKind => k !== null && (TARGET_KINDS as readonly string[]).includes(k);

/** Appends the UTM parameters the URL does not carry yet (before any #fragment); works on relative paths too. */
export function withUtm(url: string, utm: CtaSource['utm']): string {
  const hashAt = url.indexOf('#');
  const [head, hash] = hashAt < 0 ? [url, ''] : [url.slice(0, hashAt), url.slice(hashAt)];
  const queryAt = head.indexOf('?');
  const present = new URLSearchParams(queryAt < 0 ? '' : head.slice(queryAt + 1));
  const add = new URLSearchParams();
  for (const [name, value] of Object.entries(utm)) if (value && !present.has(name)) add.append(name, value);
  const extra = add.toString();
  if (!extra) return url;
  const joiner = queryAt < 0 ? '?' : head.endsWith('?') || head.endsWith('&') ? '' : '&';
  return `${head}${joiner}${extra}${hash}`;
}

/** The storefront path of a typed target: /products/{slug}, /categories/{slug}, /brands/{slug}. */
export const targetPagePath = (kind: TargetKind, slug: string): string => `/${SEGMENT[kind]}/${encodeURIComponent(slug)}`;

/**
 * The call-to-action link before UTM: an assignment's override wins; else a live typed target's page from
 * its current slug (`{frontendBaseUrl}/products/{slug}`, relative without a base); else the stored ctaUrl
 * (also when the target is gone or deleted).
 */
export function chooseCtaUrl(
  override: string | null | undefined,
  target: { kind: TargetKind; slug: string } | null | undefined,
  stored: string | null,
  frontendBaseUrl: string | null | undefined,
): string | null {
  if (override) return override;
  if (target) return `${(frontendBaseUrl ?? '').replace(/\/+$/, '')}${targetPagePath(target.kind, target.slug)}`;
  return stored;
}

/** The served ctaUrl: chooseCtaUrl from the cached banner and its target's current slug, UTM appended. */
export function resolveCtaUrl(src: CtaSource, slug: string | null, frontendBaseUrl: string | undefined): string | null {
  const target = isTargetKind(src.targetKind) && slug ? { kind: src.targetKind, slug } : null;
  const url = chooseCtaUrl(src.overrideCtaUrl, target, src.ctaUrl, frontendBaseUrl);
  return url ? withUtm(url, src.utm) : null;
}
