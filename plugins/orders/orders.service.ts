import { signedInActor } from '../../core/context/request-context.js';
import { sqlRows } from '../../core/db/sql.js';
import { invalidField } from '../../core/http/app-error.js';
import { resolveList } from '../../core/http/list-query.js';
import { SqlList } from '../../core/lifecycle/index.js';
import { ORDER_SORTABLE, type AdminOrdersQuery, type MyOrdersQuery, type OrderSort } from './dto/order.dto.js';
import { OrderErrors as E } from './errors.js';
import {
  codCollectionOf,
  findOrder,
  itemsOf,
  latestCustomerEvent,
  ORDER_LIST_FROM,
  ORDER_SUMMARY_SELECT,
  pricingOf,
  promotionsOf,
  shippingOf,
  timelineOf,
  toAdminSummary,
  toCustomerSummary,
  type OrderSummaryRow,
} from './order-queries.js';
import { pollAfterSeconds } from './poll-after.js';
import { shipmentsOf } from './fulfilment/shipment-reads.js';
import { returnsOf } from './returns/return-reads.js';
import { refundsOf } from './refunds/refund-reads.js';

/** The money and pickup fields both surfaces show at the top level (issue 21's field names). */
const moneyState = (o: Awaited<ReturnType<typeof findOrder>> & object) => {
  const p = pricingOf(o);
  const cod = codCollectionOf(o);
  return {
    paidAmount: p.paidAmount,
    refundedAmount: p.refundedAmount,
    codCollectedAmount: cod?.collectedAmount ?? null,
    codCollectedAt: cod?.collectedAt ?? null,
    readyForPickupAt: (o.readyForPickupAt as Date | null) ?? null,
  };
};

/** The parts of an order's read: its lines, promotions, timeline, shipments, returns and refunds. */
const partsOf = (orderId: string, customerOnly: boolean) =>
  Promise.all([itemsOf(orderId), promotionsOf(orderId), timelineOf(orderId, customerOnly), shipmentsOf(orderId), returnsOf(orderId), refundsOf(orderId)]);

const SORT_SQL: Record<OrderSort, string> = {
  createdAt: 'o.created_at',
  updatedAt: 'o.updated_at',
  grandTotal: 'o.grand_total',
  // the number comes from a sequence, in id order (and BZ-1000000 would sort before BZ-999999 as text)
  orderNumber: 'o.id',
};

function assertRange<T>(from: T | undefined, to: T | undefined, field: string, lessOrEqual: (a: T, b: T) => boolean): void {
  if (from !== undefined && to !== undefined && !lessOrEqual(from, to)) throw invalidField(field, `${field} must not be before its lower bound`);
}

/** The filters both lists share, over orders `o`. */
function filtered(q: MyOrdersQuery & Partial<Pick<AdminOrdersQuery, 'customerId' | 'minTotal' | 'maxTotal' | 'codState'>>): SqlList<OrderSummaryRow> {
  assertRange(q.createdFrom, q.createdTo, 'createdTo', (a, b) => new Date(a) <= new Date(b));
  assertRange(q.minTotal, q.maxTotal, 'maxTotal', (a, b) => a <= b);
  const list = new SqlList<OrderSummaryRow>({ select: ORDER_SUMMARY_SELECT, countFrom: ORDER_LIST_FROM });
  if (q.status) list.where(`o.status = ${list.param(q.status)}`);
  if (q.customerId) list.where(`o.customer_public_id = ${list.param(q.customerId.toLowerCase())}`);
  if (q.createdFrom) list.where(`o.created_at >= ${list.param(new Date(q.createdFrom))}`);
  // instants travel with millisecond precision, stored ones with microseconds: the bound covers its whole millisecond
  if (q.createdTo) list.where(`o.created_at < ${list.param(new Date(q.createdTo))}::timestamptz + interval '1 millisecond'`);
  if (q.minTotal !== undefined) list.where(`o.grand_total >= ${list.param(q.minTotal)}`);
  if (q.maxTotal !== undefined) list.where(`o.grand_total <= ${list.param(q.maxTotal)}`);
  // the COD cash queue (issue 21): cash still to count on handed-over COD orders, or counted
  if (q.codState === 'outstanding') list.where(`o.payment_method = 'cod' AND o.status IN ('delivered', 'completed') AND o.cod_collected_at IS NULL`);
  if (q.codState === 'collected') list.where(`o.cod_collected_at IS NOT NULL`);
  return list;
}

async function page(list: SqlList<OrderSummaryRow>, q: MyOrdersQuery) {
  const l = resolveList(q, ORDER_SORTABLE, 'createdAt');
  const { rows, count } = await list.offsetPage(l, `${SORT_SQL[l.sort]} ${l.order}, o.id ${l.order}`);
  return { rows, count, list: l };
}

/** Orders as the signed-in customer sees them: only their own; another customer's order reads as unknown (404). */
export class MyOrdersService {
  async list(q: MyOrdersQuery) {
    const list = filtered({ status: q.status, createdFrom: q.createdFrom, createdTo: q.createdTo });
    list.where(`o.customer_public_id = ${list.param(signedInActor().publicId)}`);
    const { rows, count, list: l } = await page(list, q);
    return { rows: rows.map(toCustomerSummary), count, list: l };
  }

  private async mine(publicId: string) {
    const order = await findOrder(publicId, signedInActor().publicId);
    if (!order) throw E.ORDER_NOT_FOUND();
    return order;
  }

  async detail(publicId: string) {
    const o = await this.mine(publicId);
    const [items, promotions, timeline, shipments, returns, refunds] = await partsOf(o.id, true);
    return {
      id: o.publicId,
      orderNumber: o.orderNumber as string,
      status: o.status,
      paymentMethod: o.paymentMethod,
      fulfilmentType: o.fulfilmentType,
      channel: o.channel as 'online' | 'pos',
      items: items.map(({ variantId, productId, refundedAmount: _r, ...line }) => ({ ...line, variantPublicId: variantId, productPublicId: productId })),
      pricing: pricingOf(o),
      ...moneyState(o),
      shipping: shippingOf(o),
      promotions,
      shipments,
      returns,
      refunds,
      timeline: timeline.map(({ at, type, message, fromStatus, toStatus }) => ({ at, type, message, fromStatus, toStatus })),
      createdAt: o.createdAt as Date,
    };
  }

  async status(publicId: string) {
    const o = await this.mine(publicId);
    const [items, latestEvent] = await Promise.all([itemsOf(o.id), latestCustomerEvent(o.id)]);
    return { status: o.status, items: items.map((i) => ({ id: i.id, label: i.label })), latestEvent, pollAfterSeconds: pollAfterSeconds(o.status) };
  }
}

/** Every order, for administrators (permission module Orders). */
export class AdminOrdersService {
  async list(q: AdminOrdersQuery) {
    const { rows, count, list } = await page(filtered(q), q);
    return { rows: rows.map(toAdminSummary), count, list };
  }

  async detail(publicId: string) {
    const o = await findOrder(publicId, null);
    if (!o) throw E.ORDER_NOT_FOUND();
    const [items, promotions, timeline, shipments, returns, refunds] = await partsOf(o.id, false);
    return {
      id: o.publicId,
      orderNumber: o.orderNumber as string,
      status: o.status,
      customerId: o.customerId as string,
      customerName: o.customerName as string,
      customerEmail: o.customerEmail as string,
      checkoutId: o.checkoutId as string,
      paymentAttemptId: o.paymentAttemptId as string | null,
      paymentMethod: o.paymentMethod,
      fulfilmentType: o.fulfilmentType,
      channel: o.channel as 'online' | 'pos',
      items,
      pricing: pricingOf(o),
      ...moneyState(o),
      shipping: shippingOf(o),
      promotions,
      codCollection: codCollectionOf(o),
      shipments,
      returns,
      refunds,
      timeline,
      checkoutCompletedAt: o.checkoutCompletedAt as Date,
      confirmedAt: o.confirmedAt as Date | null,
      deliveredAt: o.deliveredAt as Date | null,
      cancelledAt: o.cancelledAt as Date | null,
      createdAt: o.createdAt as Date,
      updatedAt: o.updatedAt as Date,
    };
  }

  /** The order made from a checkout (null before it exists). */
  async byCheckout(checkoutId: string): Promise<{ id: string; status: string } | null> {
    const [row] = await sqlRows<{ id: string; status: string }>(`SELECT public_id AS id, status FROM orders WHERE checkout_public_id = $1`, [checkoutId]);
    return row ?? null;
  }
}
