import { clock } from '../../../core/clock/clock.js';
import { currentActor } from '../../../core/context/request-context.js';
import { sqlRows } from '../../../core/db/sql.js';
import { withTransaction } from '../../../core/db/transaction.js';
import { OrderErrors as E } from '../errors.js';
import { applyDerivedStatus } from '../lifecycle/derived-status.js';
import { lockOrder } from '../lifecycle/order-lock.js';
import { recordOrderEvent } from '../lifecycle/order-timeline.js';
import { shipmentById, type ShipmentView } from './shipment-reads.js';

type Outcome = 'delivered' | 'failed';

/** The quantity columns an outcome moves: delivered units add up; a failed parcel's units go back to be shipped again. */
const LINE_UPDATE: Record<Outcome, string> = {
  delivered: 'delivered_quantity = i.delivered_quantity + si.quantity',
  failed: 'shipped_quantity = i.shipped_quantity - si.quantity',
};

const MESSAGE: Record<Outcome, string> = {
  delivered: 'A parcel was delivered',
  failed: 'A parcel could not be delivered; it will be sent again',
};

/**
 * Closes an open parcel of the order as delivered or failed, under the order's lock: unknown or another
 * order's shipment 404 ORDER_SHIPMENT_NOT_FOUND, a closed one 409 ORDER_SHIPMENT_NOT_OPEN. A failed parcel
 * frees its serials. The order's status follows its lines (an order whose only parcel failed reads processing).
 */
async function closeParcel(orderId: string, shipmentId: string, outcome: Outcome, reason: string | null): Promise<ShipmentView> {
  return withTransaction(async () => {
    const order = await lockOrder(orderId);
    const [s] = await sqlRows<{ id: string; status: string }>(`SELECT id, status FROM order_shipments WHERE public_id = $1 AND order_id = $2`, [
      shipmentId,
      order.id,
    ]);
    if (!s) throw E.ORDER_SHIPMENT_NOT_FOUND();
    if (s.status !== 'open') throw E.ORDER_SHIPMENT_NOT_OPEN({ status: s.status });
    const now = clock.now();
    await sqlRows(
      `UPDATE order_shipments SET status = $2, closed_at = $3, closed_by = $4, failure_reason = $5, version = version + 1, updated_at = $3 WHERE id = $1`,
      [s.id, outcome, now, currentActor().publicId, outcome === 'failed' ? reason : null],
    );
    await sqlRows(
      `UPDATE order_items i SET ${LINE_UPDATE[outcome]}, updated_at = now() FROM order_shipment_items si WHERE si.shipment_id = $1 AND i.id = si.order_item_id`,
      [s.id],
    );
    if (outcome === 'failed') await sqlRows(`UPDATE order_shipment_serials SET released_at = $2 WHERE shipment_id = $1`, [s.id, now]);
    await recordOrderEvent(order.id, {
      type: `shipment.${outcome}`,
      customerVisible: true,
      message: MESSAGE[outcome],
      detail: { shipmentId, reason },
    });
    await applyDerivedStatus(order, { shipmentId });
    return shipmentById(s.id);
  });
}

/** POST /api/orders/{id}/shipments/{shipmentId}/deliver */
export const deliverShipment = (orderId: string, shipmentId: string, reason: string | null = null) => closeParcel(orderId, shipmentId, 'delivered', reason);

/** POST /api/orders/{id}/shipments/{shipmentId}/fail */
export const failShipment = (orderId: string, shipmentId: string, reason: string | null = null) => closeParcel(orderId, shipmentId, 'failed', reason);
