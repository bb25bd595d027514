import { clock } from '../../core/clock/clock.js';
import { newPublicId } from '../../core/db/ids.js';
import { repo } from '../../core/db/transaction.js';
import { CheckoutSession } from './entities/checkout-session.entity.js';
import { sessionStore } from './session-store.js';
import { checkoutSettings } from './settings.js';

/** Where a session's goods go, frozen on it: an address of the customer's book, or the store's pickup location. */
export interface SessionShipTo {
  /** the address frozen (pickup at the counter: the pickup location's public id) */
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

export interface NewSession {
  channel: 'online' | 'pos';
  customerId: string;
  cart: { id: string; version: number };
  fulfilmentType: 'delivery' | 'pickup';
  couponCode: string | null;
  totals: { subtotal: number; discountAmount: number; shippingAmount: number; shippingDiscountAmount: number; grandTotal: number };
  shipTo: SessionShipTo;
}

/** The new session row (online start and the counter alike): the basket's totals and destination frozen, pending payment until the TTL. */
export async function insertSessionRow(s: NewSession): Promise<CheckoutSession> {
  const now = clock.now();
  const to = s.shipTo;
  const row = await repo(CheckoutSession).save(
    repo(CheckoutSession).create({
      publicId: newPublicId(),
      channel: s.channel,
      customerPublicId: s.customerId,
      status: 'pending_payment',
      version: 1,
      cartPublicId: s.cart.id,
      cartVersion: s.cart.version,
      addressPublicId: to.addressId,
      fulfilmentType: s.fulfilmentType,
      couponCode: s.couponCode,
      currency: 'NPR',
      ...s.totals,
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
  // inserted by this transaction: no one else sees it until the commit, so later reads take the row as written
  sessionStore.keepHeld(row, true);
  return row;
}
