import { toMinorUnits } from '../../core/db/money.js';
import type { ProductRow, TagRef, VariantRow } from './product-queries.js';

const money = (v: string): number => toMinorUnits(v);
const moneyOrNull = (v: string | null): number | null => (v === null ? null : toMinorUnits(v));
/** a brand or series link: null when the product has none */
const ref = (publicId: string | null, name: string | null, slug: string | null) => (publicId !== null && name !== null ? { publicId, name, slug } : null);

/** A live or deleted variant as the admin routes show it. */
export function toAdminVariant(v: VariantRow) {
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
    deletedAt: v.deletedAt,
  };
}

/** A product row of the admin list (no media lists, specifications, variants or tags). */
export function toAdminProductSummary(p: ProductRow) {
  return {
    publicId: p.publicId,
    name: p.name,
    slug: p.slug,
    sku: p.sku,
    status: p.status,
    stockStatus: p.stockStatus,
    category: { publicId: p.categoryPublicId, name: p.categoryName, slug: p.categorySlug },
    brand: ref(p.brandPublicId, p.brandName, p.brandSlug),
    brandSeries: ref(p.seriesPublicId, p.seriesName, p.seriesSlug),
    featured: p.featured,
    trending: p.trending,
    bestSeller: p.bestSeller,
    newArrival: p.newArrival,
    thumbnailKey: p.thumbnailKey,
    thumbnailAlt: p.thumbnailAlt,
    pricing: {
      mrp: moneyOrNull(p.minMrp),
      sellingPrice: moneyOrNull(p.minSellingPrice),
      maxSellingPrice: moneyOrNull(p.maxSellingPrice),
      variantCount: p.liveVariantCount,
      discountPercentage: p.discountPercentage,
    },
    version: p.version,
    createdAt: p.createdAt,
    updatedAt: p.updatedAt,
    deletedAt: p.deletedAt,
  };
}

/** The admin detail: the summary plus descriptions, media, specifications, options, SEO link, tags and variants. */
export function toAdminProduct(p: ProductRow, variants: VariantRow[], tags: TagRef[]) {
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
