import http from 'node:http';
import { randomUUID } from 'node:crypto';
import { customerWithCart, eventually, paymentsWorld, startCheckout, type PaymentsWorld } from './support.js';

/**
 * Issue 26 item 7: a client that goes away in the middle of a keyed money request never leaves part of the work
 * committed. Keyed /checkout/pay and POST /payments are aborted at random moments; each is then retried with
 * the same key to its answer, and every stock, session, cart lock and attempt invariant is checked afterwards.
 */
const TRIALS = 150;
const CONCURRENCY = 4;

let w: PaymentsWorld;
/** two tracked variants with stock for every trial: 800 and 900, each + 10000 shipping */
let variants: Array<{ id: string; total: number }>;
beforeAll(async () => {
  w = await paymentsWorld();
  const made = await w.shop.makeProduct('Abort trial charger', [
    { mrp: 1000, sellingPrice: 800, name: 'White', sku: 'ABORT-W', onHand: 500 },
    { mrp: 1000, sellingPrice: 900, name: 'Black', sku: 'ABORT-B', onHand: 500 },
  ]);
  variants = [
    { id: made.variantIds[0], total: 10_800 },
    { id: made.variantIds[1], total: 10_900 },
  ];
}, 120_000);
afterAll(async () => w?.close());

interface Answer {
  status: number;
  body: any;
}

/** Sends a keyed POST; with `abortAfterMs`, the connection is destroyed then (the answer, if any, is ignored). */
function send(path: string, token: string, key: string, body: object, abortAfterMs?: number): Promise<Answer | 'aborted'> {
  const payload = JSON.stringify(body);
  return new Promise((resolve) => {
    const req = http.request(
      `${w.origin}${path}`,
      {
        method: 'POST',
        agent: false,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), authorization: `Bearer ${token}`, 'idempotency-key': key },
      },
      (res) => {
        let text = '';
        res.on('data', (d) => (text += d));
        res.on('end', () => resolve({ status: res.statusCode!, body: text ? JSON.parse(text) : null }));
        res.on('error', () => resolve('aborted'));
      },
    );
    req.on('error', () => resolve('aborted'));
    req.end(payload);
    if (abortAfterMs !== undefined)
      setTimeout(() => {
        req.destroy();
        resolve('aborted');
      }, abortAfterMs);
  });
}

/** The same request again until it is no longer in progress under the first one. */
async function retry(path: string, token: string, key: string, body: object): Promise<Answer> {
  for (;;) {
    const a = (await send(path, token, key, body)) as Answer;
    if (a.status !== 409 || a.body?.errorCode !== 'IDEMPOTENCY_REQUEST_IN_PROGRESS') return a;
    await new Promise((r) => setTimeout(r, 5));
  }
}

async function trial(i: number): Promise<Answer> {
  const v = variants[i % 2];
  const b = await customerWithCart(w.t, w.shop, [{ variantId: v.id, quantity: 1 }]);
  const key = randomUUID();
  const abortAfter = Math.floor(Math.random() * 40);
  const method = i % 3 === 0 ? 'gateway' : 'cod';
  if (i % 2 === 0) {
    const body = { addressId: b.addressId, expectedGrandTotal: v.total, method };
    await send('/api/mobile/checkout/pay', b.token, key, body, abortAfter);
    return retry('/api/mobile/checkout/pay', b.token, key, body);
  }
  const { checkoutId } = await startCheckout(w.t, b);
  await send('/api/mobile/payments', b.token, key, { checkoutId, method }, abortAfter);
  return retry('/api/mobile/payments', b.token, key, { checkoutId, method });
}

const q = (sql: string) => w.t.bazaar.dataSource.query(sql);

it(`${TRIALS} keyed money requests aborted at random moments leave every invariant intact`, async () => {
  const answers: Answer[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < TRIALS) answers.push(await trial(next++));
    }),
  );
  // every retry got a real answer: a success, or a refusal in the error body (never a 500)
  for (const a of answers) {
    if (a.status >= 400) expect([a.status < 500, typeof a.body?.errorCode]).toEqual([true, 'string']);
  }
  expect(answers.filter((a) => a.status < 300).length).toBeGreaterThan(TRIALS / 2);
  // the chain's reactions (completion, orders) have run
  await eventually(
    () => q(`SELECT count(*)::int AS n FROM outbox_events WHERE status IN ('pending', 'queued')`),
    (r) => r[0].n === 0,
    60_000,
  );

  expect(await q(`SELECT s.public_id FROM checkout_sessions s WHERE NOT EXISTS (SELECT 1 FROM checkout_session_lines l WHERE l.session_id = s.id)`)).toEqual(
    [],
  );
  expect(await q(`SELECT a.public_id FROM payment_attempts a WHERE NOT EXISTS (SELECT 1 FROM checkout_sessions s WHERE s.public_id = a.checkout_id)`)).toEqual(
    [],
  );
  expect(await q(`SELECT public_id FROM payment_attempts WHERE method = 'cod' AND status <> 'succeeded'`)).toEqual([]);
  // a cart is locked only by a live session of its own
  expect(
    await q(`SELECT c.id FROM carts c WHERE c.lock_ref IS NOT NULL AND NOT EXISTS (
      SELECT 1 FROM checkout_sessions s WHERE 'checkout:' || s.public_id = c.lock_ref AND s.status IN ('pending_payment', 'payment_in_progress'))`),
  ).toEqual([]);
  // stock held only for live sessions, and reserved is exactly what is held
  expect(
    await q(`SELECT h.ref FROM inventory_holds h WHERE h.state = 'held' AND NOT EXISTS (
      SELECT 1 FROM checkout_sessions s WHERE 'checkout:' || s.public_id = h.ref AND s.status IN ('pending_payment', 'payment_in_progress'))`),
  ).toEqual([]);
  expect(
    await q(`SELECT v.public_id, v.reserved, coalesce(sum(h.quantity), 0)::int AS held FROM product_variants v
      LEFT JOIN inventory_holds h ON h.variant_id = v.id AND h.state = 'held' GROUP BY v.id HAVING v.reserved <> coalesce(sum(h.quantity), 0)`),
  ).toEqual([]);
  // every settled session is one completed sale with one order
  expect(
    await q(`SELECT s.public_id FROM checkout_sessions s WHERE s.settled_attempt_id IS NOT NULL AND (s.status <> 'completed'
      OR (SELECT count(*) FROM orders o WHERE o.checkout_public_id = s.public_id) <> 1)`),
  ).toEqual([]);
}, 300_000);
