import { newPublicId } from '../../core/db/ids.js';
import { bootApp, type TestApp } from '../support/app.js';
import { adminWith, bearer } from '../support/auth.js';
import { customerWithCart, shopFixture, SUPERADMIN_ENV, type Buyer, type Shop } from '../checkout/support.js';
import { ADMIN_ORDERS, buyAgain, MY_ORDERS, orderFor } from './support.js';

let t: TestApp;
let shop: Shop;
let ann: Buyer;
let bob: Buyer;
let reader: string;
/** Ann's orders, oldest first: [phone x1 + case x1] (cod), [case x2] (gateway), [case x1] (cod) */
const annOrders: { id: string; checkoutId: string; grandTotal: number }[] = [];
let bobOrder: string;

const mine = (b: Buyer, path = '', query: Record<string, unknown> = {}) => t.http.get(`${MY_ORDERS}${path}`).query(query).set(b.auth());
const admin = (path = '', query: Record<string, unknown> = {}, token = reader) => t.http.get(`${ADMIN_ORDERS}${path}`).query(query).set(bearer(token));

beforeAll(async () => {
  t = await bootApp({ env: SUPERADMIN_ENV });
  shop = await shopFixture(t);
  const [phone, kase] = shop.variants;
  ann = await customerWithCart(t, shop, []);
  bob = await customerWithCart(t, shop, []);
  for (const [lines, method] of [
    [
      [
        { variantId: phone, quantity: 1 },
        { variantId: kase, quantity: 1 },
      ],
      'cod',
    ],
    [[{ variantId: kase, quantity: 2 }], 'gateway'],
    [[{ variantId: kase, quantity: 1 }], 'cod'],
  ] as const) {
    const s = await buyAgain(t, shop, ann, [...lines], method);
    annOrders.push({ id: await orderFor(t, s.checkoutId), checkoutId: s.checkoutId, grandTotal: s.grandTotal });
  }
  bobOrder = await orderFor(t, (await buyAgain(t, shop, bob, [{ variantId: kase, quantity: 3 }])).checkoutId);
  reader = await adminWith(t, shop.adminToken, ['Orders_READ']);
}, 180_000);
afterAll(async () => t?.close());

describe('GET /api/mobile/orders (my orders)', () => {
  it('lists only my orders, newest first, with the summary fields', async () => {
    const res = await mine(ann).expect(200);
    expect(res.body).toMatchObject({ count: 3, currentPage: 1, totalPage: 1, errorCode: null });
    expect(res.body.data.map((o: any) => o.id)).toEqual([...annOrders].reverse().map((o) => o.id));
    expect(res.body.data[2]).toEqual({
      id: annOrders[0].id,
      orderNumber: expect.stringMatching(/^BZ-\d{6}$/),
      status: 'created',
      paymentMethod: 'cod',
      fulfilmentType: 'delivery',
      channel: 'online',
      currency: 'NPR',
      grandTotal: 45000 + 800 + 10000,
      itemCount: 2,
      createdAt: expect.any(String),
    });
    expect(res.body.data.map((o: any) => o.paymentMethod)).toEqual(['cod', 'gateway', 'cod']);
    expect((await mine(bob).expect(200)).body.data.map((o: any) => o.id)).toEqual([bobOrder]);
  });

  it('pages (default 20, max 100) and sorts by the standard fields', async () => {
    const p2 = await mine(ann, '', { size: 2, page: 2 }).expect(200);
    expect(p2.body).toMatchObject({ count: 3, currentPage: 2, totalPage: 2 });
    expect(p2.body.data.map((o: any) => o.id)).toEqual([annOrders[0].id]);
    const byTotal = await mine(ann, '', { sort: 'grandTotal', order: 'asc' }).expect(200);
    expect(byTotal.body.data.map((o: any) => o.grandTotal)).toEqual([...annOrders.map((o) => o.grandTotal)].sort((a, b) => a - b));
    expect((await mine(ann, '', { size: 101 })).status).toBe(400);
    expect((await mine(ann, '', { sort: 'customerId' })).body).toMatchObject({ errorCode: 'VALIDATION_FAILED' });
  });

  it('filters by status and creation date (bounds inclusive)', async () => {
    expect((await mine(ann, '', { status: 'created' }).expect(200)).body.count).toBe(3);
    expect((await mine(ann, '', { status: 'shipped' }).expect(200)).body).toMatchObject({ count: 0, data: [] });
    const second = (await admin(`/${annOrders[1].id}`).expect(200)).body.data.createdAt;
    const from = await mine(ann, '', { createdFrom: second }).expect(200);
    expect(from.body.data.map((o: any) => o.id)).toEqual([annOrders[2].id, annOrders[1].id]);
    const to = await mine(ann, '', { createdTo: second }).expect(200);
    expect(to.body.data.map((o: any) => o.id)).toEqual([annOrders[1].id, annOrders[0].id]);
    expect((await mine(ann, '', { createdFrom: '2099-01-01T00:00:00Z' }).expect(200)).body.count).toBe(0);
  });

  it('refuses bad filters with 400 VALIDATION_FAILED (unknown property, bad status, date without offset, from after to)', async () => {
    for (const query of [
      { colour: 'red' },
      { status: 'returned' },
      { createdFrom: '2026-01-01' },
      { createdFrom: '2026-02-01T00:00:00Z', createdTo: '2026-01-01T00:00:00Z' },
      { customerId: ann.customerId },
    ]) {
      const res = await mine(ann, '', query);
      expect([res.status, res.body.errorCode]).toEqual([400, 'VALIDATION_FAILED']);
    }
  });

  it('needs a signed-in customer', async () => {
    expect((await t.http.get(MY_ORDERS)).status).toBe(401);
  });
});

describe('GET /api/mobile/orders/{id} and /{id}/status', () => {
  it('shows my order: lines with identity, money, quantities and label; pricing; shipping; empty summaries; customer-visible timeline', async () => {
    const res = await mine(ann, `/${annOrders[0].id}`).expect(200);
    const o = res.body.data;
    expect(o).toMatchObject({
      id: annOrders[0].id,
      status: 'created',
      paymentMethod: 'cod',
      fulfilmentType: 'delivery',
      channel: 'online',
      shipments: [],
      returns: [],
      refunds: [],
      promotions: [],
    });
    expect(o.items).toEqual([
      {
        id: expect.any(String),
        variantPublicId: shop.variants[0],
        variantName: 'Blue',
        productPublicId: shop.product.publicId,
        productName: expect.stringMatching(/^Phone/),
        sku: expect.stringMatching(/-B$/),
        unitPrice: 45000,
        mrp: 50000,
        quantity: 1,
        lineTotal: 45000,
        discountAmount: 0,
        unavailableQuantity: 0,
        cancelledQuantity: 0,
        shippedQuantity: 0,
        deliveredQuantity: 0,
        returnedQuantity: 0,
        returnPendingQuantity: 0,
        label: 'processing',
      },
      expect.objectContaining({ variantPublicId: shop.variants[1], variantName: 'Case', quantity: 1, lineTotal: 800, label: 'processing' }),
    ]);
    expect(o.items[0]).not.toHaveProperty('variantId');
    expect(o.pricing).toEqual({
      currency: 'NPR',
      subtotal: 45800,
      discountAmount: 0,
      shippingAmount: 10000,
      shippingDiscountAmount: 0,
      grandTotal: 55800,
      paidAmount: 55800,
      refundedAmount: 0,
    });
    expect(o.shipping).toMatchObject({
      recipientName: 'Sita Sharma',
      recipientPhone: '9841234567',
      districtName: 'Lalitpur',
      ward: 5,
      street: 'Jhamsikhel Road',
      fee: 10000,
    });
    expect(o.timeline).toEqual([{ at: expect.any(String), type: 'order.created', message: 'Order placed', fromStatus: null, toStatus: 'created' }]);
    expect(o).not.toHaveProperty('customerId');
  });

  it('the poll payload: status, line labels, latest customer-visible entry, pollAfterSeconds', async () => {
    const res = await mine(ann, `/${annOrders[1].id}/status`).expect(200);
    expect(res.body.data).toEqual({
      status: 'created',
      items: [{ id: expect.any(String), label: 'processing' }],
      latestEvent: { at: expect.any(String), type: 'order.created', message: 'Order placed', fromStatus: null, toStatus: 'created' },
      pollAfterSeconds: 30,
    });
  });

  it("another customer's order answers exactly like an unknown one: 404 ORDER_NOT_FOUND, never 403, never data", async () => {
    for (const path of [`/${bobOrder}`, `/${bobOrder}/status`, `/${newPublicId()}`, `/${newPublicId()}/status`]) {
      const res = await mine(ann, path);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ statusCode: 404, errorCode: 'ORDER_NOT_FOUND', message: 'Order not found' });
    }
    expect((await mine(ann, '/not-a-uuid')).body).toMatchObject({ errorCode: 'VALIDATION_FAILED' });
  });
});

describe('GET /api/orders (admin, Orders_READ)', () => {
  it('lists every order with the customer, filters by status, customer, dates and totals', async () => {
    const all = await admin().expect(200);
    expect(all.body.count).toBe(4);
    expect(all.body.data[0]).toEqual({
      id: bobOrder,
      orderNumber: expect.any(String),
      status: 'created',
      paymentMethod: 'cod',
      fulfilmentType: 'delivery',
      channel: 'online',
      currency: 'NPR',
      grandTotal: 2400 + 10000,
      itemCount: 3,
      customerId: bob.customerId,
      customerName: 'Ann Buyer',
      customerEmail: expect.stringContaining('@'),
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect((await admin('', { customerId: ann.customerId })).body.data.map((o: any) => o.id)).toEqual([...annOrders].reverse().map((o) => o.id));
    expect((await admin('', { status: 'created', customerId: bob.customerId })).body.count).toBe(1);
    expect((await admin('', { status: 'delivered' })).body.count).toBe(0);
    const mid = await admin('', { minTotal: 11600, maxTotal: 12400, sort: 'grandTotal', order: 'asc' }).expect(200);
    expect(mid.body.data.map((o: any) => o.grandTotal)).toEqual([11600, 12400]);
    expect((await admin('', { minTotal: 55800 })).body.data.map((o: any) => o.id)).toEqual([annOrders[0].id]);
    const created = (await admin(`/${annOrders[2].id}`)).body.data.createdAt;
    expect((await admin('', { createdFrom: created })).body.data.map((o: any) => o.id)).toEqual([bobOrder, annOrders[2].id]);
    expect((await admin('', { sort: 'orderNumber', order: 'asc' })).body.data.map((o: any) => o.id)).toEqual([...annOrders.map((o) => o.id), bobOrder]);
  });

  it('refuses bad filters with 400 (minTotal above maxTotal, a non-UUID customer, a negative total, an unknown property)', async () => {
    for (const query of [{ minTotal: 10, maxTotal: 5 }, { customerId: 'ann' }, { minTotal: -1 }, { minTotal: 1.5 }, { search: 'x' }]) {
      const res = await admin('', query);
      expect([res.status, res.body.errorCode]).toEqual([400, 'VALIDATION_FAILED']);
    }
  });

  it('shows one order: variantId and productId are public ids; the whole timeline; the checkout and attempt; no COD collection yet', async () => {
    const res = await admin(`/${annOrders[1].id}`).expect(200);
    const o = res.body.data;
    expect(o).toMatchObject({
      id: annOrders[1].id,
      status: 'created',
      customerId: ann.customerId,
      customerName: 'Ann Buyer',
      checkoutId: annOrders[1].checkoutId,
      paymentAttemptId: expect.any(String),
      paymentMethod: 'gateway',
      codCollection: null,
      shipments: [],
      returns: [],
      refunds: [],
      pricing: { grandTotal: 11600, paidAmount: 11600, refundedAmount: 0 },
    });
    expect(o.items).toEqual([
      expect.objectContaining({
        variantId: shop.variants[1],
        productId: shop.product.publicId,
        variantName: 'Case',
        quantity: 2,
        lineTotal: 1600,
        discountAmount: 0,
        refundedAmount: 0,
        label: 'processing',
      }),
    ]);
    expect(o.timeline).toEqual([
      {
        at: expect.any(String),
        type: 'order.created',
        message: 'Order placed',
        fromStatus: null,
        toStatus: 'created',
        customerVisible: true,
        actorKind: 'system',
        actorId: null,
        detail: expect.objectContaining({ checkoutId: annOrders[1].checkoutId }),
      },
    ]);
    expect((await admin(`/${newPublicId()}`)).body).toEqual({ statusCode: 404, errorCode: 'ORDER_NOT_FOUND', message: 'Order not found' });
  });

  it('needs Orders_READ: another module answers 403; a customer token is refused', async () => {
    const other = await adminWith(t, shop.adminToken, ['Products_READ']);
    expect((await admin('', {}, other)).status).toBe(403);
    expect((await admin(`/${bobOrder}`, {}, other)).status).toBe(403);
    expect((await admin('', {}, bob.token)).status).toBe(403);
  });
});
