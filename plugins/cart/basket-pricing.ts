import { promotions, type CouponEvaluation } from '../promotions/index.js';
import { shipping, type FulfilmentType, type ShippingQuote } from '../shipping/index.js';
import { priceLines, shortOfStock, type BasketLineInput, type PricedLine } from './basket-lines.js';
import { basketTotals, subtotalOf, type BasketTotals } from './basket-totals.js';

export interface PriceInput {
  customerId?: string | null;
  lines: BasketLineInput[];
  couponCode?: string | null;
  fulfilmentType: FulfilmentType;
  districtId?: string | null;
}

export type BlockingReason = 'empty' | 'items_unavailable' | 'insufficient_stock' | 'address_not_serviceable';

export interface PriceResult extends BasketTotals {
  currency: 'NPR';
  coupon: CouponEvaluation | null;
  shipping: ShippingQuote;
  blockingReasons: BlockingReason[];
}

function blockingReasonsOf(lines: PricedLine[], quote: ShippingQuote): BlockingReason[] {
  const out: BlockingReason[] = [];
  if (!lines.length) out.push('empty');
  if (lines.some((l) => !l.purchasable)) out.push('items_unavailable');
  if (lines.some(shortOfStock)) out.push('insufficient_stock');
  if (!quote.serviceable) out.push('address_not_serviceable');
  return out;
}

/**
 * Prices a basket the one way the cart, the checkout quote, the checkout and POS all use: lines live
 * (deals applied; the same variant twice is one line), shipping for the fulfilment, the coupon over the
 * purchasable lines, and why the basket cannot be checked out. Pure reads. Amounts are exact integers;
 * one past 2^53 - 1 is refused (409 CART_AMOUNT_TOO_LARGE).
 */
export async function price(input: PriceInput): Promise<PriceResult> {
  const { lines: priced, subtotal } = await priceItems(input.lines);
  const quote = await shipping.quote({ fulfilmentType: input.fulfilmentType, districtId: input.districtId ?? null, subtotal });
  const code = input.couponCode?.trim();
  const coupon = code
    ? await promotions.evaluate({
        code,
        customerId: input.customerId ?? null,
        subtotal,
        shippingFee: quote.fee,
        zoneShippingDiscount: quote.shippingDiscountAmount,
        lines: priced.filter((l) => l.purchasable).map((l) => ({ variantId: l.variantId, productId: l.productId, lineTotal: l.lineTotal })),
      })
    : null;
  return { currency: 'NPR', ...basketTotals(priced, quote, coupon), coupon, shipping: quote, blockingReasons: blockingReasonsOf(priced, quote) };
}

/** The lines alone, live, and their subtotal (purchasable lines): what a basket without shipping or coupon costs (the cart). */
export async function priceItems(lines: BasketLineInput[]): Promise<{ lines: PricedLine[]; subtotal: number }> {
  const priced = await priceLines(lines);
  return { lines: priced, subtotal: subtotalOf(priced) };
}

export const basketPricing = { price };
