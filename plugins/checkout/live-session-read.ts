import { toMinorUnits } from '../../core/db/money.js';
import { preparedRows } from '../../core/db/sql.js';
import type { SessionLineSource, SessionPromotionSource, SessionSource } from './session-view.js';

/** What a repeat start compares with what the client sent (start.ts sameInputs). */
export type LiveSessionInputs = { addressPublicId: string; cartVersion: number; grandTotal: number; couponCode: string | null };

export interface LiveSessionRead {
  session: SessionSource & LiveSessionInputs;
  lines: SessionLineSource[];
  promotions: SessionPromotionSource[];
}

const money = (v: string): number => toMinorUnits(v);
const moneyOrNull = (v: string | null): number | null => (v === null ? null : toMinorUnits(v));

/**
 * The customer's live session (pending_payment or payment_in_progress, the clock not applied) with its lines
 * and promotions, in one statement and without a transaction: a repeat start and GET-like reads answer from it.
 * Money travels as text (exact past 2^53 is refused by toMinorUnits, as the entity's transformer does).
 */
export async function readLiveSession(customerPublicId: string): Promise<LiveSessionRead | null> {
  const [row] = await preparedRows(
    `SELECT s.public_id::text AS "publicId", s.status, s.version, s.expires_at AS "expiresAt", s.address_public_id::text AS "addressPublicId",
            s.cart_version AS "cartVersion", s.coupon_code AS "couponCode", s.subtotal::text, s.discount_amount::text AS "discountAmount",
            s.shipping_amount::text AS "shippingAmount", s.shipping_discount_amount::text AS "shippingDiscountAmount",
            s.grand_total::text AS "grandTotal", s.any_price_changed AS "anyPriceChanged", s.fulfilment_type AS "fulfilmentType",
            s.ship_district_name AS "shipDistrictName", s.ship_municipality_name AS "shipMunicipalityName", s.ship_ward AS "shipWard",
            s.ship_street AS "shipStreet", s.ship_landmark AS "shipLandmark", s.ship_postal_code AS "shipPostalCode",
            s.ship_recipient_name AS "shipRecipientName", s.ship_recipient_phone AS "shipRecipientPhone", s.settled_attempt_id::text AS "settledAttemptId",
            coalesce((SELECT json_agg(json_build_object(
                'publicId', l.public_id, 'productPublicId', l.product_public_id, 'variantPublicId', l.variant_public_id,
                'productName', l.product_name, 'variantName', l.variant_name, 'sku', l.sku, 'unitPrice', l.unit_price::text, 'mrp', l.mrp::text,
                'quantity', l.quantity, 'lineTotal', l.line_total::text, 'discountAmount', l.discount_amount::text,
                'previousUnitPrice', l.previous_unit_price::text, 'reserved', l.reserved, 'unavailableQuantity', l.unavailable_quantity) ORDER BY l.position)
              FROM checkout_session_lines l WHERE l.session_id = s.id), '[]'::json) AS lines,
            coalesce((SELECT json_agg(json_build_object(
                'publicId', p.public_id, 'promotionPublicId', p.promotion_public_id, 'name', p.name, 'couponCode', p.coupon_code,
                'discountAmount', p.discount_amount::text, 'shippingDiscountAmount', p.shipping_discount_amount::text) ORDER BY p.id)
              FROM checkout_session_promotions p WHERE p.session_id = s.id), '[]'::json) AS promotions
       FROM checkout_sessions s
      WHERE s.customer_public_id = $1 AND s.status IN ('pending_payment', 'payment_in_progress')`,
    [customerPublicId],
  );
  if (!row) return null;
  const { lines, promotions, ...s } = row;
  return {
    session: {
      ...s,
      subtotal: money(s.subtotal),
      discountAmount: money(s.discountAmount),
      shippingAmount: money(s.shippingAmount),
      shippingDiscountAmount: money(s.shippingDiscountAmount),
      grandTotal: money(s.grandTotal),
    },
    lines: lines.map((l: Record<string, any>) => ({
      ...l,
      unitPrice: money(l.unitPrice),
      mrp: money(l.mrp),
      lineTotal: money(l.lineTotal),
      discountAmount: money(l.discountAmount),
      previousUnitPrice: moneyOrNull(l.previousUnitPrice),
    })),
    promotions: promotions.map((p: Record<string, any>) => ({
      ...p,
      discountAmount: money(p.discountAmount),
      shippingDiscountAmount: money(p.shippingDiscountAmount),
    })),
  };
}
