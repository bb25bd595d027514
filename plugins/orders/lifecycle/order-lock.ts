import { toMinorUnits } from '../../../core/db/money.js';
import { sqlRows } from '../../../core/db/sql.js';
import type { FulfilmentType, OrderStatus } from '../entities/order.entity.js';
import { OrderErrors as E } from '../errors.js';
import type { OrderRef } from './order-machine.js';

/** An order as a lifecycle step decides on it, read under its row lock. Money as exact integers. */
export interface LockedOrder extends OrderRef {
  status: OrderStatus;
  fulfilmentType: FulfilmentType;
  paymentMethod: string;
  grandTotal: number;
  paidAmount: number;
  refundedAmount: number;
  codCollectedAt: Date | null;
  codCollectedAmount: number | null;
  codCollectedBy: string | null;
  deliveredAt: Date | null;
  readyForPickupAt: Date | null;
  version: number;
}

/**
 * Locks an order (FOR UPDATE) in the caller's transaction and reads it; a customer's lock finds only their own
 * order (another's reads as unknown: 404 ORDER_NOT_FOUND). Every lifecycle step decides under this lock, so two
 * steps on one order run one after the other.
 */
export async function lockOrder(publicId: string, customerPublicId: string | null = null): Promise<LockedOrder> {
  const [r] = await sqlRows(
    `SELECT id, public_id, order_number, customer_public_id, status, fulfilment_type, payment_method, grand_total, paid_amount,
            refunded_amount, cod_collected_at, cod_collected_amount, cod_collected_by, delivered_at, ready_for_pickup_at, version
       FROM orders WHERE public_id = $1 ${customerPublicId ? 'AND customer_public_id = $2' : ''} FOR UPDATE`,
    customerPublicId ? [publicId, customerPublicId] : [publicId],
  );
  if (!r) throw E.ORDER_NOT_FOUND();
  return {
    id: r.id,
    publicId: r.public_id,
    orderNumber: r.order_number,
    customerPublicId: r.customer_public_id,
    status: r.status,
    fulfilmentType: r.fulfilment_type,
    paymentMethod: r.payment_method,
    grandTotal: toMinorUnits(r.grand_total),
    paidAmount: toMinorUnits(r.paid_amount),
    refundedAmount: toMinorUnits(r.refunded_amount),
    codCollectedAt: r.cod_collected_at,
    codCollectedAmount: r.cod_collected_amount === null ? null : toMinorUnits(r.cod_collected_amount),
    codCollectedBy: r.cod_collected_by,
    deliveredAt: r.delivered_at,
    readyForPickupAt: r.ready_for_pickup_at,
    version: r.version,
  };
}
