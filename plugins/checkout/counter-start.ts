import { withTransaction } from '../../core/db/transaction.js';
import { basketPricing, type PriceResult } from '../cart/index.js';
import { products, type Shortfall } from '../products/index.js';
import { CheckoutSession } from './entities/checkout-session.entity.js';
import { holdRef } from './session-store.js';
import { freezeLines } from './start.js';
import { insertSessionRow, type SessionShipTo } from './session-row.js';

/** Where a counter sale's goods go: the store's own pickup location, or a customer's address with the operator's charge. */
export type CounterShipTo = SessionShipTo;

export interface CounterStartInput {
  customerId: string;
  /** the sale's own cart (cart's saleCarts), never the customer's online basket */
  cart: { id: string; version: number };
  lines: { variantId: string; quantity: number }[];
  fulfilment: 'pickup' | 'delivery';
  shipTo: CounterShipTo;
  /** set by the operator (pickup: 0); POS takes no coupons and no zone fee */
  shippingCharge: number;
  /** refused (nothing written) when given and different from the priced total */
  expectedTotal?: number;
}

export type CounterStart =
  | { ok: true; checkoutId: string; grandTotal: number; price: PriceResult }
  | { ok: false; reason: 'total_changed'; grandTotal: number }
  | { ok: false; reason: 'insufficient_stock'; shortfalls: (Shortfall & { productId: string | null })[] };

const shortfallsOf = (price: PriceResult, shortfalls: Shortfall[]) => {
  const productOf = new Map(price.lines.map((l) => [l.variantId, l.productId]));
  return shortfalls.map((s) => ({ ...s, productId: productOf.get(s.variantId) ?? null }));
};

/**
 * A counter sale's checkout session (channel `pos`), in the caller's transaction: the lines priced by the one
 * pricing service (deals live, no coupon), shipping = the operator's charge, every tracked line's stock held under
 * the session's ref, the basket frozen. Payments then settles it at once and orders places it (placeSettledCheckout):
 * the caller commits all of it or none. A refusal (stock, total) is answered, the caller rolls back.
 */
export function startCounterSession(input: CounterStartInput): Promise<CounterStart> {
  return withTransaction(async () => {
    const price = await basketPricing.price({
      customerId: input.customerId,
      lines: input.lines,
      fulfilmentType: input.fulfilment,
      districtId: input.shipTo.districtId,
    });
    const unsellable = price.lines.filter((l) => !l.purchasable);
    if (unsellable.length) {
      return {
        ok: false,
        reason: 'insufficient_stock',
        shortfalls: unsellable.map((l) => ({ variantId: l.variantId, productId: l.productId, requested: l.quantity, available: 0 })),
      };
    }
    const grandTotal = price.subtotal + input.shippingCharge;
    if (input.expectedTotal !== undefined && input.expectedTotal !== grandTotal) return { ok: false, reason: 'total_changed', grandTotal };
    const counted: PriceResult = { ...price, discountAmount: 0, shippingAmount: input.shippingCharge, shippingDiscountAmount: 0, grandTotal };
    const session = await insertSession(input, counted);
    const held = await products.stock.hold(
      price.lines.map((l) => ({ variantId: l.variantId, quantity: l.quantity })),
      holdRef(session.publicId),
    );
    if (!held.ok) return { ok: false, reason: 'insufficient_stock', shortfalls: shortfallsOf(price, held.shortfalls) };
    const reserved = new Map(held.lines.map((l) => [l.variantId, l.reserved]));
    await freezeLines(session, counted, reserved, new Map());
    return { ok: true, checkoutId: session.publicId, grandTotal, price: counted };
  });
}

function insertSession(input: CounterStartInput, price: PriceResult): Promise<CheckoutSession> {
  return insertSessionRow({
    channel: 'pos',
    customerId: input.customerId,
    cart: input.cart,
    fulfilmentType: input.fulfilment,
    couponCode: null,
    // a counter sale takes no coupons: no discount of either kind
    totals: { subtotal: price.subtotal, discountAmount: 0, shippingAmount: price.shippingAmount, shippingDiscountAmount: 0, grandTotal: price.grandTotal },
    shipTo: input.shipTo,
  });
}
