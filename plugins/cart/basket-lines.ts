import { validate as isUuid } from 'uuid';
import { thumbnailUrl } from '../../core/storage/thumbnail-url.js';
import { pricing, ProductErrors, type DealBlock } from '../products/index.js';
import { times } from './basket-money.js';

export interface BasketLineInput {
  variantId: string;
  quantity: number;
}

/** A basket line priced live (deals applied); `discountAmount` is its share of a coupon's discount. */
export interface PricedLine {
  variantId: string;
  productId: string;
  name: string;
  variantName: string | null;
  sku: string | null;
  thumbnail: string | null;
  unitPrice: number;
  mrp: number;
  deal: DealBlock | null;
  quantity: number;
  lineTotal: number;
  discountAmount: number;
  available: number | null;
  purchasable: boolean;
  isTracked: boolean;
  /** the product sells beyond its stock (pre-order): never short of stock */
  preOrder: boolean;
}

/** Same variant twice: one line with the quantities added, at the first one's place. */
export function mergeLines(lines: readonly BasketLineInput[]): BasketLineInput[] {
  const byVariant = new Map<string, BasketLineInput>();
  for (const l of lines) {
    if (!Number.isSafeInteger(l.quantity) || l.quantity < 1) throw new RangeError(`Not a quantity: ${l.quantity}`);
    if (typeof l.variantId !== 'string' || !isUuid(l.variantId)) throw ProductErrors.PRODUCT_VARIANT_NOT_FOUND();
    const id = l.variantId.toLowerCase();
    const seen = byVariant.get(id);
    byVariant.set(id, { variantId: id, quantity: (seen?.quantity ?? 0) + l.quantity });
  }
  return [...byVariant.values()];
}

/**
 * Prices lines from the live catalog in one read, pricing.forBasket: names, stock and purchasability (products.lookup)
 * and the deal in force (pricing.forVariants). A variant the catalog no longer prices (deleted, or of a deleted product) keeps its
 * selling price for display and is not purchasable. An unknown variant: 404 PRODUCT_VARIANT_NOT_FOUND.
 */
export async function priceLines(input: readonly BasketLineInput[]): Promise<PricedLine[]> {
  const lines = mergeLines(input);
  if (!lines.length) return [];
  const ids = lines.map((l) => l.variantId);
  const { infos, prices } = await pricing.forBasket(ids);
  const priceOf = new Map(prices.map((p) => [p.variantId, p]));
  return Promise.all(
    lines.map(async (l) => {
      const info = infos.get(l.variantId);
      if (!info) throw ProductErrors.PRODUCT_VARIANT_NOT_FOUND();
      const live = priceOf.get(l.variantId);
      const unitPrice = live?.effectivePrice ?? info.sellingPrice;
      return {
        variantId: info.variantId,
        productId: info.productId,
        name: info.productName,
        variantName: info.variantName,
        sku: info.sku,
        thumbnail: await thumbnailUrl(info.thumbnailKey),
        unitPrice,
        mrp: info.mrp,
        deal: live?.deal ?? null,
        quantity: l.quantity,
        lineTotal: times(unitPrice, l.quantity),
        discountAmount: 0,
        available: info.available,
        purchasable: info.purchasable && live !== undefined,
        isTracked: info.isTracked,
        preOrder: info.stockStatus === 'pre_order',
      };
    }),
  );
}

/** A purchasable tracked line asking for more than is available (pre-order lines never are). */
export const shortOfStock = (l: PricedLine): boolean => l.purchasable && l.isTracked && !l.preOrder && l.available !== null && l.available < l.quantity;
