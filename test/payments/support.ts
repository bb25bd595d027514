import { randomUUID } from 'node:crypto';
import { startGatewaySimulator, EPAY_TEST_PRODUCT_CODE, EPAY_TEST_SECRET, type GatewaySimulator } from '../../tools/gateway-simulator/index.js';
import { freePort } from '../../core/net/free-port.js';
import { bootApp, type BootOptions, type TestApp } from '../support/app.js';
import { customerWithCart, shopFixture, stockOf, SUPERADMIN_ENV, type Buyer, type Shop } from '../checkout/support.js';

export { customerWithCart, stockOf, type Buyer, type Shop };
export const PAYMENTS = '/api/mobile/payments';
export const ADMIN_PAYMENTS = '/api/payments';
export const FRONTEND = 'https://shop.example';
export const SECRET = EPAY_TEST_SECRET;
export const PRODUCT_CODE = EPAY_TEST_PRODUCT_CODE;

export interface PaymentsWorld {
  t: TestApp;
  shop: Shop;
  sim: GatewaySimulator;
  /** our app's own origin (listening: the simulator's duplicated return reaches it) */
  origin: string;
  close(): Promise<void>;
}

/**
 * The app with the gateway configured against a simulator started on a loopback port (a real HTTP peer),
 * listening on its own port so returns the simulator sends itself reach it, and a shop to buy from.
 */
export async function paymentsWorld(env: Record<string, string> = {}, boot: Pick<BootOptions, 'available' | 'adminPanel'> = {}): Promise<PaymentsWorld> {
  const sim = await startGatewaySimulator({ secret: SECRET, productCode: PRODUCT_CODE });
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const t = await bootApp({
    env: {
      ...SUPERADMIN_ENV,
      PUBLIC_BASE_URL: origin,
      FRONTEND_BASE_URL: FRONTEND,
      PAYMENT_GATEWAY_URL: sim.formUrl,
      PAYMENT_GATEWAY_STATUS_URL: sim.statusUrl,
      PAYMENT_GATEWAY_PRODUCT_CODE: PRODUCT_CODE,
      PAYMENT_GATEWAY_SECRET: SECRET,
      PAYMENT_GATEWAY_TIMEOUT_MS: '400',
      // tests move the clock past session and attempt expiries: tokens outlive them
      ACCESS_TOKEN_TTL_SECONDS: '86400',
      ...env,
    },
    ...boot,
  });
  await t.bazaar.listen(port);
  const shop = await shopFixture(t);
  return {
    t,
    shop,
    sim,
    origin,
    close: async () => {
      await t.close();
      await sim.close();
    },
  };
}

export const key = () => ({ 'Idempotency-Key': randomUUID() });

/** POST /api/mobile/checkout (checkout's start): the session's public id and grand total. */
export async function startCheckout(t: TestApp, b: Buyer): Promise<{ checkoutId: string; grandTotal: number }> {
  const res = await t.http.post('/api/mobile/checkout').set(b.auth()).send({ addressId: b.addressId });
  if (res.status !== 201 && res.status !== 200) throw new Error(`checkout start: ${res.status} ${JSON.stringify(res.body)}`);
  return { checkoutId: res.body.data.checkout.id, grandTotal: res.body.data.pricing.grandTotal };
}

export function startPayment(t: TestApp, b: Buyer, checkoutId: string, method: string) {
  return t.http.post(PAYMENTS).set(b.auth()).set(key()).send({ checkoutId, method });
}

/** Posts the redirect form to the gateway exactly as given (the browser's job): the simulator's page answers. */
export async function postForm(redirect: { url: string; fields: Record<string, string> }): Promise<{ status: number; body: string }> {
  const res = await fetch(redirect.url, { method: 'POST', body: new URLSearchParams(redirect.fields), redirect: 'manual' });
  return { status: res.status, body: await res.text() };
}

/** Follows a gateway redirect to our return route through supertest; answers the 303 (or the error). */
export function followReturn(t: TestApp, location: string, method: 'get' | 'post' = 'get') {
  const url = new URL(location);
  if (method === 'get') return t.http.get(`${url.pathname}${url.search}`);
  return t.http.post(url.pathname).type('form').send(Object.fromEntries(url.searchParams));
}

/** The stored attempt row (test assertions only). */
export async function attemptRow(t: TestApp, id: string): Promise<Record<string, any>> {
  const [row] = await t.bazaar.dataSource.query(`SELECT * FROM payment_attempts WHERE public_id = $1`, [id]);
  return row;
}

export async function settlementsOf(t: TestApp, checkoutId: string): Promise<Array<{ accepted: boolean; refused_reason: string | null; amount: string }>> {
  return t.bazaar.dataSource.query(`SELECT accepted, refused_reason, amount FROM payment_settlements WHERE checkout_id = $1 ORDER BY id`, [checkoutId]);
}

export async function sessionStatus(t: TestApp, checkoutId: string): Promise<string> {
  const [row] = await t.bazaar.dataSource.query(`SELECT status FROM checkout_sessions WHERE public_id = $1`, [checkoutId]);
  return row?.status;
}

/** A buyer with a session and a gateway attempt whose form the gateway (the simulator) has accepted. */
export async function atGateway(
  w: PaymentsWorld,
  variantId = w.shop.variants[1],
): Promise<{
  b: Buyer;
  checkoutId: string;
  grandTotal: number;
  id: string;
  uuid: string;
  redirect: { url: string; fields: Record<string, string> };
}> {
  const b = await customerWithCart(w.t, w.shop, [{ variantId, quantity: 1 }]);
  const { checkoutId, grandTotal } = await startCheckout(w.t, b);
  const res = await startPayment(w.t, b, checkoutId, 'gateway').expect(201);
  const page = await postForm(res.body.data.redirect);
  if (page.status !== 200) throw new Error(`the gateway form answered ${page.status}`);
  const redirect = res.body.data.redirect;
  return { b, checkoutId, grandTotal, id: res.body.data.id, uuid: redirect.fields.transaction_uuid, redirect };
}

/** Polls until the work of jobs and outbox subscribers shows (test/support/poll.ts). */
export { pollUntil as eventually } from '../support/poll.js';
