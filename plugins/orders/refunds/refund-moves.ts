import { clock } from '../../../core/clock/clock.js';
import { currentActor } from '../../../core/context/request-context.js';
import { toMinorUnits } from '../../../core/db/money.js';
import { sqlRows } from '../../../core/db/sql.js';
import { withTransaction } from '../../../core/db/transaction.js';
import { publish } from '../../../core/jobs/index.js';
import { invalidField } from '../../../core/http/app-error.js';
import { OrderErrors as E } from '../errors.js';
import { lockOrder, type LockedOrder } from '../lifecycle/order-lock.js';
import { recordOrderEvent } from '../lifecycle/order-timeline.js';
import { orderChange, REFUND_SETTLED } from '../topics.js';
import { REFUND_MACHINE, REFUND_METHODS, refundRows, type RefundMethod, type RefundMove, type RefundStatus } from './refund-machine.js';

interface LockedRefund {
  id: string;
  publicId: string;
  status: RefundStatus;
  amount: number;
  method: RefundMethod | null;
}

/** The order first, then the refund, both locked (the lock order of every return and refund step: no deadlocks). */
async function lockRefund(refundPublicId: string): Promise<{ order: LockedOrder; refund: LockedRefund }> {
  const [owner] = await sqlRows<{ orderId: string }>(
    `SELECT o.public_id AS "orderId" FROM order_refunds r JOIN orders o ON o.id = r.order_id WHERE r.public_id = $1`,
    [refundPublicId],
  );
  if (!owner) throw E.ORDER_REFUND_NOT_FOUND();
  const order = await lockOrder(owner.orderId);
  const [r] = await sqlRows(`SELECT id, public_id, status, amount::text AS amount, method FROM order_refunds WHERE public_id = $1 FOR UPDATE`, [
    refundPublicId,
  ]);
  return { order, refund: { id: r.id, publicId: r.public_id, status: r.status, amount: toMinorUnits(r.amount), method: r.method } };
}

/** Locks, checks the move is allowed from the refund's status (else 409), moves it and writes the timeline entry. */
async function moveRefund(
  refundPublicId: string,
  move: RefundMove,
  set: (refund: LockedRefund) => Record<string, unknown>,
  entry: { customerVisible: boolean; message: string; detail?: Record<string, unknown> },
): Promise<{ order: LockedOrder; refund: LockedRefund }> {
  const { order, refund } = await lockRefund(refundPublicId);
  if (!REFUND_MACHINE.can(refund.status, move)) throw E.ORDER_REFUND_TRANSITION_NOT_ALLOWED({ status: refund.status, move });
  const r = await refundRows.move(refund.id, move, { set: { updated_at: clock.now(), ...set(refund) } });
  if (!r.moved) throw new Error(`refund ${refund.publicId}: ${move} refused from ${refund.status} under the order's lock`);
  await recordOrderEvent(order.id, {
    type: `refund.${r.to}`,
    customerVisible: entry.customerVisible,
    message: entry.message,
    detail: { refundId: refund.publicId, amount: refund.amount, ...entry.detail },
  });
  return { order, refund };
}

const actorId = () => {
  const a = currentActor();
  return a.kind === 'admin' ? a.publicId : null;
};

/** pending -> approved, the method chosen. */
export function approveRefund(refundPublicId: string, method: RefundMethod): Promise<void> {
  if (!REFUND_METHODS.includes(method)) throw invalidField('method', `method must be one of: ${REFUND_METHODS.join(', ')}`);
  return withTransaction(async () => {
    await moveRefund(refundPublicId, 'approve', () => ({ method, approved_at: clock.now(), approved_by: actorId() }), {
      customerVisible: false,
      message: 'Refund approved',
      detail: { method },
    });
  });
}

/** pending -> rejected, with the reason (an approved refund can never be rejected). */
export function rejectRefund(refundPublicId: string, rawReason: string): Promise<void> {
  const reason = typeof rawReason === 'string' ? rawReason.trim() : '';
  if (reason.length < 3 || reason.length > 500) throw invalidField('reason', 'reason must be 3 to 500 characters');
  return withTransaction(async () => {
    await moveRefund(refundPublicId, 'reject', () => ({ reject_reason: reason, rejected_at: clock.now(), rejected_by: actorId() }), {
      customerVisible: true,
      message: 'Refund rejected',
      detail: { reason },
    });
  });
}

/**
 * approved -> settled, the reference recorded: the money left the shop, so the amount goes to the order's
 * refundedAmount and each line's share to its own, and REFUND_SETTLED is published with the change.
 */
export function settleRefund(refundPublicId: string, settlementReference: string | null | undefined): Promise<void> {
  const reference = typeof settlementReference === 'string' ? settlementReference.trim() : '';
  if (!reference) throw E.ORDER_REFUND_SETTLEMENT_REFERENCE_REQUIRED();
  return withTransaction(async () => {
    const settledAt = clock.now();
    const { order, refund } = await moveRefund(
      refundPublicId,
      'settle',
      () => ({ settlement_reference: reference, settled_at: settledAt, settled_by: actorId() }),
      { customerVisible: true, message: 'Refund settled', detail: { settlementReference: reference } },
    );
    await sqlRows(`UPDATE orders SET refunded_amount = refunded_amount + $2, updated_at = $3 WHERE id = $1`, [order.id, refund.amount, settledAt]);
    await sqlRows(
      `UPDATE order_items i SET refunded_amount = i.refunded_amount + ri.amount, updated_at = $2
         FROM order_refund_items ri WHERE ri.refund_id = $1 AND ri.order_item_id = i.id`,
      [refund.id, settledAt],
    );
    await publish(REFUND_SETTLED, {
      ...orderChange(order),
      refundId: refund.publicId,
      amount: refund.amount,
      method: refund.method!,
      settledAt: settledAt.toISOString(),
    });
  });
}
