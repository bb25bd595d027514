import { validate as isUuid } from 'uuid';
import { preparedRows } from '../../core/db/sql.js';
import { toMinorUnits } from '../../core/db/money.js';

export type FulfilmentType = 'delivery' | 'pickup';

export interface ShippingQuote {
  fulfilmentType: FulfilmentType;
  serviceable: boolean;
  /** null exactly when serviceable is false; 0 for pickup */
  fee: number | null;
  /** the zone's free-shipping threshold met: = fee; else 0 */
  shippingDiscountAmount: number;
  /** null for pickup */
  districtName: string | null;
}

export interface QuoteInput {
  fulfilmentType: FulfilmentType;
  districtId?: string | null;
  subtotal: number;
}

/** What shipping costs for a basket: pure reads. */
export async function quoteShipping(input: QuoteInput): Promise<ShippingQuote> {
  if (input.fulfilmentType === 'pickup') {
    const [pickup] = await preparedRows<{ isEnabled: boolean }>(`SELECT is_enabled AS "isEnabled" FROM shipping_pickup_location WHERE id = 1`);
    const serviceable = pickup?.isEnabled === true;
    return { fulfilmentType: 'pickup', serviceable, fee: serviceable ? 0 : null, shippingDiscountAmount: 0, districtName: null };
  }
  const notServiceable = (districtName: string | null): ShippingQuote => ({
    fulfilmentType: 'delivery',
    serviceable: false,
    fee: null,
    shippingDiscountAmount: 0,
    districtName,
  });
  if (!input.districtId || !isUuid(input.districtId)) return notServiceable(null);
  const [row] = await preparedRows<{ name: string; fee: string | null; threshold: string | null }>(
    `SELECT d.name, z.fee, z.free_shipping_threshold AS threshold
       FROM districts d
       LEFT JOIN shipping_zone_districts zd ON zd.district_id = d.id
       LEFT JOIN shipping_zones z ON z.id = zd.zone_id AND z.is_active
      WHERE d.public_id = $1`,
    [input.districtId],
  );
  if (!row) return notServiceable(null);
  if (row.fee === null) return notServiceable(row.name);
  const fee = toMinorUnits(row.fee);
  const threshold = row.threshold === null ? null : toMinorUnits(row.threshold);
  const free = threshold !== null && input.subtotal >= threshold;
  return { fulfilmentType: 'delivery', serviceable: true, fee, shippingDiscountAmount: free ? fee : 0, districtName: row.name };
}
