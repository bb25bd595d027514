import { toMinorUnits } from '../../../core/db/money.js';
import { fileUrl } from '../../../core/storage/file-url.js';
import { platform } from '../../../core/platform.js';
import { logger } from '../../../core/log/logger.js';
import { dealsCovering, type LiveDeals } from '../deals/deal-book.js';
import { applyDeals, discountPercentOf } from '../deals/deal-math.js';
import { CURRENCY } from '../deals/pricing.js';
import type { ProductStatus, StockStatus } from '../entities/product.entity.js';

export const SALE_STATUSES = ['available', 'pre_order', 'sold_out', 'not_for_sale'] as const;
export type SaleStatus = (typeof SALE_STATUSES)[number];

/** A stored file before it is turned into a URL (cached reads keep the key; URLs are signed per response). */
export interface StoredFile {
  key: string;
  alt: string | null;
}

export interface ProductInventory {
  stockStatus: StockStatus;
  isLowStock: boolean;
  isOutOfStock: boolean;
  isTracked: boolean;
  available: number | null;
}

/** The card row of listing.ts's cardSelect (and of the detail's). */
export interface CardRow {
  id: string;
  publicId: string;
  name: string;
  slug: string;
  status: ProductStatus;
  stockStatus: StockStatus;
  mrp: string | null;
  sellingPrice: string | null;
  maxSellingPrice: string | null;
  variantCount: number;
  discountPercentage: number;
  categoryId: string;
  brandId: string | null;
  thumbnailKey: string | null;
  thumbnailAlt: string | null;
  /** visible brand with its current slug (null otherwise) */
  brand: { publicId: string; name: string; slug: string | null } | null;
  /** over the live active variants; tracked null when there is none */
  inventory: { tracked: boolean | null; available: number | null; threshold: number | null };
  productDealIds: string[];
}

/**
 * Product-level stock over its live active variants: tracked when every one is; available is the sum of
 * what each has (a negative after a correction counts as 0); low stock against the largest threshold.
 */
export function inventoryOf(stockStatus: StockStatus, stock: CardRow['inventory']): ProductInventory {
  const isTracked = stock.tracked === true;
  const available = isTracked ? Number(stock.available ?? 0) : null;
  return {
    stockStatus,
    isLowStock: isTracked && available! > 0 && available! <= (stock.threshold ?? 0),
    isOutOfStock: isTracked && available! <= 0 && stockStatus !== 'pre_order',
    isTracked,
    available,
  };
}

/** What a customer can do: buy now, pre-order, nothing (sold out), or nothing at all (no price, not on sale). */
export function saleStatusOf(status: ProductStatus, variantCount: number, inventory: ProductInventory): SaleStatus {
  if (variantCount < 1 || (status !== 'published' && status !== 'unlisted')) return 'not_for_sale';
  if (inventory.stockStatus === 'pre_order') return 'pre_order';
  if (inventory.stockStatus === 'out_of_stock' || inventory.isOutOfStock) return 'sold_out';
  return 'available';
}

export function statusBlock(status: ProductStatus, variantCount: number, inventory: ProductInventory) {
  const saleStatus = saleStatusOf(status, variantCount, inventory);
  return { lifecycle: status, saleStatus, stockStatus: inventory.stockStatus, purchasable: saleStatus === 'available' || saleStatus === 'pre_order' };
}

/** The card's pricing: the rollup, the catalogue markdown and the live deal applied now (never stored). */
export function pricingBlock(r: CardRow, live: LiveDeals) {
  if (r.sellingPrice === null || r.mrp === null) return null;
  const mrp = toMinorUnits(r.mrp);
  const sellingPrice = toMinorUnits(r.sellingPrice);
  const maxSellingPrice = toMinorUnits(r.maxSellingPrice ?? r.sellingPrice);
  const discount = mrp - sellingPrice;
  const { effectivePrice, deal } = applyDeals(dealsCovering(r, live), sellingPrice, maxSellingPrice);
  return {
    mrp,
    sellingPrice,
    maxSellingPrice,
    isPriceRange: maxSellingPrice > sellingPrice,
    variantCount: r.variantCount,
    discount,
    discountPercentage: discountPercentOf(mrp, sellingPrice),
    currency: CURRENCY,
    effectivePrice,
    deal,
  };
}

export function cardOf(r: CardRow, live: LiveDeals) {
  const inventory = inventoryOf(r.stockStatus, r.inventory);
  return {
    id: r.publicId,
    name: r.name,
    slug: r.slug,
    pricing: pricingBlock(r, live),
    brand: r.brand?.slug ? { publicId: r.brand.publicId, name: r.brand.name, slug: r.brand.slug } : null,
    thumbnail: r.thumbnailKey ? ({ key: r.thumbnailKey, alt: r.thumbnailAlt } as StoredFile | null) : null,
    status: statusBlock(r.status, r.variantCount, inventory),
    inventory,
  };
}

export type CachedCard = ReturnType<typeof cardOf>;

/** `{ url, alt, expiresAt }` through the storage service: signed for a private key (expiresAt epoch ms), permanent for a public one. */
export async function fileView(file: StoredFile | null) {
  if (!file) return null;
  try {
    const { url, expiresAt } = await fileUrl(platform().storage, file.key);
    return { url, alt: file.alt, expiresAt };
  } catch (e) {
    // a stored key the store refuses shows no image rather than failing the whole page
    logger().warn({ err: e, key: file.key }, 'product image key has no URL');
    return null;
  }
}

export async function withThumbnail<C extends { thumbnail: StoredFile | null }>(card: C) {
  return { ...card, thumbnail: await fileView(card.thumbnail) };
}
