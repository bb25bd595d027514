import { sqlRows } from '../../../core/db/sql.js';
import { invalidField } from '../../../core/http/app-error.js';
import { OrderErrors as E } from '../errors.js';

/** A line of the order as a shipment decides on it (under the order's lock). */
export interface ShippableLine {
  id: string;
  publicId: string;
  /** active units not yet on a live parcel: quantity - unavailable - cancelled - shipped */
  remaining: number;
}

export interface ShipmentLineInput {
  orderItemId: string;
  quantity: number;
  serials?: string[];
}

/** A body line matched to the order's line. */
export interface PlannedLine {
  line: ShippableLine;
  quantity: number;
  serials: string[];
}

/** The order's lines by public id, with the units each can still ship. */
export async function shippableLines(orderId: string): Promise<Map<string, ShippableLine>> {
  const rows = await sqlRows<ShippableLine>(
    `SELECT id, public_id AS "publicId", quantity - unavailable_quantity - cancelled_quantity - shipped_quantity AS remaining
       FROM order_items WHERE order_id = $1`,
    [orderId],
  );
  return new Map(rows.map((r) => [r.publicId, r]));
}

/**
 * The body's lines against the order's, the shape errors first: a line of another order (or listed twice) is
 * 400 VALIDATION_FAILED naming it; more serials than units 400 ORDER_SERIAL_COUNT_MISMATCH; a serial given
 * twice 409 ORDER_SERIAL_ALREADY_RECORDED.
 */
export function planShipment(items: ShipmentLineInput[], lines: Map<string, ShippableLine>): PlannedLine[] {
  const seen = new Set<string>();
  const planned = items.map((item, i) => {
    const line = lines.get(item.orderItemId.toLowerCase());
    if (!line) throw invalidField(`items.${i}.orderItemId`, 'orderItemId is not a line of this order');
    if (seen.has(line.publicId)) throw invalidField(`items.${i}.orderItemId`, 'orderItemId is listed twice');
    seen.add(line.publicId);
    const serials = item.serials ?? [];
    if (serials.length > item.quantity) {
      throw E.ORDER_SERIAL_COUNT_MISMATCH({ orderItemId: line.publicId, quantity: item.quantity, serials: serials.length });
    }
    return { line, quantity: item.quantity, serials };
  });
  const all = planned.flatMap((p) => p.serials);
  const twice = [...new Set(all.filter((s, i) => all.indexOf(s) !== i))];
  if (twice.length) throw E.ORDER_SERIAL_ALREADY_RECORDED({ serials: twice }, 'A serial number is given twice in this shipment');
  return planned;
}

/** 409 ORDER_TRANSITION_NOT_ALLOWED when a line would ship more units than remain on it. */
export function assertUnitsRemain(planned: PlannedLine[]): void {
  const over = planned.filter((p) => p.quantity > p.line.remaining);
  if (over.length) {
    throw E.ORDER_TRANSITION_NOT_ALLOWED(
      { lines: over.map((p) => ({ orderItemId: p.line.publicId, requested: p.quantity, remaining: p.line.remaining })) },
      'More units than remain to be shipped on a line',
    );
  }
}

/** 409 ORDER_SERIAL_ALREADY_RECORDED when a serial is on a live (open or delivered) shipment. */
export async function assertSerialsFree(serials: string[]): Promise<void> {
  if (!serials.length) return;
  const taken = await sqlRows<{ serial: string }>(
    `SELECT DISTINCT serial FROM order_shipment_serials WHERE serial = ANY($1::text[]) AND released_at IS NULL ORDER BY serial`,
    [serials],
  );
  if (taken.length) throw E.ORDER_SERIAL_ALREADY_RECORDED({ serials: taken.map((t) => t.serial) });
}

/** A unique violation of the live-serial index: a concurrent shipment recorded the serial first. */
export function isSerialTaken(e: unknown): boolean {
  const d = ((e as { driverError?: { code?: string; constraint?: string } })?.driverError ?? e) as { code?: string; constraint?: string };
  return d?.code === '23505' && d.constraint === 'uq_order_serials_live';
}
