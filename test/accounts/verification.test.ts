import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { clock } from '../../core/clock/clock.js';
import { bootApp, type TestApp } from '../support/app.js';
import { bearer, login, SUPERADMIN } from '../support/auth.js';
import { ACCOUNTS_ENV, codeIn, customerLogin, lastMailTo, mailsTo, register, tokenIn, uniqueEmail } from './support/customers.js';

/** A real SMS gateway stand-in: records what it receives, answers `status`. */
const sms = { received: [] as Array<{ to: string; text: string }>, status: 200 };
const gateway = http.createServer((req, res) => {
  let body = '';
  req.on('data', (c) => (body += c));
  req.on('end', () => {
    if (sms.status === 200) sms.received.push(JSON.parse(body));
    res.writeHead(sms.status, { 'content-type': 'application/json' }).end('{}');
  });
});

let t: TestApp;
let root: string;
beforeAll(async () => {
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  const port = (gateway.address() as AddressInfo).port;
  t = await bootApp({ env: { ...ACCOUNTS_ENV, SMS_WEBHOOK_URL: `http://127.0.0.1:${port}/sms` } });
  root = (await login(t, SUPERADMIN.email, SUPERADMIN.password)).accessToken;
});
afterAll(async () => {
  clock.reset();
  await t?.close();
  await new Promise((resolve) => gateway.close(resolve));
});
afterEach(() => clock.reset());

const verifiedOf = async (email: string) => (await t.bazaar.dataSource.query(`SELECT email_verified FROM users WHERE email = $1`, [email]))[0]?.email_verified;

describe('email verification (customer surface)', () => {
  it('confirms by email and otp once; the replay is refused', async () => {
    const c = await register(t);
    const otp = codeIn(lastMailTo(c.email));
    const res = await t.http.post('/api/mobile/auth/email/verify/confirm').send({ email: c.email, otp }).expect(200);
    expect(res.body.data).toMatchObject({ email: c.email, emailVerified: true });
    const replay = await t.http.post('/api/mobile/auth/email/verify/confirm').send({ email: c.email, otp }).expect(400);
    expect(replay.body).toEqual({ statusCode: 400, errorCode: 'AUTH_CODE_INVALID', message: expect.any(String) });
  });

  it('confirms by the link token of a resent mail; the older code stops working', async () => {
    const c = await register(t);
    const first = codeIn(lastMailTo(c.email));
    await t.http.post('/api/mobile/auth/email/verify/resend').send({ email: c.email }).expect(200);
    expect(mailsTo(c.email)).toHaveLength(2);
    const stale = await t.http.post('/api/mobile/auth/email/verify/confirm').send({ email: c.email, otp: first });
    // the resend retired the first code (unless the random codes happen to be equal)
    if (first !== codeIn(lastMailTo(c.email))) expect(stale.status).toBe(400);
    const token = tokenIn(lastMailTo(c.email));
    await t.http.post('/api/mobile/auth/email/verify/confirm').send({ token }).expect(200);
    expect(await verifiedOf(c.email)).toBe(true);
    await t.http.post('/api/mobile/auth/email/verify/confirm').send({ token }).expect(400);
  });

  it('burns the code after five wrong attempts, changing nothing', async () => {
    const c = await register(t);
    const otp = codeIn(lastMailTo(c.email));
    const wrong = otp === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const res = await t.http.post('/api/mobile/auth/email/verify/confirm').send({ email: c.email, otp: wrong }).expect(400);
      expect(res.body.errorCode).toBe('AUTH_CODE_INVALID');
    }
    await t.http.post('/api/mobile/auth/email/verify/confirm').send({ email: c.email, otp }).expect(400);
    expect(await verifiedOf(c.email)).toBe(false);
  });

  it('refuses an expired code and link', async () => {
    const c = await register(t);
    const mail = lastMailTo(c.email);
    clock.advance(24 * 3600 * 1000 + 1000);
    await t.http
      .post('/api/mobile/auth/email/verify/confirm')
      .send({ email: c.email, otp: codeIn(mail) })
      .expect(400);
    await t.http
      .post('/api/mobile/auth/email/verify/confirm')
      .send({ token: tokenIn(mail) })
      .expect(400);
    expect(await verifiedOf(c.email)).toBe(false);
  });

  it('resend answers the same for unknown, verified and unverified emails, mailing only the last', async () => {
    const verified = await register(t);
    await t.http
      .post('/api/mobile/auth/email/verify/confirm')
      .send({ email: verified.email, otp: codeIn(lastMailTo(verified.email)) })
      .expect(200);
    const pending = await register(t);
    const unknown = uniqueEmail();
    const bodies = [];
    for (const email of [unknown, verified.email, pending.email]) {
      bodies.push((await t.http.post('/api/mobile/auth/email/verify/resend').send({ email }).expect(200)).body);
    }
    expect(bodies[0]).toEqual({ message: expect.any(String), data: { success: true }, errorCode: null });
    expect(bodies[1]).toEqual(bodies[0]);
    expect(bodies[2]).toEqual(bodies[0]);
    expect(mailsTo(unknown)).toHaveLength(0);
    expect(mailsTo(verified.email)).toHaveLength(1);
    expect(mailsTo(pending.email)).toHaveLength(2);
  });

  it('asks for a token or an email with an otp', async () => {
    const res = await t.http.post('/api/mobile/auth/email/verify/confirm').send({}).expect(400);
    expect(res.body.errorCode).toBe('VALIDATION_FAILED');
    await t.http.post('/api/mobile/auth/email/verify/confirm').send({ email: uniqueEmail(), otp: '12ab56' }).expect(400);
  });
});

describe('email verification (admin surface)', () => {
  it('verifies an admin; a customer link is refused there and still works on its own surface', async () => {
    const email = uniqueEmail('adm');
    const role = await t.http
      .post('/api/admin/roles')
      .set(bearer(root))
      .send({ name: `r-${email}`, permissions: [] })
      .expect(201);
    await t.http.post('/api/admin/admins').set(bearer(root)).send({ name: 'Adm', email, password: 'admin-password-1', roleId: role.body.data.id }).expect(201);
    await t.http.post('/api/auth/email/verify/resend').send({ email }).expect(200);
    await t.http
      .post('/api/auth/email/verify/confirm')
      .send({ email, otp: codeIn(lastMailTo(email)) })
      .expect(200);
    expect(await verifiedOf(email)).toBe(true);

    const c = await register(t);
    await t.http.post('/api/mobile/auth/email/verify/resend').send({ email: c.email }).expect(200);
    const token = tokenIn(lastMailTo(c.email));
    await t.http.post('/api/auth/email/verify/confirm').send({ token }).expect(400);
    await t.http
      .post('/api/auth/email/verify/confirm')
      .send({ email: c.email, otp: codeIn(lastMailTo(c.email)) })
      .expect(400);
    await t.http.post('/api/mobile/auth/email/verify/confirm').send({ token }).expect(200);
  });
});

describe('phone verification (admin surface only)', () => {
  it('texts a code through the gateway and sets the verified phone on confirm', async () => {
    const adminToken = (await login(t, SUPERADMIN.email, SUPERADMIN.password)).accessToken;
    await t.http.post('/api/auth/phone/verify/request').set(bearer(adminToken)).send({ phone: '+15551234567' }).expect(200);
    const sent = sms.received.at(-1)!;
    expect(sent.to).toBe('+15551234567');
    const otp = sent.text.match(/\b(\d{6})\b/)![1];
    const wrong = await t.http
      .post('/api/auth/phone/verify/confirm')
      .set(bearer(adminToken))
      .send({ otp: otp === '000000' ? '111111' : '000000' })
      .expect(400);
    expect(wrong.body.errorCode).toBe('AUTH_CODE_INVALID');
    const ok = await t.http.post('/api/auth/phone/verify/confirm').set(bearer(adminToken)).send({ otp }).expect(200);
    expect(ok.body.data).toMatchObject({ phone: '+15551234567', phoneVerified: true });
    await t.http.post('/api/auth/phone/verify/confirm').set(bearer(adminToken)).send({ otp }).expect(400);
  });

  it('answers 502 when the gateway fails, leaving no usable code', async () => {
    const adminToken = (await login(t, SUPERADMIN.email, SUPERADMIN.password)).accessToken;
    sms.status = 500;
    try {
      const res = await t.http.post('/api/auth/phone/verify/request').set(bearer(adminToken)).send({ phone: '+15559876543' }).expect(502);
      expect(res.body.errorCode).toBe('AUTH_SMS_DELIVERY_FAILED');
    } finally {
      sms.status = 200;
    }
    const live = await t.bazaar.dataSource.query(`SELECT 1 FROM one_time_codes WHERE target = '+15559876543' AND used_at IS NULL`);
    expect(live).toEqual([]);
  });

  it('refuses a bad number, customers, and has no customer-surface route', async () => {
    const adminToken = (await login(t, SUPERADMIN.email, SUPERADMIN.password)).accessToken;
    const bad = await t.http.post('/api/auth/phone/verify/request').set(bearer(adminToken)).send({ phone: '555-1234' }).expect(400);
    expect(bad.body.errorCode).toBe('VALIDATION_FAILED');
    const c = await register(t);
    await t.http.post('/api/auth/phone/verify/request').set(bearer(c.tokens.accessToken)).send({ phone: '+15551234567' }).expect(403);
    await t.http.post('/api/mobile/auth/phone/verify/request').set(bearer(c.tokens.accessToken)).send({ phone: '+15551234567' }).expect(404);
  });
});

describe('forgot and reset password', () => {
  it('forgot answers the same whether or not the email has an account', async () => {
    const c = await register(t);
    const unknown = uniqueEmail();
    const a = await t.http.post('/api/mobile/auth/password/forgot').send({ email: c.email }).expect(200);
    const b = await t.http.post('/api/mobile/auth/password/forgot').send({ email: unknown }).expect(200);
    expect(a.body).toEqual(b.body);
    expect(lastMailTo(c.email).subject).toMatch(/reset/i);
    expect(mailsTo(unknown)).toHaveLength(0);
  });

  it('resets by otp: the new password works, every session ends, the code is single-use', async () => {
    const c = await register(t);
    await t.http.post('/api/mobile/auth/password/forgot').send({ email: c.email }).expect(200);
    const otp = codeIn(lastMailTo(c.email));
    await t.http.post('/api/mobile/auth/password/reset').send({ email: c.email, otp, newPassword: 'reset-password-1' }).expect(200);
    await t.http.get('/api/mobile/auth/me').set(bearer(c.tokens.accessToken)).expect(401);
    await customerLogin(t, c.email, 'reset-password-1');
    expect(await verifiedOf(c.email)).toBe(true);
    const replay = await t.http.post('/api/mobile/auth/password/reset').send({ email: c.email, otp, newPassword: 'reset-password-2' }).expect(400);
    expect(replay.body.errorCode).toBe('AUTH_CODE_INVALID');
    await customerLogin(t, c.email, 'reset-password-1');
  });

  it('resets by link token; a wrong token or an admin-surface use changes nothing', async () => {
    const c = await register(t);
    await t.http.post('/api/mobile/auth/password/forgot').send({ email: c.email }).expect(200);
    const token = tokenIn(lastMailTo(c.email));
    await t.http
      .post('/api/mobile/auth/password/reset')
      .send({ token: `${token}x`, newPassword: 'reset-password-3' })
      .expect(400);
    await t.http.post('/api/auth/password/reset').send({ token, newPassword: 'reset-password-3' }).expect(400);
    await customerLogin(t, c.email);
    await t.http.post('/api/mobile/auth/password/reset').send({ token, newPassword: 'reset-password-3' }).expect(200);
    await customerLogin(t, c.email, 'reset-password-3');
  });

  it('racing resets with one code: exactly one wins', async () => {
    const c = await register(t);
    await t.http.post('/api/mobile/auth/password/forgot').send({ email: c.email }).expect(200);
    const otp = codeIn(lastMailTo(c.email));
    const results = await Promise.all(
      ['race-password-a', 'race-password-b', 'race-password-c'].map((newPassword) =>
        t.http.post('/api/mobile/auth/password/reset').send({ email: c.email, otp, newPassword }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 400, 400]);
  });

  it('resets an admin password on the admin surface', async () => {
    const email = uniqueEmail('adm');
    const role = await t.http
      .post('/api/admin/roles')
      .set(bearer(root))
      .send({ name: `r-${email}`, permissions: [] })
      .expect(201);
    await t.http.post('/api/admin/admins').set(bearer(root)).send({ name: 'Adm', email, password: 'admin-password-1', roleId: role.body.data.id }).expect(201);
    await t.http.post('/api/mobile/auth/password/forgot').send({ email }).expect(200);
    expect(mailsTo(email)).toHaveLength(0);
    await t.http.post('/api/auth/password/forgot').send({ email }).expect(200);
    await t.http
      .post('/api/auth/password/reset')
      .send({ email, otp: codeIn(lastMailTo(email)), newPassword: 'admin-password-2' })
      .expect(200);
    await login(t, email, 'admin-password-2');
  });
});
