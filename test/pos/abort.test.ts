import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { customerWithCart, stockOf } from '../checkout/support.js';
import { bootApp, type TestApp } from '../support/app.js';
import { counterFixture, counts, draftSale, POS, posApi, SUPERADMIN_ENV, type Counter } from './support.js';

/**
 * A till whose connection drops in the middle of a completion never leaves a half sale: completing the sale again
 * answers it completed, with exactly one order, one succeeded attempt and one completed checkout, and its stock taken once.
 * Completions are cut off at random moments, a few at a time.
 */
const TRIALS = 40;
const CONCURRENCY = 4;
const PAY = { payment: { method: 'cash', amountTendered: 700 } };

let t: TestApp;
let c: Counter;
let server: http.Server;
let origin: string;
beforeAll(async () => {
  t = await bootApp({ env: SUPERADMIN_ENV });
  c = await counterFixture(t);
  server = await t.bazaar.listen(0);
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 120_000);
afterAll(async () => t?.close());

/** POST .../complete, the connection destroyed after `abortAfterMs` (the answer, if any, ignored). */
function completeThenDrop(sale: string, abortAfterMs: number): Promise<void> {
  const payload = JSON.stringify(PAY);
  return new Promise((resolve) => {
    const req = http.request(`${origin}${POS}/sales/${sale}/complete`, {
      method: 'POST',
      agent: false,
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), authorization: `Bearer ${c.cashier}` },
    });
    req.on('response', (res) => res.resume().on('end', resolve).on('error', resolve));
    req.on('error', () => resolve());
    req.end(payload);
    setTimeout(() => {
      req.destroy();
      resolve();
    }, abortAfterMs);
  });
}

it(`${TRIALS} completions cut off mid-flight each end, completed again, as exactly one order with its stock taken once`, async () => {
  const api = posApi(t, c.cashier);
  const {
    product,
    variantIds: [variant],
  } = await c.shop.makeProduct(`Abort goods ${Date.now()}`, [{ mrp: 900, sellingPrice: 700, name: 'Blue', sku: `PA-${Date.now()}`, onHand: 500 }]);
  const before = await stockOf(t, variant);
  const outcomes: Array<{ sale: string; customerId: string; answer: any }> = [];

  async function trial(): Promise<void> {
    const buyer = await customerWithCart(t, c.shop, []);
    const sale = await draftSale(api, product.publicId, [{ variantPublicId: variant, quantity: 1 }], buyer.customerId);
    await completeThenDrop(sale, Math.floor(Math.random() * 40));
    // the second completion waits for the first where it still runs, then answers the sale as it is, or completes it
    const answer = (await api.complete(sale, PAY).expect(200)).body.data;
    outcomes.push({ sale, customerId: buyer.customerId, answer });
  }
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next++ < TRIALS) await trial();
    }),
  );

  expect(outcomes).toHaveLength(TRIALS);
  for (const { customerId, answer } of outcomes) {
    expect(answer).toMatchObject({ status: 'picked_up', grandTotal: 700, payment: { method: 'cash', amountTendered: 700, change: 0 } });
    expect(await counts(t, `SELECT 1 FROM orders WHERE customer_public_id = $1`, [customerId])).toBe(1);
    expect(await counts(t, `SELECT 1 FROM orders WHERE public_id = $1 AND status = 'delivered'`, [answer.links.orderId])).toBe(1);
    expect(await counts(t, `SELECT 1 FROM payment_attempts WHERE customer_id = $1`, [customerId])).toBe(1);
    expect(await counts(t, `SELECT 1 FROM payment_attempts WHERE public_id = $1 AND status = 'succeeded'`, [answer.links.paymentAttemptId])).toBe(1);
    expect(await counts(t, `SELECT 1 FROM checkout_sessions WHERE customer_public_id = $1 AND status = 'completed'`, [customerId])).toBe(1);
    expect(await counts(t, `SELECT 1 FROM checkout_sessions WHERE customer_public_id = $1`, [customerId])).toBe(1);
  }
  expect(await stockOf(t, variant)).toEqual({ onHand: before.onHand - TRIALS, reserved: 0 });
}, 240_000);
