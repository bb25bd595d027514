import { currentActor } from '../../../core/context/request-context.js';
import { newPublicId } from '../../../core/db/ids.js';
import { sqlRows } from '../../../core/db/sql.js';
import { withTransaction } from '../../../core/db/transaction.js';
import { OrderErrors as E } from '../errors.js';
import { applyDerivedStatus } from '../lifecycle/derived-status.js';
import { FULFILLING } from '../lifecycle/order-machine.js';
import { lockOrder } from '../lifecycle/order-lock.js';
import { recordOrderEvent } from '../lifecycle/order-timeline.js';
import {
  assertSerialsFree,
  assertUnitsRemain,
  isSerialTaken,
  planShipment,
  shippableLines,
  type PlannedLine,
  type ShipmentLineInput,
} from './shipment-lines.js';
import { shipmentById, type ShipmentView } from './shipment-reads.js';

export interface ShipmentInput {
  items: ShipmentLineInput[];
  carrier?: string | null;
  trackingNumber?: string | null;
}

/** Shipments are made from processing onwards (issue 21), until everything is delivered. */

const units = (n: number) => `${n} item${n === 1 ? '' : 's'}`;

function shippedMessage(planned: PlannedLine[], carrier: string | null, trackingNumber: string | null): string {
  const n = planned.reduce((a, p) => a + p.quantity, 0);
  const via = carrier ? ` with ${carrier}` : '';
  const tracking = trackingNumber ? ` (tracking number ${trackingNumber})` : '';
  return `${units(n)} shipped${via}${tracking}`;
}

/**
 * Writes the shipment (parcel or counter), its lines and serials, and adds its units to the lines' shipped
 * quantities, in the caller's transaction. A serial a concurrent shipment recorded first: 409
 * ORDER_SERIAL_ALREADY_RECORDED (the live-serial index decides the race).
 */
export async function writeShipment(
  orderId: string,
  planned: PlannedLine[],
  s: { kind: 'parcel' | 'counter'; carrier: string | null; trackingNumber: string | null; closedAt: Date | null },
): Promise<{ id: string; publicId: string }> {
  const by = currentActor().publicId;
  const [row] = await sqlRows<{ id: string; publicId: string }>(
    `INSERT INTO order_shipments (public_id, order_id, kind, status, carrier, tracking_number, created_by, closed_by, closed_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id, public_id AS "publicId"`,
    [newPublicId(), orderId, s.kind, s.closedAt ? 'delivered' : 'open', s.carrier, s.trackingNumber, by, s.closedAt ? by : null, s.closedAt],
  );
  await sqlRows(`INSERT INTO order_shipment_items (shipment_id, order_item_id, quantity) SELECT $1, unnest($2::bigint[]), unnest($3::int[])`, [
    row.id,
    planned.map((p) => p.line.id),
    planned.map((p) => p.quantity),
  ]);
  const serials = planned.flatMap((p) => p.serials.map((serial) => ({ item: p.line.id, serial })));
  if (serials.length) {
    await sqlRows(`INSERT INTO order_shipment_serials (shipment_id, order_item_id, serial) SELECT $1, unnest($2::bigint[]), unnest($3::text[])`, [
      row.id,
      serials.map((x) => x.item),
      serials.map((x) => x.serial),
    ]).catch((e) => {
      throw isSerialTaken(e) ? E.ORDER_SERIAL_ALREADY_RECORDED({ serials: serials.map((x) => x.serial) }) : e;
    });
  }
  await sqlRows(
    `UPDATE order_items i SET shipped_quantity = i.shipped_quantity + p.quantity, delivered_quantity = i.delivered_quantity + $3 * p.quantity,
            updated_at = now()
       FROM (SELECT unnest($1::bigint[]) AS id, unnest($2::int[]) AS quantity) p WHERE i.id = p.id`,
    [planned.map((p) => p.line.id), planned.map((p) => p.quantity), s.closedAt ? 1 : 0],
  );
  return row;
}

/**
 * POST /api/orders/{id}/shipments: a parcel of some of the order's remaining units, with their serials, from
 * processing onwards, delivery orders only. The order's status follows its lines (partially_shipped or shipped).
 */
export async function createShipment(orderId: string, input: ShipmentInput): Promise<ShipmentView> {
  return withTransaction(async () => {
    const order = await lockOrder(orderId);
    const planned = planShipment(input.items, await shippableLines(order.id));
    if (!FULFILLING.includes(order.status)) throw E.ORDER_TRANSITION_NOT_ALLOWED({ status: order.status, move: 'ship' });
    // a pickup order's units leave over the counter (collect), never in a parcel
    if (order.fulfilmentType === 'pickup') throw E.ORDER_TRANSITION_NOT_ALLOWED({ status: order.status, move: 'ship', fulfilmentType: 'pickup' });
    assertUnitsRemain(planned);
    await assertSerialsFree(planned.flatMap((p) => p.serials));
    const carrier = input.carrier ?? null;
    const trackingNumber = input.trackingNumber ?? null;
    const written = await writeShipment(order.id, planned, { kind: 'parcel', carrier, trackingNumber, closedAt: null });
    const shipment = await shipmentById(written.id);
    await recordOrderEvent(order.id, {
      type: 'shipment.created',
      customerVisible: true,
      message: shippedMessage(planned, carrier, trackingNumber),
      detail: { shipmentId: shipment.id, carrier, trackingNumber, items: shipment.items },
    });
    await applyDerivedStatus(order, { shipmentId: shipment.id });
    return shipment;
  });
}
