import type { PriceResult, PricedLine } from '../cart/index.js';

export type ReadinessReason = 'empty' | 'cart_locked' | 'items_unavailable' | 'insufficient_stock' | 'address_not_serviceable';

export interface Shortfall {
  productId: string;
  variantId: string;
  requested: number;
  available: number;
}

/** The three detail fields CHECKOUT_CART_NOT_READY, CHECKOUT_PRODUCT_UNAVAILABLE and CHECKOUT_INSUFFICIENT_STOCK all carry. */
export interface NotReadyDetails {
  blockingReasons: ReadinessReason[];
  unavailableVariantIds: string[];
  shortfalls: Shortfall[];
}

const short = (l: PricedLine) => l.purchasable && l.isTracked && !l.preOrder && l.available !== null && l.available < l.quantity;

/** Why a priced basket cannot be checked out, with the variants concerned; `cartLocked` adds cart_locked. */
export function readinessOf(price: Pick<PriceResult, 'blockingReasons' | 'lines'>, cartLocked: boolean): NotReadyDetails {
  const blockingReasons: ReadinessReason[] = [...price.blockingReasons];
  if (cartLocked) blockingReasons.splice(blockingReasons[0] === 'empty' ? 1 : 0, 0, 'cart_locked');
  return {
    blockingReasons,
    unavailableVariantIds: price.lines.filter((l) => !l.purchasable).map((l) => l.variantId),
    shortfalls: price.lines
      .filter(short)
      .map((l) => ({ productId: l.productId, variantId: l.variantId, requested: l.quantity, available: Math.max(0, l.available ?? 0) })),
  };
}
