import { createHash } from 'node:crypto';
import { bootApp, type TestApp } from '../support/app.js';
import { SUBSCRIBE_MESSAGE } from '../../plugins/newsletter/newsletter-public.controllers.js';
import { mailsArrive, mailsTo, NEWSLETTER_PLUGINS, tokenIn, uniqueEmail } from './support.js';

const BASE = 'https://shop.example.test';
let t: TestApp;
beforeAll(async () => {
  t = await bootApp({ available: NEWSLETTER_PLUGINS, env: { PUBLIC_BASE_URL: BASE } });
});
afterAll(async () => t?.close());

const q = (sql: string, params: unknown[] = []) => t.bazaar.dataSource.query(sql, params);
const row = async (email: string) =>
  (
    await q(`SELECT status, source, confirm_token_hash AS "hash", confirmed_at AS "confirmedAt" FROM newsletter_subscribers WHERE email = $1`, [
      email.toLowerCase(),
    ])
  )[0];
const subscribe = (body: Record<string, unknown>, surface = '/api') => t.http.post(`${surface}/newsletter/subscribe`).send(body);
/** the token of the n-th mail to the address (waits for it) */
const tokenOf = async (email: string, n = 1) => tokenIn((await mailsArrive(email, n))[n - 1].text);
const confirmationEvents = async (email: string) =>
  (
    await q(
      `SELECT count(*)::int AS n FROM outbox_events e JOIN newsletter_subscribers s ON s.public_id::text = e.payload->>'subscriberId'
             WHERE e.topic = 'newsletter.subscriber.confirmation-requested' AND s.email = $1`,
      [email],
    )
  )[0].n;
const confirm = (token: string, surface = '/api') => t.http.get(`${surface}/newsletter/confirm`).query({ token });
const SAME_ANSWER = { message: SUBSCRIBE_MESSAGE, data: null };

describe('subscribe (double opt-in)', () => {
  it('a new address: 200 with data null, a confirmation mail with a single-use link on PUBLIC_BASE_URL, only the token hash stored', async () => {
    const email = uniqueEmail();
    const res = await subscribe({ email: `  ${email.toUpperCase()} ` }).expect(200);
    expect(res.body).toMatchObject(SAME_ANSWER);
    const mails = await mailsArrive(email);
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain(`${BASE}/api/newsletter/confirm?token=`);
    const token = await tokenOf(email);
    const stored = await row(email);
    expect(stored).toMatchObject({ status: 'pending', source: 'storefront_footer', confirmedAt: null });
    expect(stored.hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(await q(`SELECT * FROM newsletter_subscribers`))).not.toContain(token);

    expect((await confirm(token).expect(200)).body).toMatchObject({ data: null });
    expect(await row(email)).toMatchObject({ status: 'confirmed', hash: null, confirmedAt: expect.any(Date) });
    // used: never again
    expect((await confirm(token).expect(404)).body).toEqual({
      statusCode: 404,
      errorCode: 'NEWSLETTER_CONFIRMATION_TOKEN_INVALID',
      message: expect.any(String),
    });
  });

  it('answers exactly the same for a new, pending, confirmed and unsubscribed address; a confirmed one gets no mail', async () => {
    const email = uniqueEmail();
    const first = await subscribe({ email }).expect(200);
    const pending = await subscribe({ email }).expect(200);
    await confirm(await tokenOf(email, 2)).expect(200);
    const before = mailsTo(email).length;
    const events = await confirmationEvents(email);
    expect(events).toBe(2);
    const confirmed = await subscribe({ email }).expect(200);
    // a confirmed address: no confirmation is even requested
    expect(await confirmationEvents(email)).toBe(events);
    expect(mailsTo(email)).toHaveLength(before);
    expect(await row(email)).toMatchObject({ status: 'confirmed' });
    for (const r of [first, pending, confirmed]) expect(r.body).toEqual({ ...SAME_ANSWER, errorCode: r.body.errorCode });
    expect(new Set([first, pending, confirmed].map((r) => JSON.stringify(r.body))).size).toBe(1);

    await q(`UPDATE newsletter_subscribers SET status = 'unsubscribed' WHERE email = $1`, [email]);
    const unsubscribed = await subscribe({ email }).expect(200);
    expect(JSON.stringify(unsubscribed.body)).toBe(JSON.stringify(first.body));
    // an unsubscribed address may come back, through a new confirmation
    await confirm(await tokenOf(email, before + 1)).expect(200);
    expect(await row(email)).toMatchObject({ status: 'confirmed' });
  });

  it('a new token voids the older ones', async () => {
    const email = uniqueEmail();
    await subscribe({ email }).expect(200);
    const older = await tokenOf(email, 1);
    await subscribe({ email }).expect(200);
    const newer = await tokenOf(email, 2);
    expect(newer).not.toBe(older);
    await confirm(older).expect(404);
    await confirm(newer).expect(200);
  });

  it('unknown, expired, empty and overlong tokens are 404; a missing one is 400; nothing confirmed', async () => {
    await confirm('never-issued').expect(404);
    const email = uniqueEmail();
    await subscribe({ email }).expect(200);
    const token = await tokenOf(email);
    await q(`UPDATE newsletter_subscribers SET confirm_token_expires_at = now() - interval '1 second' WHERE email = $1`, [email]);
    await confirm(token).expect(404);
    expect(await row(email)).toMatchObject({ status: 'pending' });
    const missing = await t.http.get('/api/newsletter/confirm').expect(400);
    expect(missing.body).toMatchObject({ errorCode: 'VALIDATION_FAILED' });
    // a token that was never valid, whatever its length, is the spec's 404
    expect(
      (
        await t.http
          .get('/api/newsletter/confirm')
          .query({ token: 'x'.repeat(2000) })
          .expect(404)
      ).body.errorCode,
    ).toBe('NEWSLETTER_CONFIRMATION_TOKEN_INVALID');
    await t.http.get('/api/newsletter/confirm').query({ token: '' }).expect(404);
  });

  it('records the source; the mobile surface is the same service', async () => {
    const email = uniqueEmail();
    expect((await subscribe({ email, source: 'checkout' }, '/api/mobile').expect(200)).body).toMatchObject(SAME_ANSWER);
    expect(await row(email)).toMatchObject({ source: 'checkout', status: 'pending' });
    await confirm(await tokenOf(email), '/api/mobile').expect(200);
    expect(await row(email)).toMatchObject({ status: 'confirmed' });
  });

  it('refuses bad input with 400 and writes nothing', async () => {
    const count = async () => (await q(`SELECT count(*)::int AS n FROM newsletter_subscribers`))[0].n;
    const before = await count();
    for (const body of [
      {},
      { email: 'not-an-email' },
      { email: uniqueEmail(), source: 'newsletter_popup' },
      { email: uniqueEmail(), extra: 1 },
      { email: 42 },
    ]) {
      const res = await subscribe(body).expect(400);
      expect(res.body).toMatchObject({ statusCode: 400, errorCode: 'VALIDATION_FAILED' });
    }
    expect(await count()).toBe(before);
  });

  it('unsubscribe answers 200 for any token, including unknown ones (GET and the one-click POST)', async () => {
    expect((await t.http.get('/api/newsletter/unsubscribe').query({ token: 'unknown' }).expect(200)).body).toMatchObject({ data: null });
    await t.http.post('/api/newsletter/unsubscribe?token=unknown').type('form').send('List-Unsubscribe=One-Click').expect(200);
    await t.http.get('/api/mobile/newsletter/unsubscribe').query({ token: 'unknown' }).expect(200);
    await t.http
      .get('/api/newsletter/unsubscribe')
      .query({ token: 'x'.repeat(2000) })
      .expect(200);
    await t.http.get('/api/newsletter/unsubscribe').query({ token: '' }).expect(200);
  });
});

describe('subscribe rate limit', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await bootApp({ available: NEWSLETTER_PLUGINS, env: { RATE_LIMITS: 'on' } });
  });
  afterAll(async () => limited?.close());

  it('3 per hour keyed on ip+device: the 4th from one device is 429, another device still passes', async () => {
    const post = (device: string) => limited.http.post('/api/newsletter/subscribe').set('X-Device-Id', device).send({ email: uniqueEmail() });
    for (let i = 0; i < 3; i++) await post('phone-a').expect(200);
    expect((await post('phone-a').expect(429)).body).toMatchObject({ statusCode: 429, errorCode: 'RATE_LIMITED' });
    await post('phone-b').expect(200);
  });
});
