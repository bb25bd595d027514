import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { bootApp, type TestApp } from '../support/app.js';
import { adminWith, bearer } from '../support/auth.js';
import { pollUntil } from '../support/poll.js';
import { customerWithCart, stockOf, type Buyer } from '../checkout/support.js';
import { mailsTo, tokenIn } from '../accounts/support/customers.js';
import { counterFixture, counts, draftSale, posApi, SUPERADMIN_ENV, type Counter, type PosApi } from './support.js';

/** A real SMS gateway stand-in: what the accounts plugin's SMS sender texts. */
const texts: { to: string; text: string }[] = [];
const gateway = http.createServer((req, res) => {
  let body = '';
  req.on('data', (chunk) => (body += chunk));
  req.on('end', () => {
    texts.push(JSON.parse(body));
    res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
  });
});

let t: TestApp;
let c: Counter;
let api: PosApi;
let ann: Buyer;
let productId: string;
let phone: string;
let kase: string;
/** the admin's public id: the subject of its access token */
const subOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).sub as string;
const cashierId = () => subOf(c.cashier);

beforeAll(async () => {
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  const port = (gateway.address() as AddressInfo).port;
  t = await bootApp({ env: { ...SUPERADMIN_ENV, SMS_WEBHOOK_URL: `http://127.0.0.1:${port}/sms` } });
  c = await counterFixture(t);
  api = posApi(t, c.cashier);
  ann = await customerWithCart(t, c.shop, []);
  productId = c.shop.product.publicId;
  [phone, kase] = c.shop.variants;
}, 120_000);
afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => gateway.close(resolve));
});

describe('POST /sales and reads', () => {
  it('starts an empty pickup draft by the admin, with a timeline entry', async () => {
    const res = await api.create().expect(201);
    expect(res.body.data).toEqual({
      publicId: expect.any(String),
      status: 'draft',
      createdBy: cashierId(),
      customerCreated: false,
      customer: null,
      lines: [],
      fulfilment: 'pickup',
      addressId: null,
      shippingCharge: 0,
      grandTotal: 0,
      links: { cartId: null, checkoutId: null, paymentAttemptId: null, orderId: null },
      payment: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const id = res.body.data.publicId;
    expect((await api.get(id).expect(200)).body.data.publicId).toBe(id);
    expect((await api.timeline(id).expect(200)).body.data).toEqual([{ at: expect.any(String), event: 'created', actor: cashierId(), details: {} }]);
  });

  it('answers 404 POS_SALE_NOT_FOUND for an unknown sale', async () => {
    const res = await api.get('01a22663-476e-76d0-85d5-02f140901502').expect(404);
    expect(res.body.errorCode).toBe('POS_SALE_NOT_FOUND');
  });

  it('lists sales with status and createdBy filters and offset paging', async () => {
    const otherToken = await adminWith(t, c.shop.adminToken, ['Pos_CREATE', 'Pos_READ', 'Pos_DELETE']);
    const other = posApi(t, otherToken);
    const mine = (await other.create().expect(201)).body.data.publicId;
    await other.cancel(mine).expect(200);
    const byOther = (await api.list({ createdBy: subOf(otherToken) }).expect(200)).body;
    expect(byOther).toMatchObject({ count: 1, currentPage: 1, totalPage: 1 });
    expect(byOther.data[0]).toMatchObject({ publicId: mine, status: 'cancelled' });
    const cancelled = (await api.list({ status: 'cancelled' }).expect(200)).body.data.map((s: any) => s.publicId);
    expect(cancelled).toContain(mine);
    const page = (await api.list({ size: 1, page: 1 }).expect(200)).body;
    expect(page.data).toHaveLength(1);
    expect(page.count).toBeGreaterThanOrEqual(2);
    const future = (await api.list({ createdFrom: '2999-01-01T00:00:00Z' }).expect(200)).body;
    expect(future.count).toBe(0);
    expect((await api.list({ status: 'done' }).expect(400)).body.errorCode).toBe('VALIDATION_FAILED');
  });
});

describe('items', () => {
  it('sets (not adds) quantities per variant, prices live, and holds no stock', async () => {
    const before = await stockOf(t, kase);
    const sale = (await api.create().expect(201)).body.data.publicId;
    await api.setItem(sale, productId, { variantPublicId: kase, quantity: 3 }).expect(200);
    const res = await api.setItem(sale, productId, { variantPublicId: kase, quantity: 2 }).expect(200);
    expect(res.body.data.lines).toEqual([
      {
        variantPublicId: kase,
        productPublicId: productId,
        name: expect.stringMatching(/^Phone/),
        variantName: 'Case',
        sku: expect.stringMatching(/-C$/),
        quantity: 2,
        unitPrice: 800,
        lineTotal: 1600,
        available: before.onHand - before.reserved,
      },
    ]);
    expect(res.body.data.grandTotal).toBe(1600);
    expect(await stockOf(t, kase)).toEqual(before);
  });

  it("takes the product's default variant when none is named, and removes by variant or product", async () => {
    const sale = (await api.create().expect(201)).body.data.publicId;
    const first = await api.setItem(sale, productId, { quantity: 1 }).expect(200);
    expect(first.body.data.lines.map((l: any) => l.variantPublicId)).toHaveLength(1);
    await api.setItem(sale, productId, { variantPublicId: kase, quantity: 1 }).expect(200);
    const byVariant = await api.removeItem(sale, productId, { variantPublicId: kase }).expect(200);
    expect(byVariant.body.data.lines.map((l: any) => l.variantPublicId)).not.toContain(kase);
    await api.setItem(sale, productId, { variantPublicId: kase, quantity: 1 }).expect(200);
    expect((await api.removeItem(sale, productId).expect(200)).body.data.lines).toEqual([]);
  });

  it('refuses unknown products and variants (404) and bad quantities or prices (400)', async () => {
    const other = await c.shop.makeProduct('Other thing', [{ mrp: 500, sellingPrice: 400, name: 'Only', sku: 'OT-1', onHand: 5 }]);
    const sale = (await api.create().expect(201)).body.data.publicId;
    expect((await api.setItem(sale, '01a22663-476e-76d0-85d5-02f140901502', { quantity: 1 }).expect(404)).body.errorCode).toBe('PRODUCT_NOT_FOUND');
    expect((await api.setItem(sale, productId, { variantPublicId: other.variantIds[0], quantity: 1 }).expect(404)).body.errorCode).toBe(
      'PRODUCT_VARIANT_NOT_FOUND',
    );
    for (const quantity of [0, 100, 1.5, '2']) {
      expect((await api.setItem(sale, productId, { variantPublicId: kase, quantity }).expect(400)).body.errorCode).toBe('VALIDATION_FAILED');
    }
    expect((await api.setItem(sale, productId, { variantPublicId: kase, quantity: 1, unitPrice: 1 }).expect(400)).body.errorCode).toBe('VALIDATION_FAILED');
    expect((await api.removeItem(sale, '01a22663-476e-76d0-85d5-02f140901502').expect(404)).body.errorCode).toBe('PRODUCT_NOT_FOUND');
    expect((await api.removeItem(sale, productId, { variantPublicId: other.variantIds[0] }).expect(404)).body.errorCode).toBe('PRODUCT_VARIANT_NOT_FOUND');
    expect((await api.get(sale).expect(200)).body.data.lines).toEqual([]);
  });
});

describe('customer', () => {
  it('picks an existing customer; unknown is 404 CUSTOMER_NOT_FOUND, malformed 400', async () => {
    const sale = (await api.create().expect(201)).body.data.publicId;
    const res = await api.pick(sale, ann.customerId).expect(200);
    expect(res.body.data.customer).toEqual({ id: ann.customerId, name: 'Ann Buyer', email: expect.any(String), phone: null });
    expect((await api.pick(sale, '01a22663-476e-76d0-85d5-02f140901502').expect(404)).body.errorCode).toBe('CUSTOMER_NOT_FOUND');
    expect((await api.pick(sale, 'nope').expect(400)).body.errorCode).toBe('VALIDATION_FAILED');
  });

  it('creates a walk-in with a mailed set-password link that works once (no OTP, no password)', async () => {
    const email = `walkin${Date.now()}@shop.test`;
    const sale = (await api.create().expect(201)).body.data.publicId;
    const res = await api.walkIn(sale, { name: 'Hari Walk', email }).expect(200);
    expect(res.body.data).toMatchObject({ customerCreated: true, customer: { name: 'Hari Walk', email, phone: null } });
    const [user] = await t.bazaar.dataSource.query(`SELECT id, password_hash AS hash FROM users WHERE email = $1`, [email]);
    expect(user.hash).toBeNull();
    expect(await counts(t, `SELECT 1 FROM one_time_codes WHERE user_id = $1 AND purpose <> 'password_reset'`, [user.id])).toBe(0);
    const mails = mailsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0].text).not.toMatch(/code is \d{6}/);
    const token = tokenIn(mails[0]);
    await t.http.post('/api/mobile/auth/password/reset').send({ token, newPassword: 'walk-in-password-1' }).expect(200);
    const again = await t.http.post('/api/mobile/auth/password/reset').send({ token, newPassword: 'walk-in-password-2' });
    expect(again.status).toBeGreaterThanOrEqual(400);
    expect(again.status).toBeLessThan(500);
    const signIn = await t.http
      .post('/api/mobile/auth/login/email')
      .send({ email, password: 'walk-in-password-1', deviceInfo: { deviceId: 'd1', deviceType: 'ios', deviceName: 'Phone' } });
    expect(signIn.status).toBe(200);
  });

  it('texts the link to a phone-only walk-in', async () => {
    const sale = (await api.create().expect(201)).body.data.publicId;
    const res = await api.walkIn(sale, { name: 'Gita Phone', phone: '9812345670' }).expect(200);
    expect(res.body.data.customer).toMatchObject({ name: 'Gita Phone', email: null, phone: '9812345670' });
    const sent = await pollUntil(
      async () => texts.find((m) => m.to === '9812345670'),
      (m) => m !== undefined,
    );
    expect(sent!.text).toMatch(/[?&]token=/);
  });

  it('refuses a walk-in without email or phone, a bad phone (400), and an email that has an account (409, nothing created)', async () => {
    const sale = (await api.create().expect(201)).body.data.publicId;
    expect((await api.walkIn(sale, { name: 'No Contact' }).expect(400)).body.errorCode).toBe('VALIDATION_FAILED');
    expect((await api.walkIn(sale, { name: 'Bad Phone', phone: '12345' }).expect(400)).body.errorCode).toBe('VALIDATION_FAILED');
    const [{ email }] = await t.bazaar.dataSource.query(`SELECT email FROM users WHERE public_id = $1`, [ann.customerId]);
    const users = await counts(t, `SELECT 1 FROM users`);
    expect((await api.walkIn(sale, { name: 'Dup', email: email.toUpperCase() }).expect(409)).body.errorCode).toBe('POS_CUSTOMER_EXISTS');
    expect(await counts(t, `SELECT 1 FROM users`)).toBe(users);
    expect((await api.get(sale).expect(200)).body.data.customer).toBeNull();
  });

  it('switching from a walk-in to another customer clears customerCreated and resets the fulfilment', async () => {
    const sale = (await api.create().expect(201)).body.data.publicId;
    const walkIn = (await api.walkIn(sale, { name: 'Ram Walk', email: `ram${Date.now()}@shop.test` }).expect(200)).body.data.customer.id;
    await api.fulfilment(sale, { fulfilment: 'delivery', address: newAddress(c), shippingCharge: 500 }).expect(200);
    const res = await api.pick(sale, ann.customerId).expect(200);
    expect(res.body.data).toMatchObject({ customerCreated: false, fulfilment: 'pickup', addressId: null, shippingCharge: 0 });
    expect(res.body.data.customer.id).not.toBe(walkIn);
  });
});

function newAddress(counter: Counter) {
  return {
    recipientName: 'Sita Sharma',
    recipientPhone: '9841234567',
    districtId: counter.shop.servedDistrictId,
    municipalityName: 'Lalitpur Metropolitan City',
    ward: 5,
    street: 'Jhamsikhel Road',
  };
}

describe('fulfilment', () => {
  it('needs a customer, then an address; another customer’s address is 404', async () => {
    const sale = (await api.create().expect(201)).body.data.publicId;
    expect((await api.fulfilment(sale, { fulfilment: 'delivery', addressId: ann.addressId, shippingCharge: 0 }).expect(409)).body.errorCode).toBe(
      'POS_CUSTOMER_REQUIRED',
    );
    const bob = await customerWithCart(t, c.shop, []);
    await api.pick(sale, bob.customerId).expect(200);
    expect((await api.fulfilment(sale, { fulfilment: 'delivery', shippingCharge: 0 }).expect(409)).body.errorCode).toBe('POS_ADDRESS_REQUIRED');
    expect((await api.fulfilment(sale, { fulfilment: 'delivery', addressId: ann.addressId, shippingCharge: 0 }).expect(404)).body.errorCode).toBe(
      'ADDRESS_NOT_FOUND',
    );
    expect((await api.fulfilment(sale, { fulfilment: 'delivery', addressId: bob.addressId, shippingCharge: -1 }).expect(400)).body.errorCode).toBe(
      'VALIDATION_FAILED',
    );
    const ok = await api.fulfilment(sale, { fulfilment: 'delivery', addressId: bob.addressId, shippingCharge: 1500 }).expect(200);
    expect(ok.body.data).toMatchObject({ fulfilment: 'delivery', addressId: bob.addressId, shippingCharge: 1500 });
  });

  it("saves a new address to the customer's book and adds the charge to the total", async () => {
    const bob = await customerWithCart(t, c.shop, []);
    const sale = await draftSale(api, productId, [{ variantPublicId: phone, quantity: 1 }], bob.customerId);
    const res = await api.fulfilment(sale, { fulfilment: 'delivery', address: { ...newAddress(c), street: 'New Road' }, shippingCharge: 700 }).expect(200);
    expect(res.body.data.grandTotal).toBe(45000 + 700);
    const book = (await t.http.get('/api/mobile/addresses').set(bob.auth()).expect(200)).body.data;
    expect(book.map((a: any) => a.id)).toContain(res.body.data.addressId);
    expect((await api.fulfilment(sale, { fulfilment: 'pickup' }).expect(200)).body.data).toMatchObject({
      addressId: null,
      shippingCharge: 0,
      grandTotal: 45000,
    });
  });
});

describe('lookups', () => {
  it('finds products by exact SKU first, then by name prefix, each variant priced with availability', async () => {
    const sku = (await api.get(await draftSale(api, productId, [{ variantPublicId: kase, quantity: 1 }])).expect(200)).body.data.lines[0].sku;
    const bySku = (await api.lookupProducts(sku.toLowerCase()).expect(200)).body.data;
    expect(bySku[0].productPublicId).toBe(productId);
    expect(bySku[0].variants).toContainEqual({ variantPublicId: kase, sku, name: 'Case', price: 800, deal: null, available: expect.any(Number) });
    const byName = (await api.lookupProducts('phone').expect(200)).body.data;
    expect(byName.map((p: any) => p.productPublicId)).toContain(productId);
    expect(byName.length).toBeLessThanOrEqual(20);
    expect((await api.lookupProducts('zzz-no-such').expect(200)).body.data).toEqual([]);
    expect((await api.lookupProducts('').expect(400)).body.errorCode).toBe('VALIDATION_FAILED');
  });

  it('finds customers by prefix of email, phone or name, walk-ins included', async () => {
    const sale = (await api.create().expect(201)).body.data.publicId;
    await api.walkIn(sale, { name: 'Zephyr Lookup', phone: '9867654321' }).expect(200);
    const byName = (await api.lookupCustomers('zephyr').expect(200)).body.data;
    expect(byName).toEqual([{ id: expect.any(String), name: 'Zephyr Lookup', email: null, phone: '9867654321' }]);
    expect((await api.lookupCustomers('986765').expect(200)).body.data).toHaveLength(1);
    const [{ email }] = await t.bazaar.dataSource.query(`SELECT email FROM users WHERE public_id = $1`, [ann.customerId]);
    expect((await api.lookupCustomers(email.slice(0, 12).toUpperCase()).expect(200)).body.data.map((u: any) => u.id)).toContain(ann.customerId);
  });
});

describe('who may call', () => {
  it('Pos_* alone suffices; a customer token and an admin without Pos are refused', async () => {
    const sale = (await api.create().expect(201)).body.data.publicId;
    const customerRes = await t.http.get(`/api/admin/pos/sales/${sale}`).set(ann.auth());
    expect([401, 403]).toContain(customerRes.status);
    const ordersOnly = await adminWith(t, c.shop.adminToken, ['Orders_READ']);
    expect((await t.http.get(`/api/admin/pos/sales/${sale}`).set(bearer(ordersOnly))).status).toBe(403);
    const reader = posApi(t, await adminWith(t, c.shop.adminToken, ['Pos_READ']));
    await reader.get(sale).expect(200);
    expect((await reader.create()).status).toBe(403);
    expect((await reader.cancel(sale)).status).toBe(403);
  });
});
