import { bootApp, type TestApp } from '../../support/app.js';
import { adminWith, bearer } from '../../support/auth.js';
import { shopFixture, SUPERADMIN_ENV, type Shop } from '../../checkout/support.js';
import { orderEvents } from '../cancellation/support.js';
import { adminOrder, deliveredOrder, fulfilmentAdmin, placedOrder, processingOrder } from '../support/lifecycle.js';
import { pendingRefund, REFUNDS, refundStep } from './support.js';

let t: TestApp;
let shop: Shop;
let refunder: string;
let refundReader: string;
let ordersAdmin: string;
let charger: string;
const UNKNOWN = '0190a0a0-0000-7000-8000-000000000000';

beforeAll(async () => {
  t = await bootApp({ env: SUPERADMIN_ENV });
  shop = await shopFixture(t);
  refunder = await adminWith(t, shop.adminToken, ['Refunds_READ', 'Refunds_UPDATE']);
  refundReader = await adminWith(t, shop.adminToken, ['Refunds_READ']);
  ordersAdmin = await fulfilmentAdmin(t, shop);
  charger = (await shop.makeProduct('Charger', [{ mrp: 3000, sellingPrice: 2500, name: '65 W', sku: 'CHG-65', onHand: 1000 }])).variantIds[0];
}, 180_000);
afterAll(async () => t?.close());

const order = (quantity = 2, method: 'cod' | 'gateway' = 'gateway') => placedOrder(t, shop, [{ variantId: charger, quantity }], method, ordersAdmin);

describe('the finance queue: approve, settle, reject', () => {
  it('pending -> approved (method chosen) -> settled (reference): refundedAmount counts it, the lines carry their share, REFUND_SETTLED', async () => {
    const o = await order(3);
    const refund = await pendingRefund(t, refunder, o.orderId, [{ orderItemId: o.items[0], quantity: 2 }]);
    const early = await refundStep(t, refunder, refund.id, 'settle', { settlementReference: 'BANK-1' }).expect(409);
    expect(early.body.errorCode).toBe('ORDER_REFUND_TRANSITION_NOT_ALLOWED');

    const approved = await refundStep(t, refunder, refund.id, 'approve', { method: 'bank_transfer' }).expect(200);
    expect(approved.body.data).toMatchObject({ id: refund.id, status: 'approved', method: 'bank_transfer', approvedAt: expect.any(String), settledAt: null });
    expect((await refundStep(t, refunder, refund.id, 'approve', { method: 'cash' }).expect(409)).body.errorCode).toBe('ORDER_REFUND_TRANSITION_NOT_ALLOWED');
    // an approved refund can never be rejected
    expect((await refundStep(t, refunder, refund.id, 'reject', { reason: 'Changed our mind' }).expect(409)).body.errorCode).toBe(
      'ORDER_REFUND_TRANSITION_NOT_ALLOWED',
    );
    expect((await adminOrder(t, ordersAdmin, o.orderId)).refundedAmount).toBe(0);

    for (const body of [{}, { settlementReference: '' }, { settlementReference: '   ' }, { settlementReference: null }]) {
      const missing = await refundStep(t, refunder, refund.id, 'settle', body).expect(400);
      expect(missing.body.errorCode).toBe('ORDER_REFUND_SETTLEMENT_REFERENCE_REQUIRED');
    }
    const settled = await refundStep(t, refunder, refund.id, 'settle', { settlementReference: ' NIBL-2026-0042 ' }).expect(200);
    expect(settled.body.data).toMatchObject({ status: 'settled', amount: 5000, settlementReference: 'NIBL-2026-0042', settledAt: expect.any(String) });
    expect((await refundStep(t, refunder, refund.id, 'settle', { settlementReference: 'again' }).expect(409)).body.errorCode).toBe(
      'ORDER_REFUND_TRANSITION_NOT_ALLOWED',
    );

    const after = await adminOrder(t, ordersAdmin, o.orderId);
    expect(after.refundedAmount).toBe(5000);
    expect(after.pricing.refundedAmount).toBe(5000);
    expect(after.items[0].refundedAmount).toBe(5000);
    expect(after.timeline.map((e: any) => e.type)).toEqual(expect.arrayContaining(['refund.created', 'refund.approved', 'refund.settled']));
    const mine = await t.http.get(`/api/mobile/orders/${o.orderId}`).set(o.buyer.auth()).expect(200);
    expect(mine.body.data.refundedAmount).toBe(5000);
    // the customer sees the outcome, not the finance queue's internal step
    expect(mine.body.data.timeline.map((e: any) => e.type).filter((x: string) => x.startsWith('refund.'))).toEqual(['refund.created', 'refund.settled']);
    expect(await orderEvents(t, 'orders.refund.settled', o.orderId)).toEqual([
      {
        orderId: o.orderId,
        orderNumber: after.orderNumber,
        customerId: o.buyer.customerId,
        refundId: refund.id,
        amount: 5000,
        method: 'bank_transfer',
        settledAt: settled.body.data.settledAt,
      },
    ]);
  });

  it('pending -> rejected with a reason (3..500); a rejected refund takes no other step; approve names a known method', async () => {
    const o = await order();
    const refund = await pendingRefund(t, refunder, o.orderId, [{ orderItemId: o.items[0], quantity: 1 }]);
    expect((await refundStep(t, refunder, refund.id, 'approve', { method: 'cheque' }).expect(400)).body.errorCode).toBe('VALIDATION_FAILED');
    const short = await refundStep(t, refunder, refund.id, 'reject', { reason: 'no' }).expect(400);
    expect(short.body).toMatchObject({ errorCode: 'VALIDATION_FAILED', details: [{ field: 'reason' }] });
    const rejected = await refundStep(t, refunder, refund.id, 'reject', { reason: 'Duplicate of an earlier refund' }).expect(200);
    expect(rejected.body.data).toMatchObject({
      status: 'rejected',
      rejectReason: 'Duplicate of an earlier refund',
      rejectedAt: expect.any(String),
      orderAttributedRefundAmount: 0,
    });
    for (const [step, body] of [
      ['approve', { method: 'cash' }],
      ['reject', { reason: 'Again and again' }],
      ['settle', { settlementReference: 'X-1' }],
    ] as const) {
      expect((await refundStep(t, refunder, refund.id, step, body).expect(409)).body.errorCode).toBe('ORDER_REFUND_TRANSITION_NOT_ALLOWED');
    }
    expect((await adminOrder(t, ordersAdmin, o.orderId)).refundedAmount).toBe(0);
  });

  it("a cancelled gateway order's refund of the paid amount settles like any other: every line's net and the order's paid amount refunded", async () => {
    const o = await processingOrder(t, shop, [{ variantId: charger, quantity: 2 }], 'gateway', ordersAdmin);
    await t.http.post(`/api/orders/${o.orderId}/cancel`).set(bearer(ordersAdmin)).send({ reason: 'Out of budget' }).expect(200);
    const [refund] = (await adminOrder(t, ordersAdmin, o.orderId)).refunds;
    await refundStep(t, refunder, refund.id, 'approve', { method: 'gateway_reversal' }).expect(200);
    await refundStep(t, refunder, refund.id, 'settle', { settlementReference: 'EPAY-REV-9' }).expect(200);
    const after = await adminOrder(t, ordersAdmin, o.orderId);
    expect(after.refundedAmount).toBe(after.paidAmount);
    expect(after.items[0].refundedAmount).toBe(5000);
  });

  it('unknown refunds are 404 ORDER_REFUND_NOT_FOUND; Refunds_READ alone reads but cannot move (403); Orders_READ cannot read the queue', async () => {
    for (const res of [
      await t.http.get(`${REFUNDS}/${UNKNOWN}`).set(bearer(refunder)),
      await refundStep(t, refunder, UNKNOWN, 'approve', { method: 'cash' }),
      await refundStep(t, refunder, UNKNOWN, 'settle', { settlementReference: 'R' }),
      await refundStep(t, refunder, UNKNOWN, 'reject', { reason: 'Unknown one' }),
    ]) {
      expect([res.status, res.body.errorCode]).toEqual([404, 'ORDER_REFUND_NOT_FOUND']);
    }
    const o = await order(1);
    const refund = await pendingRefund(t, refunder, o.orderId, [{ orderItemId: o.items[0], quantity: 1 }]);
    expect((await t.http.get(`${REFUNDS}/${refund.id}`).set(bearer(refundReader)).expect(200)).body.data).toEqual(refund);
    expect((await refundStep(t, refundReader, refund.id, 'approve', { method: 'cash' }).expect(403)).body.errorCode).toBe('FORBIDDEN');
    await t.http.get(REFUNDS).set(bearer(ordersAdmin)).expect(403);
    expect((await t.http.get(`${REFUNDS}/${refund.id}`).set(bearer(refunder)).expect(200)).body.data.status).toBe('pending');
  });
});

describe('GET /api/order-refunds (the finance queue)', () => {
  it('filters by status and order, pages (default 20, max 100), newest first by default', async () => {
    const o = await order(4);
    const made = [];
    for (let i = 0; i < 3; i++) made.push(await pendingRefund(t, refunder, o.orderId, [{ orderItemId: o.items[0], quantity: 1 }]));
    await refundStep(t, refunder, made[0].id, 'approve', { method: 'cash' }).expect(200);
    const byOrder = await t.http.get(REFUNDS).query({ orderId: o.orderId }).set(bearer(refundReader)).expect(200);
    expect(byOrder.body).toMatchObject({ count: 3, currentPage: 1, totalPage: 1 });
    expect(byOrder.body.data.map((r: any) => r.id)).toEqual([made[2].id, made[1].id, made[0].id]);
    const pending = await t.http.get(REFUNDS).query({ orderId: o.orderId, status: 'pending', order: 'asc' }).set(bearer(refundReader)).expect(200);
    expect(pending.body.data.map((r: any) => r.id)).toEqual([made[1].id, made[2].id]);
    const page2 = await t.http.get(REFUNDS).query({ orderId: o.orderId, size: 2, page: 2 }).set(bearer(refundReader)).expect(200);
    expect(page2.body).toMatchObject({ count: 3, currentPage: 2, totalPage: 2 });
    expect(page2.body.data.map((r: any) => r.id)).toEqual([made[0].id]);
    const approvedAll = await t.http.get(REFUNDS).query({ status: 'approved' }).set(bearer(refundReader)).expect(200);
    expect(approvedAll.body.data.every((r: any) => r.status === 'approved')).toBe(true);
    expect(approvedAll.body.data.map((r: any) => r.id)).toContain(made[0].id);
    await t.http.get(REFUNDS).query({ size: 101 }).set(bearer(refundReader)).expect(400);
    await t.http.get(REFUNDS).query({ status: 'paid' }).set(bearer(refundReader)).expect(400);
  });
});

describe('the cash-context fields and the customer refund list', () => {
  it('a COD order after delivery and collection: payment method, deliveredAt, the cash counted, and the pending + approved + settled refunds', async () => {
    const o = await deliveredOrder(t, shop, [{ variantId: charger, quantity: 4 }], 'cod', ordersAdmin);
    await t.http.post(`/api/orders/${o.orderId}/cod-collection`).set(bearer(ordersAdmin)).send({}).expect(200);
    const delivered = await adminOrder(t, ordersAdmin, o.orderId);
    const refunds = [];
    for (let i = 0; i < 4; i++) refunds.push(await pendingRefund(t, refunder, o.orderId, [{ orderItemId: o.items[0], quantity: 1 }]));
    await refundStep(t, refunder, refunds[1].id, 'approve', { method: 'cash' }).expect(200);
    await refundStep(t, refunder, refunds[2].id, 'approve', { method: 'cash' }).expect(200);
    await refundStep(t, refunder, refunds[2].id, 'settle', { settlementReference: 'Counter slip 7' }).expect(200);
    await refundStep(t, refunder, refunds[3].id, 'reject', { reason: 'Not eligible' }).expect(200);
    const one = (await t.http.get(`${REFUNDS}/${refunds[0].id}`).set(bearer(refundReader)).expect(200)).body.data;
    expect(one).toMatchObject({
      orderPaymentMethod: 'cod',
      orderDeliveredAt: delivered.deliveredAt,
      orderCodCollectedAmount: delivered.pricing.grandTotal,
      orderAttributedRefundAmount: 3 * 2500,
    });
    expect(delivered.deliveredAt).toEqual(expect.any(String));

    const mine = await t.http.get(`/api/mobile/orders/${o.orderId}/refunds`).set(o.buyer.auth()).expect(200);
    expect(mine.body.data.map((r: any) => [r.status, r.orderAttributedRefundAmount, r.orderCodCollectedAmount])).toEqual([
      ['pending', 7500, delivered.pricing.grandTotal],
      ['approved', 7500, delivered.pricing.grandTotal],
      ['settled', 7500, delivered.pricing.grandTotal],
      ['rejected', 7500, delivered.pricing.grandTotal],
    ]);
    expect(mine.body.data[0]).toEqual(one);
    expect((await adminOrder(t, ordersAdmin, o.orderId)).refundedAmount).toBe(2500);
  });

  it('an uncollected COD order shows no cash; another customer asking for my refunds gets 404 ORDER_NOT_FOUND', async () => {
    const o = await order(1, 'cod');
    const stranger = await order(1, 'cod');
    await pendingRefund(t, refunder, o.orderId, [{ orderItemId: o.items[0], quantity: 1 }]);
    const mine = await t.http.get(`/api/mobile/orders/${o.orderId}/refunds`).set(o.buyer.auth()).expect(200);
    expect(mine.body.data).toEqual([expect.objectContaining({ orderPaymentMethod: 'cod', orderDeliveredAt: null, orderCodCollectedAmount: null })]);
    const theirs = await t.http.get(`/api/mobile/orders/${o.orderId}/refunds`).set(stranger.buyer.auth()).expect(404);
    expect(theirs.body.errorCode).toBe('ORDER_NOT_FOUND');
    expect((await t.http.get(`/api/mobile/orders/${UNKNOWN}/refunds`).set(o.buyer.auth()).expect(404)).body.errorCode).toBe('ORDER_NOT_FOUND');
    expect((await t.http.get(`/api/mobile/orders/${stranger.orderId}/refunds`).set(stranger.buyer.auth()).expect(200)).body.data).toEqual([]);
  });
});
