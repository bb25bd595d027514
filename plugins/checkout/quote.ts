import { signedInActor } from '../../core/context/request-context.js';
import { addresses } from '../addresses/index.js';
import { basketPricing, carts } from '../cart/index.js';
import type { CouponReason } from '../promotions/index.js';
import { CheckoutErrors as E } from './errors.js';
import { readinessOf, type ReadinessReason } from './readiness.js';
import { sessionStore } from './session-store.js';
import { isLive, readStatus } from './session-view.js';
import type { SessionStatus } from './entities/checkout-session.entity.js';

export interface QuoteInput {
  fulfilmentType?: 'delivery' | 'pickup';
  addressId?: string;
  couponCode?: string;
}

export interface QuoteView {
  pricing: { currency: 'NPR'; subtotal: number; discountAmount: number; shippingAmount: number; shippingDiscountAmount: number; grandTotal: number };
  shipping: { fulfilmentType: 'delivery' | 'pickup'; serviceable: boolean; fee: number | null; districtName: string | null };
  coupon: { code: string; applied: boolean; discountAmount: number; shippingDiscountAmount: number; reason: CouponReason | null; message: string } | null;
  readiness: { ready: boolean; blockingReasons: ReadinessReason[]; liveSessionId: string | null; liveSessionStatus: SessionStatus | null };
}

/**
 * POST /api/mobile/checkout/quote: the caller's cart priced by the one pricing service, for delivery (an
 * address) or pickup (none). Business conditions come back as readiness and coupon data; writes nothing.
 */
export async function quote(input: QuoteInput): Promise<QuoteView> {
  const customer = signedInActor().publicId;
  const fulfilmentType = input.fulfilmentType ?? 'delivery';
  if (fulfilmentType === 'pickup' && input.addressId !== undefined) throw E.CHECKOUT_ADDRESS_NOT_ALLOWED_FOR_PICKUP();
  if (fulfilmentType === 'delivery' && input.addressId === undefined) throw E.CHECKOUT_ADDRESS_REQUIRED_FOR_DELIVERY();
  // three independent reads at once (no transaction: each on its own connection)
  const [address, cart, liveRow] = await Promise.all([
    input.addressId === undefined ? null : addresses.findLive(customer, input.addressId),
    carts.peek(customer).then((found) => found ?? { locked: false, lines: [] }),
    sessionStore.liveStatusOf(customer),
  ]);
  if (input.addressId !== undefined && !address) throw E.CHECKOUT_ADDRESS_NOT_FOUND();
  const price = await basketPricing.price({
    customerId: customer,
    lines: cart.lines,
    couponCode: input.couponCode ?? null,
    fulfilmentType,
    districtId: address?.districtId ?? null,
  });
  const live = liveRow && isLive(readStatus(liveRow)) ? liveRow : null;
  const { blockingReasons } = readinessOf(price, cart.locked);
  const c = price.coupon;
  return {
    pricing: {
      currency: 'NPR',
      subtotal: price.subtotal,
      discountAmount: price.discountAmount,
      shippingAmount: price.shippingAmount,
      shippingDiscountAmount: price.shippingDiscountAmount,
      grandTotal: price.grandTotal,
    },
    shipping: { fulfilmentType, serviceable: price.shipping.serviceable, fee: price.shipping.fee, districtName: price.shipping.districtName },
    coupon: c
      ? {
          code: c.code,
          applied: c.applied,
          discountAmount: c.discountAmount,
          shippingDiscountAmount: c.shippingDiscountAmount,
          reason: c.reason,
          message: c.message,
        }
      : null,
    readiness: {
      ready: blockingReasons.length === 0,
      blockingReasons,
      liveSessionId: live?.publicId ?? null,
      liveSessionStatus: live ? readStatus(live) : null,
    },
  };
}
