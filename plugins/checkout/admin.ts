import { clock } from '../../core/clock/clock.js';
import { toMinorUnits } from '../../core/db/money.js';
import { validate as isUuid } from 'uuid';
import { containsPattern, sqlRows } from '../../core/db/sql.js';
import { kathmanduTime } from '../../core/panel/local-time.js';
import { panelReads } from '../../core/panel/panel-reads.js';
import type { ResourceOptions } from 'adminjs';
import { definePanelResource, type PanelProperty, type PanelRow, type PanelTableColumn } from '../../core/panel/resource-spec.js';
import { rupees } from '../../core/panel/rupees.js';
import { panelSections, sectionTitle, type PanelAnswer } from '../../core/panel/sections.js';
import { ACCOUNTS_CUSTOMER_PANEL } from '../accounts/index.js';
import { checkout } from './checkout-context.js';
import { DOCUMENTED_PAYMENT_METHODS, PAYMENT_METHOD_LABELS } from './dto/checkout.response.js';
import { CHECKOUT_SESSION_PANEL } from './hooks.js';
import { SESSION_STATUSES } from './entities/checkout-session.entity.js';
import { SESSION_EXPIRY } from './session-machine.js';

/*
 * Checkout sessions in the admin panel: listed with the customer's name and email (not ids), the status as
 * read (a pending session past expiresAt shows expired), totals and expiry, filtered by Kathmandu days and exported
 * as CSV; a record is titled by its customer, total and time, links to the customer, shows its frozen lines as a
 * table and what other areas show on it (its payment attempts); Cancel and Expire call the same services as the
 * admin routes.
 */

const FROM = `FROM checkout_sessions t JOIN accounts_user_names u ON u.public_id = t.customer_public_id`;
const SELECT = `SELECT t.id, t.public_id::text AS "publicId", u.public_id::text AS "customerId", u.name AS "customerName", u.email AS "customerEmail", t.status,
  t.subtotal, t.discount_amount AS "discountAmount", t.shipping_amount AS "shippingAmount", t.shipping_discount_amount AS "shippingDiscountAmount",
  t.grand_total AS "grandTotal", t.expires_at AS "expiresAt", t.created_at AS "createdAt", t.coupon_code AS "couponCode",
  concat_ws(', ', t.ship_recipient_name, t.ship_recipient_phone, t.ship_street, 'ward ' || t.ship_ward, t.ship_municipality_name, t.ship_district_name) AS "shipTo",
  t.settled_method AS "paymentMethod", t.settled_attempt_id::text AS "settledAttemptId", t.closed_by AS "closedBy", t.closed_at AS "closedAt",
  t.completed_at AS "completedAt", (SELECT count(*)::int FROM checkout_session_lines l WHERE l.session_id = t.id) AS "lineCount" ${FROM}`;

function toRow(r: any): PanelRow {
  const grandTotal = toMinorUnits(r.grandTotal);
  return {
    id: r.publicId,
    // "Checkout · Asha Rai · Rs 45,000.00 · 28 Nov 2026, 10:25": the record's page and the links to it
    title: `Checkout · ${r.customerName} · ${rupees(grandTotal)} · ${kathmanduTime(r.createdAt)}`,
    customer: `${r.customerName} <${r.customerEmail}>`,
    customerId: r.customerId,
    status: SESSION_EXPIRY.read(r),
    lineCount: r.lineCount,
    subtotal: toMinorUnits(r.subtotal),
    discountAmount: toMinorUnits(r.discountAmount),
    shippingAmount: toMinorUnits(r.shippingAmount),
    shippingDiscountAmount: toMinorUnits(r.shippingDiscountAmount),
    grandTotal,
    couponCode: r.couponCode ?? '',
    shipTo: r.shipTo,
    paymentMethod: r.paymentMethod ?? '',
    settledAttemptId: r.settledAttemptId,
    closedBy: r.closedBy ?? '',
    closedAt: r.closedAt,
    completedAt: r.completedAt,
    expiresAt: r.expiresAt,
    createdAt: r.createdAt,
  };
}

const reads = panelReads({
  select: SELECT,
  countFrom: FROM,
  sortable: { createdAt: 't.created_at', expiresAt: 't.expires_at', grandTotal: 't.grand_total' },
  defaultSort: 'createdAt',
  filters: {
    status: (v, p) => `${SESSION_EXPIRY.sql('t', p(clock.now()))} = ${p(v)}`,
    customer: (v, p) => `(u.name ILIKE ${p(containsPattern(v))} OR u.email ILIKE ${p(containsPattern(v))})`,
    customerId: (v, p) => (isUuid(v) ? `t.customer_public_id = ${p(v.toLowerCase())}` : 'FALSE'),
  },
  toRow,
});

const LINE_COLUMNS: PanelTableColumn[] = [
  { key: 'productName', label: 'Product', link: { resource: 'Products', idKey: 'productId' } },
  { key: 'variantName', label: 'Variant', link: { resource: 'ProductVariants', idKey: 'variantId' } },
  { key: 'sku', label: 'SKU' },
  { key: 'quantity', label: 'Quantity', kind: 'number' },
  { key: 'unitPrice', label: 'Unit price', kind: 'money' },
  { key: 'discountAmount', label: 'Discount', kind: 'money' },
  { key: 'lineTotal', label: 'Line total', kind: 'money' },
  { key: 'unavailable', label: 'Unavailable', kind: 'number' },
];

/** The session's page: its frozen lines as a table, and what other areas show on it (its payment attempts). */
async function withLines(row: PanelRow): Promise<PanelRow> {
  const lines = await sqlRows(
    `SELECT l.product_public_id::text AS "productId", l.variant_public_id::text AS "variantId", l.product_name AS "productName",
            coalesce(l.variant_name, 'Default') AS "variantName", l.sku, l.quantity, l.unit_price AS "unitPrice", l.discount_amount AS "discountAmount",
            l.line_total AS "lineTotal", l.unavailable_quantity AS unavailable
       FROM checkout_session_lines l JOIN checkout_sessions s ON s.id = l.session_id WHERE s.public_id = $1 ORDER BY l.position`,
    [row.id],
  );
  return { ...row, lines, related: await panelSections(CHECKOUT_SESSION_PANEL, { sessionId: String(row.id) }) };
}

const SESSION_PROPERTIES: PanelProperty[] = [
  { path: 'id', isId: true, isEditable: false },
  { path: 'title', isTitle: true, isEditable: false },
  { path: 'customer', isEditable: false },
  { path: 'customerId', reference: 'Customers', isEditable: false },
  { path: 'status', availableValues: [...SESSION_STATUSES], isEditable: false },
  { path: 'lineCount', type: 'number', isEditable: false },
  { path: 'lines', table: { columns: LINE_COLUMNS, empty: 'No lines' }, isEditable: false },
  { path: 'subtotal', money: true, isEditable: false },
  { path: 'discountAmount', money: true, isEditable: false },
  { path: 'shippingAmount', money: true, isEditable: false },
  { path: 'shippingDiscountAmount', money: true, isEditable: false },
  { path: 'grandTotal', money: true, isSortable: true, isEditable: false },
  { path: 'couponCode', isEditable: false },
  { path: 'shipTo', isEditable: false },
  { path: 'paymentMethod', availableValues: [...DOCUMENTED_PAYMENT_METHODS], labels: PAYMENT_METHOD_LABELS, isEditable: false },
  { path: 'settledAttemptId', reference: 'PaymentAttempts', isEditable: false },
  { path: 'related', sections: true, isEditable: false },
  { path: 'closedBy', availableValues: ['customer', 'admin', 'sweep'], isEditable: false },
  { path: 'closedAt', type: 'datetime', isEditable: false },
  { path: 'completedAt', type: 'datetime', isEditable: false },
  { path: 'expiresAt', type: 'datetime', isSortable: true, isEditable: false },
  { path: 'createdAt', type: 'datetime', isSortable: true, isEditable: false },
];

const SESSION_OPTIONS: ResourceOptions = {
  navigation: { name: 'Sales' },
  sort: { sortBy: 'createdAt', direction: 'desc' },
  listProperties: ['customer', 'status', 'grandTotal', 'expiresAt', 'createdAt'],
  showProperties: [
    'status',
    'customerId',
    'lines',
    'subtotal',
    'discountAmount',
    'shippingAmount',
    'shippingDiscountAmount',
    'grandTotal',
    'couponCode',
    'shipTo',
    'paymentMethod',
    'settledAttemptId',
    'related',
    'createdAt',
    'expiresAt',
    'completedAt',
    'closedAt',
    'closedBy',
  ],
  filterProperties: ['status', 'customer', 'customerId'],
  translations: {
    en: {
      labels: { CheckoutSessions: 'Checkout sessions' },
      properties: {
        customerId: 'Customer',
        lineCount: 'Lines',
        discountAmount: 'Discount',
        shippingAmount: 'Shipping',
        shippingDiscountAmount: 'Shipping discount',
        settledAttemptId: 'Paid by',
        related: 'Payments',
        shipTo: 'Ship to',
      },
    },
  },
};

const live = (row: Record<string, unknown>) => row.status === 'pending_payment' || row.status === 'payment_in_progress';

export function checkoutAdmin() {
  return [
    definePanelResource({
      id: 'CheckoutSessions',
      module: 'Checkout',
      options: SESSION_OPTIONS,
      properties: SESSION_PROPERTIES,
      ...reads,
      detail: withLines,
      listTools: {
        dateRange: 'createdAt',
        csv: {
          columns: ['createdAt', 'customer', 'status', 'lineCount', 'subtotal', 'discountAmount', 'shippingAmount', 'grandTotal', 'paymentMethod', 'expiresAt'],
        },
      },
      recordActions: {
        cancel: {
          permission: 'UPDATE',
          label: 'Cancel',
          confirm: "Cancel this checkout? Its stock and coupon holds are released and the customer's cart unlocked.",
          isVisible: (row) => row.status === 'pending_payment',
          async run(id) {
            await checkout.sessions.cancelByAdmin(id);
            return (await reads.findMany([id]))[0];
          },
          successMessage: 'Checkout session cancelled',
        },
        expire: {
          permission: 'UPDATE',
          label: 'Expire',
          confirm: 'Expire this checkout? Its holds are released; a payment in flight expires with it.',
          isVisible: live,
          async run(id) {
            await checkout.sessions.expireByAdmin(id);
            return (await reads.findMany([id]))[0];
          },
          successMessage: 'Checkout session expired',
        },
      },
    }),
  ];
}

/** The customer's latest checkouts on their page, each a link to its record. */
async function customerCheckouts({ customerId }: { customerId: string }): Promise<PanelAnswer> {
  const filters = { customerId };
  const [rows, count] = await Promise.all([reads.find({ filters, limit: 10, offset: 0, sortBy: 'createdAt', direction: 'desc' }), reads.count(filters)]);
  return {
    title: sectionTitle('Checkout sessions', rows.length, count),
    position: 40,
    permission: 'Checkout_READ',
    columns: [
      { key: 'createdAt', label: 'Started', kind: 'time', link: { resource: 'CheckoutSessions' } },
      { key: 'status', label: 'Status', kind: 'enum' },
      { key: 'lineCount', label: 'Lines', kind: 'number' },
      { key: 'grandTotal', label: 'Total', kind: 'money' },
      { key: 'paidBy', label: 'Paid by' },
    ],
    rows: rows.map((r) => ({ ...r, paidBy: PAYMENT_METHOD_LABELS[String(r.paymentMethod)] ?? '' })),
    empty: 'No checkout yet',
    more: count > rows.length ? { label: `All ${count} checkout sessions`, resource: 'CheckoutSessions', filters } : undefined,
  };
}

/** The hooks checkout answers: the customer's page in the panel. */
export const checkoutPanelHooks = [ACCOUNTS_CUSTOMER_PANEL.handle('checkout.customer-checkouts', customerCheckouts)];
