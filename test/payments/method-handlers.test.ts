import { DOCUMENTED_PAYMENT_METHODS } from '../../plugins/checkout/index.js';
import { handlerOf, PAYMENT_METHOD_CODES, VERIFIED_METHOD_CODES } from '../../plugins/payments/methods/registry.js';
import { attemptRow, customerWithCart, key, PAYMENTS, paymentsWorld, startCheckout, startPayment, type PaymentsWorld } from './support.js';

describe('the payment method registry', () => {
  it('holds cod, the ePay gateway and the POS counter methods, in the order the methods route lists them; only the gateway is verified', () => {
    expect(PAYMENT_METHOD_CODES).toEqual(['cod', 'gateway', 'cash', 'card', 'qr']);
    expect(VERIFIED_METHOD_CODES).toEqual(['gateway']);
    expect(handlerOf('cod').redirectOf).toBeUndefined();
    expect(handlerOf('gateway').redirectOf).toBeDefined();
    expect(() => handlerOf('cheque')).toThrow('payment method "cheque" has no handler');
  });

  it('is what the API document lists on checkout and order reads (documentation kept in step)', () => {
    expect([...DOCUMENTED_PAYMENT_METHODS]).toEqual([...PAYMENT_METHOD_CODES]);
  });
});

describe('dispatch through the handlers', () => {
  let w: PaymentsWorld;
  beforeAll(async () => {
    w = await paymentsWorld();
  }, 120_000);
  afterAll(async () => w?.close());

  it('lists every enabled handler, and refuses an unknown method with 400 PAYMENT_METHOD_UNAVAILABLE (nothing changes)', async () => {
    const b = await customerWithCart(w.t, w.shop, [{ variantId: w.shop.variants[1], quantity: 1 }]);
    const methods = await w.t.http.get(`${PAYMENTS}/methods`).set(b.auth()).expect(200);
    expect(methods.body.data).toEqual([
      { method: 'cod', label: 'Cash on delivery', description: expect.any(String), requiresRedirect: false },
      { method: 'gateway', label: 'eSewa', description: expect.any(String), requiresRedirect: true },
    ]);
    const { checkoutId } = await startCheckout(w.t, b);
    for (const method of ['cash', 'COD', 7]) {
      const res = await w.t.http.post(PAYMENTS).set(b.auth()).set(key()).send({ checkoutId, method }).expect(400);
      expect(res.body).toMatchObject({ errorCode: 'PAYMENT_METHOD_UNAVAILABLE', details: { available: ['cod', 'gateway'] } });
    }
    const [session] = await w.t.bazaar.dataSource.query(`SELECT status FROM checkout_sessions WHERE public_id = $1`, [checkoutId]);
    expect(session.status).toBe('pending_payment');
  });

  it('cod settles in the start (paid, no redirect, never asked about); the gateway answers its form, the same one again', async () => {
    const c = await customerWithCart(w.t, w.shop, [{ variantId: w.shop.variants[1], quantity: 1 }]);
    const paid = (await startPayment(w.t, c, (await startCheckout(w.t, c)).checkoutId, 'cod').expect(201)).body.data;
    expect(paid).toMatchObject({ method: 'cod', status: 'paid', redirect: null });
    expect(await attemptRow(w.t, paid.id)).toMatchObject({ method: 'cod', status: 'succeeded', transaction_uuid: null, next_verify_at: null });

    const g = await customerWithCart(w.t, w.shop, [{ variantId: w.shop.variants[1], quantity: 1 }]);
    const { checkoutId } = await startCheckout(w.t, g);
    const first = (await startPayment(w.t, g, checkoutId, 'gateway').expect(201)).body.data;
    expect(first).toMatchObject({ method: 'gateway', status: 'awaiting_gateway', redirect: { type: 'form_post', url: w.sim.formUrl } });
    const row = await attemptRow(w.t, first.id);
    expect(row).toMatchObject({ method: 'gateway', status: 'initiated', transaction_uuid: first.id });
    expect(row.next_verify_at).toEqual(row.expires_at);
    const again = (await startPayment(w.t, g, checkoutId, 'gateway').expect(200)).body.data;
    expect(again.redirect).toEqual(first.redirect);
  });

  it('keeps the method CHECKs in payments tables only: checkout and orders store the code as payments gave it', async () => {
    const checks = await w.t.bazaar.dataSource.query(
      `SELECT conrelid::regclass::text AS "table" FROM pg_constraint
        WHERE contype = 'c' AND pg_get_constraintdef(oid) LIKE '%''cod''%' AND pg_get_constraintdef(oid) LIKE '%''gateway''%'
        ORDER BY 1`,
    );
    expect(checks.map((r: { table: string }) => r.table)).toEqual(['payment_attempts', 'payment_settlements']);
  });
});
