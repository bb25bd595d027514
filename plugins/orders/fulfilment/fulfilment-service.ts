import { orderServices } from '../orders-context.js';
import { confirmOrder, startProcessing } from './confirmation.js';
import { addOrderNote, type OrderNoteInput } from './notes.js';
import { deliverShipment, failShipment } from './parcel-closing.js';
import { collectOrder, markReadyForPickup } from './pickup.js';
import { createShipment, type ShipmentInput } from './shipments.js';

/** Each step commits first, then the order is read as the admin sees it. */
const thenRead = (orderId: string) => () => orderServices.admin.detail(orderId);

/**
 * The fulfilment steps (issue 21), called by the admin routes and the panel alike: the order's public id and
 * the body; each decides under the order's row lock in one transaction. Order steps answer the admin order
 * read; shipment steps answer the shipment.
 */
export const fulfilment = {
  /** created -> confirmed */
  confirm: (orderId: string) => confirmOrder(orderId).then(thenRead(orderId)),
  /** confirmed -> processing */
  startProcessing: (orderId: string) => startProcessing(orderId).then(thenRead(orderId)),
  /** a timeline note, customer-visible or not */
  addNote: (orderId: string, input: OrderNoteInput) => addOrderNote(orderId, input).then(thenRead(orderId)),
  /** a parcel of remaining units with their serials (from processing onwards) */
  createShipment: (orderId: string, input: ShipmentInput) => createShipment(orderId, input),
  /** an open parcel delivered */
  deliverShipment: (orderId: string, shipmentId: string, input: { reason?: string | null } = {}) => deliverShipment(orderId, shipmentId, input.reason || null),
  /** an open parcel failed: its units and serials free to ship again */
  failShipment: (orderId: string, shipmentId: string, input: { reason?: string | null } = {}) => failShipment(orderId, shipmentId, input.reason || null),
  /** a pickup order ready at the counter (from confirmed through processing; repeats harmless) */
  readyForPickup: (orderId: string) => markReadyForPickup(orderId).then(thenRead(orderId)),
  /** a pickup order handed over at the counter: delivered (not idempotent) */
  collect: (orderId: string) => collectOrder(orderId).then(thenRead(orderId)),
};
