import { bootApp, type TestApp } from '../support/app.js';
import { customerWithCart, shopFixture, SUPERADMIN_ENV, type Shop } from '../checkout/support.js';
import { key, PAYMENTS, startCheckout } from './support.js';

let t: TestApp;
let shop: Shop;
beforeAll(async () => {
  t = await bootApp({ env: SUPERADMIN_ENV });
  shop = await shopFixture(t);
}, 120_000);
afterAll(async () => t?.close());

describe('a deployment without gateway credentials', () => {
  it('offers cod only and refuses the gateway with 400 PAYMENT_METHOD_UNAVAILABLE (nothing changes)', async () => {
    const b = await customerWithCart(t, shop, [{ variantId: shop.variants[1], quantity: 1 }]);
    const methods = await t.http.get(`${PAYMENTS}/methods`).set(b.auth()).expect(200);
    expect(methods.body.data).toEqual([{ method: 'cod', label: 'Cash on delivery', description: expect.any(String), requiresRedirect: false }]);
    const { checkoutId } = await startCheckout(t, b);
    const res = await t.http.post(PAYMENTS).set(b.auth()).set(key()).send({ checkoutId, method: 'gateway' }).expect(400);
    expect(res.body).toMatchObject({ errorCode: 'PAYMENT_METHOD_UNAVAILABLE', details: { available: ['cod'] } });
    const [session] = await t.bazaar.dataSource.query(`SELECT status FROM checkout_sessions WHERE public_id = $1`, [checkoutId]);
    expect(session.status).toBe('pending_payment');
  });

  it('keeps the return routes out of the OpenAPI document', async () => {
    const doc = (await t.http.get('/api/openapi.json').expect(200)).body;
    expect(Object.keys(doc.paths).filter((p) => p.includes('/gateway/return'))).toEqual([]);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/mobile/payments', '/api/mobile/payments/{id}', '/api/mobile/checkout/pay', '/api/payments/{id}/resolve']),
    );
  });
});
