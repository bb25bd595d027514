import type { SeoView } from './seo-context.js';
import type { SeoRecord } from './entities/seo-record.entity.js';

/** What other plugins and the storefront read. */
export function toSeoView(r: SeoRecord): SeoView {
  return {
    id: r.publicId,
    title: r.title,
    description: r.description,
    canonicalUrl: r.canonicalUrl,
    robots: r.robots,
    ogImageUrl: r.ogImageUrl,
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
  };
}

/** The admin shape: the view plus deletedAt. */
export function toSeoAdmin(r: SeoRecord) {
  return { ...toSeoView(r), deletedAt: r.deletedAt };
}
