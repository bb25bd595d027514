import type { SessionShipTo } from './session-row.js';
import { sessionStore } from './session-store.js';

/** Everything an order freezes from a completed session (spec 03 "Order"; ids are public ids). */
export interface OrderSource {
  checkoutId: string;
  /** online, or pos (a counter sale): the order's channel (absent: online) */
  channel?: 'online' | 'pos';
  customerId: string;
  attemptId: string;
  paymentMethod: string;
  fulfilmentType: 'delivery' | 'pickup';
  currency: 'NPR';
  subtotal: number;
  discountAmount: number;
  shippingAmount: number;
  shippingDiscountAmount: number;
  grandTotal: number;
  lines: {
    lineId: string;
    variantId: string;
    productId: string;
    productName: string;
    variantName: string | null;
    sku: string | null;
    unitPrice: number;
    mrp: number;
    quantity: number;
    lineTotal: number;
    /** frozen allocation (largest remainder), sums to discountAmount */
    discountAmount: number;
    /** units short at stock commit (0 normally) */
    unavailableQuantity: number;
  }[];
  /** the destination frozen on the session (session-row.ts), with the fee charged */
  shipping: Omit<SessionShipTo, 'addressId'> & { fee: number };
  promotions: { promotionId: string; name: string; couponCode: string | null; discountAmount: number; shippingDiscountAmount: number }[];
  completedAt: Date;
  /** the completion's words for units that will not ship (null when everything ships) */
  completionMessage: string | null;
}

export interface Completion {
  completedAt: Date;
  shortVariants: string[];
  message: string | null;
}

/** After completion: what will not ship and the message; null before. */
export async function completionOf(sessionId: string): Promise<Completion | null> {
  const s = await sessionStore.byPublicId(sessionId);
  if (!s || s.status !== 'completed' || !s.completedAt) return null;
  return { completedAt: s.completedAt, shortVariants: s.shortVariantIds, message: s.completionMessage };
}

/** The completed session as the order freezes it; null when not completed. */
export async function orderSourceOf(sessionId: string): Promise<OrderSource | null> {
  const s = await sessionStore.byPublicId(sessionId);
  if (!s || s.status !== 'completed' || !s.completedAt || !s.settledAttemptId || !s.settledMethod) return null;
  const [lines, promotions] = await Promise.all([sessionStore.lines(s), sessionStore.promotions(s)]);
  return {
    checkoutId: s.publicId,
    channel: s.channel,
    customerId: s.customerPublicId,
    attemptId: s.settledAttemptId,
    paymentMethod: s.settledMethod,
    fulfilmentType: s.fulfilmentType,
    currency: 'NPR',
    subtotal: s.subtotal,
    discountAmount: s.discountAmount,
    shippingAmount: s.shippingAmount,
    shippingDiscountAmount: s.shippingDiscountAmount,
    grandTotal: s.grandTotal,
    lines: lines.map((l) => ({
      lineId: l.publicId,
      variantId: l.variantPublicId,
      productId: l.productPublicId,
      productName: l.productName,
      variantName: l.variantName,
      sku: l.sku,
      unitPrice: l.unitPrice,
      mrp: l.mrp,
      quantity: l.quantity,
      lineTotal: l.lineTotal,
      discountAmount: l.discountAmount,
      unavailableQuantity: l.unavailableQuantity,
    })),
    shipping: {
      recipientName: s.shipRecipientName,
      recipientPhone: s.shipRecipientPhone,
      districtId: s.shipDistrictPublicId,
      districtName: s.shipDistrictName,
      provinceName: s.shipProvinceName,
      municipalityName: s.shipMunicipalityName,
      ward: s.shipWard,
      street: s.shipStreet,
      landmark: s.shipLandmark,
      postalCode: s.shipPostalCode,
      fee: s.shippingAmount,
    },
    promotions: promotions.map((p) => ({
      promotionId: p.promotionPublicId,
      name: p.name,
      couponCode: p.couponCode,
      discountAmount: p.discountAmount,
      shippingDiscountAmount: p.shippingDiscountAmount,
    })),
    completedAt: s.completedAt,
    completionMessage: s.completionMessage,
  };
}
