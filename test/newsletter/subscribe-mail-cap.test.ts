import { createHash } from 'node:crypto';
import { clock } from '../../core/clock/clock.js';
import { partsOf, startSmtpServer, type SmtpTestServer } from '../core/platform/smtp-test-server.js';
import { waitFor } from '../core/jobs/support/effects.js';
import { bootApp, type TestApp } from '../support/app.js';
import { NEWSLETTER_PLUGINS, tokenIn, uniqueEmail } from './support.js';

const HOUR = 3600 * 1000;
const BASE = 'https://shop.example.test';

let smtp: SmtpTestServer;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await bootApp({ available: NEWSLETTER_PLUGINS, env: { SMTP_URL: smtp.url, PUBLIC_BASE_URL: BASE } });
});
afterAll(async () => {
  clock.reset();
  await t?.close();
  await smtp?.close();
});
afterEach(() => clock.reset());

let device = 0;
/** A subscribe from a device never seen before (the caller controls X-Device-Id). */
const subscribe = (app: TestApp, email: string) => app.http.post('/api/newsletter/subscribe').set('X-Device-Id', `rotating-${++device}`).send({ email });

/** Every confirmation requested so far has been handled: the mails counted below are all the mails there will be. */
const outboxQuiet = (app: TestApp) =>
  waitFor(
    'the confirmation mails to be handled',
    async () =>
      (
        await app.bazaar.dataSource.query(
          `SELECT count(*)::int AS n FROM outbox_events WHERE topic = 'newsletter.subscriber.confirmation-requested' AND status NOT IN ('done', 'skipped', 'dead')`,
        )
      )[0].n,
    (n) => n === 0,
  );

/** The mails the SMTP server received for the address, once the outbox is quiet; their text parts. */
async function mailsFor(app: TestApp, email: string): Promise<string[]> {
  await outboxQuiet(app);
  return smtp.received.filter((m) => m.rcptTo.includes(email)).map((m) => partsOf(m.raw).find((p) => p.type === 'text/plain')!.body);
}

const storedHash = async (app: TestApp, email: string): Promise<string> =>
  (await app.bazaar.dataSource.query(`SELECT confirm_token_hash AS h FROM newsletter_subscribers WHERE email = $1`, [email]))[0].h;
const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

/** Sends `n` subscribes one after another, each from a new device; returns their raw bodies. */
async function subscribes(app: TestApp, email: string, n: number): Promise<string[]> {
  const bodies: string[] = [];
  for (let i = 0; i < n; i++) bodies.push((await subscribe(app, email).expect(200)).text);
  return bodies;
}

describe('confirmation mails per address (whatever the caller, limits off)', () => {
  it('at most 3 in an hour and 5 in a day; past the cap the answer is byte-identical and no new token replaces the live link', async () => {
    const email = uniqueEmail('cap');
    const answers = await subscribes(t, email, 6);
    const hourOne = await mailsFor(t, email);
    expect(hourOne).toHaveLength(3);
    // no new token past the cap: the live link is the third mail's
    expect(await storedHash(t, email)).toBe(sha256(tokenIn(hourOne[2])));

    clock.advance(HOUR + 1000);
    answers.push(...(await subscribes(t, email, 6)));
    const hourTwo = await mailsFor(t, email);
    // the day allows two more
    expect(hourTwo).toHaveLength(5);
    expect(await storedHash(t, email)).toBe(sha256(tokenIn(hourTwo[4])));

    clock.advance(HOUR + 1000);
    answers.push(...(await subscribes(t, email, 4)));
    expect(await mailsFor(t, email)).toHaveLength(5);
    expect(new Set(answers).size).toBe(1);

    // the last mail's link still works: the capped subscribes changed nothing
    await t.http
      .get('/api/newsletter/confirm')
      .query({ token: tokenIn(hourTwo[4]) })
      .expect(200);
  });

  it('the day is rolling: 24 hours after the first mails an address may be mailed again', async () => {
    const email = uniqueEmail('roll');
    await subscribes(t, email, 3);
    clock.advance(2 * HOUR);
    await subscribes(t, email, 3);
    expect(await mailsFor(t, email)).toHaveLength(5);
    clock.advance(22 * HOUR + 1000);
    await subscribes(t, email, 1);
    const mails = await mailsFor(t, email);
    expect(mails).toHaveLength(6);
    await t.http
      .get('/api/newsletter/confirm')
      .query({ token: tokenIn(mails[5]) })
      .expect(200);
  });

  it('parallel subscribes of one address cannot pass the cap together', async () => {
    const email = uniqueEmail('race');
    const res = await Promise.all(Array.from({ length: 12 }, () => subscribe(t, email)));
    expect(res.map((r) => r.status)).toEqual(Array(12).fill(200));
    expect(await mailsFor(t, email)).toHaveLength(3);
  });

  it('the web and mobile routes share the cap of an address', async () => {
    const email = uniqueEmail('surf');
    for (const surface of ['/api', '/api/mobile', '/api', '/api/mobile', '/api']) {
      await t.http.post(`${surface}/newsletter/subscribe`).send({ email }).expect(200);
    }
    expect(await mailsFor(t, email)).toHaveLength(3);
  });
});

describe('subscribe limits with RATE_LIMITS on', () => {
  /** the IP-only ceiling of subscribe, per hour (docs/decisions.md) */
  const IP_CEILING = 30;
  // booted after the tests above: the rate-limit switch is process-wide
  let limited: TestApp;
  beforeAll(async () => {
    limited = await bootApp({ available: NEWSLETTER_PLUGINS, env: { SMTP_URL: smtp.url, PUBLIC_BASE_URL: BASE, RATE_LIMITS: 'on' } });
  });
  afterAll(async () => limited?.close());

  it('rotating X-Device-Id: the address still gets at most 3 mails, and the IP ceiling ends the run', async () => {
    const email = uniqueEmail('rot');
    const ceiling = IP_CEILING;
    const statuses: number[] = [];
    for (let i = 0; i < ceiling + 3; i++) statuses.push((await subscribe(limited, email)).status);
    expect(statuses).toEqual([...Array(ceiling).fill(200), 429, 429, 429]);
    expect(await mailsFor(limited, email)).toHaveLength(3);
    const refused = await subscribe(limited, uniqueEmail('other')).expect(429);
    expect(refused.body).toMatchObject({ statusCode: 429, errorCode: 'RATE_LIMITED' });
    expect(refused.headers['ratelimit-limit']).toBe(String(ceiling));
  });
});
