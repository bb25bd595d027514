import { clock } from '../../../core/clock/clock.js';
import { publish } from '../../../core/jobs/index.js';
import { defineStateMachine, stateTable } from '../../../core/lifecycle/index.js';
import { ORDER_STATUSES, type OrderStatus } from '../entities/order.entity.js';
import { ORDER_STATUS_CHANGED, orderChange } from '../topics.js';
import { recordOrderEvent } from './order-timeline.js';

/** The statuses a fulfilling order moves among, as its lines' quantities say (derived-status.ts). */
export const FULFILLING: OrderStatus[] = ['processing', 'partially_shipped', 'shipped', 'partially_delivered'];

/** The statuses an order can be cancelled from (nothing dispatched yet; the lines are checked too). */
export const BEFORE_DISPATCH: OrderStatus[] = ['created', 'confirmed', 'processing'];

/**
 * Spec 03 "Order" state table, and the moves it leaves to the issue (dispatch, partial shipment and delivery,
 * completed): those are derived from the line quantities after every shipment change (derived-status.ts).
 * Cancel is allowed before dispatch; that nothing shipped is checked on the lines under the order's lock.
 */
export const ORDER_MACHINE = defineStateMachine({
  name: 'order',
  states: ORDER_STATUSES,
  moves: {
    confirm: { from: ['created'], to: 'confirmed' },
    start_processing: { from: ['confirmed'], to: 'processing' },
    cancel: { from: BEFORE_DISPATCH, to: 'cancelled' },
    mark_partially_shipped: { from: FULFILLING, to: 'partially_shipped' },
    mark_shipped: { from: FULFILLING, to: 'shipped' },
    mark_partially_delivered: { from: FULFILLING, to: 'partially_delivered' },
    // a pickup order is collected at the counter from created (POS collects right after creating), confirmed or processing
    mark_delivered: { from: ['created', 'confirmed', ...FULFILLING], to: 'delivered' },
    // every parcel failed: the units are back to be shipped again
    reopen_processing: { from: ['partially_shipped', 'shipped', 'partially_delivered'], to: 'processing' },
    complete: { from: ['delivered'], to: 'completed' },
  },
});
export type OrderMove = keyof typeof ORDER_MACHINE.moves;

/** What the customer reads on their timeline for each status reached. */
const STATUS_MESSAGE: Record<OrderStatus, string> = {
  created: 'Order placed',
  confirmed: 'Order confirmed',
  processing: 'Your order is being prepared',
  partially_shipped: 'Part of your order is on its way',
  shipped: 'Your order is on its way',
  partially_delivered: 'Part of your order was delivered',
  delivered: 'Your order was delivered',
  completed: 'Order completed',
  cancelled: 'Order cancelled',
};

const orderRows = stateTable({ machine: ORDER_MACHINE, table: 'orders' });

/** The order a move is made on: internal id, and what its event carries. */
export interface OrderRef {
  id: string;
  publicId: string;
  orderNumber: string;
  customerPublicId: string;
}

export interface OrderMoveOptions {
  /** other columns written with the move (column -> value) */
  set?: Record<string, unknown>;
  /** an extra SQL guard over the row (constant text) */
  where?: string;
  /** written into the timeline entry's detail */
  detail?: Record<string, unknown>;
  /** the customer's message instead of the status's default */
  message?: string;
}

/**
 * The orders plugin's one way to move an order, in the caller's transaction: the conditional UPDATE (only from
 * the move's states; version bumped), the `order.status_changed` timeline entry (customer-visible) and the
 * ORDER_STATUS_CHANGED event with it. Says whether it moved; a refused move changes nothing.
 */
export async function moveOrder(
  order: OrderRef,
  move: OrderMove,
  options: OrderMoveOptions = {},
): Promise<{ moved: boolean; from?: OrderStatus; to?: OrderStatus }> {
  const r = await orderRows.move(order.id, move, { set: { updated_at: clock.now(), ...options.set }, where: options.where });
  if (!r.moved) return { moved: false };
  await recordOrderEvent(order.id, {
    type: 'order.status_changed',
    customerVisible: true,
    message: options.message ?? STATUS_MESSAGE[r.to],
    fromStatus: r.from,
    toStatus: r.to,
    detail: { move, ...options.detail },
  });
  await publish(ORDER_STATUS_CHANGED, {
    ...orderChange(order),
    from: r.from,
    to: r.to,
    move,
  });
  return { moved: true, from: r.from, to: r.to };
}
