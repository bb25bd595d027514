import { clock } from '../../../core/clock/clock.js';
import { sqlRows } from '../../../core/db/sql.js';
import { OrderErrors as E } from '../errors.js';
import { lockOrder, type LockedOrder } from '../lifecycle/order-lock.js';
import { recordOrderEvent } from '../lifecycle/order-timeline.js';
import { RETURN_MACHINE, returnRows, type ReturnMove, type ReturnStatus } from './return-machine.js';

export interface LockedReturn {
  id: string;
  publicId: string;
  status: ReturnStatus;
  /** its lines: the order line (internal and public id), its variant, the units in the return */
  items: Array<{ orderItemId: string; orderItemPublicId: string; variantId: string; quantity: number }>;
}

async function lockedReturnRow(orderId: string, returnPublicId: string): Promise<LockedReturn> {
  const [r] = await sqlRows(`SELECT id, public_id, status FROM order_returns WHERE public_id = $1 AND order_id = $2 FOR UPDATE`, [returnPublicId, orderId]);
  if (!r) throw E.ORDER_RETURN_NOT_FOUND();
  const items = await sqlRows(
    `SELECT ri.order_item_id AS "orderItemId", i.public_id AS "orderItemPublicId", i.variant_public_id AS "variantId", ri.quantity
       FROM order_return_items ri JOIN order_items i ON i.id = ri.order_item_id WHERE ri.return_id = $1 ORDER BY i.position`,
    [r.id],
  );
  return { id: r.id, publicId: r.public_id, status: r.status, items };
}

/**
 * The order first, then the return, both locked (every return and refund step takes them in this order). A
 * customer's lock finds only their own order (404 ORDER_NOT_FOUND) and a return of that order (404 ORDER_RETURN_NOT_FOUND).
 */
export async function lockReturnOfOrder(
  orderPublicId: string,
  returnPublicId: string,
  customerPublicId: string,
): Promise<{ order: LockedOrder; ret: LockedReturn }> {
  const order = await lockOrder(orderPublicId, customerPublicId);
  return { order, ret: await lockedReturnRow(order.id, returnPublicId) };
}

/** An admin's lock of a return by its own id: its order first, then it. */
export async function lockReturn(returnPublicId: string): Promise<{ order: LockedOrder; ret: LockedReturn }> {
  const [owner] = await sqlRows<{ orderId: string }>(
    `SELECT o.public_id AS "orderId" FROM order_returns t JOIN orders o ON o.id = t.order_id WHERE t.public_id = $1`,
    [returnPublicId],
  );
  if (!owner) throw E.ORDER_RETURN_NOT_FOUND();
  const order = await lockOrder(owner.orderId);
  return { order, ret: await lockedReturnRow(order.id, returnPublicId) };
}

/** 409 ORDER_RETURN_TRANSITION_NOT_ALLOWED unless the return may take the move from its status. */
export function assertMay(ret: LockedReturn, move: ReturnMove): void {
  if (!RETURN_MACHINE.can(ret.status, move)) throw E.ORDER_RETURN_TRANSITION_NOT_ALLOWED({ status: ret.status, move });
}

/** Moves the locked return (allowed: checked before) with its columns, and writes the order's timeline entry. */
export async function moveReturn(
  order: LockedOrder,
  ret: LockedReturn,
  move: ReturnMove,
  set: Record<string, unknown>,
  entry: { message: string; detail?: Record<string, unknown> },
): Promise<void> {
  assertMay(ret, move);
  const r = await returnRows.move(ret.id, move, { set: { updated_at: clock.now(), ...set } });
  if (!r.moved) throw new Error(`return ${ret.publicId}: ${move} refused from ${ret.status} under the order's lock`);
  ret.status = r.to;
  await recordOrderEvent(order.id, {
    type: `return.${r.to}`,
    customerVisible: true,
    message: entry.message,
    detail: { returnId: ret.publicId, ...entry.detail },
  });
}

/** Gives the return's units back to the line's budget (a cancelled or rejected return). */
export async function releasePending(ret: LockedReturn): Promise<void> {
  await sqlRows(
    `UPDATE order_items i SET return_pending_quantity = i.return_pending_quantity - ri.quantity, updated_at = $2
       FROM order_return_items ri WHERE ri.return_id = $1 AND ri.order_item_id = i.id`,
    [ret.id, clock.now()],
  );
}
