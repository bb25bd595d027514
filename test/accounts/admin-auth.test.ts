import { bootApp, type TestApp } from '../support/app.js';
import { bearer, login, SUPERADMIN, SUPERADMIN_ENV } from '../support/auth.js';

let t: TestApp;
beforeAll(async () => {
  t = await bootApp({ env: SUPERADMIN_ENV });
});
afterAll(async () => t?.close());

describe('admin sign-in', () => {
  it('signs the superadmin in with the start-up contract shape', async () => {
    const res = await t.http.post('/api/auth/login/email').send(SUPERADMIN).expect(200);
    expect(res.body.errorCode).toBeNull();
    expect(res.body.data.user).toMatchObject({ email: SUPERADMIN.email, role: 'superadmin' });
    expect(res.body.data.tokens).toEqual({
      sessionId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      accessToken: expect.any(String),
      refreshToken: expect.any(String),
    });
    expect(res.body.data.user).not.toHaveProperty('passwordHash');
  });

  it('refuses a wrong password without revealing whether the email exists', async () => {
    const wrong = await t.http.post('/api/auth/login/email').send({ email: SUPERADMIN.email, password: 'nope-nope-nope' }).expect(401);
    const unknown = await t.http.post('/api/auth/login/email').send({ email: 'ghost@bazaar.test', password: 'nope-nope-nope' }).expect(401);
    expect(wrong.body).toEqual({ statusCode: 401, errorCode: 'AUTH_INVALID_CREDENTIALS', message: expect.any(String) });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('returns /me with hasPassword and rejects a missing or garbage token', async () => {
    const tokens = await login(t, SUPERADMIN.email, SUPERADMIN.password);
    const me = await t.http.get('/api/auth/me').set(bearer(tokens.accessToken)).expect(200);
    expect(me.body.data).toMatchObject({ email: SUPERADMIN.email, hasPassword: true, emailVerified: true, phone: null, phoneVerified: false });
    await t.http.get('/api/auth/me').expect(401);
    const bad = await t.http.get('/api/auth/me').set(bearer('not.a.jwt')).expect(401);
    expect(bad.body.errorCode).toBe('UNAUTHORIZED');
  });

  it('rotates refresh tokens and refuses a used one (and then the whole session)', async () => {
    const first = await login(t, SUPERADMIN.email, SUPERADMIN.password);
    const r1 = await t.http.post('/api/auth/refresh').send({ refreshToken: first.refreshToken }).expect(200);
    const second = r1.body.data.tokens;
    expect(second.sessionId).toBe(first.sessionId);
    expect(second.refreshToken).not.toBe(first.refreshToken);
    const replay = await t.http.post('/api/auth/refresh').send({ refreshToken: first.refreshToken }).expect(401);
    expect(replay.body.errorCode).toBe('AUTH_REFRESH_TOKEN_INVALID');
    // the replay revoked the session: the newer pair is dead too
    await t.http.post('/api/auth/refresh').send({ refreshToken: second.refreshToken }).expect(401);
    await t.http.get('/api/auth/me').set(bearer(second.accessToken)).expect(401);
  });

  it('logout ends the session for real', async () => {
    const tokens = await login(t, SUPERADMIN.email, SUPERADMIN.password);
    await t.http.delete('/api/auth/logout').set(bearer(tokens.accessToken)).expect(200);
    await t.http.get('/api/auth/me').set(bearer(tokens.accessToken)).expect(401);
    await t.http.post('/api/auth/refresh').send({ refreshToken: tokens.refreshToken }).expect(401);
  });

  it('password/set requires currentPassword when one exists, checks it, and keeps only the caller session', async () => {
    const a = await login(t, SUPERADMIN.email, SUPERADMIN.password);
    const b = await login(t, SUPERADMIN.email, SUPERADMIN.password);
    const missing = await t.http.post('/api/auth/password/set').set(bearer(a.accessToken)).send({ newPassword: 'another-password-2' }).expect(400);
    expect(missing.body.errorCode).toBe('AUTH_CURRENT_PASSWORD_REQUIRED');
    await t.http
      .post('/api/auth/password/set')
      .set(bearer(a.accessToken))
      .send({ newPassword: 'another-password-2', currentPassword: 'wrong-password' })
      .expect(401);
    const done = await t.http
      .post('/api/auth/password/set')
      .set(bearer(a.accessToken))
      .send({ newPassword: 'another-password-2', currentPassword: SUPERADMIN.password })
      .expect(200);
    expect(done.body).toEqual({ message: expect.any(String), data: null, errorCode: null });
    await t.http.get('/api/auth/me').set(bearer(a.accessToken)).expect(200);
    await t.http.get('/api/auth/me').set(bearer(b.accessToken)).expect(401);
    await login(t, SUPERADMIN.email, 'another-password-2');
    await t.http
      .post('/api/auth/password/set')
      .set(bearer(a.accessToken))
      .send({ newPassword: SUPERADMIN.password, currentPassword: 'another-password-2' })
      .expect(200);
  });
});

async function revokeElsewhereAndWait(tokens: { accessToken: string; sessionId: string }): Promise<number> {
  // what another instance's logout does: revoke the row and notify, in one transaction
  await t.bazaar.dataSource.transaction(async (m) => {
    await m.query(`UPDATE auth_sessions SET revoked_at = now() WHERE public_id = $1`, [tokens.sessionId]);
    await m.query(`SELECT pg_notify('bazaar_auth_invalidate', $1)`, [`session:${tokens.sessionId}`]);
  });
  const deadline = Date.now() + 15_000;
  let status = 200;
  while (status === 200 && Date.now() < deadline) {
    status = (await t.http.get('/api/auth/me').set(bearer(tokens.accessToken))).status;
  }
  return status;
}

describe('revocation across instances', () => {
  it('keeps receiving revocations after its notification connection was cut', async () => {
    const listeners = () =>
      t.bazaar.dataSource.query(`SELECT pid FROM pg_stat_activity WHERE application_name = 'bazaar-notifications' AND datname = current_database()`);
    const [before] = await listeners();
    await t.bazaar.dataSource.query('SELECT pg_terminate_backend($1)', [before.pid]);
    const deadline = Date.now() + 10_000;
    let after: Array<{ pid: number }> = [];
    while (Date.now() < deadline && !(after.length === 1 && after[0].pid !== before.pid)) after = await listeners();
    expect(after).toHaveLength(1);
    expect(after[0].pid).not.toBe(before.pid);
    const tokens = await login(t, SUPERADMIN.email, SUPERADMIN.password);
    await t.http.get('/api/auth/me').set(bearer(tokens.accessToken)).expect(200);
    expect(await revokeElsewhereAndWait(tokens)).toBe(401);
  });

  it('ends a session revoked by another instance once its notification arrives', async () => {
    const tokens = await login(t, SUPERADMIN.email, SUPERADMIN.password);
    await t.http.get('/api/auth/me').set(bearer(tokens.accessToken)).expect(200);
    expect(await revokeElsewhereAndWait(tokens)).toBe(401);
  });
});
