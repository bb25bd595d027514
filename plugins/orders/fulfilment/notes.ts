import { withTransaction } from '../../../core/db/transaction.js';
import { lockOrder } from '../lifecycle/order-lock.js';
import { recordOrderEvent } from '../lifecycle/order-timeline.js';

export interface OrderNoteInput {
  note: string;
  /** default false: only administrators read it */
  customerVisible?: boolean;
}

/** POST /api/orders/{id}/notes: an `order.note_added` timeline entry by the admin, in any status. */
export async function addOrderNote(orderId: string, input: OrderNoteInput): Promise<void> {
  await withTransaction(async () => {
    const order = await lockOrder(orderId);
    await recordOrderEvent(order.id, { type: 'order.note_added', customerVisible: input.customerVisible ?? false, message: input.note });
  });
}
