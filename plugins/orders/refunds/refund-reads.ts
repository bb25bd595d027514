import { toMinorUnits } from '../../../core/db/money.js';
import { sqlRows } from '../../../core/db/sql.js';
import { LIVE_REFUND_SQL, type RefundMethod, type RefundStatus } from './refund-machine.js';

/*
 * A refund as every read shows it (list, one, created, moved, the order reads' refunds[]): its own fields, its
 * lines, and the four cash-context fields of its order (spec 03 "Order": display context, never a guard).
 */

export const REFUND_FROM = `FROM order_refunds r JOIN orders o ON o.id = r.order_id`;

export const REFUND_SELECT = `
  SELECT r.id, r.public_id AS "publicId", o.public_id AS "orderId", o.order_number AS "orderNumber", r.status, r.amount::text AS amount,
         r.method, r.settlement_reference AS "settlementReference", r.reject_reason AS "rejectReason",
         (SELECT coalesce(json_agg(json_build_object('orderItemId', i.public_id, 'quantity', ri.quantity, 'amount', ri.amount::text) ORDER BY i.position), '[]')
            FROM order_refund_items ri JOIN order_items i ON i.id = ri.order_item_id WHERE ri.refund_id = r.id) AS items,
         r.created_at AS "createdAt", r.approved_at AS "approvedAt", r.settled_at AS "settledAt", r.rejected_at AS "rejectedAt",
         o.payment_method AS "orderPaymentMethod", o.delivered_at AS "orderDeliveredAt", o.cod_collected_amount::text AS "orderCodCollectedAmount",
         (SELECT coalesce(sum(x.amount), 0)::text FROM order_refunds x
           WHERE x.order_id = r.order_id AND x.status ${LIVE_REFUND_SQL}) AS "orderAttributedRefundAmount"
  ${REFUND_FROM}`;

export interface RefundRow {
  id: string;
  publicId: string;
  orderId: string;
  orderNumber: string;
  status: RefundStatus;
  amount: string;
  method: RefundMethod | null;
  settlementReference: string | null;
  rejectReason: string | null;
  items: Array<{ orderItemId: string; quantity: number; amount: string }>;
  createdAt: Date;
  approvedAt: Date | null;
  settledAt: Date | null;
  rejectedAt: Date | null;
  orderPaymentMethod: string;
  orderDeliveredAt: Date | null;
  orderCodCollectedAmount: string | null;
  orderAttributedRefundAmount: string;
}

export const toRefundView = (r: RefundRow) => ({
  id: r.publicId,
  orderId: r.orderId,
  orderNumber: r.orderNumber,
  status: r.status,
  amount: toMinorUnits(r.amount),
  method: r.method,
  settlementReference: r.settlementReference,
  rejectReason: r.rejectReason,
  items: r.items.map((i) => ({ orderItemId: i.orderItemId, quantity: i.quantity, amount: toMinorUnits(i.amount) })),
  createdAt: r.createdAt,
  approvedAt: r.approvedAt,
  settledAt: r.settledAt,
  rejectedAt: r.rejectedAt,
  orderPaymentMethod: r.orderPaymentMethod,
  orderDeliveredAt: r.orderDeliveredAt,
  orderCodCollectedAmount: r.orderCodCollectedAmount === null ? null : toMinorUnits(r.orderCodCollectedAmount),
  orderAttributedRefundAmount: toMinorUnits(r.orderAttributedRefundAmount),
});
export type RefundView = ReturnType<typeof toRefundView>;

/** The refunds of an order (internal id), oldest first, as the order reads show them. */
export async function refundsOf(orderId: string): Promise<RefundView[]> {
  const rows = await sqlRows<RefundRow>(`${REFUND_SELECT} WHERE r.order_id = $1 ORDER BY r.created_at, r.id`, [orderId]);
  return rows.map(toRefundView);
}

/** One refund by public id (null when unknown). */
export async function refundView(publicId: string): Promise<RefundView | null> {
  const [row] = await sqlRows<RefundRow>(`${REFUND_SELECT} WHERE r.public_id = $1`, [publicId]);
  return row ? toRefundView(row) : null;
}
