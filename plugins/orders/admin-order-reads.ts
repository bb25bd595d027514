import { toMinorUnits } from '../../core/db/money.js';
import { containsPattern } from '../../core/db/sql.js';
import { panelReads } from '../../core/panel/panel-reads.js';
import type { PanelListQuery, PanelRow } from '../../core/panel/resource-spec.js';
import { rupees } from '../../core/panel/rupees.js';
import { itemsOf, timelineOf } from './order-queries.js';

/* How the orders panel reads: the list by order number with the customer; a record adds its lines and timeline. */

const FROM = `FROM orders t JOIN accounts_user_names u ON u.public_id = t.customer_public_id`;

const reads = panelReads({
  select: `SELECT t.id, t.public_id AS "publicId", t.order_number AS "orderNumber", t.status, t.payment_method AS "paymentMethod",
                  t.fulfilment_type AS "fulfilmentType", t.subtotal, t.discount_amount AS "discountAmount", t.shipping_amount AS "shippingAmount",
                  t.shipping_discount_amount AS "shippingDiscountAmount", t.grand_total AS "grandTotal", t.refunded_amount AS "refundedAmount",
                  t.checkout_public_id AS "checkoutId", u.public_id AS "customerId", u.name AS "customerName", u.email AS "customerEmail",
                  concat_ws(', ', t.ship_recipient_name, t.ship_recipient_phone, t.ship_street, 'ward ' || t.ship_ward, t.ship_municipality_name, t.ship_district_name) AS "shipTo",
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
    checkoutId: r.checkoutId,
    shipTo: r.shipTo,
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
    internalId: r.id,
  }),
});

/** The record view adds the lines and the whole timeline, as text. */
async function withDetail(row: PanelRow): Promise<PanelRow> {
  const orderId = String(row.internalId);
  const [items, timeline] = await Promise.all([itemsOf(orderId), timelineOf(orderId, false)]);
  const lines = items.map((i) => {
    const short = i.unavailableQuantity ? `, ${i.unavailableQuantity} unavailable` : '';
    return `${i.quantity} x ${i.productName}${i.variantName ? ` (${i.variantName})` : ''}${i.sku ? ` [${i.sku}]` : ''} @ ${rupees(i.unitPrice)} = ${rupees(i.lineTotal)}, discount ${rupees(i.discountAmount)}: ${i.label}${short}`;
  });
  const events = timeline.map((e) => `${e.at.toISOString()} ${e.type}${e.customerVisible ? '' : ' (internal)'}${e.message ? `: ${e.message}` : ''}`);
  const { internalId: _id, ...rest } = row;
  return { ...rest, lines: lines.join('\n'), timeline: events.join('\n') };
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
