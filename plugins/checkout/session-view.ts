import { clock } from '../../core/clock/clock.js';
import type { CheckoutSessionLine } from './entities/checkout-session-line.entity.js';
import type { CheckoutSessionPromotion } from './entities/checkout-session-promotion.entity.js';
import type { CheckoutSession, SessionStatus } from './entities/checkout-session.entity.js';
import { SESSION_EXPIRY } from './session-machine.js';

/** The status as read (SESSION_EXPIRY: a pending_payment session past expiresAt reads expired); payment_in_progress never expires by the clock. */
export function readStatus(s: Pick<CheckoutSession, 'status' | 'expiresAt'>, nowMs = clock.nowMs()): SessionStatus {
  return SESSION_EXPIRY.read(s, nowMs);
}

export const isLive = (status: SessionStatus): boolean => status === 'pending_payment' || status === 'payment_in_progress';

/** spec 03 "Checkout session": the shape of start, active and detail. */
export interface CheckoutSessionView {
  checkout: { id: string; status: SessionStatus; expiresAt: Date; expiresInSeconds: number; version: number };
  pricing: {
    currency: 'NPR';
    subtotal: number;
    discountAmount: number;
    shippingAmount: number;
    shippingDiscountAmount: number;
    grandTotal: number;
    anyPriceChanged: boolean;
  };
  items: {
    id: string;
    productId: string;
    variantId: string;
    name: string;
    variantName: string | null;
    sku: string | null;
    unitPrice: number;
    mrp: number;
    quantity: number;
    lineTotal: number;
    discountAmount: number;
    unavailableQuantity: number;
    priceChange: { changed: boolean; previousPrice: number | null; currentPrice: number };
    reserved: boolean;
  }[];
  promotions: { id: string; promotionId: string; name: string; couponCode: string | null; discountAmount: number; shippingDiscountAmount: number }[];
  shipping: {
    fulfilmentType: 'delivery' | 'pickup';
    districtName: string | null;
    municipalityName: string | null;
    ward: number | null;
    street: string | null;
    landmark: string | null;
    postalCode: string | null;
    recipientName: string;
    recipientPhone: string;
    fee: number;
  };
  payment: { ready: boolean; amountDue: number; currency: 'NPR' };
}

/** What a session's view is built from (the entities, or the one-statement read of live-session-read.ts). */
export type SessionSource = Pick<
  CheckoutSession,
  | 'publicId'
  | 'status'
  | 'expiresAt'
  | 'version'
  | 'subtotal'
  | 'discountAmount'
  | 'shippingAmount'
  | 'shippingDiscountAmount'
  | 'grandTotal'
  | 'anyPriceChanged'
  | 'fulfilmentType'
  | 'shipDistrictName'
  | 'shipMunicipalityName'
  | 'shipWard'
  | 'shipStreet'
  | 'shipLandmark'
  | 'shipPostalCode'
  | 'shipRecipientName'
  | 'shipRecipientPhone'
  | 'settledAttemptId'
>;
export type SessionLineSource = Pick<
  CheckoutSessionLine,
  | 'publicId'
  | 'productPublicId'
  | 'variantPublicId'
  | 'productName'
  | 'variantName'
  | 'sku'
  | 'unitPrice'
  | 'mrp'
  | 'quantity'
  | 'lineTotal'
  | 'discountAmount'
  | 'unavailableQuantity'
  | 'previousUnitPrice'
  | 'reserved'
>;
export type SessionPromotionSource = Pick<
  CheckoutSessionPromotion,
  'publicId' | 'promotionPublicId' | 'name' | 'couponCode' | 'discountAmount' | 'shippingDiscountAmount'
>;

export function sessionView(s: SessionSource, lines: SessionLineSource[], promotions: SessionPromotionSource[]): CheckoutSessionView {
  const now = clock.nowMs();
  const status = readStatus(s, now);
  const live = isLive(status);
  return {
    checkout: {
      id: s.publicId,
      status,
      expiresAt: s.expiresAt,
      expiresInSeconds: status === 'pending_payment' ? Math.max(0, Math.ceil((s.expiresAt.getTime() - now) / 1000)) : 0,
      version: s.version,
    },
    pricing: {
      currency: 'NPR',
      subtotal: s.subtotal,
      discountAmount: s.discountAmount,
      shippingAmount: s.shippingAmount,
      shippingDiscountAmount: s.shippingDiscountAmount,
      grandTotal: s.grandTotal,
      anyPriceChanged: s.anyPriceChanged,
    },
    items: lines.map((l) => ({
      id: l.publicId,
      productId: l.productPublicId,
      variantId: l.variantPublicId,
      name: l.productName,
      variantName: l.variantName,
      sku: l.sku,
      unitPrice: l.unitPrice,
      mrp: l.mrp,
      quantity: l.quantity,
      lineTotal: l.lineTotal,
      discountAmount: l.discountAmount,
      unavailableQuantity: l.unavailableQuantity,
      priceChange: {
        changed: l.previousUnitPrice !== null && l.previousUnitPrice !== l.unitPrice,
        previousPrice: l.previousUnitPrice,
        currentPrice: l.unitPrice,
      },
      reserved: l.reserved,
    })),
    promotions: promotions.map((p) => ({
      id: p.publicId,
      promotionId: p.promotionPublicId,
      name: p.name,
      couponCode: p.couponCode,
      discountAmount: p.discountAmount,
      shippingDiscountAmount: p.shippingDiscountAmount,
    })),
    shipping: {
      fulfilmentType: s.fulfilmentType,
      districtName: s.shipDistrictName,
      municipalityName: s.shipMunicipalityName,
      ward: s.shipWard,
      street: s.shipStreet,
      landmark: s.shipLandmark,
      postalCode: s.shipPostalCode,
      recipientName: s.shipRecipientName,
      recipientPhone: s.shipRecipientPhone,
      fee: s.shippingAmount,
    },
    payment: { ready: status === 'pending_payment' && s.settledAttemptId === null, amountDue: live ? s.grandTotal : 0, currency: 'NPR' },
  };
}
