import { clock } from '../../../core/clock/clock.js';
import { sqlRows } from '../../../core/db/sql.js';
import { withTransaction } from '../../../core/db/transaction.js';
import { lockOrder } from '../lifecycle/order-lock.js';
import { moveOrder } from '../lifecycle/order-machine.js';
import { orderSettings } from '../order-settings.js';

/** Return statuses that keep an order open: the customer's units may still come back. */
const OPEN_RETURN = `EXISTS (SELECT 1 FROM order_returns r WHERE r.order_id = o.id AND r.status IN ('requested', 'approved', 'received'))`;

const PAGE = 200;

/** The window closed at or before `cutoff` (delivered_at + returnWindowDays < now). */
const cutoff = () => new Date(clock.nowMs() - orderSettings.returnWindowDays * 86_400_000);

/** Completes one order under its lock if it still qualifies (a return may have opened since it was listed). */
async function completeOne(publicId: string): Promise<boolean> {
  return withTransaction(async () => {
    const order = await lockOrder(publicId);
    if (order.status !== 'delivered' || !order.deliveredAt || orderSettings.returnWindowEnd(order.deliveredAt) >= clock.now()) return false;
    const [open] = await sqlRows(`SELECT 1 FROM orders o WHERE o.id = $1 AND ${OPEN_RETURN}`, [order.id]);
    if (open) return false;
    const now = clock.now();
    const r = await moveOrder(order, 'complete', { set: { completed_at: now }, detail: { returnWindowDays: orderSettings.returnWindowDays } });
    return r.moved;
  });
}

/**
 * Delivered orders whose return window (RETURN_WINDOW_DAYS from delivery) has passed with no open return
 * move to completed, each in its own transaction under its lock, by the system. Answers how many completed.
 */
export async function completeDeliveredOrders(): Promise<number> {
  let completed = 0;
  let after = '0';
  for (;;) {
    const page = await sqlRows<{ id: string; publicId: string }>(
      `SELECT o.id, o.public_id AS "publicId" FROM orders o
        WHERE o.status = 'delivered' AND o.delivered_at < $1 AND o.id > $2 AND NOT ${OPEN_RETURN}
        ORDER BY o.id LIMIT ${PAGE}`,
      [cutoff(), after],
    );
    for (const o of page) if (await completeOne(o.publicId)) completed++;
    if (page.length < PAGE) return completed;
    after = page[page.length - 1].id;
  }
}
