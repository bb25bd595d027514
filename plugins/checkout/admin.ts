import { clock } from '../../core/clock/clock.js';
import { toMinorUnits } from '../../core/db/money.js';
import { containsPattern } from '../../core/db/sql.js';
import { panelReads } from '../../core/panel/panel-reads.js';
import { definePanelResource, type PanelRow } from '../../core/panel/resource-spec.js';
import { rupees } from '../../core/panel/rupees.js';
import { checkout } from './checkout-context.js';
import { SESSION_STATUSES } from './entities/checkout-session.entity.js';
import { SESSION_EXPIRY } from './session-machine.js';

/*
 * Checkout sessions in the admin panel: listed with the customer's name and email (not ids), the status as
 * read (a pending session past expiresAt shows expired), totals and expiry; a record shows its frozen lines
 * and shipping; Cancel and Expire call the same services as the admin routes.
 */

const LINES_SQL = `(SELECT json_agg(json_build_object('quantity', l.quantity, 'productName', l.product_name, 'variantName', l.variant_name,
                       'lineTotal', l.line_total::text, 'unavailable', l.unavailable_quantity) ORDER BY l.position)
                      FROM checkout_session_lines l WHERE l.session_id = t.id)`;

type FrozenLine = { quantity: number; productName: string; variantName: string | null; lineTotal: string; unavailable: number };

/** "2 x Phone (Blue) = Rs 900.00 [1 unavailable]", one line each. */
const linesText = (lines: FrozenLine[] | null) =>
  (lines ?? [])
    .map(
      (l) =>
        `${l.quantity} x ${l.productName}${l.variantName !== null ? ` (${l.variantName})` : ''} = ${rupees(toMinorUnits(l.lineTotal))}${l.unavailable > 0 ? ` [${l.unavailable} unavailable]` : ''}`,
    )
    .join('\n');

const FROM = `FROM checkout_sessions t JOIN accounts_user_names u ON u.public_id = t.customer_public_id`;
const SELECT = `SELECT t.id, t.public_id::text AS "publicId", u.name AS "customerName", u.email AS "customerEmail", t.status,
  t.subtotal, t.discount_amount AS "discountAmount", t.shipping_amount AS "shippingAmount", t.shipping_discount_amount AS "shippingDiscountAmount",
  t.grand_total AS "grandTotal", t.expires_at AS "expiresAt", t.created_at AS "createdAt", t.coupon_code AS "couponCode",
  concat_ws(', ', t.ship_recipient_name, t.ship_recipient_phone, t.ship_street, 'ward ' || t.ship_ward, t.ship_municipality_name, t.ship_district_name) AS "shipTo",
  t.settled_method AS "paymentMethod", t.closed_by AS "closedBy", ${LINES_SQL} AS lines ${FROM}`;

function toRow(r: any): PanelRow {
  return {
    id: r.publicId,
    customer: `${r.customerName} <${r.customerEmail}>`,
    status: SESSION_EXPIRY.read(r),
    lines: linesText(r.lines),
    subtotal: toMinorUnits(r.subtotal),
    discountAmount: toMinorUnits(r.discountAmount),
    shippingAmount: toMinorUnits(r.shippingAmount),
    shippingDiscountAmount: toMinorUnits(r.shippingDiscountAmount),
    grandTotal: toMinorUnits(r.grandTotal),
    couponCode: r.couponCode ?? '',
    shipTo: r.shipTo,
    paymentMethod: r.paymentMethod ?? '',
    closedBy: r.closedBy ?? '',
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
  },
  toRow,
});

const live = (row: Record<string, unknown>) => row.status === 'pending_payment' || row.status === 'payment_in_progress';

export function checkoutAdmin() {
  return [
    definePanelResource({
      id: 'CheckoutSessions',
      module: 'Checkout',
      options: { navigation: { name: 'Sales' }, listProperties: ['customer', 'status', 'grandTotal', 'expiresAt', 'createdAt'] },
      properties: [
        { path: 'id', isId: true, isEditable: false },
        { path: 'customer', isTitle: true, isEditable: false },
        { path: 'status', availableValues: [...SESSION_STATUSES], isEditable: false },
        { path: 'lines', type: 'textarea', isEditable: false },
        { path: 'subtotal', money: true, isEditable: false },
        { path: 'discountAmount', money: true, isEditable: false },
        { path: 'shippingAmount', money: true, isEditable: false },
        { path: 'shippingDiscountAmount', money: true, isEditable: false },
        { path: 'grandTotal', money: true, isSortable: true, isEditable: false },
        { path: 'couponCode', isEditable: false },
        { path: 'shipTo', isEditable: false },
        { path: 'paymentMethod', isEditable: false },
        { path: 'closedBy', isEditable: false },
        { path: 'expiresAt', type: 'datetime', isSortable: true, isEditable: false },
        { path: 'createdAt', type: 'datetime', isSortable: true, isEditable: false },
      ],
      ...reads,
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
