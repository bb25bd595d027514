import { CART_LIMITS } from './limits.js';
import { shortOfStock, type BasketLineInput, type PricedLine } from './basket-lines.js';
import { priceItems } from './basket-pricing.js';
import { cartStore, isLocked, type CartLineRow, type CartRow } from './cart-store.js';

export type CartWarningCode = 'ITEM_UNAVAILABLE' | 'PRICE_CHANGED' | 'STOCK_LOW';

export interface CartWarning {
  code: CartWarningCode;
  variantId: string;
  message: string;
}

/** What a cart item shows of its priced line. */
type ShownLineField =
  | 'variantId'
  | 'productId'
  | 'name'
  | 'variantName'
  | 'sku'
  | 'thumbnail'
  | 'unitPrice'
  | 'mrp'
  | 'deal'
  | 'quantity'
  | 'lineTotal'
  | 'available'
  | 'purchasable';

export type CartItemView = { id: string } & Pick<PricedLine, ShownLineField>;

export interface CartView {
  id: string;
  version: number;
  items: CartItemView[];
  pricing: { currency: 'NPR'; subtotal: number; discountAmount: number; grandTotal: number };
  locked: boolean;
  warnings: CartWarning[];
}

export interface PricedCart {
  lines: PricedLine[];
  pricing: CartView['pricing'];
}

/**
 * The cart's pricing block, from the one pricing service: the lines live (deals in each unitPrice), subtotal over the
 * purchasable ones. The cart has no coupon and no shipping, so discountAmount (the coupon's) is 0 and grandTotal is
 * the subtotal (docs/decisions.md).
 */
export async function priceCart(lines: BasketLineInput[]): Promise<PricedCart> {
  const { lines: priced, subtotal } = await priceItems(lines);
  return { lines: priced, pricing: { currency: 'NPR', subtotal, discountAmount: 0, grandTotal: subtotal } };
}

function warningsOf(line: PricedLine, seenUnitPrice: number): CartWarning[] {
  const at = (code: CartWarningCode, message: string): CartWarning => ({ code, variantId: line.variantId, message });
  if (!line.purchasable) return [at('ITEM_UNAVAILABLE', `${line.name} cannot be bought now; remove it to check out`)];
  const out: CartWarning[] = [];
  if (line.unitPrice !== seenUnitPrice) out.push(at('PRICE_CHANGED', `The price of ${line.name} changed from ${seenUnitPrice} to ${line.unitPrice}`));
  if (line.isTracked && !line.preOrder && line.available !== null && (shortOfStock(line) || line.available <= CART_LIMITS.stockLowThreshold)) {
    out.push(
      at('STOCK_LOW', shortOfStock(line) ? `Only ${line.available} of ${line.name} left; lower the quantity` : `Only ${line.available} of ${line.name} left`),
    );
  }
  return out;
}

/** The cart as GET /api/mobile/cart answers: lines priced live, warnings, the lock. */
export async function cartView(cart: CartRow, storedLines?: CartLineRow[]): Promise<CartView> {
  const stored = storedLines ?? (await cartStore.lines(cart.id));
  return pricedCartView(cart, stored, await priceCart(stored));
}

/** The same from lines priced already (a write that priced them to decide). */
export function pricedCartView(cart: CartRow, stored: CartLineRow[], { lines, pricing }: PricedCart): CartView {
  const byVariant = new Map(lines.map((l) => [l.variantId, l]));
  const items: CartItemView[] = [];
  const warnings: CartWarning[] = [];
  for (const s of stored) {
    const l = byVariant.get(s.variantId)!;
    items.push({
      id: s.publicId,
      variantId: l.variantId,
      productId: l.productId,
      name: l.name,
      variantName: l.variantName,
      sku: l.sku,
      thumbnail: l.thumbnail,
      unitPrice: l.unitPrice,
      mrp: l.mrp,
      deal: l.deal,
      quantity: l.quantity,
      lineTotal: l.lineTotal,
      available: l.available,
      purchasable: l.purchasable,
    });
    warnings.push(...warningsOf(l, s.seenUnitPrice));
  }
  return { id: cart.publicId, version: cart.version, items, pricing, locked: isLocked(cart), warnings };
}
