import { withTransaction } from '../../core/db/transaction.js';
import { publish } from '../../core/jobs/index.js';
import { SESSION_COMPLETED } from '../../plugins/checkout/index.js';
import { orders } from '../../plugins/orders/index.js';
import { orderServices } from '../../plugins/orders/orders-context.js';
import { checkout } from '../../plugins/checkout/index.js';
import { bootApp, type TestApp } from '../support/app.js';
import { bearer } from '../support/auth.js';
import { customerWithCart, shopFixture, stockOf, SUPERADMIN_ENV, type Shop } from '../checkout/support.js';
import { asCustomer, orderFor, ordersOf, settle, settledCheckout, startedCheckout, until } from './support.js';

let t: TestApp;
let shop: Shop;
const q = (sql: string, params: unknown[] = []) => t.bazaar.dataSource.query(sql, params);
const eventStatus = async (eventId: string) => (await q(`SELECT status FROM outbox_events WHERE public_id = $1`, [eventId]))[0]?.status;
const createdEvents = (checkoutId: string) =>
  q(`SELECT payload FROM outbox_events WHERE topic = 'orders.order.created' AND payload->>'checkoutId' = $1`, [checkoutId]);

beforeAll(async () => {
  t = await bootApp({ env: SUPERADMIN_ENV });
  shop = await shopFixture(t);
}, 120_000);
afterAll(async () => t?.close());

describe('CREATE_ORDER (subscriber orders.create-order of SESSION_COMPLETED)', () => {
  it('a settled checkout becomes one order: status created, lines, money, shipping and payment frozen, first timeline entry, ORDER_CREATED', async () => {
    const [phone, kase] = shop.variants;
    const before = await stockOf(t, phone);
    const s = await settledCheckout(t, shop, [
      { variantId: phone, quantity: 2 },
      { variantId: kase, quantity: 1 },
    ]);
    const orderId = await orderFor(t, s.checkoutId);
    expect(await orders.byCheckout(s.checkoutId)).toEqual({ id: orderId, status: 'created' });
    expect(await stockOf(t, phone)).toEqual({ onHand: before.onHand - 2, reserved: before.reserved });

    const [o] = await q(`SELECT * FROM orders WHERE public_id = $1`, [orderId]);
    expect(o).toMatchObject({
      status: 'created',
      customer_public_id: s.buyer.customerId,
      payment_attempt_public_id: s.attemptId,
      payment_method: 'cod',
      fulfilment_type: 'delivery',
      currency: 'NPR',
      subtotal: '90800',
      discount_amount: '0',
      shipping_amount: '10000',
      shipping_discount_amount: '0',
      grand_total: '100800',
      paid_amount: '100800',
      refunded_amount: '0',
      cod_collected_at: null,
      cod_collected_amount: null,
      cod_collected_by: null,
      ship_recipient_name: 'Sita Sharma',
      ship_recipient_phone: '9841234567',
      ship_district_name: 'Lalitpur',
      ship_ward: 5,
      ship_street: 'Jhamsikhel Road',
    });
    expect(o.order_number).toMatch(/^BZ-\d{6,}$/);
    // never created before its checkout completed; its first timeline entries carry its instant
    expect(o.created_at.getTime()).toBeGreaterThanOrEqual(o.checkout_completed_at.getTime());
    const firstEntries = await q(`SELECT created_at FROM order_events WHERE order_id = $1`, [o.id]);
    expect(firstEntries.length).toBeGreaterThan(0);
    for (const e of firstEntries) expect(e.created_at).toEqual(o.created_at);
    const items = await q(
      `SELECT variant_public_id AS v, product_public_id AS p, product_name AS name, variant_name AS vn, sku, unit_price, mrp, quantity, line_total, discount_amount, unavailable_quantity
                             FROM order_items WHERE order_id = $1 ORDER BY position`,
      [o.id],
    );
    expect(items).toEqual([
      {
        v: phone,
        p: shop.product.publicId,
        name: expect.stringMatching(/^Phone /),
        vn: 'Blue',
        sku: expect.stringMatching(/-B$/),
        unit_price: '45000',
        mrp: '50000',
        quantity: 2,
        line_total: '90000',
        discount_amount: '0',
        unavailable_quantity: 0,
      },
      {
        v: kase,
        p: shop.product.publicId,
        name: expect.stringMatching(/^Phone /),
        vn: 'Case',
        sku: expect.stringMatching(/-C$/),
        unit_price: '800',
        mrp: '1000',
        quantity: 1,
        line_total: '800',
        discount_amount: '0',
        unavailable_quantity: 0,
      },
    ]);
    expect(await q(`SELECT type, customer_visible, to_status, actor_kind FROM order_events WHERE order_id = $1`, [o.id])).toEqual([
      { type: 'order.created', customer_visible: true, to_status: 'created', actor_kind: 'system' },
    ]);
    expect(await createdEvents(s.checkoutId)).toEqual([
      {
        payload: {
          orderId,
          orderNumber: o.order_number,
          checkoutId: s.checkoutId,
          customerId: s.buyer.customerId,
          paymentMethod: 'cod',
          grandTotal: 100800,
          currency: 'NPR',
          shortVariants: [],
        },
      },
    ]);
  });

  it('a duplicate SESSION_COMPLETED changes nothing: still one order, one ORDER_CREATED', async () => {
    const s = await settledCheckout(t, shop, [{ variantId: shop.variants[1], quantity: 1 }]);
    const orderId = await orderFor(t, s.checkoutId);
    const again = await withTransaction(() => publish(SESSION_COMPLETED, { checkoutId: s.checkoutId, attemptId: s.attemptId, method: 'cod' }));
    await until(
      () => eventStatus(again),
      (st) => st === 'done',
    );
    expect(await ordersOf(t, s.checkoutId)).toEqual([{ id: orderId, status: 'created' }]);
    expect(await createdEvents(s.checkoutId)).toHaveLength(1);
  });

  it('concurrent creations for one checkout: exactly one creates, the others find its order', async () => {
    const s = await settledCheckout(t, shop, [{ variantId: shop.variants[1], quantity: 2 }]);
    const orderId = await orderFor(t, s.checkoutId);
    // the subscriber's order exists; now 8 racing creations of a second checkout's order, none made yet
    const started = await startedCheckout(t, shop, [{ variantId: shop.variants[1], quantity: 1 }]);
    await settle(started.checkoutId, started.buyer.customerId, started.grandTotal);
    const source = await until(
      () => checkout.sessions.forOrder(started.checkoutId),
      (x) => x !== null,
    );
    const results = await Promise.all(Array.from({ length: 8 }, () => orderServices.creation.fromSource(source!).catch((e: Error) => e)));
    const made = await ordersOf(t, started.checkoutId);
    expect(made).toHaveLength(1);
    expect(results.every((r) => !(r instanceof Error) && r.id === made[0].id)).toBe(true);
    expect(results.filter((r) => !(r instanceof Error) && r.created).length).toBeLessThanOrEqual(1);
    expect(await createdEvents(started.checkoutId)).toHaveLength(1);
    expect(orderId).not.toBe(made[0].id);
  });

  it('a line short at stock commit: the order line carries unavailableQuantity, label unavailable, and the timeline says so', async () => {
    const {
      variantIds: [v],
    } = await shop.makeProduct('Scarce lamp', [{ mrp: 3000, sellingPrice: 2500, name: 'Brass', sku: 'LAMP-1', onHand: 3 }]);
    const started = await startedCheckout(t, shop, [
      { variantId: v, quantity: 3 },
      { variantId: shop.variants[1], quantity: 1 },
    ]);
    // two units are lost (damaged) while the customer pays: only one can be committed
    await q(`UPDATE product_variants SET on_hand = 1 WHERE public_id = $1`, [v]);
    await settle(started.checkoutId, started.buyer.customerId, started.grandTotal);
    const orderId = await orderFor(t, started.checkoutId);
    const res = await t.http.get(`/api/mobile/orders/${orderId}`).set(bearer(started.buyer.token)).expect(200);
    expect(res.body.data.items.map((i: any) => [i.variantPublicId, i.quantity, i.unavailableQuantity, i.label])).toEqual([
      [v, 3, 2, 'unavailable'],
      [shop.variants[1], 1, 0, 'processing'],
    ]);
    expect(res.body.data.pricing.paidAmount).toBe(started.grandTotal);
    expect(res.body.data.timeline.map((e: any) => e.type)).toEqual(['order.created', 'order.items_unavailable']);
    expect(res.body.data.timeline[1].message).toMatch(/will not ship/);
    expect(await stockOf(t, v)).toEqual({ onHand: 0, reserved: 0 });
    expect((await createdEvents(started.checkoutId))[0].payload.shortVariants).toEqual([v]);
  });

  it('a coupon: the order keeps the promotion and the frozen per-line discount allocation, which adds up', async () => {
    await t.http
      .post('/api/admin/coupons')
      .set(bearer(shop.adminToken))
      .send({ code: 'ORDERS10', name: 'Ten off', kind: 'percentage', valueBps: 1000, scope: 'all', isActive: true })
      .expect(201);
    const buyer = await customerWithCart(t, shop, [
      { variantId: shop.variants[0], quantity: 1 },
      { variantId: shop.variants[1], quantity: 3 },
    ]);
    const { session } = await asCustomer(buyer.customerId, () => checkout.sessions.start({ addressId: buyer.addressId, couponCode: 'ORDERS10' }));
    expect(session.pricing.discountAmount).toBe(4740);
    await settle(session.checkout.id, buyer.customerId, session.pricing.grandTotal);
    const orderId = await orderFor(t, session.checkout.id);
    const res = await t.http.get(`/api/orders/${orderId}`).set(bearer(shop.adminToken)).expect(200);
    const o = res.body.data;
    expect(o.promotions).toEqual([
      { promotionId: expect.any(String), name: 'Ten off', couponCode: 'ORDERS10', discountAmount: 4740, shippingDiscountAmount: 0 },
    ]);
    expect(o.items.map((i: any) => [i.variantId, i.discountAmount])).toEqual([
      [shop.variants[0], 4500],
      [shop.variants[1], 240],
    ]);
    expect(o.pricing).toEqual({
      currency: 'NPR',
      subtotal: 47400,
      discountAmount: 4740,
      shippingAmount: 10000,
      shippingDiscountAmount: 0,
      grandTotal: 52660,
      paidAmount: 52660,
      refundedAmount: 0,
    });
  });
});

describe('the last line of defence (database constraints)', () => {
  let orderRowId: string;
  beforeAll(async () => {
    const s = await settledCheckout(t, shop, [{ variantId: shop.variants[1], quantity: 1 }]);
    const orderId = await orderFor(t, s.checkoutId);
    orderRowId = (await q(`SELECT id FROM orders WHERE public_id = $1`, [orderId]))[0].id;
  });
  const fails = (sql: string, params: unknown[], constraint: string) =>
    expect(q(sql, params)).rejects.toMatchObject({ driverError: expect.objectContaining({ constraint }) });

  it('one order per checkout', async () => {
    await fails(
      `INSERT INTO orders (public_id, customer_public_id, checkout_public_id, fulfilment_type, payment_method, subtotal, discount_amount, shipping_amount, shipping_discount_amount, grand_total, paid_amount, checkout_completed_at)
       SELECT gen_random_uuid(), customer_public_id, checkout_public_id, 'pickup', 'cod', 0, 0, 0, 0, 0, 0, now() FROM orders WHERE id = $1`,
      [orderRowId],
      'uq_orders_checkout',
    );
  });
  it('paid equals the grand total; the totals add up; the COD columns are all set or all null, and only on a delivered COD order', async () => {
    await fails(`UPDATE orders SET paid_amount = paid_amount - 1 WHERE id = $1`, [orderRowId], 'chk_orders_paid');
    await fails(`UPDATE orders SET grand_total = grand_total + 1, paid_amount = paid_amount + 1 WHERE id = $1`, [orderRowId], 'chk_orders_grand_total');
    await fails(`UPDATE orders SET cod_collected_at = now() WHERE id = $1`, [orderRowId], 'chk_orders_cod_all_or_none');
    await fails(
      `UPDATE orders SET cod_collected_at = now(), cod_collected_amount = 1, cod_collected_by = gen_random_uuid() WHERE id = $1`,
      [orderRowId],
      'chk_orders_cod_collection',
    );
    await fails(`UPDATE orders SET refunded_amount = paid_amount + 1 WHERE id = $1`, [orderRowId], 'chk_orders_refunded');
  });
  it('line quantities never exceed the line; the lines add up to the order (checked at commit)', async () => {
    await fails(`UPDATE order_items SET unavailable_quantity = quantity, shipped_quantity = 1 WHERE order_id = $1`, [orderRowId], 'chk_order_items_units');
    await fails(`UPDATE order_items SET delivered_quantity = 1 WHERE order_id = $1`, [orderRowId], 'chk_order_items_delivered');
    await fails(`UPDATE order_items SET return_pending_quantity = 1 WHERE order_id = $1`, [orderRowId], 'chk_order_items_returns');
    await fails(`UPDATE order_items SET discount_amount = discount_amount + 1 WHERE order_id = $1`, [orderRowId], 'chk_orders_lines_add_up');
  });
});
