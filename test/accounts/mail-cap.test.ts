import { clock } from '../../core/clock/clock.js';
import { partsOf, startSmtpServer, type SmtpTestServer } from '../core/platform/smtp-test-server.js';
import { bootApp, type TestApp } from '../support/app.js';
import { bearer } from '../support/auth.js';
import { ACCOUNTS_ENV, register, uniqueEmail } from './support/customers.js';

const HOUR = 3600 * 1000;

let smtp: SmtpTestServer;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtpServer();
  // limits off: the cap per address is a rule of the flows, not a rate limit
  t = await bootApp({ env: { ...ACCOUNTS_ENV, SMTP_URL: smtp.url } });
});
afterAll(async () => {
  clock.reset();
  await t?.close();
  await smtp?.close();
});
afterEach(() => clock.reset());

/**
 * The text parts of the mails the SMTP server received for the address whose subject matches. These flows
 * send before they answer, so every mail of a request has arrived when its answer has.
 */
const mailsFor = (email: string, subject: RegExp): string[] =>
  smtp.received
    .filter((m) => m.rcptTo.includes(email) && subject.test(m.raw.match(/^Subject: (.*)$/m)?.[1] ?? ''))
    .map((m) => partsOf(m.raw).find((p) => p.type === 'text/plain')!.body);
const codeOf = (text: string) => text.match(/code is (\d{6})/)![1];
const tokenOf = (text: string) => decodeURIComponent(text.match(/[?&]token=([^\s&]+)/)![1]);

let device = 0;
/** `n` requests one after another, each from a device never seen before; their raw bodies. */
async function send(path: string, email: string, n: number): Promise<string[]> {
  const bodies: string[] = [];
  for (let i = 0; i < n; i++) bodies.push((await t.http.post(path).set('X-Device-Id', `rotating-${++device}`).send({ email }).expect(200)).text);
  return bodies;
}

describe('mails per address of the anonymous account flows (limits off, rotating devices)', () => {
  it('verification resend: 3 an hour, 5 a day (the registration mail counts); past it the same answer and the live code stays', async () => {
    const c = await register(t);
    const subject = /verify/i;
    expect(mailsFor(c.email, subject)).toHaveLength(1);
    const answers = await send('/api/mobile/auth/email/verify/resend', c.email, 6);
    expect(mailsFor(c.email, subject)).toHaveLength(3);

    clock.advance(HOUR + 1000);
    answers.push(...(await send('/api/mobile/auth/email/verify/resend', c.email, 6)));
    const mails = mailsFor(c.email, subject);
    expect(mails).toHaveLength(5);
    clock.advance(HOUR + 1000);
    answers.push(...(await send('/api/mobile/auth/email/verify/resend', c.email, 3)));
    expect(mailsFor(c.email, subject)).toHaveLength(5);

    answers.push(...(await send('/api/mobile/auth/email/verify/resend', uniqueEmail('nobody'), 1)));
    expect(new Set(answers).size).toBe(1);
    // no new code past the cap: the fifth mail's link still verifies
    await t.http
      .post('/api/mobile/auth/email/verify/confirm')
      .send({ token: tokenOf(mails[4]) })
      .expect(200);
  });

  it('password forgot: 3 an hour, 5 a day; past it the same answer and the live code stays', async () => {
    const c = await register(t);
    const subject = /reset/i;
    const answers = await send('/api/mobile/auth/password/forgot', c.email, 6);
    expect(mailsFor(c.email, subject)).toHaveLength(3);

    clock.advance(HOUR + 1000);
    answers.push(...(await send('/api/mobile/auth/password/forgot', c.email, 6)));
    const mails = mailsFor(c.email, subject);
    expect(mails).toHaveLength(5);

    answers.push(...(await send('/api/mobile/auth/password/forgot', uniqueEmail('nobody'), 1)));
    expect(new Set(answers).size).toBe(1);
    await t.http
      .post('/api/mobile/auth/password/reset')
      .send({ email: c.email, otp: codeOf(mails[4]), newPassword: 'capped-password-1' })
      .expect(200);
  });

  it('account recovery request: 3 an hour, 5 a day; past it the same answer and the live code stays', async () => {
    const c = await register(t);
    await t.http.post('/api/mobile/auth/account-deletion/request').set(bearer(c.tokens.accessToken)).expect(200);
    const subject = /recover/i;
    const answers = await send('/api/mobile/auth/account-deletion/recover', c.email, 6);
    expect(mailsFor(c.email, subject)).toHaveLength(3);

    clock.advance(HOUR + 1000);
    answers.push(...(await send('/api/mobile/auth/account-deletion/recover', c.email, 6)));
    const mails = mailsFor(c.email, subject);
    expect(mails).toHaveLength(5);

    answers.push(...(await send('/api/mobile/auth/account-deletion/recover', uniqueEmail('nobody'), 1)));
    expect(new Set(answers).size).toBe(1);
    await t.http
      .post('/api/mobile/auth/account-deletion/recover/confirm')
      .send({ email: c.email, otp: codeOf(mails[4]) })
      .expect(200);
  });

  it('parallel requests for one address cannot pass the cap together', async () => {
    const c = await register(t);
    const res = await Promise.all(Array.from({ length: 10 }, () => t.http.post('/api/mobile/auth/password/forgot').send({ email: c.email })));
    expect(res.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(mailsFor(c.email, /reset/i)).toHaveLength(3);
  });
});
