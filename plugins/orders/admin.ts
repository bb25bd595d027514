import { toMinorUnits } from '../../core/db/money.js';
import { containsPattern } from '../../core/db/sql.js';
import { panelReads } from '../../core/panel/panel-reads.js';
import { definePanelResource, type PanelRow } from '../../core/panel/resource-spec.js';
import { DOCUMENTED_PAYMENT_METHODS } from '../checkout/index.js';
import { ORDER_STATUSES } from './entities/order.entity.js';
import { itemsOf, timelineOf } from './order-queries.js';
import { rupees } from '../../core/panel/rupees.js';

/*
 * Orders in the panel, read only (module Orders): the list by order number with the customer's name and email,
 * status, total, payment method and date; a record shows its lines, money and timeline. The lifecycle actions
 * (confirm, ship, cancel...) come with the next issue.
 */

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

export function ordersAdmin() {
  return [
    definePanelResource({
      id: 'Orders',
      module: 'Orders',
      properties: [
        { path: 'id', isId: true, isEditable: false },
        { path: 'orderNumber', isTitle: true, isSortable: true, isEditable: false },
        { path: 'customerId', reference: 'Customers', isEditable: false },
        { path: 'customer', isEditable: false },
        { path: 'status', availableValues: [...ORDER_STATUSES], isSortable: true, isEditable: false },
        { path: 'grandTotal', money: true, isSortable: true, isEditable: false },
        {
          path: 'paymentMethod',
          availableValues: [...DOCUMENTED_PAYMENT_METHODS],
          labels: { cod: 'Cash on delivery', gateway: 'Online (gateway)' },
          isEditable: false,
        },
        { path: 'fulfilmentType', availableValues: ['delivery', 'pickup'], isEditable: false },
        { path: 'subtotal', money: true, isEditable: false },
        { path: 'discountAmount', money: true, isEditable: false },
        { path: 'shippingAmount', money: true, isEditable: false },
        { path: 'shippingDiscountAmount', money: true, isEditable: false },
        { path: 'refundedAmount', money: true, isEditable: false },
        { path: 'shipTo', isEditable: false },
        { path: 'checkoutId', isEditable: false },
        { path: 'lines', type: 'textarea', isEditable: false },
        { path: 'timeline', type: 'textarea', isEditable: false },
        { path: 'createdAt', type: 'datetime', isSortable: true, isEditable: false },
        { path: 'updatedAt', type: 'datetime', isEditable: false },
      ],
      options: {
        navigation: { name: 'Sales', icon: 'ShoppingCart' },
        sort: { sortBy: 'createdAt', direction: 'desc' },
        actions: { new: { isAccessible: false }, edit: { isAccessible: false }, delete: { isAccessible: false }, bulkDelete: { isAccessible: false } },
        listProperties: ['orderNumber', 'customer', 'status', 'grandTotal', 'paymentMethod', 'createdAt'],
        showProperties: [
          'orderNumber',
          'status',
          'customerId',
          'customer',
          'paymentMethod',
          'fulfilmentType',
          'lines',
          'subtotal',
          'discountAmount',
          'shippingAmount',
          'shippingDiscountAmount',
          'grandTotal',
          'refundedAmount',
          'shipTo',
          'timeline',
          'checkoutId',
          'createdAt',
          'updatedAt',
        ],
        filterProperties: ['orderNumber', 'customer', 'status', 'paymentMethod'],
        translations: {
          en: {
            labels: { Orders: 'Orders' },
            properties: {
              orderNumber: 'Order',
              customerId: 'Customer account',
              grandTotal: 'Total',
              paymentMethod: 'Payment',
              fulfilmentType: 'Fulfilment',
              shipTo: 'Ship to',
              discountAmount: 'Discount',
              shippingAmount: 'Shipping',
              shippingDiscountAmount: 'Shipping discount',
              refundedAmount: 'Refunded',
            },
          },
        },
      },
      async find(q) {
        return (await reads.find(q)).map(({ internalId: _id, ...row }) => row as PanelRow);
      },
      count: reads.count,
      async findMany(ids) {
        return Promise.all((await reads.findMany(ids)).map(withDetail));
      },
    }),
  ];
}
