import { seoService } from './seo-service-instance.js';

/** What other plugins read of an SEO record (content, blog, banners, products reference it by seoId). */
export interface SeoView {
  id: string;
  title: string | null;
  description: string | null;
  canonicalUrl: string | null;
  robots: string | null;
  ogImageUrl: string | null;
  createdAt: Date;
  updatedAt: Date;
}

/**
 * Read by other plugins; records change through the seo admin routes only. Every update, delete and
 * restore publishes the outbox topic `seo.seo-record.changed` ({ id, change }) so a plugin that caches resolved
 * seo objects can subscribe to it in its manifest `subscribers` and drop them.
 */
export interface SeoLookup {
  /** the record, or null when missing (or soft-deleted) */
  get(publicId: string): Promise<SeoView | null>;
  getMany(publicIds: string[]): Promise<Map<string, SeoView>>;
}

/** The seo plugin's public surface. */
export const seo: SeoLookup = {
  get: (publicId) => seoService.get(publicId),
  getMany: (publicIds) => seoService.getMany(publicIds),
};
