import { clock } from '../../core/clock/clock.js';
import { newPublicId } from '../../core/db/ids.js';
import { repo, withTransaction } from '../../core/db/transaction.js';
import { basketPricing, type PriceResult } from '../cart/index.js';
import { products, type Shortfall } from '../products/index.js';
import { CheckoutSession } from './entities/checkout-session.entity.js';
import { holdRef } from './session-store.js';
import { checkoutSettings } from './settings.js';
import { freezeLines } from './start.js';

/** Where a counter sale's goods go: the store's own pickup location, or a customer's address with the operator's charge. */
export interface CounterShipTo {
  /** the address frozen (pickup: the pickup location's public id) */
  addressId: string;
  recipientName: string;
  recipientPhone: string;
  districtId: string | null;
  districtName: string | null;
  provinceName: string | null;
  municipalityName: string | null;
  ward: number | null;
  street: string | null;
  landmark: string | null;
  postalCode: string | null;
}

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

async function insertSession(input: CounterStartInput, price: PriceResult): Promise<CheckoutSession> {
  const now = clock.now();
  const to = input.shipTo;
  return repo(CheckoutSession).save(
    repo(CheckoutSession).create({
      publicId: newPublicId(),
      channel: 'pos',
      customerPublicId: input.customerId,
      status: 'pending_payment',
      version: 1,
      cartPublicId: input.cart.id,
      cartVersion: input.cart.version,
      addressPublicId: to.addressId,
      fulfilmentType: input.fulfilment,
      couponCode: null,
      currency: 'NPR',
      subtotal: price.subtotal,
      discountAmount: 0,
      shippingAmount: price.shippingAmount,
      shippingDiscountAmount: 0,
      grandTotal: price.grandTotal,
      anyPriceChanged: false,
      shipRecipientName: to.recipientName,
      shipRecipientPhone: to.recipientPhone,
      shipDistrictPublicId: to.districtId,
      shipDistrictName: to.districtName,
      shipProvinceName: to.provinceName,
      shipMunicipalityName: to.municipalityName,
      shipWard: to.ward,
      shipStreet: to.street,
      shipLandmark: to.landmark,
      shipPostalCode: to.postalCode,
      // paid in the same transaction: the expiry is never reached
      expiresAt: new Date(now.getTime() + checkoutSettings.ttlSeconds * 1000),
      settledAttemptId: null,
      settledMethod: null,
      settledAmount: null,
      settledAt: null,
      completedAt: null,
      shortVariantIds: [],
      completionMessage: null,
      closedAt: null,
      closedBy: null,
      closedByAdminId: null,
    }),
  );
}
