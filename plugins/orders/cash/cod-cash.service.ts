import { clock } from '../../../core/clock/clock.js';
import { signedInActor } from '../../../core/context/request-context.js';
import { sqlRows } from '../../../core/db/sql.js';
import { withTransaction } from '../../../core/db/transaction.js';
import { publish } from '../../../core/jobs/index.js';
import { rupees } from '../../../core/panel/rupees.js';
import { OrderErrors as E } from '../errors.js';
import { lockOrder, type LockedOrder } from '../lifecycle/order-lock.js';
import { recordOrderEvent } from '../lifecycle/order-timeline.js';
import { orderServices } from '../orders-context.js';
import { ORDER_COD_CASH_COLLECTED, ORDER_COD_CASH_COLLECTION_CORRECTED, ORDER_COD_CASH_COLLECTION_REVERSED, orderChange } from '../topics.js';

/** Cash can be counted on a COD order once it was handed over (delivered or completed), and only once. */
const countable = (o: LockedOrder) => o.paymentMethod === 'cod' && (o.status === 'delivered' || o.status === 'completed') && o.codCollectedAt === null;

/** Writes the three COD columns (all set or all null: chk_orders_cod_all_or_none) on the locked order. */
async function setCash(o: LockedOrder, cash: { at: Date | null; amount: number | null; by: string | null }): Promise<void> {
  await sqlRows(
    `UPDATE orders SET cod_collected_at = $2, cod_collected_amount = $3, cod_collected_by = $4, updated_at = $5, version = version + 1 WHERE id = $1`,
    [o.id, cash.at, cash.amount, cash.by, clock.now()],
  );
}

/** Spec 03: under-collection is permitted and recorded with a warning on the order timeline. */
async function warnIfShort(o: LockedOrder, amount: number): Promise<void> {
  if (amount >= o.grandTotal) return;
  await recordOrderEvent(o.id, {
    type: 'order.cod_cash_under_collected',
    customerVisible: false,
    message: `Warning: ${rupees(amount)} counted, ${rupees(o.grandTotal - amount)} short of the order total ${rupees(o.grandTotal)}`,
    detail: { level: 'warning', amount, grandTotal: o.grandTotal, shortBy: o.grandTotal - amount },
  });
}

function assertWithinTotal(o: LockedOrder, amount: number): void {
  // the DTO refuses 0 and null (400); the panel and other callers meet the spec's own answer for a zero amount
  if (!Number.isSafeInteger(amount) || amount < 1) throw E.ORDER_COD_COLLECTION_NOT_APPLICABLE();
  if (amount > o.grandTotal) throw E.ORDER_COD_COLLECTION_EXCEEDS_TOTAL();
}

/** Records the cash counted for a delivered COD order; single-fire (a replay is 409 ORDER_COD_COLLECTION_NOT_APPLICABLE). */
function record(orderId: string, amount: number | undefined): Promise<void> {
  return withTransaction(async () => {
    const o = await lockOrder(orderId);
    if (!countable(o)) throw E.ORDER_COD_COLLECTION_NOT_APPLICABLE();
    const counted = amount ?? o.grandTotal;
    assertWithinTotal(o, counted);
    const by = signedInActor().publicId;
    await setCash(o, { at: clock.now(), amount: counted, by });
    await recordOrderEvent(o.id, {
      type: 'order.cod_cash_collected',
      customerVisible: false,
      message: `Cash counted: ${rupees(counted)} of ${rupees(o.grandTotal)}`,
      detail: { amount: counted, grandTotal: o.grandTotal, collectedBy: by },
    });
    await warnIfShort(o, counted);
    await publish(ORDER_COD_CASH_COLLECTED, { ...orderChange(o), amount: counted, grandTotal: o.grandTotal });
  });
}

/** Corrects the amount recorded; the collected-at instant and the counting operator stay as they were. */
function correct(orderId: string, body: { amount: number; expectedCurrentAmount: number; reason: string }): Promise<void> {
  return withTransaction(async () => {
    const o = await lockOrder(orderId);
    if (o.codCollectedAt === null || o.codCollectedAmount === null) throw E.ORDER_COD_COLLECTION_NOT_RECORDED();
    if (o.codCollectedAmount !== body.expectedCurrentAmount) throw E.ORDER_COD_COLLECTION_STALE();
    assertWithinTotal(o, body.amount);
    const from = o.codCollectedAmount;
    await setCash(o, { at: o.codCollectedAt, amount: body.amount, by: o.codCollectedBy });
    await recordOrderEvent(o.id, {
      type: 'order.cod_cash_collection_corrected',
      customerVisible: false,
      message: `Cash corrected from ${rupees(from)} to ${rupees(body.amount)}: ${body.reason}`,
      detail: { from, to: body.amount, grandTotal: o.grandTotal, reason: body.reason, collectedBy: o.codCollectedBy },
    });
    await warnIfShort(o, body.amount);
    await publish(ORDER_COD_CASH_COLLECTION_CORRECTED, { ...orderChange(o), from, to: body.amount, reason: body.reason });
  });
}

/** Clears the collection: the order is back in the outstanding-cash queue. */
function reverse(orderId: string, body: { reason: string }): Promise<void> {
  return withTransaction(async () => {
    const o = await lockOrder(orderId);
    if (o.codCollectedAt === null || o.codCollectedAmount === null) throw E.ORDER_COD_COLLECTION_NOT_RECORDED();
    const amount = o.codCollectedAmount;
    await setCash(o, { at: null, amount: null, by: null });
    await recordOrderEvent(o.id, {
      type: 'order.cod_cash_collection_reversed',
      customerVisible: false,
      message: `Cash collection of ${rupees(amount)} reversed: ${body.reason}`,
      detail: { amount, reason: body.reason, collectedAt: o.codCollectedAt.toISOString(), collectedBy: o.codCollectedBy },
    });
    await publish(ORDER_COD_CASH_COLLECTION_REVERSED, { ...orderChange(o), amount, reason: body.reason });
  });
}

/**
 * Cash on delivery (spec 03 "Orders - admin" bodies), for the routes and the admin panel alike: each takes the
 * order's public id and the route's body, decides under the order's lock, and answers the admin order read.
 */
export const codCash = {
  /** POST cod-collection `{ amount? }` (Orders_UPDATE): omitted records the full grandTotal. */
  async record(orderId: string, body: { amount?: number } = {}) {
    await record(orderId, body.amount);
    return orderServices.admin.detail(orderId);
  },

  /** PATCH cod-collection `{ amount, expectedCurrentAmount, reason }` (OrderCash_UPDATE). */
  async correct(orderId: string, body: { amount: number; expectedCurrentAmount: number; reason: string }) {
    await correct(orderId, body);
    return orderServices.admin.detail(orderId);
  },

  /** POST cod-collection/reversal `{ reason }` (OrderCash_DELETE). */
  async reverse(orderId: string, body: { reason: string }) {
    await reverse(orderId, body);
    return orderServices.admin.detail(orderId);
  },
};
