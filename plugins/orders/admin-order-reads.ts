import { toMinorUnits } from '../../core/db/money.js';
import { containsPattern } from '../../core/db/sql.js';
import { panelReads } from '../../core/panel/panel-reads.js';
import type { PanelListQuery, PanelRow } from '../../core/panel/resource-spec.js';
import { itemsOf, timelineOf, type OrderItemView } from './order-queries.js';
import { shipmentsOf } from './fulfilment/shipment-reads.js';
import { lineRows, shipmentRows, timelineTable } from './panel/record-tables.js';

/* How the orders panel reads: the list by order number with the customer; a record adds its lines, shipments and timeline. */

/** Where the cash of an order stands, as the panel lists and filters it (SQL over orders `t`). */
export const COD_STATES = ['paid_online', 'on_delivery', 'to_collect', 'collected', 'nothing_to_collect'] as const;
const COD_STATE_SQL = `CASE WHEN t.payment_method <> 'cod' THEN 'paid_online'
  WHEN t.cod_collected_at IS NOT NULL THEN 'collected'
  WHEN t.status = 'cancelled' THEN 'nothing_to_collect'
  WHEN t.status IN ('delivered', 'completed') THEN 'to_collect'
  ELSE 'on_delivery' END`;

/** A delivery order with units still to put in a parcel: what the warehouse works through. */
const TO_SHIP_SQL = `(t.fulfilment_type = 'delivery' AND t.status IN ('confirmed', 'processing', 'partially_shipped'))`;

const FROM = `FROM orders t JOIN accounts_user_names u ON u.public_id = t.customer_public_id`;

const reads = panelReads({
  select: `SELECT t.id, t.public_id AS "publicId", t.order_number AS "orderNumber", t.status, t.payment_method AS "paymentMethod",
                  t.fulfilment_type AS "fulfilmentType", t.subtotal, t.discount_amount AS "discountAmount", t.shipping_amount AS "shippingAmount",
                  t.shipping_discount_amount AS "shippingDiscountAmount", t.grand_total AS "grandTotal", t.refunded_amount AS "refundedAmount", t.paid_amount AS "paidAmount",
                  t.checkout_public_id AS "checkoutId", t.payment_attempt_public_id AS "paymentAttemptId", u.public_id AS "customerId", u.name AS "customerName", u.email AS "customerEmail",
                  concat_ws(', ', t.ship_recipient_name, t.ship_recipient_phone, t.ship_street, 'ward ' || t.ship_ward, t.ship_municipality_name, t.ship_district_name) AS "shipTo",
                  ${COD_STATE_SQL} AS "codState", t.cod_collected_amount AS "codCollectedAmount", t.cod_collected_at AS "codCollectedAt",
                  t.ready_for_pickup_at AS "readyForPickupAt", t.delivered_at AS "deliveredAt", t.version,
                  t.created_at AS "createdAt", t.updated_at AS "updatedAt"
             ${FROM}`,
  countFrom: FROM,
  sortable: { createdAt: 't.created_at', orderNumber: 't.id', grandTotal: 't.grand_total', status: 't.status' },
  defaultSort: 'createdAt',
  filters: {
    orderNumber: (v, p) => `t.order_number ILIKE ${p(containsPattern(v))}`,
    customer: (v, p) => `(u.name ILIKE ${p(containsPattern(v))} OR u.email ILIKE ${p(containsPattern(v))})`,
    status: (v, p) => `t.status = ${p(v)}`,
    paymentMethod: (v, p) => `t.payment_method = ${p(v)}`,
    fulfilmentType: (v, p) => `t.fulfilment_type = ${p(v)}`,
    codState: (v, p) => `${COD_STATE_SQL} = ${p(v)}`,
    toShip: (v) => (v === 'true' ? TO_SHIP_SQL : `NOT (${TO_SHIP_SQL})`),
  },
  toRow: (r): PanelRow => ({
    id: r.publicId,
    orderNumber: r.orderNumber,
    status: r.status,
    paymentMethod: r.paymentMethod,
    fulfilmentType: r.fulfilmentType,
    customerId: r.customerId,
    customer: `${r.customerName} <${r.customerEmail}>`,
    customerName: r.customerName,
    customerEmail: r.customerEmail,
    grandTotal: toMinorUnits(r.grandTotal),
    subtotal: toMinorUnits(r.subtotal),
    discountAmount: toMinorUnits(r.discountAmount),
    shippingAmount: toMinorUnits(r.shippingAmount),
    shippingDiscountAmount: toMinorUnits(r.shippingDiscountAmount),
    refundedAmount: toMinorUnits(r.refundedAmount),
    paidAmount: toMinorUnits(r.paidAmount),
    // the record's money is shown as text: what the refund action needs to know, decided here
    refundable: r.status !== 'cancelled' && BigInt(r.paidAmount) > BigInt(r.refundedAmount),
    checkoutId: r.checkoutId,
    paymentAttemptId: r.paymentAttemptId,
    shipTo: r.shipTo,
    codState: r.codState,
    toShip: r.fulfilmentType === 'delivery' && ['confirmed', 'processing', 'partially_shipped'].includes(r.status),
    codCollectedAmount: r.codCollectedAmount === null ? null : toMinorUnits(r.codCollectedAmount),
    codCollectedAt: r.codCollectedAt,
    readyForPickupAt: r.readyForPickupAt,
    deliveredAt: r.deliveredAt,
    version: r.version,
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
    internalId: r.id,
  }),
});

const itemName = (i: OrderItemView) => `${i.productName}${i.variantName ? ` (${i.variantName})` : ''}`;

/** The record view adds the lines, parcels and the timeline as tables, and what the actions offer. */
async function withDetail(row: PanelRow): Promise<PanelRow> {
  const orderId = String(row.internalId);
  const [items, timeline, shipments] = await Promise.all([itemsOf(orderId), timelineOf(orderId, false), shipmentsOf(orderId)]);
  const names = new Map(items.map((i) => [i.id, itemName(i)]));
  const { internalId: _id, ...rest } = row;
  const parcels = shipmentRows(shipments, names);
  return {
    ...rest,
    lines: await lineRows(items),
    shipments: parcels,
    timeline: await timelineTable(timeline),
    // what the record actions offer: lines with units left to ship, open parcels
    lineItems: items.map((i) => ({
      id: i.id,
      name: itemName(i),
      quantity: i.quantity,
      toShip: i.quantity - i.unavailableQuantity - i.cancelledQuantity - i.shippedQuantity,
    })),
    openShipments: shipments.flatMap((s, i) =>
      s.status === 'open' ? [{ id: s.id, label: [parcels[i]!.parcel, parcels[i]!.via, parcels[i]!.items].filter(Boolean).join(' · ') }] : [],
    ),
  };
}

/** The list's rows (without the internal id the record view reads the details by). */
export async function orderRows(q: PanelListQuery): Promise<PanelRow[]> {
  return (await reads.find(q)).map(({ internalId: _id, ...row }) => row as PanelRow);
}

export const orderCount = reads.count;

/** The record views of the given orders. */
export async function orderPages(ids: string[]): Promise<PanelRow[]> {
  return Promise.all((await reads.findMany(ids)).map(withDetail));
}
