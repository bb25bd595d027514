import { toMinorUnits } from '../../../core/db/money.js';
import { sqlRows } from '../../../core/db/sql.js';

export type OrderMailKind = 'cancellation' | 'ready_for_pickup';

export interface MailOrder {
  id: string;
  orderNumber: string;
  customerName: string;
  customerEmail: string | null;
  paymentMethod: string;
  grandTotal: number;
}

/** The order and its customer's name and email (the accounts' published view), by public id. */
export async function mailOrder(orderPublicId: string): Promise<MailOrder | null> {
  const [row] = await sqlRows<MailOrder & { grandTotal: string }>(
    `SELECT o.id, o.order_number AS "orderNumber", u.name AS "customerName", u.email AS "customerEmail", o.payment_method AS "paymentMethod",
            o.grand_total AS "grandTotal"
       FROM orders o JOIN accounts_user_names u ON u.public_id = o.customer_public_id WHERE o.public_id = $1`,
    [orderPublicId],
  );
  return row ? { ...row, grandTotal: toMinorUnits(row.grandTotal) } : null;
}

/**
 * Claims the order's mail of this kind (order_mails: one per order and kind), in the handler's transaction:
 * true when this call claimed it (send it), false when it was claimed before (a redelivery, a repeat).
 */
export async function claimOrderMail(orderId: string, kind: OrderMailKind): Promise<boolean> {
  const rows = await sqlRows(`INSERT INTO order_mails (order_id, kind) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING order_id`, [orderId, kind]);
  return rows.length > 0;
}

/** The order's lines as a mail lists them: "2 x Phone (Blue)", the units counted by `units`. */
export async function mailLines(orderId: string, units: 'cancelled' | 'active'): Promise<string> {
  const count = units === 'cancelled' ? 'cancelled_quantity' : 'quantity - unavailable_quantity - cancelled_quantity';
  const rows = await sqlRows<{ n: number; product: string; variant: string | null }>(
    `SELECT ${count} AS n, product_name AS product, variant_name AS variant FROM order_items WHERE order_id = $1 ORDER BY position`,
    [orderId],
  );
  return rows
    .filter((r) => r.n > 0)
    .map((r) => `- ${r.n} x ${r.product}${r.variant ? ` (${r.variant})` : ''}`)
    .join('\n');
}

/** A refund's amount by public id (null when there is none). */
export async function refundAmount(refundPublicId: string | null): Promise<number | null> {
  if (!refundPublicId) return null;
  const [row] = await sqlRows<{ amount: string }>(`SELECT amount FROM order_refunds WHERE public_id = $1`, [refundPublicId]);
  return row ? toMinorUnits(row.amount) : null;
}
