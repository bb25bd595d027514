import { signedInActor } from '../../../core/context/request-context.js';
import { sqlRows } from '../../../core/db/sql.js';
import { resolveList } from '../../../core/http/list-query.js';
import { SqlList } from '../../../core/lifecycle/index.js';
import { OrderErrors as E } from '../errors.js';
import { REFUND_SORTABLE, type RefundSort, type RefundsQuery } from './dto/refund.dto.js';
import { createLineRefund, type RefundLineInput } from './refund-creation.js';
import type { RefundMethod } from './refund-machine.js';
import { approveRefund, rejectRefund, settleRefund } from './refund-moves.js';
import { REFUND_FROM, REFUND_SELECT, refundsOf, refundView, toRefundView, type RefundRow, type RefundView } from './refund-reads.js';

const SORT_SQL: Record<RefundSort, string> = { createdAt: 'r.created_at', amount: 'r.amount' };

async function viewOf(refundPublicId: string): Promise<RefundView> {
  const view = await refundView(refundPublicId);
  if (!view) throw E.ORDER_REFUND_NOT_FOUND();
  return view;
}

/**
 * Refunds (permission module Refunds): created from an order's lines, then the finance queue's moves. The routes
 * and the admin panel call these with plain arguments (public ids and the body); each answers the refund as read.
 */
export const refundsService = {
  /** POST /api/orders/{id}/refunds: a pending refund of these lines (money computed here). */
  async create(orderPublicId: string, body: { items: RefundLineInput[] }): Promise<RefundView> {
    return viewOf(await createLineRefund(orderPublicId, body.items));
  },

  /** GET /api/order-refunds: the finance queue (filters status, orderId). */
  async list(q: RefundsQuery) {
    const l = resolveList(q, REFUND_SORTABLE, 'createdAt');
    const list = new SqlList<RefundRow>({ select: REFUND_SELECT, countFrom: REFUND_FROM });
    if (q.status) list.where(`r.status = ${list.param(q.status)}`);
    if (q.orderId) list.where(`o.public_id = ${list.param(q.orderId.toLowerCase())}`);
    const { rows, count } = await list.offsetPage(l, `${SORT_SQL[l.sort]} ${l.order}, r.id ${l.order}`);
    return { rows: rows.map(toRefundView), count, list: l };
  },

  get: (refundPublicId: string): Promise<RefundView> => viewOf(refundPublicId),

  async approve(refundPublicId: string, body: { method: RefundMethod }): Promise<RefundView> {
    await approveRefund(refundPublicId, body.method);
    return viewOf(refundPublicId);
  },

  async settle(refundPublicId: string, body: { settlementReference?: string | null }): Promise<RefundView> {
    await settleRefund(refundPublicId, body.settlementReference);
    return viewOf(refundPublicId);
  },

  async reject(refundPublicId: string, body: { reason: string }): Promise<RefundView> {
    await rejectRefund(refundPublicId, body.reason);
    return viewOf(refundPublicId);
  },

  /** GET /api/mobile/orders/{id}/refunds: the signed-in customer's refunds on their order (another's order: 404). */
  async mine(orderPublicId: string): Promise<RefundView[]> {
    const [order] = await sqlRows<{ id: string }>(`SELECT id FROM orders WHERE public_id = $1 AND customer_public_id = $2`, [
      orderPublicId,
      signedInActor().publicId,
    ]);
    if (!order) throw E.ORDER_NOT_FOUND();
    return refundsOf(order.id);
  },
};
