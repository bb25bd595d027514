import { clock } from '../../../core/clock/clock.js';
import { publish } from '../../../core/jobs/index.js';
import { sqlRows } from '../../../core/db/sql.js';
import { withTransaction } from '../../../core/db/transaction.js';
import type { OrderStatus } from '../entities/order.entity.js';
import { OrderErrors as E } from '../errors.js';
import { applyDerivedStatus } from '../lifecycle/derived-status.js';
import { lockOrder, type LockedOrder } from '../lifecycle/order-lock.js';
import { moveOrder } from '../lifecycle/order-machine.js';
import { recordOrderEvent } from '../lifecycle/order-timeline.js';
import { ORDER_READY_FOR_PICKUP, orderChange } from '../topics.js';
import { shippableLines } from './shipment-lines.js';
import { writeShipment } from './shipments.js';

/** A pickup order is handed over at the counter before anything was shipped: created (POS), confirmed or processing. */
const COLLECTABLE: OrderStatus[] = ['created', 'confirmed', 'processing'];

async function lockPickupOrder(orderId: string): Promise<LockedOrder> {
  const order = await lockOrder(orderId);
  if (order.fulfilmentType !== 'pickup') throw E.ORDER_NOT_PICKUP();
  return order;
}

/**
 * From confirmed, the start_processing move first. Spec 03: it tolerates exactly one lost race (the move
 * refused because the order moved meanwhile): it re-reads the order and goes on from what it finds.
 */
async function processingFirst(orderId: string, order: LockedOrder): Promise<LockedOrder> {
  if (order.status !== 'confirmed') return order;
  if ((await moveOrder(order, 'start_processing')).moved) return { ...order, status: 'processing' };
  return lockPickupOrder(orderId);
}

/**
 * POST /api/orders/{id}/ready-for-pickup: a pickup order in confirmed (moved to processing first) or processing
 * is marked ready; the first time only, a customer-visible timeline entry and ORDER_READY_FOR_PICKUP (the
 * email). Repeats change nothing. A delivery order 409 ORDER_NOT_PICKUP; any other status 409 ORDER_TRANSITION_NOT_ALLOWED.
 */
export async function markReadyForPickup(orderId: string): Promise<void> {
  await withTransaction(async () => {
    const order = await processingFirst(orderId, await lockPickupOrder(orderId));
    if (order.status !== 'processing') throw E.ORDER_TRANSITION_NOT_ALLOWED({ status: order.status, move: 'ready_for_pickup' });
    if (order.readyForPickupAt) return;
    await sqlRows(`UPDATE orders SET ready_for_pickup_at = $2, updated_at = $2, version = version + 1 WHERE id = $1`, [order.id, clock.now()]);
    await recordOrderEvent(order.id, { type: 'order.ready_for_pickup', customerVisible: true, message: 'Your order is ready for pickup' });
    await publish(ORDER_READY_FOR_PICKUP, { ...orderChange(order) });
  });
}

/**
 * POST /api/orders/{id}/collect: the customer takes a pickup order at the counter. Every remaining active unit
 * goes on a synthetic counter shipment, delivered at once, and the order is delivered (the return window
 * opens). Not idempotent: an order already collected (or delivered, completed, cancelled) is 409 ORDER_NOT_COLLECTABLE.
 */
export async function collectOrder(orderId: string): Promise<void> {
  await withTransaction(async () => {
    const order = await lockPickupOrder(orderId);
    if (!COLLECTABLE.includes(order.status)) throw E.ORDER_NOT_COLLECTABLE({ status: order.status });
    const lines = [...(await shippableLines(order.id)).values()].filter((l) => l.remaining > 0);
    if (!lines.length) throw E.ORDER_NOT_COLLECTABLE({ status: order.status, reason: 'no units to hand over' });
    const planned = lines.map((line) => ({ line, quantity: line.remaining, serials: [] }));
    const s = await writeShipment(order.id, planned, { kind: 'counter', carrier: null, trackingNumber: null, closedAt: clock.now() });
    await recordOrderEvent(order.id, {
      type: 'order.collected',
      customerVisible: true,
      message: 'Collected at the counter',
      detail: { shipmentId: s.publicId },
    });
    await applyDerivedStatus(order, { shipmentId: s.publicId, collected: true });
  });
}
