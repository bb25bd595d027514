import { runAs } from '../../core/context/request-context.js';
import { newPublicId } from '../../core/db/ids.js';
import { checkout } from '../../plugins/checkout/index.js';
import { bootApp, type TestApp } from '../support/app.js';
import { adminWith, bearer } from '../support/auth.js';
import { ADMIN_SESSIONS, CHECKOUT, customerWithCart, shopFixture, stockOf, SUPERADMIN_ENV, type Buyer, type Shop } from './support.js';

let t: TestApp;
let shop: Shop;
let reader: string;
let writer: string;
const sql = (text: string, params: unknown[] = []) => t.bazaar.dataSource.query(text, params);
const asCustomer = <T>(customerId: string, fn: () => Promise<T>) => runAs({ kind: 'customer', publicId: customerId, internalId: '0' } as any, fn, 'customer');
const start = async (b: Buyer) => (await t.http.post(CHECKOUT).set(b.auth()).send({ addressId: b.addressId }).expect(201)).body.data;
let ann: Buyer;
let bob: Buyer;
let annSession: any;
let bobSession: any;

beforeAll(async () => {
  t = await bootApp({ env: SUPERADMIN_ENV });
  shop = await shopFixture(t);
  reader = await adminWith(t, shop.adminToken, ['Checkout_READ']);
  writer = await adminWith(t, shop.adminToken, ['Checkout_READ', 'Checkout_UPDATE']);
  ann = await customerWithCart(t, shop, [{ variantId: shop.variants[0], quantity: 1 }]);
  bob = await customerWithCart(t, shop, [{ variantId: shop.variants[1], quantity: 2 }]);
  annSession = await start(ann);
  bobSession = await start(bob);
}, 120_000);
afterAll(async () => t?.close());

describe('GET /api/checkout/sessions', () => {
  it("lists with the customer's name and email, status as read and totals; offset paging", async () => {
    const res = await t.http.get(ADMIN_SESSIONS).set(bearer(reader)).query({ sort: 'createdAt', order: 'asc' }).expect(200);
    expect(res.body.count).toBe(2);
    expect(res.body.data[0]).toEqual({
      id: annSession.checkout.id,
      customer: { id: ann.customerId, name: 'Ann Buyer', email: expect.stringContaining('@') },
      status: 'pending_payment',
      itemCount: 1,
      subtotal: 45000,
      discountAmount: 0,
      shippingAmount: 10000,
      shippingDiscountAmount: 0,
      grandTotal: 55000,
      expiresAt: expect.any(String),
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const page = await t.http.get(ADMIN_SESSIONS).set(bearer(reader)).query({ size: 1, page: 2, sort: 'createdAt', order: 'asc' }).expect(200);
    expect(page.body.data.map((r: any) => r.id)).toEqual([bobSession.checkout.id]);
  });

  it('filters: customerId, total range, created range, status as read (expired by the clock)', async () => {
    const ids = async (query: object) => {
      const res = await t.http.get(ADMIN_SESSIONS).set(bearer(reader)).query(query);
      if (res.status !== 200) throw new Error(`${JSON.stringify(query)}: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body.data.map((r: any) => r.id);
    };
    expect(await ids({ customerId: bob.customerId })).toEqual([bobSession.checkout.id]);
    expect(await ids({ minTotal: 50000 })).toEqual([annSession.checkout.id]);
    expect(await ids({ maxTotal: 50000 })).toEqual([bobSession.checkout.id]);
    expect(await ids({ createdFrom: new Date(Date.now() + 3600_000).toISOString() })).toEqual([]);
    expect((await ids({ createdTo: new Date(Date.now() + 3600_000).toISOString() })).length).toBe(2);
    expect(await ids({ sort: 'grandTotal', order: 'desc' })).toEqual([annSession.checkout.id, bobSession.checkout.id]);
    await sql(`UPDATE checkout_sessions SET expires_at = now() - interval '1 second' WHERE public_id = $1`, [bobSession.checkout.id]);
    expect(await ids({ status: 'expired' })).toEqual([bobSession.checkout.id]);
    expect(await ids({ status: 'pending_payment' })).toEqual([annSession.checkout.id]);
    await sql(`UPDATE checkout_sessions SET expires_at = now() + interval '10 minutes' WHERE public_id = $1`, [bobSession.checkout.id]);
  });

  it('refuses a bad filter or sort (400) and a caller without Checkout_READ (403)', async () => {
    for (const query of [
      { status: 'open' },
      { sort: 'customerId' },
      { minTotal: -1 },
      { customerId: 'x' },
      { createdFrom: 'yesterday' },
      { size: 101 },
      { unknown: 1 },
    ]) {
      expect((await t.http.get(ADMIN_SESSIONS).set(bearer(reader)).query(query)).status).toBe(400);
    }
    const nobody = await adminWith(t, shop.adminToken, ['Promotions_READ']);
    expect((await t.http.get(ADMIN_SESSIONS).set(bearer(nobody))).status).toBe(403);
    expect((await t.http.get(ADMIN_SESSIONS).set(ann.auth())).status).toBe(403);
  });
});

describe('GET /api/checkout/sessions/{id}', () => {
  it('the session with its lines, customer and no settlement/closure yet; unknown: 404', async () => {
    const res = await t.http.get(`${ADMIN_SESSIONS}/${annSession.checkout.id}`).set(bearer(reader)).expect(200);
    expect(res.body.data).toMatchObject({
      ...annSession,
      checkout: { ...annSession.checkout, expiresInSeconds: expect.any(Number) },
      customer: { id: ann.customerId, name: 'Ann Buyer' },
      settlement: null,
      closure: null,
      completion: null,
    });
    expect((await t.http.get(`${ADMIN_SESSIONS}/${newPublicId()}`).set(bearer(reader)).expect(404)).body.errorCode).toBe('CHECKOUT_SESSION_NOT_FOUND');
  });
});

describe('admin cancel and expire', () => {
  it('cancel needs Checkout_UPDATE; cancels a pending session recording the administrator; twice: 409', async () => {
    const c = await customerWithCart(t, shop, [{ variantId: shop.variants[0], quantity: 3 }]);
    const before = await stockOf(t, shop.variants[0]);
    const s = await start(c);
    expect((await t.http.post(`${ADMIN_SESSIONS}/${s.checkout.id}/cancel`).set(bearer(reader))).status).toBe(403);
    const res = await t.http.post(`${ADMIN_SESSIONS}/${s.checkout.id}/cancel`).set(bearer(writer)).expect(200);
    expect(res.body.data.checkout.status).toBe('cancelled');
    expect(res.body.data.closure).toEqual({ closedAt: expect.any(String), by: 'admin', adminId: expect.any(String) });
    expect(await stockOf(t, shop.variants[0])).toEqual({ onHand: before.onHand, reserved: before.reserved });
    expect((await t.http.get('/api/mobile/cart').set(c.auth())).body.data.locked).toBe(false);
    expect((await t.http.post(`${ADMIN_SESSIONS}/${s.checkout.id}/cancel`).set(bearer(writer)).expect(409)).body.errorCode).toBe(
      'CHECKOUT_SESSION_NOT_CANCELLABLE',
    );
    expect(await sql(`SELECT action, entity, actor FROM activity_log WHERE public_id = $1`, [s.checkout.id])).toEqual([
      { action: 'cancel', entity: 'checkout_session', actor: res.body.data.closure.adminId },
    ]);
  });

  it('cancel refuses a session at the gateway (409 CHECKOUT_PAYMENT_IN_PROGRESS); expire takes it, releases and publishes the closure', async () => {
    const c = await customerWithCart(t, shop, [{ variantId: shop.variants[1], quantity: 4 }]);
    const before = await stockOf(t, shop.variants[1]);
    const s = await start(c);
    await asCustomer(c.customerId, () => checkout.sessions.beginPayment(s.checkout.id));
    expect((await t.http.post(`${ADMIN_SESSIONS}/${s.checkout.id}/cancel`).set(bearer(writer)).expect(409)).body.errorCode).toBe(
      'CHECKOUT_PAYMENT_IN_PROGRESS',
    );
    const res = await t.http.post(`${ADMIN_SESSIONS}/${s.checkout.id}/expire`).set(bearer(writer)).expect(200);
    expect(res.body.data.checkout.status).toBe('expired');
    expect(res.body.data.closure).toMatchObject({ by: 'admin', adminId: expect.any(String) });
    expect(await stockOf(t, shop.variants[1])).toEqual(before);
    expect(await sql(`SELECT payload FROM outbox_events WHERE topic = 'checkout.session.closed' AND payload->>'checkoutId' = $1`, [s.checkout.id])).toEqual([
      { payload: { checkoutId: s.checkout.id, status: 'expired', by: 'admin' } },
    ]);
    expect((await t.http.post(`${ADMIN_SESSIONS}/${s.checkout.id}/expire`).set(bearer(writer)).expect(409)).body.errorCode).toBe(
      'CHECKOUT_SESSION_NOT_CANCELLABLE',
    );
    // money arriving after the expiry is refused to payments, which flags it
    expect(await checkout.sessions.settle({ sessionId: s.checkout.id, attemptId: newPublicId(), method: 'gateway', amount: s.pricing.grandTotal })).toEqual({
      accepted: false,
      reason: 'expired',
    });
    expect(await stockOf(t, shop.variants[1])).toEqual(before);
  });

  it('expire works on a pending session at any time; unknown: 404', async () => {
    const c = await customerWithCart(t, shop, [{ variantId: shop.variants[1], quantity: 1 }]);
    const s = await start(c);
    await t.http.post(`${ADMIN_SESSIONS}/${s.checkout.id}/expire`).set(bearer(writer)).expect(200);
    expect((await t.http.get(`${CHECKOUT}/active`).set(c.auth())).body.data.checkout.status).toBe('expired');
    expect((await t.http.post(`${ADMIN_SESSIONS}/${newPublicId()}/expire`).set(bearer(writer)).expect(404)).body.errorCode).toBe('CHECKOUT_SESSION_NOT_FOUND');
  });
});
