import { sqlRows } from '../../../core/db/sql.js';
import type { ShipmentKind, ShipmentStatus } from './shipment-kinds.js';

export interface ShipmentView {
  id: string;
  kind: ShipmentKind;
  status: ShipmentStatus;
  carrier: string | null;
  trackingNumber: string | null;
  failureReason: string | null;
  items: { orderItemId: string; quantity: number; serials: string[] }[];
  createdAt: Date;
  closedAt: Date | null;
}

// serials in the order they were given (their ids), the lines in the order's line order
const SHIPMENT_SELECT = `
  SELECT s.public_id AS id, s.kind, s.status, s.carrier, s.tracking_number AS "trackingNumber", s.failure_reason AS "failureReason",
         s.created_at AS "createdAt", s.closed_at AS "closedAt",
         coalesce((SELECT json_agg(json_build_object(
                     'orderItemId', i.public_id,
                     'quantity', si.quantity,
                     'serials', coalesce((SELECT json_agg(ss.serial ORDER BY ss.id) FROM order_shipment_serials ss
                                           WHERE ss.shipment_id = s.id AND ss.order_item_id = si.order_item_id), '[]'::json))
                   ORDER BY i.position)
                     FROM order_shipment_items si JOIN order_items i ON i.id = si.order_item_id
                    WHERE si.shipment_id = s.id), '[]'::json) AS items
    FROM order_shipments s`;

/** The shipments of an order (internal id), oldest first, as both order reads show them. */
export async function shipmentsOf(orderId: string): Promise<ShipmentView[]> {
  return sqlRows<ShipmentView>(`${SHIPMENT_SELECT} WHERE s.order_id = $1 ORDER BY s.created_at, s.id`, [orderId]);
}

/** One shipment by its internal id (the answer of the shipment routes). */
export async function shipmentById(shipmentId: string): Promise<ShipmentView> {
  const [row] = await sqlRows<ShipmentView>(`${SHIPMENT_SELECT} WHERE s.id = $1`, [shipmentId]);
  return row;
}
