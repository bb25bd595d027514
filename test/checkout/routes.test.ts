import { runAs } from '../../core/context/request-context.js';
import { newPublicId } from '../../core/db/ids.js';
import { carts } from '../../plugins/cart/index.js';
import { checkout } from '../../plugins/checkout/index.js';
import { insertCoupon } from '../promotions/support.js';
import { bootApp, type TestApp } from '../support/app.js';
import { CHECKOUT, customerWithCart, shopFixture, stockOf, SUPERADMIN_ENV, type Buyer, type Shop } from './support.js';

let t: TestApp;
let shop: Shop;
const sql = (text: string, params: unknown[] = []) => t.bazaar.dataSource.query(text, params);
const asCustomer = <T>(customerId: string, fn: () => Promise<T>) => runAs({ kind: 'customer', publicId: customerId, internalId: '0' } as any, fn, 'customer');
const start = (b: Buyer, body: object = {}) =>
  t.http
    .post(CHECKOUT)
    .set(b.auth())
    .send({ addressId: b.addressId, ...body });
const quote = (b: Buyer, body: object) => t.http.post(`${CHECKOUT}/quote`).set(b.auth()).send(body);
const NOT_READY_KEYS = ['blockingReasons', 'shortfalls', 'unavailableVariantIds'];

beforeAll(async () => {
  t = await bootApp({ env: SUPERADMIN_ENV });
  shop = await shopFixture(t);
}, 120_000);
afterAll(async () => t?.close());

describe('POST /api/mobile/checkout/quote', () => {
  it('prices delivery to an address: totals, shipping, no coupon block, ready with no live session', async () => {
    const b = await customerWithCart(t, shop, [{ variantId: shop.variants[0], quantity: 1 }]);
    const res = await quote(b, { addressId: b.addressId }).expect(200);
    expect(res.body.data).toEqual({
      pricing: { currency: 'NPR', subtotal: 45000, discountAmount: 0, shippingAmount: 10000, shippingDiscountAmount: 0, grandTotal: 55000 },
      shipping: { fulfilmentType: 'delivery', serviceable: true, fee: 10000, districtName: 'Lalitpur' },
      coupon: null,
      readiness: { ready: true, blockingReasons: [], liveSessionId: null, liveSessionStatus: null },
    });
  });

  it('writes nothing: no session, no cart for a customer without one, no hold', async () => {
    const b = await customerWithCart(t, shop, []);
    const before = await stockOf(t, shop.variants[0]);
    const res = await quote(b, { addressId: b.addressId }).expect(200);
    expect(res.body.data.readiness).toEqual({ ready: false, blockingReasons: ['empty'], liveSessionId: null, liveSessionStatus: null });
    expect(await sql(`SELECT 1 FROM carts WHERE customer_public_id = $1`, [b.customerId])).toHaveLength(0);
    expect(await sql(`SELECT 1 FROM checkout_sessions WHERE customer_public_id = $1`, [b.customerId])).toHaveLength(0);
    expect(await stockOf(t, shop.variants[0])).toEqual(before);
  });

  it('returns business conditions as data: unserviceable district, inapplicable coupon, pickup', async () => {
    const far = await customerWithCart(t, shop, [{ variantId: shop.variants[1], quantity: 1 }], { districtId: shop.unservedDistrictId });
    const res = await quote(far, { addressId: far.addressId, couponCode: ' nosuchcode ' }).expect(200);
    expect(res.body.data.shipping).toEqual({ fulfilmentType: 'delivery', serviceable: false, fee: null, districtName: 'Kaski' });
    expect(res.body.data.coupon).toEqual({
      code: 'NOSUCHCODE',
      applied: false,
      discountAmount: 0,
      shippingDiscountAmount: 0,
      reason: 'not_found',
      message: expect.any(String),
    });
    expect(res.body.data.readiness).toMatchObject({ ready: false, blockingReasons: ['address_not_serviceable'] });
    const pickup = await quote(far, { fulfilmentType: 'pickup' }).expect(200);
    expect(pickup.body.data.shipping).toMatchObject({ fulfilmentType: 'pickup', districtName: null });
  });

  it('applies a coupon it can: discount in pricing and in the coupon block', async () => {
    const coupon = await insertCoupon(t, { kind: 'fixed', amount: 5000 });
    const b = await customerWithCart(t, shop, [{ variantId: shop.variants[0], quantity: 1 }]);
    const res = await quote(b, { addressId: b.addressId, couponCode: coupon.code.toLowerCase() }).expect(200);
    expect(res.body.data.coupon).toMatchObject({ code: coupon.code, applied: true, discountAmount: 5000, reason: null });
    expect(res.body.data.pricing).toMatchObject({ discountAmount: 5000, grandTotal: 45000 - 5000 + 10000 });
  });

  it("refuses: address with pickup (400), no address for delivery (400), unknown or another customer's address (404), unknown properties (400)", async () => {
    const b = await customerWithCart(t, shop, [{ variantId: shop.variants[1], quantity: 1 }]);
    const other = await customerWithCart(t, shop, []);
    expect((await quote(b, { fulfilmentType: 'pickup', addressId: b.addressId }).expect(400)).body.errorCode).toBe('CHECKOUT_ADDRESS_NOT_ALLOWED_FOR_PICKUP');
    expect((await quote(b, {}).expect(400)).body.errorCode).toBe('CHECKOUT_ADDRESS_REQUIRED_FOR_DELIVERY');
    expect((await quote(b, { addressId: newPublicId() }).expect(404)).body.errorCode).toBe('CHECKOUT_ADDRESS_NOT_FOUND');
    expect((await quote(b, { addressId: other.addressId }).expect(404)).body.errorCode).toBe('CHECKOUT_ADDRESS_NOT_FOUND');
    expect((await quote(b, { addressId: b.addressId, cartVersion: 1 }).expect(400)).body.errorCode).toBe('VALIDATION_FAILED');
    expect((await quote(b, { addressId: b.addressId, grandTotal: 1 }).expect(400)).body.errorCode).toBe('VALIDATION_FAILED');
    expect((await quote(b, { fulfilmentType: 'ship' }).expect(400)).body.errorCode).toBe('VALIDATION_FAILED');
  });

  it('shows the live session and cart_locked once a checkout started', async () => {
    const b = await customerWithCart(t, shop, [{ variantId: shop.variants[1], quantity: 1 }]);
    const started = (await start(b).expect(201)).body.data;
    const res = await quote(b, { addressId: b.addressId }).expect(200);
    expect(res.body.data.readiness).toEqual({
      ready: false,
      blockingReasons: ['cart_locked'],
      liveSessionId: started.checkout.id,
      liveSessionStatus: 'pending_payment',
    });
  });

  it('needs a customer token', async () => {
    expect((await t.http.post(`${CHECKOUT}/quote`).send({})).status).toBe(401);
  });
});

describe('POST /api/mobile/checkout', () => {
  it("creates a session (201) in the spec's shape: frozen lines, shipping snapshot, holds, cart locked", async () => {
    const [phone, kase] = shop.variants;
    const b = await customerWithCart(t, shop, [
      { variantId: phone, quantity: 2 },
      { variantId: kase, quantity: 1 },
    ]);
    const before = await stockOf(t, phone);
    const res = await start(b).expect(201);
    const s = res.body.data;
    expect(s.checkout).toEqual({
      id: expect.any(String),
      status: 'pending_payment',
      expiresAt: expect.any(String),
      expiresInSeconds: expect.any(Number),
      version: 1,
    });
    expect(s.checkout.expiresInSeconds).toBeGreaterThan(890);
    expect(s.checkout.expiresInSeconds).toBeLessThanOrEqual(900);
    expect(s.pricing).toEqual({
      currency: 'NPR',
      subtotal: 90800,
      discountAmount: 0,
      shippingAmount: 10000,
      shippingDiscountAmount: 0,
      grandTotal: 100800,
      anyPriceChanged: false,
    });
    expect(s.items).toEqual([
      {
        id: expect.any(String),
        productId: shop.product.publicId,
        variantId: phone,
        name: expect.stringMatching(/^Phone /),
        variantName: 'Blue',
        sku: expect.any(String),
        unitPrice: 45000,
        mrp: 50000,
        quantity: 2,
        lineTotal: 90000,
        discountAmount: 0,
        unavailableQuantity: 0,
        priceChange: { changed: false, previousPrice: 45000, currentPrice: 45000 },
        reserved: true,
      },
      expect.objectContaining({ variantId: kase, quantity: 1, lineTotal: 800, reserved: true }),
    ]);
    expect(s.items[0].id).not.toBe(s.items[1].id);
    expect(s.promotions).toEqual([]);
    expect(s.shipping).toEqual({
      fulfilmentType: 'delivery',
      districtName: 'Lalitpur',
      municipalityName: 'Lalitpur Metropolitan City',
      ward: 5,
      street: 'Jhamsikhel Road',
      landmark: 'Near the stupa',
      postalCode: '44700',
      recipientName: 'Sita Sharma',
      recipientPhone: '9841234567',
      fee: 10000,
    });
    expect(s.payment).toEqual({ ready: true, amountDue: 100800, currency: 'NPR' });
    expect(await stockOf(t, phone)).toEqual({ onHand: before.onHand, reserved: before.reserved + 2 });
    const cart = (await t.http.get('/api/mobile/cart').set(b.auth()).expect(200)).body.data;
    expect(cart.locked).toBe(true);
    expect((await t.http.put(`/api/mobile/cart/items/${phone}`).set(b.auth()).send({ quantity: 1 })).body.errorCode).toBe('CART_LOCKED');
  });

  it('a repeat with the same inputs returns the live session (200); a different address, cart version or coupon: 409 CHECKOUT_SESSION_MISMATCH', async () => {
    const b = await customerWithCart(t, shop, [{ variantId: shop.variants[1], quantity: 2 }]);
    const cartVersion = (await t.http.get('/api/mobile/cart').set(b.auth())).body.data.version;
    const first = (await start(b, { cartVersion }).expect(201)).body.data;
    const again = await start(b, { cartVersion }).expect(200);
    expect(again.body.data.checkout.id).toBe(first.checkout.id);
    expect((await start(b).expect(200)).body.data.checkout.id).toBe(first.checkout.id);
    const second = await t.http
      .post('/api/mobile/addresses')
      .set(b.auth())
      .send({
        recipientName: 'Ram',
        recipientPhone: '9841234500',
        districtId: shop.servedDistrictId,
        municipalityName: 'Lalitpur',
        ward: 2,
        street: 'Pulchowk',
      })
      .expect(201);
    const other = await t.http.post(CHECKOUT).set(b.auth()).send({ addressId: second.body.data.id }).expect(409);
    expect(other.body).toMatchObject({ errorCode: 'CHECKOUT_SESSION_MISMATCH', details: { checkoutId: first.checkout.id } });
    expect((await start(b, { cartVersion: cartVersion + 5 }).expect(409)).body.errorCode).toBe('CHECKOUT_SESSION_MISMATCH');
    expect((await start(b, { couponCode: 'SOMECODE' }).expect(409)).body.errorCode).toBe('CHECKOUT_SESSION_MISMATCH');
    expect(await sql(`SELECT count(*)::int AS n FROM checkout_sessions WHERE customer_public_id = $1`, [b.customerId])).toEqual([{ n: 1 }]);
  });

  it('409 CHECKOUT_CART_EMPTY, and CHECKOUT_CART_CHANGED for a stale cartVersion with no live session', async () => {
    const empty = await customerWithCart(t, shop, []);
    expect((await start(empty).expect(409)).body.errorCode).toBe('CHECKOUT_CART_EMPTY');
    const b = await customerWithCart(t, shop, [{ variantId: shop.variants[1], quantity: 1 }]);
    const version = (await t.http.get('/api/mobile/cart').set(b.auth())).body.data.version;
    const res = await start(b, { cartVersion: version - 1 }).expect(409);
    expect(res.body).toMatchObject({ errorCode: 'CHECKOUT_CART_CHANGED', details: { currentVersion: version } });
    expect(await sql(`SELECT 1 FROM checkout_sessions WHERE customer_public_id = $1`, [b.customerId])).toHaveLength(0);
  });

  it("404 CHECKOUT_ADDRESS_NOT_FOUND for an unknown, archived or another customer's address", async () => {
    const b = await customerWithCart(t, shop, [{ variantId: shop.variants[1], quantity: 1 }]);
    const other = await customerWithCart(t, shop, []);
    expect((await start(b, { addressId: newPublicId() }).expect(404)).body.errorCode).toBe('CHECKOUT_ADDRESS_NOT_FOUND');
    expect((await start(b, { addressId: other.addressId }).expect(404)).body.errorCode).toBe('CHECKOUT_ADDRESS_NOT_FOUND');
    await t.http.delete(`/api/mobile/addresses/${b.addressId}`).set(b.auth()).expect(200);
    expect((await start(b).expect(404)).body.errorCode).toBe('CHECKOUT_ADDRESS_NOT_FOUND');
  });

  it('409 CHECKOUT_ADDRESS_NOT_SERVICEABLE', async () => {
    const b = await customerWithCart(t, shop, [{ variantId: shop.variants[1], quantity: 1 }], { districtId: shop.unservedDistrictId });
    expect((await start(b).expect(409)).body.errorCode).toBe('CHECKOUT_ADDRESS_NOT_SERVICEABLE');
  });

  it('409 CHECKOUT_PRODUCT_UNAVAILABLE and CHECKOUT_INSUFFICIENT_STOCK carry all three detail fields; nothing is held', async () => {
    const {
      product,
      variantIds: [gone],
    } = await shop.makeProduct('Withdrawn soon', [{ mrp: 900, sellingPrice: 900, onHand: 5 }]);
    const {
      product: fewProduct,
      variantIds: [few],
    } = await shop.makeProduct('Few units', [{ mrp: 700, sellingPrice: 700, onHand: 5 }]);
    const b = await customerWithCart(t, shop, [
      { variantId: gone, quantity: 1 },
      { variantId: shop.variants[1], quantity: 1 },
    ]);
    await shop.fixtures.write(`UPDATE products SET status = 'draft' WHERE public_id = $1`, [product.publicId]);
    const unavailable = await start(b).expect(409);
    expect(unavailable.body.errorCode).toBe('CHECKOUT_PRODUCT_UNAVAILABLE');
    expect(Object.keys(unavailable.body.details).sort()).toEqual(NOT_READY_KEYS);
    expect(unavailable.body.details).toEqual({ blockingReasons: ['items_unavailable'], unavailableVariantIds: [gone], shortfalls: [] });

    const c = await customerWithCart(t, shop, [{ variantId: few, quantity: 4 }]);
    await shop.fixtures.write(`UPDATE product_variants SET on_hand = 2 WHERE public_id = $1`, [few]);
    const before = await stockOf(t, shop.variants[1]);
    const short = await start(c).expect(409);
    expect(short.body).toMatchObject({
      errorCode: 'CHECKOUT_INSUFFICIENT_STOCK',
      details: {
        blockingReasons: ['insufficient_stock'],
        unavailableVariantIds: [],
        shortfalls: [{ productId: fewProduct.publicId, variantId: few, requested: 4, available: 2 }],
      },
    });
    expect(Object.keys(short.body.details).sort()).toEqual(NOT_READY_KEYS);
    expect(await stockOf(t, few)).toEqual({ onHand: 2, reserved: 0 });
    expect(await stockOf(t, shop.variants[1])).toEqual(before);
    expect(await sql(`SELECT 1 FROM checkout_sessions WHERE customer_public_id = $1`, [c.customerId])).toHaveLength(0);
  });

  it('409 CHECKOUT_CART_NOT_READY (cart_locked by another holder) with all three detail fields', async () => {
    const b = await customerWithCart(t, shop, [{ variantId: shop.variants[1], quantity: 1 }]);
    await asCustomer(b.customerId, () => carts.lock(b.customerId, 'pos:someone-else', new Date(Date.now() + 60_000)));
    const res = await start(b).expect(409);
    expect(res.body).toMatchObject({
      errorCode: 'CHECKOUT_CART_NOT_READY',
      details: { blockingReasons: ['cart_locked'], unavailableVariantIds: [], shortfalls: [] },
    });
  });

  it('409 CHECKOUT_COUPON_NOT_APPLICABLE with details.reason; nothing held; without the coupon it starts', async () => {
    const b = await customerWithCart(t, shop, [{ variantId: shop.variants[1], quantity: 1 }]);
    const coupon = await insertCoupon(t, { kind: 'fixed', amount: 100, minSubtotal: 1_000_000 });
    const before = await stockOf(t, shop.variants[1]);
    const res = await start(b, { couponCode: coupon.code }).expect(409);
    expect(res.body).toMatchObject({ errorCode: 'CHECKOUT_COUPON_NOT_APPLICABLE', details: { reason: 'min_subtotal_not_met' } });
    expect(await stockOf(t, shop.variants[1])).toEqual(before);
    expect((await start(b, { couponCode: 'NOSUCHCOUPON' }).expect(409)).body.details).toEqual({ reason: 'not_found' });
    await start(b).expect(201);
  });

  it('a coupon used up by others at the slot: 409 CHECKOUT_COUPON_NOT_APPLICABLE usage_limit_reached, holds rolled back', async () => {
    const coupon = await insertCoupon(t, { kind: 'fixed', amount: 100, usageLimit: 1 });
    const first = await customerWithCart(t, shop, [{ variantId: shop.variants[1], quantity: 1 }]);
    const second = await customerWithCart(t, shop, [{ variantId: shop.variants[1], quantity: 1 }]);
    const s = (await start(first, { couponCode: coupon.code }).expect(201)).body.data;
    expect(s.promotions).toEqual([
      {
        id: expect.any(String),
        promotionId: coupon.publicId,
        name: expect.any(String),
        couponCode: coupon.code,
        discountAmount: 100,
        shippingDiscountAmount: 0,
      },
    ]);
    expect(s.pricing.discountAmount).toBe(100);
    expect(s.items[0].discountAmount).toBe(100);
    const before = await stockOf(t, shop.variants[1]);
    const res = await start(second, { couponCode: coupon.code }).expect(409);
    expect(res.body).toMatchObject({ errorCode: 'CHECKOUT_COUPON_NOT_APPLICABLE', details: { reason: 'usage_limit_reached' } });
    expect(await stockOf(t, shop.variants[1])).toEqual(before);
  });

  it('refuses unknown properties and client-sent money (400, not stripped), and a bad addressId', async () => {
    const b = await customerWithCart(t, shop, [{ variantId: shop.variants[1], quantity: 1 }]);
    for (const body of [
      { grandTotal: 1 },
      { unitPrice: 1 },
      { fulfilmentType: 'delivery' },
      { addressId: 'nope' },
      { addressId: undefined },
      { cartVersion: 0 },
      { couponCode: 'AB' },
    ]) {
      const res = await start(b, body);
      expect([res.status, res.body.errorCode]).toEqual([400, 'VALIDATION_FAILED']);
    }
    expect(await sql(`SELECT 1 FROM checkout_sessions WHERE customer_public_id = $1`, [b.customerId])).toHaveLength(0);
  });
});

describe('GET /api/mobile/checkout/active', () => {
  it('200 with data null when there is none; the live session; an expired one reads expired', async () => {
    const b = await customerWithCart(t, shop, [{ variantId: shop.variants[1], quantity: 1 }]);
    expect((await t.http.get(`${CHECKOUT}/active`).set(b.auth()).expect(200)).body.data).toBeNull();
    const s = (await start(b).expect(201)).body.data;
    expect((await t.http.get(`${CHECKOUT}/active`).set(b.auth()).expect(200)).body.data).toEqual(s);
    await sql(`UPDATE checkout_sessions SET expires_at = now() - interval '1 second' WHERE public_id = $1`, [s.checkout.id]);
    const expired = (await t.http.get(`${CHECKOUT}/active`).set(b.auth()).expect(200)).body.data;
    expect(expired.checkout).toMatchObject({ id: s.checkout.id, status: 'expired', expiresInSeconds: 0 });
    expect(expired.payment).toEqual({ ready: false, amountDue: 0, currency: 'NPR' });
    expect(await checkout.sessions.payable(s.checkout.id, b.customerId)).toMatchObject({ status: 'expired' });
  });

  it('an expired session gives way: start again expires it (holds released) and creates a new one', async () => {
    const b = await customerWithCart(t, shop, [{ variantId: shop.variants[1], quantity: 3 }]);
    const before = await stockOf(t, shop.variants[1]);
    const s = (await start(b).expect(201)).body.data;
    await sql(`UPDATE checkout_sessions SET expires_at = now() - interval '1 second' WHERE public_id = $1`, [s.checkout.id]);
    const next = (await start(b).expect(201)).body.data;
    expect(next.checkout.id).not.toBe(s.checkout.id);
    expect(await stockOf(t, shop.variants[1])).toEqual({ onHand: before.onHand, reserved: before.reserved + 3 });
    expect(await sql(`SELECT status, closed_by AS "by" FROM checkout_sessions WHERE public_id = $1`, [s.checkout.id])).toEqual([
      { status: 'expired', by: 'sweep' },
    ]);
  });
});

describe('POST /api/mobile/checkout/{id}/cancel', () => {
  it('cancels my pending session: holds and coupon slot released, cart unlocked; twice: 409 NOT_CANCELLABLE and nothing released twice', async () => {
    const coupon = await insertCoupon(t, { kind: 'fixed', amount: 100 });
    const b = await customerWithCart(t, shop, [{ variantId: shop.variants[0], quantity: 2 }]);
    const before = await stockOf(t, shop.variants[0]);
    const s = (await start(b, { couponCode: coupon.code }).expect(201)).body.data;
    const res = await t.http.post(`${CHECKOUT}/${s.checkout.id}/cancel`).set(b.auth()).expect(200);
    expect(res.body.data.checkout).toMatchObject({ id: s.checkout.id, status: 'cancelled', version: 2 });
    expect(await stockOf(t, shop.variants[0])).toEqual(before);
    expect(await sql(`SELECT held_count AS held FROM coupons WHERE public_id = $1`, [coupon.publicId])).toEqual([{ held: 0 }]);
    expect((await t.http.get('/api/mobile/cart').set(b.auth())).body.data.locked).toBe(false);
    const again = await t.http.post(`${CHECKOUT}/${s.checkout.id}/cancel`).set(b.auth()).expect(409);
    expect(again.body.errorCode).toBe('CHECKOUT_SESSION_NOT_CANCELLABLE');
    expect(await stockOf(t, shop.variants[0])).toEqual(before);
    expect(
      await sql(`SELECT topic, payload FROM outbox_events WHERE payload->>'checkoutId' = $1 AND topic = 'checkout.session.closed'`, [s.checkout.id]),
    ).toEqual([{ topic: 'checkout.session.closed', payload: { checkoutId: s.checkout.id, status: 'cancelled', by: 'customer' } }]);
  });

  it("another customer's session and an unknown one: the same 404; a bad id: 400", async () => {
    const b = await customerWithCart(t, shop, [{ variantId: shop.variants[1], quantity: 1 }]);
    const other = await customerWithCart(t, shop, []);
    const s = (await start(b).expect(201)).body.data;
    const theirs = await t.http.post(`${CHECKOUT}/${s.checkout.id}/cancel`).set(other.auth()).expect(404);
    const unknown = await t.http.post(`${CHECKOUT}/${newPublicId()}/cancel`).set(other.auth()).expect(404);
    expect(theirs.body).toEqual(unknown.body);
    expect(theirs.body.errorCode).toBe('CHECKOUT_SESSION_NOT_FOUND');
    await t.http.post(`${CHECKOUT}/not-an-id/cancel`).set(other.auth()).expect(400);
    expect((await t.http.get(`${CHECKOUT}/active`).set(b.auth())).body.data.checkout.status).toBe('pending_payment');
  });

  it('409 CHECKOUT_PAYMENT_IN_PROGRESS while at the gateway; 409 CHECKOUT_SESSION_EXPIRED past expiry', async () => {
    const b = await customerWithCart(t, shop, [{ variantId: shop.variants[1], quantity: 1 }]);
    const s = (await start(b).expect(201)).body.data;
    await asCustomer(b.customerId, () => checkout.sessions.beginPayment(s.checkout.id));
    expect((await t.http.post(`${CHECKOUT}/${s.checkout.id}/cancel`).set(b.auth()).expect(409)).body.errorCode).toBe('CHECKOUT_PAYMENT_IN_PROGRESS');
    await asCustomer(b.customerId, () => checkout.sessions.paymentEnded(s.checkout.id));
    await sql(`UPDATE checkout_sessions SET expires_at = now() - interval '1 second' WHERE public_id = $1`, [s.checkout.id]);
    expect((await t.http.post(`${CHECKOUT}/${s.checkout.id}/cancel`).set(b.auth()).expect(409)).body.errorCode).toBe('CHECKOUT_SESSION_EXPIRED');
  });
});
