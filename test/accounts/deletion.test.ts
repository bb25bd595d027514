import { clock } from '../../core/clock/clock.js';
import { accounts } from '../../plugins/accounts/index.js';
import { bootApp, type TestApp } from '../support/app.js';
import { bearer, login, SUPERADMIN } from '../support/auth.js';
import { ACCOUNTS_ENV, codeIn, customerLogin, DEVICE, eventually, lastMailTo, mailsTo, PASSWORD, register, uniqueEmail } from './support/customers.js';

const DAY = 24 * 3600 * 1000;

let t: TestApp;
beforeAll(async () => {
  t = await bootApp({ env: ACCOUNTS_ENV });
});
afterAll(async () => {
  clock.reset();
  await t?.close();
});
afterEach(() => clock.reset());

const sql = (query: string, params: unknown[] = []) => t.bazaar.dataSource.query(query, params);
const userRow = async (publicId: string) => (await sql(`SELECT * FROM users WHERE public_id = $1`, [publicId]))[0];
const signIn = (email: string, password = PASSWORD) => t.http.post('/api/mobile/auth/login/email').send({ email, password, deviceInfo: DEVICE });

function requestDeletion(accessToken: string) {
  return t.http.post('/api/mobile/auth/account-deletion/request').set(bearer(accessToken));
}

async function recover(email: string) {
  await t.http.post('/api/mobile/auth/account-deletion/recover').send({ email }).expect(200);
  return codeIn(lastMailTo(email));
}

describe('deletion request', () => {
  it('schedules the deletion 7 days ahead and signs the caller out; other devices stay signed in', async () => {
    const c = await register(t);
    const other = await customerLogin(t, c.email);
    const status = await t.http.get('/api/mobile/auth/account-deletion/status').set(bearer(c.tokens.accessToken)).expect(200);
    expect(status.body.data).toEqual({ status: 'active', deletionScheduledAt: null, deleteBlockUntil: null });
    const before = clock.nowMs();
    const res = await requestDeletion(c.tokens.accessToken).expect(200);
    expect(res.body.data).toEqual({ success: true, deletionScheduledAt: expect.any(String) });
    const scheduled = Date.parse(res.body.data.deletionScheduledAt);
    expect(scheduled - before).toBeGreaterThanOrEqual(7 * DAY - 1000);
    expect(scheduled - before).toBeLessThanOrEqual(7 * DAY + 5000);
    await t.http.get('/api/mobile/auth/me').set(bearer(c.tokens.accessToken)).expect(401);
    await t.http.post('/api/mobile/auth/refresh').send({ refreshToken: c.tokens.refreshToken }).expect(401);
    const seen = await t.http.get('/api/mobile/auth/account-deletion/status').set(bearer(other.accessToken)).expect(200);
    expect(seen.body.data).toMatchObject({ status: 'pending_deletion', deletionScheduledAt: res.body.data.deletionScheduledAt });
  });

  it('refuses password sign-in while pending (409 after the right password only)', async () => {
    const c = await register(t);
    await requestDeletion(c.tokens.accessToken).expect(200);
    const pending = await signIn(c.email).expect(409);
    expect(pending.body).toEqual({ statusCode: 409, errorCode: 'ACCOUNT_PENDING_DELETION', message: expect.any(String) });
    const wrong = await signIn(c.email, 'wrong-password-x').expect(401);
    expect(wrong.body.errorCode).toBe('AUTH_INVALID_CREDENTIALS');
  });

  it('lets one of two racing requests through', async () => {
    const c = await register(t);
    const results = await Promise.all([requestDeletion(c.tokens.accessToken), requestDeletion(c.tokens.accessToken)]);
    const statuses = results.map((r) => r.status).sort();
    expect(statuses[0]).toBe(200);
    expect([401, 409]).toContain(statuses[1]);
  });
});

describe('sessions of an account pending deletion', () => {
  async function pendingWithSession() {
    const c = await register(t);
    const other = await customerLogin(t, c.email);
    await requestDeletion(c.tokens.accessToken).expect(200);
    return { ...c, other };
  }

  it('answer 409 ACCOUNT_PENDING_DELETION on the other authenticated routes (me, password/set)', async () => {
    const c = await pendingWithSession();
    const me = await t.http.get('/api/mobile/auth/me').set(bearer(c.other.accessToken)).expect(409);
    expect(me.body).toEqual({ statusCode: 409, errorCode: 'ACCOUNT_PENDING_DELETION', message: expect.any(String) });
    const set = await t.http
      .post('/api/mobile/auth/password/set')
      .set(bearer(c.other.accessToken))
      .send({ currentPassword: PASSWORD, newPassword: 'another-password-9' })
      .expect(409);
    expect(set.body.errorCode).toBe('ACCOUNT_PENDING_DELETION');
    // the password was not changed: the old one is still the right one (409, not 401)
    await signIn(c.email).expect(409);
    // a public route treats the token as absent rather than refusing
    await t.http.post('/api/mobile/auth/account-deletion/recover').set(bearer(c.other.accessToken)).send({ email: c.email }).expect(200);
  });

  it('keep the deletion routes for the whole grace period: status, refresh, then cancel; afterwards everything works again', async () => {
    const c = await pendingWithSession();
    await t.http.get('/api/mobile/auth/account-deletion/status').set(bearer(c.other.accessToken)).expect(200);
    // days later the access token has expired: the refresh still works, so cancel stays reachable
    clock.advance(3 * DAY);
    await t.http.get('/api/mobile/auth/account-deletion/status').set(bearer(c.other.accessToken)).expect(401);
    const refreshed = await t.http.post('/api/mobile/auth/refresh').send({ refreshToken: c.other.refreshToken }).expect(200);
    const token = refreshed.body.data.tokens.accessToken;
    await t.http.get('/api/mobile/auth/me').set(bearer(token)).expect(409);
    await t.http.delete('/api/mobile/auth/account-deletion/cancel').set(bearer(token)).expect(200);
    await t.http.get('/api/mobile/auth/me').set(bearer(token)).expect(200);
  });

  it('can still sign out', async () => {
    const c = await pendingWithSession();
    await t.http.delete('/api/mobile/auth/logout').set(bearer(c.other.accessToken)).expect(200);
    await t.http.get('/api/mobile/auth/account-deletion/status').set(bearer(c.other.accessToken)).expect(401);
  });
});

describe('recovery', () => {
  it('never reveals whether the email exists and mails only an account pending deletion', async () => {
    const pending = await register(t);
    await requestDeletion(pending.tokens.accessToken).expect(200);
    const active = await register(t);
    const unknown = uniqueEmail();
    const bodies = [];
    for (const email of [pending.email, active.email, unknown]) {
      bodies.push((await t.http.post('/api/mobile/auth/account-deletion/recover').send({ email }).expect(200)).body);
    }
    expect(bodies[0]).toEqual({ message: expect.any(String), data: { success: true }, errorCode: null });
    expect(bodies[1]).toEqual(bodies[0]);
    expect(bodies[2]).toEqual(bodies[0]);
    expect(lastMailTo(pending.email).subject).toMatch(/recover/i);
    expect(mailsTo(active.email)).toHaveLength(1); // the registration mail only
    expect(mailsTo(unknown)).toHaveLength(0);
  });

  it('confirms by otp: active again, 48-hour block on new requests, sign-in works', async () => {
    const c = await register(t);
    await requestDeletion(c.tokens.accessToken).expect(200);
    const otp = await recover(c.email);
    const wrong = await t.http
      .post('/api/mobile/auth/account-deletion/recover/confirm')
      .send({ email: c.email, otp: otp === '000000' ? '111111' : '000000' })
      .expect(400);
    expect(wrong.body.errorCode).toBe('AUTH_CODE_INVALID');
    expect((await userRow(c.user.id)).deletion_scheduled_at).not.toBeNull();
    const now = clock.nowMs();
    const ok = await t.http.post('/api/mobile/auth/account-deletion/recover/confirm').send({ email: c.email, otp }).expect(200);
    expect(ok.body.data).toEqual({ success: true, status: 'active', deleteBlockUntil: expect.any(String) });
    expect(Date.parse(ok.body.data.deleteBlockUntil) - now).toBeGreaterThanOrEqual(48 * 3600 * 1000 - 1000);
    await t.http.post('/api/mobile/auth/account-deletion/recover/confirm').send({ email: c.email, otp }).expect(400);

    const tokens = await customerLogin(t, c.email);
    const status = await t.http.get('/api/mobile/auth/account-deletion/status').set(bearer(tokens.accessToken)).expect(200);
    expect(status.body.data).toEqual({ status: 'active', deletionScheduledAt: null, deleteBlockUntil: ok.body.data.deleteBlockUntil });
    const blocked = await requestDeletion(tokens.accessToken).expect(409);
    expect(blocked.body.errorCode).toBe('ACCOUNT_DELETION_BLOCKED');

    clock.advance(48 * 3600 * 1000 + 1000);
    await requestDeletion((await customerLogin(t, c.email)).accessToken).expect(200);
  });

  it('lets exactly one of racing confirmations with the right code win', async () => {
    const c = await register(t);
    await requestDeletion(c.tokens.accessToken).expect(200);
    const otp = await recover(c.email);
    const results = await Promise.all([1, 2, 3].map(() => t.http.post('/api/mobile/auth/account-deletion/recover/confirm').send({ email: c.email, otp })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 400, 400]);
  });

  it('is refused once the grace period has ended', async () => {
    const c = await register(t);
    await requestDeletion(c.tokens.accessToken).expect(200);
    const otp = await recover(c.email);
    // the grace period ends while the (15-minute) code is still valid
    await sql(`UPDATE users SET deletion_scheduled_at = $2 WHERE public_id = $1`, [c.user.id, new Date(clock.nowMs() - 1000)]);
    const late = await t.http.post('/api/mobile/auth/account-deletion/recover/confirm').send({ email: c.email, otp }).expect(409);
    expect(late.body.errorCode).toBe('ACCOUNT_DELETION_WINDOW_ELAPSED');
    // nor can it still be signed into or registered over
    expect((await signIn(c.email).expect(401)).body.errorCode).toBe('AUTH_INVALID_CREDENTIALS');
    const again = await t.http.post('/api/mobile/auth/register').send({ name: 'X', email: c.email, password: PASSWORD }).expect(409);
    expect(again.body.errorCode).toBe('ACCOUNT_PENDING_DELETION');
  });
});

describe('cancel', () => {
  // the request ends the calling session; a second device's session lives on and cancels
  async function pendingWithSession() {
    const c = await register(t);
    const other = await customerLogin(t, c.email);
    await requestDeletion(c.tokens.accessToken).expect(200);
    return { ...c, tokens: other };
  }

  it('cancels a pending deletion within the window', async () => {
    const c = await pendingWithSession();
    const res = await t.http.delete('/api/mobile/auth/account-deletion/cancel').set(bearer(c.tokens.accessToken)).expect(200);
    expect(res.body.data).toEqual({ status: 'active', deletionScheduledAt: null, deleteBlockUntil: null });
    const again = await t.http.delete('/api/mobile/auth/account-deletion/cancel').set(bearer(c.tokens.accessToken)).expect(409);
    expect(again.body.errorCode).toBe('ACCOUNT_DELETION_NOT_PENDING');
    await customerLogin(t, c.email);
  });

  it('answers a conflict once the 7-day window has passed', async () => {
    const c = await pendingWithSession();
    // the window ends while the second device's session is still live
    await sql(`UPDATE users SET deletion_scheduled_at = $2 WHERE public_id = $1`, [c.user.id, new Date(clock.nowMs() - 1000)]);
    const res = await t.http.delete('/api/mobile/auth/account-deletion/cancel').set(bearer(c.tokens.accessToken)).expect(409);
    expect(res.body.errorCode).toBe('ACCOUNT_DELETION_WINDOW_ELAPSED');
    expect((await userRow(c.user.id)).deletion_scheduled_at).not.toBeNull();
  });
});

describe('completion job', () => {
  it('anonymises the customer when the grace period ends, keeps the row and publishes the event', async () => {
    const c = await register(t);
    const keep = await register(t);
    await sql(`UPDATE users SET phone = '+15550001111', phone_verified = true, image = 'https://img.test/a.png' WHERE public_id = $1`, [c.user.id]);
    const { id: internalId } = await userRow(c.user.id);
    await sql(`INSERT INTO user_identities (public_id, user_id, provider, subject) VALUES (gen_random_uuid(), $1, 'idp-verified', $2)`, [
      internalId,
      `sub-${c.user.id}`,
    ]);
    await requestDeletion(c.tokens.accessToken).expect(200);

    // not yet due: a run leaves it alone
    await accounts.deletion.completeDueDeletions();
    expect((await userRow(c.user.id)).anonymised_at).toBeNull();
    clock.advance(7 * DAY + 60_000);
    await t.bazaar.jobs.enqueue('accounts.complete-deletions');
    const row = await eventually(async () => {
      const r = await userRow(c.user.id);
      return r.anonymised_at ? r : undefined;
    });
    expect(row).toMatchObject({
      kind: 'customer',
      name: 'Deleted user',
      email: `deleted+${c.user.id}@deleted.invalid`,
      image: null,
      phone: null,
      phone_verified: false,
      email_verified: false,
      password_hash: null,
      is_active: false,
    });
    expect(await sql(`SELECT 1 FROM user_identities WHERE user_id = $1`, [internalId])).toEqual([]);
    expect(await sql(`SELECT 1 FROM auth_sessions WHERE user_id = $1 AND revoked_at IS NULL`, [internalId])).toEqual([]);
    const events = await sql(`SELECT payload FROM outbox_events WHERE topic = 'accounts.customer.deleted'`);
    // (earlier tests' pending deletions became due too; this one's event is there exactly once)
    expect(events.filter((e: any) => e.payload.customerId === c.user.id)).toHaveLength(1);
    expect(events.filter((e: any) => e.payload.customerId === keep.user.id)).toHaveLength(0);
    expect((await userRow(keep.user.id)).anonymised_at).toBeNull();

    // the address is free again: a new account can be registered with it
    clock.reset();
    const fresh = await register(t, c.email);
    expect(fresh.user.id).not.toBe(c.user.id);
  });
});

describe('admin surface', () => {
  it('refuses the superadmin and runs the same machine for another admin', async () => {
    const root = (await login(t, SUPERADMIN.email, SUPERADMIN.password)).accessToken;
    const refused = await t.http.post('/api/auth/account-deletion/request').set(bearer(root)).expect(409);
    expect(refused.body.errorCode).toBe('ADMIN_SUPERADMIN_PROTECTED');

    const email = uniqueEmail('adm');
    const role = await t.http
      .post('/api/admin/roles')
      .set(bearer(root))
      .send({ name: `r-${email}`, permissions: [] })
      .expect(201);
    await t.http.post('/api/admin/admins').set(bearer(root)).send({ name: 'Adm', email, password: 'admin-password-1', roleId: role.body.data.id }).expect(201);
    const admin = await login(t, email, 'admin-password-1');
    await t.http.post('/api/mobile/auth/account-deletion/request').set(bearer(admin.accessToken)).expect(403);
    await t.http.post('/api/auth/account-deletion/request').set(bearer(admin.accessToken)).expect(200);
    const blocked = await t.http.post('/api/auth/login/email').send({ email, password: 'admin-password-1' }).expect(409);
    expect(blocked.body.errorCode).toBe('ACCOUNT_PENDING_DELETION');
    await t.http.post('/api/mobile/auth/account-deletion/recover').send({ email }).expect(200);
    expect(mailsTo(email)).toHaveLength(0);
    await t.http.post('/api/auth/account-deletion/recover').send({ email }).expect(200);
    await t.http
      .post('/api/auth/account-deletion/recover/confirm')
      .send({ email, otp: codeIn(lastMailTo(email)) })
      .expect(200);
    await login(t, email, 'admin-password-1');
  });
});
