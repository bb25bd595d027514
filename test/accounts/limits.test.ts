import { bootApp, type TestApp } from '../support/app.js';
import { bearer } from '../support/auth.js';
import { ACCOUNTS_ENV, register, uniqueEmail } from './support/customers.js';

let t: TestApp;
beforeAll(async () => {
  t = await bootApp({ env: { ...ACCOUNTS_ENV, RATE_LIMITS: 'on' } });
});
afterAll(async () => t?.close());

/** Sends `n` requests one after another and returns their statuses. */
async function statuses(n: number, send: () => Promise<{ status: number }>): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push((await send()).status);
  return out;
}

function expectLimited(res: { status: number; body: unknown; headers: Record<string, string> }, limit: number, windowSeconds: number) {
  expect(res.status).toBe(429);
  expect(res.body).toEqual({ statusCode: 429, errorCode: 'RATE_LIMITED', message: expect.any(String) });
  expect(res.headers['ratelimit-limit']).toBe(String(limit));
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
}

describe('spec 01 limits', () => {
  it('password/set: 5 per 15 minutes per account', async () => {
    const c = await register(t);
    const send = () =>
      t.http
        .post('/api/mobile/auth/password/set')
        .set(bearer(c.tokens.accessToken))
        .send({ newPassword: 'whatever-password', currentPassword: 'wrong-one-here' });
    expect(await statuses(5, send)).toEqual([401, 401, 401, 401, 401]);
    expectLimited(await send(), 5, 15 * 60);
  });

  it('account deletion request: 2 per 24 hours per account (refused requests count)', async () => {
    const c = await register(t);
    await t.bazaar.dataSource.query(`UPDATE users SET delete_block_until = now() + interval '1 day' WHERE public_id = $1`, [c.user.id]);
    const send = () => t.http.post('/api/mobile/auth/account-deletion/request').set(bearer(c.tokens.accessToken));
    expect(await statuses(2, send)).toEqual([409, 409]);
    expectLimited(await send(), 2, 24 * 3600);
  });

  it('account deletion cancel: 5 per 24 hours per account', async () => {
    const c = await register(t);
    const send = () => t.http.delete('/api/mobile/auth/account-deletion/cancel').set(bearer(c.tokens.accessToken));
    expect(await statuses(5, send)).toEqual([409, 409, 409, 409, 409]);
    expectLimited(await send(), 5, 24 * 3600);
  });

  it('account recovery request: 3 per hour; confirm: 5 per 15 minutes', async () => {
    const email = uniqueEmail();
    const request = () => t.http.post('/api/mobile/auth/account-deletion/recover').send({ email });
    expect(await statuses(3, request)).toEqual([200, 200, 200]);
    expectLimited(await request(), 3, 3600);
    const confirm = () => t.http.post('/api/mobile/auth/account-deletion/recover/confirm').send({ email, otp: '123456' });
    expect(await statuses(5, confirm)).toEqual([400, 400, 400, 400, 400]);
    expectLimited(await confirm(), 5, 15 * 60);
  });

  it('password forgot (a limit the spec leaves open): 5 per hour', async () => {
    const send = () => t.http.post('/api/mobile/auth/password/forgot').send({ email: uniqueEmail() });
    expect(await statuses(5, send)).toEqual([200, 200, 200, 200, 200]);
    expectLimited(await send(), 5, 3600);
  });
});
