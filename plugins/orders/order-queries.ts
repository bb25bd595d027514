import { toMinorUnits } from '../../core/db/money.js';
import { preparedRows } from '../../core/db/sql.js';
import { lineLabel } from './line-label.js';
import type { FulfilmentType, OrderStatus } from './entities/order.entity.js';

/*
 * The order reads (SQL over orders `o`, order_items `i`, order_events `e`) and the row -> response mappers of
 * both surfaces. Money arrives as bigint text and leaves as exact integers.
 */

const m = (v: unknown) => toMinorUnits(v);
const mOrNull = (v: unknown) => (v === null || v === undefined ? null : toMinorUnits(v));

export const ORDER_LIST_FROM = `FROM orders o JOIN accounts_user_names u ON u.public_id = o.customer_public_id`;
export const ORDER_SUMMARY_SELECT = `
  SELECT o.id, o.public_id AS "publicId", o.order_number AS "orderNumber", o.status, o.payment_method AS "paymentMethod",
         o.fulfilment_type AS "fulfilmentType", o.channel, o.currency, o.grand_total AS "grandTotal",
         (SELECT coalesce(sum(i.quantity), 0)::int FROM order_items i WHERE i.order_id = o.id) AS "itemCount",
         o.customer_public_id AS "customerId", u.name AS "customerName", u.email AS "customerEmail",
         o.created_at AS "createdAt", o.updated_at AS "updatedAt"
  ${ORDER_LIST_FROM}`;

export interface OrderSummaryRow {
  id: string;
  publicId: string;
  orderNumber: string;
  status: OrderStatus;
  paymentMethod: string;
  fulfilmentType: FulfilmentType;
  channel: 'online' | 'pos';
  currency: 'NPR';
  grandTotal: string;
  itemCount: number;
  customerId: string;
  customerName: string;
  customerEmail: string;
  createdAt: Date;
  updatedAt: Date;
}

export const toCustomerSummary = (r: OrderSummaryRow) => ({
  id: r.publicId,
  orderNumber: r.orderNumber,
  status: r.status,
  paymentMethod: r.paymentMethod,
  fulfilmentType: r.fulfilmentType,
  channel: r.channel,
  currency: r.currency,
  grandTotal: m(r.grandTotal),
  itemCount: r.itemCount,
  createdAt: r.createdAt,
});

export const toAdminSummary = (r: OrderSummaryRow) => ({
  ...toCustomerSummary(r),
  customerId: r.customerId,
  customerName: r.customerName,
  customerEmail: r.customerEmail,
  updatedAt: r.updatedAt,
});

const ORDER_SELECT = `
  SELECT o.id, o.public_id AS "publicId", o.order_number AS "orderNumber", o.status, o.customer_public_id AS "customerId",
         u.name AS "customerName", u.email AS "customerEmail", o.checkout_public_id AS "checkoutId",
         o.payment_attempt_public_id AS "paymentAttemptId", o.payment_method AS "paymentMethod", o.fulfilment_type AS "fulfilmentType", o.channel,
         o.currency, o.subtotal, o.discount_amount AS "discountAmount", o.shipping_amount AS "shippingAmount",
         o.shipping_discount_amount AS "shippingDiscountAmount", o.grand_total AS "grandTotal", o.paid_amount AS "paidAmount",
         o.refunded_amount AS "refundedAmount", o.cod_collected_at AS "codCollectedAt", o.cod_collected_amount AS "codCollectedAmount",
         o.cod_collected_by AS "codCollectedBy", o.ship_recipient_name AS "recipientName", o.ship_recipient_phone AS "recipientPhone",
         o.ship_district_name AS "districtName", o.ship_province_name AS "provinceName", o.ship_municipality_name AS "municipalityName",
         o.ship_ward AS ward, o.ship_street AS street, o.ship_landmark AS landmark, o.ship_postal_code AS "postalCode",
         o.checkout_completed_at AS "checkoutCompletedAt", o.confirmed_at AS "confirmedAt", o.delivered_at AS "deliveredAt",
         o.cancelled_at AS "cancelledAt", o.ready_for_pickup_at AS "readyForPickupAt", o.created_at AS "createdAt", o.updated_at AS "updatedAt"
  ${ORDER_LIST_FROM}`;

export type OrderRow = Record<string, any> & { id: string; publicId: string; status: OrderStatus; paymentMethod: string; fulfilmentType: FulfilmentType };

const ITEM_SELECT = `
  SELECT i.public_id AS "publicId", i.variant_public_id AS "variantId", i.product_public_id AS "productId", i.product_name AS "productName",
         i.variant_name AS "variantName", i.sku, i.unit_price AS "unitPrice", i.mrp, i.quantity, i.line_total AS "lineTotal",
         i.discount_amount AS "discountAmount", i.refunded_amount AS "refundedAmount", i.unavailable_quantity AS "unavailableQuantity",
         i.cancelled_quantity AS "cancelledQuantity", i.shipped_quantity AS "shippedQuantity", i.delivered_quantity AS "deliveredQuantity",
         i.returned_quantity AS "returnedQuantity", i.return_pending_quantity AS "returnPendingQuantity"
    FROM order_items i WHERE i.order_id = $1 ORDER BY i.position`;

const EVENT_SELECT = `
  SELECT e.created_at AS at, e.type, e.message, e.from_status AS "fromStatus", e.to_status AS "toStatus",
         e.customer_visible AS "customerVisible", e.actor_kind AS "actorKind", e.actor_public_id AS "actorId", e.detail
    FROM order_events e WHERE e.order_id = $1`;

/** One order by public id, restricted to a customer when given (another customer's order reads as none). */
export async function findOrder(publicId: string, customerId: string | null): Promise<OrderRow | null> {
  const [row] = customerId
    ? await preparedRows<OrderRow>(`${ORDER_SELECT} WHERE o.public_id = $1 AND o.customer_public_id = $2`, [publicId, customerId])
    : await preparedRows<OrderRow>(`${ORDER_SELECT} WHERE o.public_id = $1`, [publicId]);
  return row ?? null;
}

export async function itemsOf(orderId: string) {
  const rows = await preparedRows(ITEM_SELECT, [orderId]);
  return rows.map((r) => ({
    id: r.publicId as string,
    variantId: r.variantId as string,
    productId: r.productId as string,
    productName: r.productName as string,
    variantName: r.variantName as string | null,
    sku: r.sku as string | null,
    unitPrice: m(r.unitPrice),
    mrp: m(r.mrp),
    quantity: r.quantity as number,
    lineTotal: m(r.lineTotal),
    discountAmount: m(r.discountAmount),
    refundedAmount: m(r.refundedAmount),
    unavailableQuantity: r.unavailableQuantity as number,
    cancelledQuantity: r.cancelledQuantity as number,
    shippedQuantity: r.shippedQuantity as number,
    deliveredQuantity: r.deliveredQuantity as number,
    returnedQuantity: r.returnedQuantity as number,
    returnPendingQuantity: r.returnPendingQuantity as number,
    label: lineLabel(r),
  }));
}
export type OrderItemView = Awaited<ReturnType<typeof itemsOf>>[number];

/** The timeline, oldest first: the customer's entries only, or all of them. */
export async function timelineOf(orderId: string, customerOnly: boolean) {
  const rows = await preparedRows(`${EVENT_SELECT} ${customerOnly ? 'AND e.customer_visible' : ''} ORDER BY e.created_at, e.id`, [orderId]);
  return rows.map((r) => ({
    at: r.at as Date,
    type: r.type as string,
    message: r.message as string | null,
    fromStatus: r.fromStatus as OrderStatus | null,
    toStatus: r.toStatus as OrderStatus | null,
    customerVisible: r.customerVisible as boolean,
    actorKind: r.actorKind as 'admin' | 'customer' | 'system',
    actorId: r.actorId as string | null,
    detail: r.detail as Record<string, unknown> | null,
  }));
}

/** The latest customer-visible entry (or null). */
export async function latestCustomerEvent(orderId: string) {
  const [r] = await preparedRows(`${EVENT_SELECT} AND e.customer_visible ORDER BY e.created_at DESC, e.id DESC LIMIT 1`, [orderId]);
  return r
    ? {
        at: r.at as Date,
        type: r.type as string,
        message: r.message as string | null,
        fromStatus: r.fromStatus as OrderStatus | null,
        toStatus: r.toStatus as OrderStatus | null,
      }
    : null;
}

export async function promotionsOf(orderId: string) {
  const rows = await preparedRows(
    `SELECT promotion_public_id AS "promotionId", name, coupon_code AS "couponCode", discount_amount AS "discountAmount",
            shipping_discount_amount AS "shippingDiscountAmount" FROM order_promotions WHERE order_id = $1 ORDER BY id`,
    [orderId],
  );
  return rows.map((r) => ({ ...r, discountAmount: m(r.discountAmount), shippingDiscountAmount: m(r.shippingDiscountAmount) }));
}

export const pricingOf = (o: OrderRow) => ({
  currency: o.currency as 'NPR',
  subtotal: m(o.subtotal),
  discountAmount: m(o.discountAmount),
  shippingAmount: m(o.shippingAmount),
  shippingDiscountAmount: m(o.shippingDiscountAmount),
  grandTotal: m(o.grandTotal),
  paidAmount: m(o.paidAmount),
  refundedAmount: m(o.refundedAmount),
});

export const shippingOf = (o: OrderRow) => ({
  recipientName: o.recipientName,
  recipientPhone: o.recipientPhone,
  districtName: o.districtName,
  provinceName: o.provinceName,
  municipalityName: o.municipalityName,
  ward: o.ward,
  street: o.street,
  landmark: o.landmark,
  postalCode: o.postalCode,
  fee: m(o.shippingAmount),
});

export const codCollectionOf = (o: OrderRow) =>
  o.codCollectedAt ? { collectedAt: o.codCollectedAt as Date, collectedAmount: mOrNull(o.codCollectedAmount)!, collectedBy: o.codCollectedBy as string } : null;
