import { newPublicId } from '../../core/db/ids.js';
import { preparedRows } from '../../core/db/sql.js';
import type { OrderDraft } from './order-building.js';

/** A first timeline entry of an order, as order_events stores it. */
export interface FirstEvent {
  type: string;
  message: string;
  toStatus: string | null;
  detail: Record<string, unknown>;
}

// The order, its lines, its promotions and its first timeline entries in one statement. The order's insert does
// nothing when the checkout already has one (uq_orders_checkout: the loser of two concurrent deliveries waits for the
// winner's commit), and then neither do the others: they insert one row per row of `o`. Lines, promotions and
// events travel as one JSON array each. An order is never created before its checkout completed: the completion's
// instant is the service's clock, taken after its transaction (now()) began. Its first timeline entries carry its instant.
const INSERT_ORDER = `
  WITH o AS (
    INSERT INTO orders (public_id, customer_public_id, checkout_public_id, payment_attempt_public_id, status, fulfilment_type,
      channel, payment_method, currency, subtotal, discount_amount, shipping_amount, shipping_discount_amount, grand_total,
      paid_amount, refunded_amount, ship_recipient_name, ship_recipient_phone, ship_district_public_id, ship_district_name,
      ship_province_name, ship_municipality_name, ship_ward, ship_street, ship_landmark, ship_postal_code, checkout_completed_at,
      created_at, updated_at)
    VALUES ($1, $2, $3, $4, 'created', $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, 0, $15, $16, $17, $18, $19, $20, $21, $22,
      $23, $24, $25, greatest(now(), $25), greatest(now(), $25))
    ON CONFLICT ON CONSTRAINT uq_orders_checkout DO NOTHING
    RETURNING id, order_number, created_at
  ), items AS (
    INSERT INTO order_items (public_id, order_id, position, checkout_line_public_id, variant_public_id, product_public_id,
      product_name, variant_name, sku, unit_price, mrp, quantity, line_total, discount_amount, unavailable_quantity)
    SELECT x.public_id, o.id, x.position, x.checkout_line_public_id, x.variant_public_id, x.product_public_id, x.product_name,
      x.variant_name, x.sku, x.unit_price, x.mrp, x.quantity, x.line_total, x.discount_amount, x.unavailable_quantity
    FROM o, jsonb_to_recordset($26::jsonb) AS x(public_id uuid, position integer, checkout_line_public_id uuid,
      variant_public_id uuid, product_public_id uuid, product_name varchar, variant_name varchar, sku varchar, unit_price bigint,
      mrp bigint, quantity integer, line_total bigint, discount_amount bigint, unavailable_quantity integer)
  ), promotions AS (
    INSERT INTO order_promotions (order_id, promotion_public_id, name, coupon_code, discount_amount, shipping_discount_amount)
    SELECT o.id, x.promotion_public_id, x.name, x.coupon_code, x.discount_amount, x.shipping_discount_amount
    FROM o, jsonb_to_recordset($27::jsonb) AS x(promotion_public_id uuid, name varchar, coupon_code varchar,
      discount_amount bigint, shipping_discount_amount bigint)
  ), events AS (
    INSERT INTO order_events (public_id, order_id, type, customer_visible, message, to_status, detail, actor_kind, created_at, updated_at)
    SELECT x.public_id, o.id, x.type, true, x.message, x.to_status, x.detail, 'system', o.created_at, o.created_at
    FROM o, jsonb_to_recordset($28::jsonb) AS x(public_id uuid, type varchar, message varchar, to_status varchar, detail jsonb)
  )
  SELECT id::text, order_number FROM o`;

/**
 * Writes the order of `draft` with its lines, promotions and `events` (customer-visible, by the system), in one
 * statement: undefined when the checkout already has its order (nothing is written then).
 */
export async function insertOrder(draft: OrderDraft, publicId: string, events: FirstEvent[]): Promise<{ id: string; order_number: string } | undefined> {
  const s = draft.shipping;
  const lines = draft.lines.map((l) => ({
    public_id: newPublicId(),
    position: l.position,
    checkout_line_public_id: l.checkoutLinePublicId,
    variant_public_id: l.variantPublicId,
    product_public_id: l.productPublicId,
    product_name: l.productName,
    variant_name: l.variantName,
    sku: l.sku,
    unit_price: l.unitPrice,
    mrp: l.mrp,
    quantity: l.quantity,
    line_total: l.lineTotal,
    discount_amount: l.discountAmount,
    unavailable_quantity: l.unavailableQuantity,
  }));
  const promotions = draft.promotions.map((p) => ({
    promotion_public_id: p.promotionId,
    name: p.name,
    coupon_code: p.couponCode,
    discount_amount: p.discountAmount,
    shipping_discount_amount: p.shippingDiscountAmount,
  }));
  const timeline = events.map((e) => ({ public_id: newPublicId(), type: e.type, message: e.message, to_status: e.toStatus, detail: e.detail }));
  const [row] = await preparedRows<{ id: string; order_number: string }>(INSERT_ORDER, [
    publicId,
    draft.customerPublicId,
    draft.checkoutPublicId,
    draft.paymentAttemptPublicId,
    draft.fulfilmentType,
    draft.channel,
    draft.paymentMethod,
    draft.currency,
    draft.subtotal,
    draft.discountAmount,
    draft.shippingAmount,
    draft.shippingDiscountAmount,
    draft.grandTotal,
    draft.paidAmount,
    s.recipientName,
    s.recipientPhone,
    s.districtId,
    s.districtName,
    s.provinceName,
    s.municipalityName,
    s.ward,
    s.street,
    s.landmark,
    s.postalCode,
    draft.checkoutCompletedAt,
    JSON.stringify(lines),
    JSON.stringify(promotions),
    JSON.stringify(timeline),
  ]);
  return row;
}
