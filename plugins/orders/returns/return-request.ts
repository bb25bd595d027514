import { clock } from '../../../core/clock/clock.js';
import { signedInActor } from '../../../core/context/request-context.js';
import { newPublicId } from '../../../core/db/ids.js';
import { sqlRows } from '../../../core/db/sql.js';
import { withTransaction } from '../../../core/db/transaction.js';
import { invalidField } from '../../../core/http/app-error.js';
import { OrderErrors as E } from '../errors.js';
import { lockOrder, type LockedOrder } from '../lifecycle/order-lock.js';
import { recordOrderEvent } from '../lifecycle/order-timeline.js';
import { orderSettings } from '../order-settings.js';
import { lockReturnOfOrder, moveReturn, releasePending } from './return-lock.js';

export interface ReturnLineInput {
  orderItemId: string;
  quantity: number;
  reason: string;
}

interface ReturnableLine {
  id: string;
  publicId: string;
  deliveredQuantity: number;
  /** delivered units neither returned nor in a live return */
  available: number;
}

/** A delivered order (deliveredAt stamped) inside its return window, else 409 ORDER_RETURN_NOT_ELIGIBLE. */
function assertWithinWindow(order: LockedOrder): void {
  if (!order.deliveredAt) throw E.ORDER_RETURN_NOT_ELIGIBLE({ reason: 'not_delivered', status: order.status });
  const windowEnd = orderSettings.returnWindowEnd(order.deliveredAt);
  if (clock.now() > windowEnd) throw E.ORDER_RETURN_NOT_ELIGIBLE({ reason: 'window_closed', windowEndedAt: windowEnd.toISOString() });
}

async function returnableLines(orderId: string): Promise<Map<string, ReturnableLine>> {
  const rows = await sqlRows(
    `SELECT id, public_id, delivered_quantity, delivered_quantity - returned_quantity - return_pending_quantity AS available
       FROM order_items WHERE order_id = $1`,
    [orderId],
  );
  return new Map(rows.map((r) => [r.public_id, { id: r.id, publicId: r.public_id, deliveredQuantity: r.delivered_quantity, available: r.available }]));
}

/** The request's lines on the order's lines: a line not of this order or named twice is a 400 naming it. */
function matchLines(items: ReturnLineInput[], lines: Map<string, ReturnableLine>) {
  const seen = new Set<string>();
  return items.map((item, i) => {
    const id = item.orderItemId.toLowerCase();
    const line = lines.get(id);
    if (!line) throw invalidField(`items.${i}.orderItemId`, `items.${i}.orderItemId is not a line of this order`);
    if (seen.has(id)) throw invalidField(`items.${i}.orderItemId`, `items.${i}.orderItemId is named twice`);
    seen.add(id);
    return { line, quantity: item.quantity, reason: item.reason.trim() };
  });
}

/** Each line delivered (else NOT_ELIGIBLE) with the units free (else QUANTITY_UNAVAILABLE), both 409 naming the lines. */
function assertReturnable(lines: ReturnType<typeof matchLines>): void {
  const undelivered = lines.filter((l) => l.line.deliveredQuantity === 0);
  if (undelivered.length) throw E.ORDER_RETURN_NOT_ELIGIBLE({ reason: 'line_not_delivered', orderItemIds: undelivered.map((l) => l.line.publicId) });
  const short = lines.filter((l) => l.quantity > l.line.available);
  if (short.length) {
    throw E.ORDER_RETURN_QUANTITY_UNAVAILABLE({
      lines: short.map((l) => ({ orderItemId: l.line.publicId, requested: l.quantity, available: Math.max(0, l.line.available) })),
    });
  }
}

/**
 * The signed-in customer asks to return delivered units of their order within the window: a `requested` return
 * whose units are held in the lines' return_pending_quantity (the budget) until it is cancelled, rejected or
 * inspected. Returns the new return's public id.
 */
export function requestReturn(orderPublicId: string, body: { items: ReturnLineInput[]; note?: string | null }): Promise<string> {
  const customer = signedInActor().publicId;
  return withTransaction(async () => {
    const order = await lockOrder(orderPublicId, customer);
    const lines = matchLines(body.items, await returnableLines(order.id));
    assertWithinWindow(order);
    assertReturnable(lines);
    const publicId = newPublicId();
    const [ret] = await sqlRows<{ id: string }>(
      `INSERT INTO order_returns (public_id, order_id, status, note, requested_by, created_at, updated_at) VALUES ($1, $2, 'requested', $3, $4, $5, $5) RETURNING id`,
      [publicId, order.id, body.note?.trim() || null, customer, clock.now()],
    );
    await sqlRows(
      `INSERT INTO order_return_items (return_id, order_item_id, quantity, reason) SELECT $1, unnest($2::bigint[]), unnest($3::int[]), unnest($4::text[])`,
      [ret.id, lines.map((l) => l.line.id), lines.map((l) => l.quantity), lines.map((l) => l.reason)],
    );
    await sqlRows(
      `UPDATE order_items i SET return_pending_quantity = i.return_pending_quantity + ri.quantity, updated_at = $2
         FROM order_return_items ri WHERE ri.return_id = $1 AND ri.order_item_id = i.id`,
      [ret.id, clock.now()],
    );
    await recordOrderEvent(order.id, {
      type: 'return.requested',
      customerVisible: true,
      message: 'Return requested',
      detail: { returnId: publicId, items: lines.map((l) => ({ orderItemId: l.line.publicId, quantity: l.quantity })) },
    });
    return publicId;
  });
}

/** The customer cancels their requested return: its units go back to the budget. */
export function cancelReturn(orderPublicId: string, returnPublicId: string): Promise<void> {
  const customer = signedInActor().publicId;
  return withTransaction(async () => {
    const { order, ret } = await lockReturnOfOrder(orderPublicId, returnPublicId, customer);
    await moveReturn(order, ret, 'cancel', { cancelled_at: clock.now() }, { message: 'Return cancelled' });
    await releasePending(ret);
  });
}
