import { hashPassword } from '../../plugins/accounts/password.js';
import { createCustomer } from '../../plugins/accounts/customer-gates.js';
import { withTransaction } from '../../core/db/transaction.js';
import { accounts } from '../../plugins/accounts/index.js';
import { bootApp, type TestApp } from '../support/app.js';
import { bearer, SUPERADMIN } from '../support/auth.js';
import { ACCOUNTS_ENV, customerLogin, DEVICE, mailsTo, PASSWORD, register, uniqueEmail } from './support/customers.js';

let t: TestApp;
beforeAll(async () => {
  t = await bootApp({ env: ACCOUNTS_ENV });
});
afterAll(async () => t?.close());

const rows = (sql: string, params: unknown[] = []) => t.bazaar.dataSource.query(sql, params);

describe('customer registration', () => {
  it('creates an unverified customer, signs it in and mails one verification code', async () => {
    const email = uniqueEmail();
    const res = await t.http
      .post('/api/mobile/auth/register')
      .send({ name: '  Ann Buyer ', email: email.toUpperCase(), password: PASSWORD, deviceInfo: DEVICE })
      .expect(201);
    expect(res.body.data.user).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: 'Ann Buyer',
      email,
      image: null,
      emailVerified: false,
      phone: null,
      phoneVerified: false,
      role: 'customer',
    });
    expect(res.body.data.tokens).toEqual({ sessionId: expect.any(String), accessToken: expect.any(String), refreshToken: expect.any(String) });
    expect(mailsTo(email)).toHaveLength(1);
    expect(mailsTo(email)[0].text).toMatch(/code is \d{6}/);
    const me = await t.http.get('/api/mobile/auth/me').set(bearer(res.body.data.tokens.accessToken)).expect(200);
    expect(me.body.data).toMatchObject({ email, hasPassword: true, role: 'customer' });
  });

  it('answers a duplicate with the three 409 codes and never mails again', async () => {
    const pending = await register(t);
    const again = await t.http.post('/api/mobile/auth/register').send({ name: 'X', email: pending.email, password: PASSWORD }).expect(409);
    expect(again.body).toEqual({ statusCode: 409, errorCode: 'AUTH_EMAIL_VERIFICATION_PENDING', message: expect.any(String) });

    const verified = await register(t);
    await rows(`UPDATE users SET email_verified = true WHERE email = $1`, [verified.email]);
    const taken = await t.http.post('/api/mobile/auth/register').send({ name: 'X', email: verified.email, password: PASSWORD }).expect(409);
    expect(taken.body.errorCode).toBe('AUTH_EMAIL_ALREADY_EXISTS');

    const leaving = await register(t);
    await t.http.post('/api/mobile/auth/account-deletion/request').set(bearer(leaving.tokens.accessToken)).expect(200);
    const deleting = await t.http.post('/api/mobile/auth/register').send({ name: 'X', email: leaving.email, password: PASSWORD }).expect(409);
    expect(deleting.body.errorCode).toBe('ACCOUNT_PENDING_DELETION');

    const admin = await t.http.post('/api/mobile/auth/register').send({ name: 'X', email: SUPERADMIN.email, password: PASSWORD }).expect(409);
    expect(admin.body.errorCode).toBe('AUTH_EMAIL_ALREADY_EXISTS');

    for (const email of [pending.email, verified.email, leaving.email]) expect(mailsTo(email)).toHaveLength(1);
  });

  it('lets exactly one of three racing registrations of one email win', async () => {
    const email = uniqueEmail();
    const body = { name: 'Racer', email, password: PASSWORD };
    const results = await Promise.all([1, 2, 3].map(() => t.http.post('/api/mobile/auth/register').send(body)));
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    expect(results.filter((r) => r.status === 409).every((r) => r.body.errorCode === 'AUTH_EMAIL_VERIFICATION_PENDING')).toBe(true);
    expect(await rows(`SELECT count(*)::int AS n FROM users WHERE email = $1`, [email])).toEqual([{ n: 1 }]);
  });

  it('refuses bad input naming the fields, creating nothing', async () => {
    const email = uniqueEmail();
    const res = await t.http.post('/api/mobile/auth/register').send({ name: '', email, password: 'short' }).expect(400);
    expect(res.body.errorCode).toBe('VALIDATION_FAILED');
    expect(JSON.stringify(res.body)).toMatch(/password/);
    await t.http.post('/api/mobile/auth/register').send({ name: 'A', email, password: PASSWORD, isAdmin: true }).expect(400);
    expect(await rows(`SELECT 1 FROM users WHERE email = $1`, [email])).toEqual([]);
  });
});

describe('customer sign-in and sessions', () => {
  it('signs in with deviceInfo recorded on the session; admins cannot use the customer surface', async () => {
    const c = await register(t);
    const tokens = await customerLogin(t, c.email.toUpperCase());
    const [session] = await rows(`SELECT device_id, device_type, device_name FROM auth_sessions WHERE public_id = $1`, [tokens.sessionId]);
    expect(session).toEqual({ device_id: DEVICE.deviceId, device_type: DEVICE.deviceType, device_name: DEVICE.deviceName });
    const admin = await t.http
      .post('/api/mobile/auth/login/email')
      .send({ ...SUPERADMIN, deviceInfo: DEVICE })
      .expect(401);
    expect(admin.body.errorCode).toBe('AUTH_INVALID_CREDENTIALS');
    const customerOnAdmin = await t.http.post('/api/auth/login/email').send({ email: c.email, password: PASSWORD }).expect(401);
    expect(customerOnAdmin.body.errorCode).toBe('AUTH_INVALID_CREDENTIALS');
    await t.http.get('/api/auth/me').set(bearer(tokens.accessToken)).expect(403);
  });

  it('requires deviceInfo and refuses a wrong password like an unknown email', async () => {
    const c = await register(t);
    const noDevice = await t.http.post('/api/mobile/auth/login/email').send({ email: c.email, password: PASSWORD }).expect(400);
    expect(noDevice.body.errorCode).toBe('VALIDATION_FAILED');
    const wrong = await t.http.post('/api/mobile/auth/login/email').send({ email: c.email, password: 'wrong-password', deviceInfo: DEVICE }).expect(401);
    const unknown = await t.http
      .post('/api/mobile/auth/login/email')
      .send({ email: uniqueEmail(), password: 'wrong-password', deviceInfo: DEVICE })
      .expect(401);
    expect(wrong.body).toEqual(unknown.body);
  });

  it('rotates the refresh token, refuses a replay, and logs out for real', async () => {
    const c = await register(t);
    const r1 = await t.http.post('/api/mobile/auth/refresh').send({ refreshToken: c.tokens.refreshToken }).expect(200);
    expect(r1.body.data.user).toMatchObject({ email: c.email, role: 'customer' });
    const next = r1.body.data.tokens;
    expect(next.sessionId).toBe(c.tokens.sessionId);
    // a customer token is refused on the admin surface's refresh
    await t.http.post('/api/auth/refresh').send({ refreshToken: next.refreshToken }).expect(401);
    await t.http.post('/api/mobile/auth/refresh').send({ refreshToken: c.tokens.refreshToken }).expect(401);
    await t.http.post('/api/mobile/auth/refresh').send({ refreshToken: next.refreshToken }).expect(401);

    const fresh = await customerLogin(t, c.email);
    await t.http.delete('/api/mobile/auth/logout').set(bearer(fresh.accessToken)).expect(200);
    await t.http.get('/api/mobile/auth/me').set(bearer(fresh.accessToken)).expect(401);
    await t.http.post('/api/mobile/auth/refresh').send({ refreshToken: fresh.refreshToken }).expect(401);
  });
});

describe('customer password/set', () => {
  it('changes an existing password only with the right currentPassword, keeping only the calling session', async () => {
    const c = await register(t);
    const other = await customerLogin(t, c.email);
    const missing = await t.http
      .post('/api/mobile/auth/password/set')
      .set(bearer(c.tokens.accessToken))
      .send({ newPassword: 'brand-new-password' })
      .expect(400);
    expect(missing.body.errorCode).toBe('AUTH_CURRENT_PASSWORD_REQUIRED');
    const wrong = await t.http
      .post('/api/mobile/auth/password/set')
      .set(bearer(c.tokens.accessToken))
      .send({ newPassword: 'brand-new-password', currentPassword: 'not-it-at-all' })
      .expect(401);
    expect(wrong.body.errorCode).toBe('AUTH_CURRENT_PASSWORD_INVALID');
    await customerLogin(t, c.email);
    const done = await t.http
      .post('/api/mobile/auth/password/set')
      .set(bearer(c.tokens.accessToken))
      .send({ newPassword: 'brand-new-password', currentPassword: PASSWORD })
      .expect(200);
    expect(done.body).toEqual({ message: expect.any(String), data: null, errorCode: null });
    await t.http.get('/api/mobile/auth/me').set(bearer(c.tokens.accessToken)).expect(200);
    await t.http.get('/api/mobile/auth/me').set(bearer(other.accessToken)).expect(401);
    await customerLogin(t, c.email, 'brand-new-password');
  });

  it('creates a first password without currentPassword for a customer who has none', async () => {
    const email = uniqueEmail('fed');
    const user = await withTransaction(() => createCustomer({ name: 'Fed User', email, emailVerified: true }));
    expect(user.kind).toBe('customer');
    // a session as federated sign-in would open it
    const tokens = await accounts.sessions.issue(user, { device: DEVICE });
    const before = await t.http.get('/api/mobile/auth/me').set(bearer(tokens.accessToken)).expect(200);
    expect(before.body.data.hasPassword).toBe(false);
    await customerLogin(t, email, 'any-password-at-all').then(
      () => {
        throw new Error('signed in without a password');
      },
      () => undefined,
    );
    await t.http.post('/api/mobile/auth/password/set').set(bearer(tokens.accessToken)).send({ newPassword: 'first-password-1' }).expect(200);
    const after = await t.http.get('/api/mobile/auth/me').set(bearer(tokens.accessToken)).expect(200);
    expect(after.body.data.hasPassword).toBe(true);
    await customerLogin(t, email, 'first-password-1');
  });
});

describe('createCustomer (contract with federated sign-in)', () => {
  it('normalises the email and maps a taken one to the registration 409s inside the caller transaction', async () => {
    const email = uniqueEmail('gate');
    const passwordHash = await hashPassword(PASSWORD);
    const created = await withTransaction(() => createCustomer({ name: 'Gate', email: `  ${email.toUpperCase()} `, emailVerified: false, passwordHash }));
    expect(created.email).toBe(email);
    const outcome = await withTransaction(async (m) => {
      const err = await createCustomer({ name: 'Again', email, emailVerified: true }).catch((e) => e);
      // the caller's transaction is still usable after the refusal
      const [{ ok }] = await m.query(`SELECT 1 AS ok`);
      return { code: err.errorCode, status: err.statusCode, ok };
    });
    expect(outcome).toEqual({ code: 'AUTH_EMAIL_VERIFICATION_PENDING', status: 409, ok: 1 });
  });
});

describe('OpenAPI document', () => {
  it('documents the customer and deletion routes with their auth, limits and error codes', async () => {
    const doc = (await t.http.get('/api/openapi.json').expect(200)).body;
    const register = doc.paths['/api/mobile/auth/register'].post;
    expect(register['x-auth']).toBe('none');
    expect(JSON.stringify(register.responses)).toContain('AUTH_EMAIL_VERIFICATION_PENDING');
    const request = doc.paths['/api/mobile/auth/account-deletion/request'].post;
    expect(request['x-auth']).toBe('customer');
    expect(request['x-rate-limit']).toEqual([{ class: 'AUTH_DELETION_REQUEST', limit: 2, windowSeconds: 86400, key: 'account' }]);
    for (const path of [
      '/api/auth/account-deletion/recover/confirm',
      '/api/auth/phone/verify/confirm',
      '/api/mobile/auth/password/reset',
      '/api/mobile/auth/email/verify/confirm',
    ]) {
      expect(doc.paths[path]).toBeDefined();
    }
    expect(doc.paths['/api/mobile/auth/phone/verify/request']).toBeUndefined();
  });
});
