import { Writable } from 'node:stream';
import { configureLogger } from '../../core/log/logger.js';
import { bearer } from '../support/auth.js';
import {
  attemptRow,
  customerWithCart,
  followReturn,
  PAYMENTS,
  paymentsWorld,
  postForm,
  settlementsOf,
  startCheckout,
  startPayment,
  type Buyer,
  type PaymentsWorld,
} from './support.js';

// ROLE api: no outbox relay here, so a session an admin closed keeps its attempt in flight (a lagging subscriber)
let w: PaymentsWorld;
beforeAll(async () => {
  w = await paymentsWorld({ ROLE: 'api' });
}, 120_000);
afterAll(async () => w?.close());

const PAY = '/api/mobile/checkout/pay';
const admin = () => bearer(w.shop.adminToken);
const tokenOf = (url: string) => url.split('/').at(-2)!;
const forceExpire = (checkoutId: string) => w.t.http.post(`/api/checkout/sessions/${checkoutId}/expire`).set(admin()).expect(200);

async function buyer(): Promise<{ b: Buyer; checkoutId: string; grandTotal: number }> {
  const b = await customerWithCart(w.t, w.shop, [{ variantId: w.shop.variants[1], quantity: 1 }]);
  return { b, ...(await startCheckout(w.t, b)) };
}

/** Every table of every schema, read row by row as text: where `needle` occurs. */
async function tablesHolding(needle: string): Promise<string[]> {
  const ds = w.t.bazaar.dataSource;
  const tables: { s: string; t: string }[] = await ds.query(
    `SELECT table_schema AS s, table_name AS t FROM information_schema.tables
      WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema')`,
  );
  expect(tables.length).toBeGreaterThan(20);
  const found: string[] = [];
  for (const { s, t } of tables) {
    const ident = `"${s.replace(/"/g, '""')}"."${t.replace(/"/g, '""')}"`;
    const [row] = await ds.query(`SELECT count(*)::int AS n FROM ${ident} x WHERE strpos(x::text, $1) > 0`, [needle]);
    if (row.n > 0) found.push(`${s}.${t}`);
  }
  return found;
}

describe('a payment start for a session that can no longer be paid hands out no form (issue 26 item 2)', () => {
  it('after an admin force-expires a session at the gateway: 409 CHECKOUT_SESSION_EXPIRED for either method, no redirect', async () => {
    const { b, checkoutId } = await buyer();
    const first = await startPayment(w.t, b, checkoutId, 'gateway').expect(201);
    await forceExpire(checkoutId);
    expect((await attemptRow(w.t, first.body.data.id)).status).toBe('initiated'); // the subscriber has not run
    for (const method of ['gateway', 'cod']) {
      const res = await startPayment(w.t, b, checkoutId, method);
      expect(`${res.status} ${res.body.errorCode}`).toBe('409 CHECKOUT_SESSION_EXPIRED');
      expect(JSON.stringify(res.body)).not.toContain('redirect');
    }
    expect(
      await w.t.bazaar.dataSource.query(
        `SELECT count(*)::int AS n FROM payment_events e JOIN payment_attempts a ON a.id = e.attempt_id
      WHERE a.checkout_id = $1 AND e.type = 'redirect_issued'`,
        [checkoutId],
      ),
    ).toEqual([{ n: 1 }]);
  });

  it('a replay of POST /payments with the same Idempotency-Key after the expiry: 409 CHECKOUT_SESSION_EXPIRED, no form', async () => {
    const { b, checkoutId } = await buyer();
    const k = { 'Idempotency-Key': `start-${checkoutId}` };
    await w.t.http.post(PAYMENTS).set(b.auth()).set(k).send({ checkoutId, method: 'gateway' }).expect(201);
    await forceExpire(checkoutId);
    const again = await w.t.http.post(PAYMENTS).set(b.auth()).set(k).send({ checkoutId, method: 'gateway' });
    expect(`${again.status} ${again.body.errorCode}`).toBe('409 CHECKOUT_SESSION_EXPIRED');
    expect(JSON.stringify(again.body)).not.toContain('redirect');
  });

  it('a replay of /checkout/pay with the same Idempotency-Key after the expiry: 409 CHECKOUT_SESSION_EXPIRED, no form', async () => {
    const { b, grandTotal } = await buyer();
    const k = { 'Idempotency-Key': `pay-${b.customerId}` };
    const body = { addressId: b.addressId, method: 'gateway', expectedGrandTotal: grandTotal };
    const paid = await w.t.http.post(PAY).set(b.auth()).set(k).send(body).expect(200);
    expect(paid.body.data.redirect.type).toBe('form_post');
    await forceExpire(paid.body.data.checkoutId);
    const again = await w.t.http.post(PAY).set(b.auth()).set(k).send(body);
    expect(`${again.status} ${again.body.errorCode}`).toBe('409 CHECKOUT_SESSION_EXPIRED');
    expect(JSON.stringify(again.body)).not.toContain('redirect');
  });

  it('a replay after the session was paid: 409 PAYMENT_ALREADY_SETTLED, no form', async () => {
    const { b, checkoutId } = await buyer();
    const k = { 'Idempotency-Key': `settled-${checkoutId}` };
    const first = await w.t.http.post(PAYMENTS).set(b.auth()).set(k).send({ checkoutId, method: 'gateway' }).expect(201);
    expect((await postForm(first.body.data.redirect)).status).toBe(200);
    await followReturn(w.t, w.sim.pay(first.body.data.id).location).expect(303);
    expect((await attemptRow(w.t, first.body.data.id)).status).toBe('succeeded');
    const again = await w.t.http.post(PAYMENTS).set(b.auth()).set(k).send({ checkoutId, method: 'gateway' });
    expect(`${again.status} ${again.body.errorCode}`).toBe('409 PAYMENT_ALREADY_SETTLED');
    expect((await startPayment(w.t, b, checkoutId, 'gateway')).body.errorCode).toBe('PAYMENT_ALREADY_SETTLED');
  });
});

describe('every form handed out for a live attempt returns (issue 26 item 11)', () => {
  it("two starts at once (a double tap): the first form posted to the gateway comes back paid, and the second form's return works too", async () => {
    const { b, checkoutId } = await buyer();
    const starts = await Promise.all([startPayment(w.t, b, checkoutId, 'gateway'), startPayment(w.t, b, checkoutId, 'gateway')]);
    expect(starts.map((r) => r.status).sort()).toEqual([200, 201]);
    const [first, second] = [starts.find((r) => r.status === 201)!, starts.find((r) => r.status === 200)!];
    expect(second.body.data.id).toBe(first.body.data.id);
    expect((await postForm(first.body.data.redirect)).status).toBe(200);
    const { location } = w.sim.pay(first.body.data.id);
    const back = await followReturn(w.t, location).expect(303);
    expect(back.headers.location).toContain('status=paid');
    expect(await settlementsOf(w.t, checkoutId)).toEqual([{ accepted: true, refused_reason: null, amount: expect.any(String) }]);
    // the second form's return URL (the gateway would have used it had the browser posted that one)
    const url = new URL(location);
    const viaSecond = `${new URL(second.body.data.redirect.fields.success_url).pathname}${url.search}`;
    expect((await w.t.http.get(viaSecond).expect(303)).headers.location).toContain('status=paid');
  });
});

describe('the return token is never kept raw (issue 26 item 3)', () => {
  it('after a start, a replay, a 4xx return and the paying return: no table and no log line holds the token', async () => {
    const lines: string[] = [];
    configureLogger(
      'debug',
      new Writable({
        write(chunk, _enc, done) {
          lines.push(String(chunk));
          done();
        },
      }),
    );
    try {
      const { b, checkoutId } = await buyer();
      const other = await buyer();
      const otherStart = await startPayment(w.t, other.b, other.checkoutId, 'gateway').expect(201);
      const k = { 'Idempotency-Key': `tokens-${checkoutId}` };
      const first = await w.t.http.post(PAYMENTS).set(b.auth()).set(k).send({ checkoutId, method: 'gateway' }).expect(201);
      const token = tokenOf(first.body.data.redirect.fields.success_url);
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

      // the replay hands out a working form again
      const replay = await w.t.http.post(PAYMENTS).set(b.auth()).set(k).send({ checkoutId, method: 'gateway' }).expect(201);
      expect(replay.headers['idempotency-replayed']).toBe('true');
      expect(replay.body).toEqual(first.body);

      // a 4xx return request: this attempt's token on another attempt's path
      expect((await postForm(first.body.data.redirect)).status).toBe(200);
      const { location } = w.sim.pay(first.body.data.id);
      const url = new URL(location);
      await w.t.http.get(`${url.pathname.replace(first.body.data.id, otherStart.body.data.id)}${url.search}`).expect(404);
      expect((await followReturn(w.t, location).expect(303)).headers.location).toContain('status=paid');

      expect(await tablesHolding(token)).toEqual([]);
      expect(lines.length).toBeGreaterThan(3);
      expect(lines.filter((l) => l.includes(token))).toEqual([]);
    } finally {
      configureLogger('silent');
    }
  });
});
