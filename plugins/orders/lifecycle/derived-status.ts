import { clock } from '../../../core/clock/clock.js';
import { sqlRows } from '../../../core/db/sql.js';
import type { OrderStatus } from '../entities/order.entity.js';
import { moveOrder, type OrderMove } from './order-machine.js';
import type { LockedOrder } from './order-lock.js';

export interface UnitCounts {
  quantity: number;
  unavailableQuantity: number;
  cancelledQuantity: number;
  shippedQuantity: number;
  deliveredQuantity: number;
}

export type FulfilmentStatus = Extract<OrderStatus, 'processing' | 'partially_shipped' | 'shipped' | 'partially_delivered' | 'delivered'>;

/**
 * The order's fulfilment status from its lines (issue 21): units that will ship are the active ones; delivered
 * all of them -> delivered, some -> partially_delivered; else shipped all -> shipped, some -> partially_shipped;
 * else processing (a failed parcel's units count as not shipped).
 */
export function derivedStatus(lines: UnitCounts[]): FulfilmentStatus {
  let active = 0;
  let shipped = 0;
  let delivered = 0;
  for (const l of lines) {
    active += l.quantity - l.unavailableQuantity - l.cancelledQuantity;
    shipped += l.shippedQuantity;
    delivered += l.deliveredQuantity;
  }
  if (active > 0 && delivered >= active) return 'delivered';
  if (delivered > 0) return 'partially_delivered';
  if (active > 0 && shipped >= active) return 'shipped';
  if (shipped > 0) return 'partially_shipped';
  return 'processing';
}

const MOVE_TO: Record<FulfilmentStatus, OrderMove> = {
  processing: 'reopen_processing',
  partially_shipped: 'mark_partially_shipped',
  shipped: 'mark_shipped',
  partially_delivered: 'mark_partially_delivered',
  delivered: 'mark_delivered',
};

/**
 * After a shipment change, in its transaction, on an order the caller locked: moves the order to the status its
 * lines say, if that differs (delivered also stamps deliveredAt, which opens the return window). Returns the status.
 */
export async function applyDerivedStatus(order: LockedOrder, detail: Record<string, unknown> = {}): Promise<OrderStatus> {
  const lines = await sqlRows<UnitCounts>(
    `SELECT quantity, unavailable_quantity AS "unavailableQuantity", cancelled_quantity AS "cancelledQuantity",
            shipped_quantity AS "shippedQuantity", delivered_quantity AS "deliveredQuantity"
       FROM order_items WHERE order_id = $1`,
    [order.id],
  );
  const target = derivedStatus(lines);
  if (target === order.status) return order.status;
  const set = target === 'delivered' ? { delivered_at: clock.now() } : {};
  const r = await moveOrder(order, MOVE_TO[target], { set, detail });
  if (!r.moved) throw new Error(`order ${order.orderNumber}: ${order.status} -> ${target} refused (the caller holds the order's lock)`);
  order.status = target;
  if (target === 'delivered') order.deliveredAt = set.delivered_at as Date;
  return target;
}
