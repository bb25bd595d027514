import { toMinorUnits } from '../../core/db/money.js';

const money = (v: unknown): number | null => (v === null || v === undefined ? null : toMinorUnits(v));
const ref = (publicId: string | null, name: string | null, slug: string | null) => (publicId ? { publicId, name, slug } : null);

/** A live or deleted variant as the admin routes show it. */
export function toAdminVariant(v: any) {
  return {
    publicId: v.publicId,
    name: v.name,
    sku: v.sku,
    options: v.options,
    mrp: money(v.mrp),
    sellingPrice: money(v.sellingPrice),
    isDefault: v.isDefault,
    status: v.status,
    position: v.position,
    isTracked: v.isTracked,
    onHand: v.onHand,
    reserved: v.reserved,
    available: v.available,
    lowStockThreshold: v.lowStockThreshold,
    createdAt: v.createdAt,
    updatedAt: v.updatedAt,
    deletedAt: v.deletedAt ?? null,
  };
}

/** A product row of the admin list (no media lists, specifications, variants or tags). */
export function toAdminProductSummary(p: any) {
  return {
    publicId: p.publicId,
    name: p.name,
    slug: p.slug,
    sku: p.sku,
    status: p.status,
    stockStatus: p.stockStatus,
    category: ref(p.categoryPublicId, p.categoryName, p.categorySlug),
    brand: ref(p.brandPublicId, p.brandName, p.brandSlug),
    brandSeries: ref(p.seriesPublicId, p.seriesName, p.seriesSlug),
    featured: p.featured,
    trending: p.trending,
    bestSeller: p.bestSeller,
    newArrival: p.newArrival,
    thumbnailKey: p.thumbnailKey,
    thumbnailAlt: p.thumbnailAlt,
    pricing: {
      mrp: money(p.minMrp),
      sellingPrice: money(p.minSellingPrice),
      maxSellingPrice: money(p.maxSellingPrice),
      variantCount: p.liveVariantCount,
      discountPercentage: p.discountPercentage,
    },
    version: p.version,
    createdAt: p.createdAt,
    updatedAt: p.updatedAt,
    deletedAt: p.deletedAt ?? null,
  };
}

/** The admin detail: the summary plus descriptions, media, specifications, options, SEO link, tags and variants. */
export function toAdminProduct(p: any, variants: any[], tags: Array<{ publicId: string; name: string; slug: string | null }>) {
  return {
    ...toAdminProductSummary(p),
    shortDescription: p.shortDescription,
    description: p.description,
    gallery: p.gallery,
    videos: p.videos,
    attachments: p.attachments,
    specifications: p.specifications,
    options: p.options,
    seoId: p.seoId,
    tags,
    variants: variants.map(toAdminVariant),
  };
}

export type AdminProductView = ReturnType<typeof toAdminProduct>;
export type AdminProductSummary = ReturnType<typeof toAdminProductSummary>;
export type AdminVariantView = ReturnType<typeof toAdminVariant>;
