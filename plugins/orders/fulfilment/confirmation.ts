import { clock } from '../../../core/clock/clock.js';
import { withTransaction } from '../../../core/db/transaction.js';
import { OrderErrors as E } from '../errors.js';
import { lockOrder, type LockedOrder } from '../lifecycle/order-lock.js';
import { moveOrder } from '../lifecycle/order-machine.js';

/** created -> confirmed (confirmed_at stamped); any other status 409 ORDER_TRANSITION_NOT_ALLOWED. */
export async function confirmOrder(orderId: string): Promise<void> {
  await withTransaction(async () => {
    const order = await lockOrder(orderId);
    const r = await moveOrder(order, 'confirm', { set: { confirmed_at: clock.now() } });
    if (!r.moved) throw E.ORDER_TRANSITION_NOT_ALLOWED({ status: order.status, move: 'confirm' });
  });
}

/** confirmed -> processing, on an order the caller locked; 409 ORDER_TRANSITION_NOT_ALLOWED from any other status. */
export async function moveToProcessing(order: LockedOrder): Promise<void> {
  const r = await moveOrder(order, 'start_processing');
  if (!r.moved) throw E.ORDER_TRANSITION_NOT_ALLOWED({ status: order.status, move: 'start_processing' });
  order.status = 'processing';
}

/** confirmed -> processing; any other status 409 ORDER_TRANSITION_NOT_ALLOWED. */
export async function startProcessing(orderId: string): Promise<void> {
  await withTransaction(async () => moveToProcessing(await lockOrder(orderId)));
}
