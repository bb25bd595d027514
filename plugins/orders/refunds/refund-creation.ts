import { currentActor } from '../../../core/context/request-context.js';
import { newPublicId } from '../../../core/db/ids.js';
import { toMinorUnits } from '../../../core/db/money.js';
import { sqlRows } from '../../../core/db/sql.js';
import { withTransaction } from '../../../core/db/transaction.js';
import { invalidField } from '../../../core/http/app-error.js';
import { OrderErrors as E } from '../errors.js';
import { lockOrder, type LockedOrder } from '../lifecycle/order-lock.js';
import { recordOrderEvent } from '../lifecycle/order-timeline.js';
import { LIVE_REFUND_SQL } from './refund-machine.js';

export interface RefundLineInput {
  /** the order line's public id */
  orderItemId: string;
  /** units refunded, 1 or more */
  quantity: number;
}

interface LineBudget {
  id: string;
  publicId: string;
  quantity: number;
  /** line_total - discount_amount */
  net: number;
  /** what live refunds (pending, approved, settled) already hold of the line */
  live: number;
}

/** A partial quantity refunds floor(net x quantity / line quantity) (BigInt: the product may pass 2^53). */
export const lineRefundAmount = (net: number, quantity: number, lineQuantity: number): number =>
  Number((BigInt(net) * BigInt(quantity)) / BigInt(lineQuantity));

async function lineBudgets(orderId: string): Promise<Map<string, LineBudget>> {
  const rows = await sqlRows(
    `SELECT i.id, i.public_id, i.quantity, (i.line_total - i.discount_amount)::text AS net,
            (SELECT coalesce(sum(ri.amount), 0)::text FROM order_refund_items ri JOIN order_refunds r ON r.id = ri.refund_id
              WHERE ri.order_item_id = i.id AND r.status ${LIVE_REFUND_SQL}) AS live
       FROM order_items i WHERE i.order_id = $1`,
    [orderId],
  );
  return new Map(
    rows.map((r) => [r.public_id, { id: r.id, publicId: r.public_id, quantity: r.quantity, net: toMinorUnits(r.net), live: toMinorUnits(r.live) }]),
  );
}

/** The lines of the request, each with its computed amount; a line not of this order (or named twice) is a 400 naming it. */
function pricedLines(items: RefundLineInput[], budgets: Map<string, LineBudget>) {
  const seen = new Set<string>();
  return items.map((item, i) => {
    const id = item.orderItemId.toLowerCase();
    const line = budgets.get(id);
    if (!line) throw invalidField(`items.${i}.orderItemId`, `items.${i}.orderItemId is not a line of this order`);
    if (seen.has(id)) throw invalidField(`items.${i}.orderItemId`, `items.${i}.orderItemId is named twice`);
    seen.add(id);
    // more units than the line has would refund more than its net amount: the per-line bound
    if (item.quantity > line.quantity) {
      throw E.ORDER_REFUND_EXCEEDS_PAID({ lines: [{ orderItemId: line.publicId, lineQuantity: line.quantity, requestedQuantity: item.quantity }] });
    }
    return { line, quantity: item.quantity, amount: lineRefundAmount(line.net, item.quantity, line.quantity) };
  });
}

/** Live refunds of the order (pending, approved, settled), under its lock. */
export async function liveRefundTotal(orderId: string): Promise<number> {
  const [r] = await sqlRows(`SELECT coalesce(sum(amount), 0)::text AS live FROM order_refunds WHERE order_id = $1 AND status ${LIVE_REFUND_SQL}`, [orderId]);
  return toMinorUnits(r.live);
}

/** Per order (live + this <= paid) and per line (live + this <= net): both 409 ORDER_REFUND_EXCEEDS_PAID. */
async function assertWithinPaid(order: LockedOrder, lines: ReturnType<typeof pricedLines>): Promise<number> {
  const amount = lines.reduce((sum, l) => sum + l.amount, 0);
  const live = await liveRefundTotal(order.id);
  if (amount < 1 || live + amount > order.paidAmount) {
    throw E.ORDER_REFUND_EXCEEDS_PAID({ paidAmount: order.paidAmount, liveRefundAmount: live, requestedAmount: amount });
  }
  const over = lines.filter((l) => l.line.live + l.amount > l.line.net);
  if (over.length) {
    throw E.ORDER_REFUND_EXCEEDS_PAID({
      lines: over.map((l) => ({ orderItemId: l.line.publicId, netAmount: l.line.net, liveRefundAmount: l.line.live, requestedAmount: l.amount })),
    });
  }
  return amount;
}

/**
 * A refund from lines (pending, in the finance queue), money computed here: each line refunds its net share of
 * the units, bounded per line and per order, decided under the order's lock (the deferred trigger is the last line).
 * Returns the new refund's public id.
 */
export function createLineRefund(orderPublicId: string, items: RefundLineInput[]): Promise<string> {
  return withTransaction(async () => {
    const order = await lockOrder(orderPublicId);
    const lines = pricedLines(items, await lineBudgets(order.id));
    const amount = await assertWithinPaid(order, lines);
    const actor = currentActor();
    const publicId = newPublicId();
    const [refund] = await sqlRows<{ id: string }>(
      `INSERT INTO order_refunds (public_id, order_id, source, status, amount, created_by) VALUES ($1, $2, 'lines', 'pending', $3, $4) RETURNING id`,
      [publicId, order.id, amount, actor.kind === 'admin' ? actor.publicId : null],
    );
    await sqlRows(
      `INSERT INTO order_refund_items (refund_id, order_item_id, quantity, amount)
       SELECT $1, unnest($2::bigint[]), unnest($3::int[]), unnest($4::bigint[])`,
      [refund.id, lines.map((l) => l.line.id), lines.map((l) => l.quantity), lines.map((l) => l.amount)],
    );
    await recordOrderEvent(order.id, {
      type: 'refund.created',
      customerVisible: true,
      message: 'A refund was opened',
      detail: {
        refundId: publicId,
        amount,
        source: 'lines',
        items: lines.map((l) => ({ orderItemId: l.line.publicId, quantity: l.quantity, amount: l.amount })),
      },
    });
    return publicId;
  });
}
