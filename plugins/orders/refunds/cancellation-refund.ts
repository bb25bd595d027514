import { currentActor } from '../../../core/context/request-context.js';
import { newPublicId } from '../../../core/db/ids.js';
import { sqlRows } from '../../../core/db/sql.js';
import type { LockedOrder } from '../lifecycle/order-lock.js';
import { recordOrderEvent } from '../lifecycle/order-timeline.js';
import { liveRefundTotal } from './refund-creation.js';
import { LIVE_REFUND_SQL } from './refund-machine.js';

/**
 * A cancelled order that was paid at the gateway gets one pending refund of the paid amount in the finance queue
 * (uq_order_refunds_cancellation: once per order), in the cancellation's transaction, on the locked order. Its
 * items carry what each line's net amount has left after live refunds; the shipping charge is the rest of the amount. Returns the refund's id.
 */
export async function openCancellationRefund(order: LockedOrder): Promise<string | null> {
  // what live refunds (pending and approved too, not only settled) do not already hold: the deferred trigger's bound
  const amount = order.paidAmount - (await liveRefundTotal(order.id));
  if (amount <= 0) return null;
  const actor = currentActor();
  const publicId = newPublicId();
  const [refund] = await sqlRows<{ id: string }>(
    `INSERT INTO order_refunds (public_id, order_id, source, status, amount, created_by)
     VALUES ($1, $2, 'cancellation', 'pending', $3, $4)
     ON CONFLICT (order_id) WHERE source = 'cancellation' DO NOTHING RETURNING id`,
    [publicId, order.id, amount, actor.kind === 'admin' || actor.kind === 'customer' ? actor.publicId : null],
  );
  if (!refund) return null;
  await sqlRows(
    `INSERT INTO order_refund_items (refund_id, order_item_id, quantity, amount)
     SELECT $1, l.id, l.quantity, l.rest FROM (
       SELECT i.id, i.quantity, i.line_total - i.discount_amount - (
                SELECT coalesce(sum(ri.amount), 0) FROM order_refund_items ri JOIN order_refunds r ON r.id = ri.refund_id
                 WHERE ri.order_item_id = i.id AND r.status ${LIVE_REFUND_SQL}) AS rest
         FROM order_items i WHERE i.order_id = $2) l
      WHERE l.rest > 0`,
    [refund.id, order.id],
  );
  await recordOrderEvent(order.id, {
    type: 'refund.created',
    customerVisible: true,
    message: 'A refund of the amount paid was opened',
    detail: { refundId: publicId, amount, source: 'cancellation' },
  });
  return publicId;
}
