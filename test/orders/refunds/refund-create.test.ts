import { checkout } from '../../../plugins/checkout/index.js';
import { bootApp, type TestApp } from '../../support/app.js';
import { adminWith, bearer } from '../../support/auth.js';
import { customerWithCart, shopFixture, SUPERADMIN_ENV, type Shop } from '../../checkout/support.js';
import { asCustomer, orderFor, settle } from '../support.js';
import { adminOrder, fulfilmentAdmin, placedOrder, processingOrder } from '../support/lifecycle.js';
import { createRefund, liveRefundTotal, pendingRefund } from './support.js';

let t: TestApp;
let shop: Shop;
let refunder: string;
let ordersAdmin: string;
/** a tracked variant with plenty of stock (1000 each) */
let cable: string;
const q = (sql: string, params: unknown[] = []) => t.bazaar.dataSource.query(sql, params);

beforeAll(async () => {
  t = await bootApp({ env: SUPERADMIN_ENV });
  shop = await shopFixture(t);
  refunder = await adminWith(t, shop.adminToken, ['Refunds_READ', 'Refunds_UPDATE']);
  ordersAdmin = await fulfilmentAdmin(t, shop);
  cable = (await shop.makeProduct('Cable', [{ mrp: 1200, sellingPrice: 1000, name: 'USB-C', sku: 'CBL-1', onHand: 1000 }])).variantIds[0];
}, 180_000);
afterAll(async () => t?.close());

describe('POST /api/orders/{id}/refunds', () => {
  it('opens a pending refund whose money the server computes from the lines (201), with every refund field and the cash context', async () => {
    const [phone, kase] = shop.variants;
    const o = await placedOrder(
      t,
      shop,
      [
        { variantId: phone, quantity: 1 },
        { variantId: kase, quantity: 3 },
      ],
      'gateway',
      ordersAdmin,
    );
    const res = await createRefund(t, refunder, o.orderId, [
      { orderItemId: o.items[1], quantity: 2 },
      { orderItemId: o.items[0], quantity: 1 },
    ]).expect(201);
    const order = await adminOrder(t, ordersAdmin, o.orderId);
    expect(res.body.data).toEqual({
      id: expect.any(String),
      orderId: o.orderId,
      orderNumber: order.orderNumber,
      status: 'pending',
      amount: 45000 + 1600,
      method: null,
      settlementReference: null,
      rejectReason: null,
      items: [
        { orderItemId: o.items[0], quantity: 1, amount: 45000 },
        { orderItemId: o.items[1], quantity: 2, amount: 1600 },
      ],
      createdAt: expect.any(String),
      approvedAt: null,
      settledAt: null,
      rejectedAt: null,
      orderPaymentMethod: 'gateway',
      orderDeliveredAt: null,
      orderCodCollectedAmount: null,
      orderAttributedRefundAmount: 46600,
    });
    // the order's reads carry it; refundedAmount counts settled refunds only
    expect(order.refunds).toEqual([res.body.data]);
    expect(order.refundedAmount).toBe(0);
    expect(order.timeline.map((e: any) => e.type)).toContain('refund.created');
    const mine = await t.http.get(`/api/mobile/orders/${o.orderId}`).set(o.buyer.auth()).expect(200);
    expect(mine.body.data.refunds).toEqual([res.body.data]);
  });

  it('a partial quantity refunds floor(line net x quantity / line quantity), the net being the line total less its frozen discount share', async () => {
    await t.http
      .post('/api/admin/coupons')
      .set(bearer(shop.adminToken))
      .send({ code: 'REFUND333', name: 'Odd off', kind: 'percentage', valueBps: 333, scope: 'all', isActive: true })
      .expect(201);
    const buyer = await customerWithCart(t, shop, [
      { variantId: shop.variants[0], quantity: 1 },
      { variantId: cable, quantity: 3 },
    ]);
    const { session } = await asCustomer(buyer.customerId, () => checkout.sessions.start({ addressId: buyer.addressId, couponCode: 'REFUND333' }));
    await settle(session.checkout.id, buyer.customerId, session.pricing.grandTotal, 'gateway');
    const orderId = await orderFor(t, session.checkout.id);
    const line = (await adminOrder(t, ordersAdmin, orderId)).items[1];
    const net = line.lineTotal - line.discountAmount;
    expect(line.discountAmount).toBeGreaterThan(0);
    expect(net % 3).not.toBe(0); // the share of one unit is not whole: the floor shows
    const one = await pendingRefund(t, refunder, orderId, [{ orderItemId: line.id, quantity: 1 }]);
    expect(one.amount).toBe(Math.floor(net / 3));
    expect(one.items).toEqual([{ orderItemId: line.id, quantity: 1, amount: Math.floor(net / 3) }]);
    const two = await pendingRefund(t, refunder, orderId, [{ orderItemId: line.id, quantity: 2 }]);
    expect(two.amount).toBe(Math.floor((net * 2) / 3));
    expect(two.orderAttributedRefundAmount).toBe(one.amount + two.amount);
    expect(one.amount + two.amount).toBeLessThanOrEqual(net);
  });

  it('bounds each line: its live refunds and this one within its net amount, else 409 ORDER_REFUND_EXCEEDS_PAID naming the line', async () => {
    const o = await placedOrder(t, shop, [{ variantId: cable, quantity: 4 }], 'gateway', ordersAdmin);
    const [line] = o.items;
    await pendingRefund(t, refunder, o.orderId, [{ orderItemId: line, quantity: 3 }]);
    const over = await createRefund(t, refunder, o.orderId, [{ orderItemId: line, quantity: 2 }]).expect(409);
    expect(over.body).toMatchObject({
      errorCode: 'ORDER_REFUND_EXCEEDS_PAID',
      details: { lines: [{ orderItemId: line, netAmount: 4000, liveRefundAmount: 3000, requestedAmount: 2000 }] },
    });
    const tooMany = await createRefund(t, refunder, o.orderId, [{ orderItemId: line, quantity: 5 }]).expect(409);
    expect(tooMany.body).toMatchObject({
      errorCode: 'ORDER_REFUND_EXCEEDS_PAID',
      details: { lines: [{ orderItemId: line, lineQuantity: 4, requestedQuantity: 5 }] },
    });
    await pendingRefund(t, refunder, o.orderId, [{ orderItemId: line, quantity: 1 }]);
    expect(await liveRefundTotal(t, o.orderId)).toBe(4000);
    await createRefund(t, refunder, o.orderId, [{ orderItemId: line, quantity: 1 }]).expect(409);
  });

  it('a rejected refund no longer counts: its units can be refunded again', async () => {
    const o = await placedOrder(t, shop, [{ variantId: cable, quantity: 1 }], 'gateway', ordersAdmin);
    const first = await pendingRefund(t, refunder, o.orderId, [{ orderItemId: o.items[0], quantity: 1 }]);
    await createRefund(t, refunder, o.orderId, [{ orderItemId: o.items[0], quantity: 1 }]).expect(409);
    await t.http.post(`/api/order-refunds/${first.id}/reject`).set(bearer(refunder)).send({ reason: 'Opened twice' }).expect(200);
    const again = await pendingRefund(t, refunder, o.orderId, [{ orderItemId: o.items[0], quantity: 1 }]);
    expect(again.orderAttributedRefundAmount).toBe(1000);
  });

  it('bounds the order: live refunds and this one within the paid amount (a cancelled gateway order holds it all), else 409', async () => {
    const o = await processingOrder(t, shop, [{ variantId: cable, quantity: 2 }], 'gateway', ordersAdmin);
    await pendingRefund(t, refunder, o.orderId, [{ orderItemId: o.items[0], quantity: 1 }]);
    await t.http.post(`/api/orders/${o.orderId}/cancel`).set(bearer(ordersAdmin)).send({ reason: 'Customer called' }).expect(200);
    const order = await adminOrder(t, ordersAdmin, o.orderId);
    // the cancellation refunds what the live refund does not already hold
    expect(order.refunds.map((r: any) => r.amount)).toEqual([1000, order.paidAmount - 1000]);
    expect(order.refunds[1].items).toEqual([{ orderItemId: o.items[0], quantity: 2, amount: 1000 }]);
    expect(await liveRefundTotal(t, o.orderId)).toBe(order.paidAmount);
    const over = await createRefund(t, refunder, o.orderId, [{ orderItemId: o.items[0], quantity: 1 }]).expect(409);
    expect(over.body).toMatchObject({
      errorCode: 'ORDER_REFUND_EXCEEDS_PAID',
      details: { paidAmount: order.paidAmount, liveRefundAmount: order.paidAmount, requestedAmount: 1000 },
    });
  });

  it('refunds created concurrently never exceed what was paid: the over-limit ones get 409 ORDER_REFUND_EXCEEDS_PAID', async () => {
    const o = await placedOrder(t, shop, [{ variantId: cable, quantity: 10 }], 'gateway', ordersAdmin);
    const answers = await Promise.all(Array.from({ length: 7 }, () => createRefund(t, refunder, o.orderId, [{ orderItemId: o.items[0], quantity: 2 }])));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([201, 201, 201, 201, 201, 409, 409]);
    for (const a of answers.filter((x) => x.status === 409)) expect(a.body.errorCode).toBe('ORDER_REFUND_EXCEEDS_PAID');
    expect(await liveRefundTotal(t, o.orderId)).toBe(10000);
    const order = await adminOrder(t, ordersAdmin, o.orderId);
    expect(order.refunds.every((r: any) => r.orderAttributedRefundAmount === 10000)).toBe(true);
  });

  it('refuses a line not of this order (400 naming the field), a line named twice, no lines, an amount, and an unknown order (404)', async () => {
    const o = await placedOrder(t, shop, [{ variantId: cable, quantity: 1 }], 'gateway', ordersAdmin);
    const other = await placedOrder(t, shop, [{ variantId: cable, quantity: 1 }], 'gateway', ordersAdmin);
    const foreign = await createRefund(t, refunder, o.orderId, [{ orderItemId: other.items[0], quantity: 1 }]).expect(400);
    expect(foreign.body).toMatchObject({ errorCode: 'VALIDATION_FAILED', details: [{ field: 'items.0.orderItemId' }] });
    const twice = await createRefund(t, refunder, o.orderId, [
      { orderItemId: o.items[0], quantity: 1 },
      { orderItemId: o.items[0], quantity: 1 },
    ]).expect(400);
    expect(twice.body.details).toEqual([{ field: 'items.1.orderItemId', problems: [expect.stringMatching(/twice/)] }]);
    expect((await createRefund(t, refunder, o.orderId, []).expect(400)).body.errorCode).toBe('VALIDATION_FAILED');
    const zero = await createRefund(t, refunder, o.orderId, [{ orderItemId: o.items[0], quantity: 0 }]).expect(400);
    expect(zero.body.details[0].field).toBe('items.0.quantity');
    const amount = await t.http
      .post(`/api/orders/${o.orderId}/refunds`)
      .set(bearer(refunder))
      .send({ items: [{ orderItemId: o.items[0], quantity: 1 }], amount: 1 })
      .expect(400);
    expect(amount.body.errorCode).toBe('VALIDATION_FAILED');
    const unknown = await createRefund(t, refunder, '0190a0a0-0000-7000-8000-000000000000', [{ orderItemId: o.items[0], quantity: 1 }]).expect(404);
    expect(unknown.body.errorCode).toBe('ORDER_NOT_FOUND');
    expect(await liveRefundTotal(t, o.orderId)).toBe(0);
  });

  it('needs Refunds_UPDATE: Orders_UPDATE alone is 403, and a repeat with the same Idempotency-Key opens one refund', async () => {
    const o = await placedOrder(t, shop, [{ variantId: cable, quantity: 2 }], 'gateway', ordersAdmin);
    const forbidden = await createRefund(t, ordersAdmin, o.orderId, [{ orderItemId: o.items[0], quantity: 1 }]).expect(403);
    expect(forbidden.body.errorCode).toBe('FORBIDDEN');
    const send = () =>
      t.http
        .post(`/api/orders/${o.orderId}/refunds`)
        .set(bearer(refunder))
        .set('Idempotency-Key', `refund-${o.orderId}`)
        .send({ items: [{ orderItemId: o.items[0], quantity: 1 }] });
    const first = await send().expect(201);
    const repeat = await send().expect(201);
    expect(repeat.body.data.id).toBe(first.body.data.id);
    expect(await liveRefundTotal(t, o.orderId)).toBe(1000);
  });
});

describe('the database bounds live refunds at commit (the last line)', () => {
  it('a refund above the paid amount, or a line refunded above its net, inserted with SQL, fails at commit', async () => {
    const o = await placedOrder(t, shop, [{ variantId: cable, quantity: 1 }], 'gateway', ordersAdmin);
    const [row] = await q(
      `SELECT o.id, o.paid_amount::int AS paid, i.id AS item FROM orders o JOIN order_items i ON i.order_id = o.id WHERE o.public_id = $1`,
      [o.orderId],
    );
    const attempt = async (amount: number, itemAmount: number | null) => {
      const runner = t.bazaar.dataSource.createQueryRunner();
      await runner.connect();
      try {
        await runner.startTransaction();
        const [r] = await runner.query(
          `INSERT INTO order_refunds (public_id, order_id, source, status, amount) VALUES (gen_random_uuid(), $1, 'lines', 'pending', $2) RETURNING id`,
          [row.id, amount],
        );
        if (itemAmount !== null)
          await runner.query(`INSERT INTO order_refund_items (refund_id, order_item_id, quantity, amount) VALUES ($1, $2, 1, $3)`, [
            r.id,
            row.item,
            itemAmount,
          ]);
        // the statements pass: the bound is checked when the transaction commits
        return await runner.commitTransaction().then(
          () => 'committed',
          (e: Error & { constraint?: string }) => e.constraint ?? e.message,
        );
      } finally {
        if (runner.isTransactionActive) await runner.rollbackTransaction();
        await runner.release();
      }
    };
    expect(await attempt(row.paid + 1, null)).toBe('chk_order_refunds_within_paid');
    expect(await attempt(row.paid, 1001)).toBe('chk_order_refunds_within_line');
    expect(await liveRefundTotal(t, o.orderId)).toBe(0);
    expect(await attempt(row.paid, 1000)).toBe('committed');
  });
});
