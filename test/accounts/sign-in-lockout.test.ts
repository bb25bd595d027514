import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { clock } from '../../core/clock/clock.js';
import { Redis } from 'ioredis';
import { rateLimitStore } from '../../core/http/rate-limit/limiter.js';
import { MemoryRateLimitStore, RedisRateLimitStore, type RateLimitStore } from '../../core/http/rate-limit/store.js';
import { redisReachable, TEST_REDIS_URL as REDIS_URL } from '../support/redis.js';
import { lockDelayMs, LOCKOUT } from '../../plugins/accounts/sign-in-lockout.js';
import { bootApp, type TestApp } from '../support/app.js';
import { bearer, login, SUPERADMIN } from '../support/auth.js';
import { ACCOUNTS_ENV, DEVICE, PASSWORD, register } from './support/customers.js';

/* Issue 15 item 19: a per-account sign-in lockout besides the per-IP limit (admin and customer API; the panel's is in test/admin/panel-sign-in.test.ts). */

let t: TestApp;
let root: string;
beforeAll(async () => {
  t = await bootApp({ env: { ...ACCOUNTS_ENV, RATE_LIMITS: 'on' } });
  root = (await login(t, SUPERADMIN.email, SUPERADMIN.password)).accessToken;
});
afterAll(async () => {
  clock.reset();
  await t?.close();
});
beforeEach(() => rateLimitStore().reset());
afterEach(() => clock.reset());

const ADMIN_PASSWORD = 'admin-password-1';
let n = 0;
async function newAdmin(): Promise<string> {
  const role = await t.http
    .post('/api/admin/roles')
    .set(bearer(root))
    .send({ name: `lock-${++n}-${Date.now()}`, permissions: ['Admins_READ'] })
    .expect(201);
  const email = `lock${n}${Date.now()}@bazaar.test`;
  await t.http.post('/api/admin/admins').set(bearer(root)).send({ name: 'Admin', email, password: ADMIN_PASSWORD, roleId: role.body.data.id }).expect(201);
  return email;
}

const adminSignIn = (email: string, password: string) => t.http.post('/api/auth/login/email').send({ email, password });

function expectLocked(res: { status: number; body: any; headers: Record<string, string> }, maxSeconds: number) {
  expect(res.status).toBe(429);
  expect(res.body).toEqual({ statusCode: 429, errorCode: 'RATE_LIMITED', message: expect.stringMatching(/this account/) });
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(maxSeconds);
  // not the per-IP limit: that budget is not spent
  expect(Number(res.headers['ratelimit-remaining'])).toBeGreaterThan(0);
  return retryAfter;
}

describe('per-account sign-in lockout', () => {
  it('admin API: after 5 wrong passwords even the right one waits (429, Retry-After), then works', async () => {
    const email = await newAdmin();
    for (let i = 0; i < LOCKOUT.FREE_FAILURES; i++) await adminSignIn(email, 'wrong-password-1').expect(401);
    const wait = expectLocked(await adminSignIn(email, ADMIN_PASSWORD), 30);
    clock.advance(wait * 1000);
    await adminSignIn(email, ADMIN_PASSWORD).expect(200);
  });

  it('the delay grows with each further failure, and the email is matched however it is written', async () => {
    const email = await newAdmin();
    for (let i = 0; i < LOCKOUT.FREE_FAILURES; i++) await adminSignIn(email, 'wrong-password-1').expect(401);
    clock.advance(lockDelayMs(LOCKOUT.FREE_FAILURES));
    await adminSignIn(email.toUpperCase(), 'wrong-password-1').expect(401);
    const wait = expectLocked(await adminSignIn(email, ADMIN_PASSWORD), 60);
    expect(wait).toBeGreaterThan(30);
    clock.advance(wait * 1000);
    await adminSignIn(email, ADMIN_PASSWORD).expect(200);
  });

  it('a right password clears the streak', async () => {
    const email = await newAdmin();
    for (let i = 0; i < LOCKOUT.FREE_FAILURES - 1; i++) await adminSignIn(email, 'wrong-password-1').expect(401);
    await adminSignIn(email, ADMIN_PASSWORD).expect(200);
    for (let i = 0; i < LOCKOUT.FREE_FAILURES - 1; i++) await adminSignIn(email, 'wrong-password-1').expect(401);
    await adminSignIn(email, ADMIN_PASSWORD).expect(200);
  });

  it('customer API: the same lockout; other accounts are not affected', async () => {
    const c = await register(t);
    const other = await register(t);
    const signIn = (email: string, password: string) => t.http.post('/api/mobile/auth/login/email').send({ email, password, deviceInfo: DEVICE });
    for (let i = 0; i < LOCKOUT.FREE_FAILURES; i++) await signIn(c.email, 'wrong-password-1').expect(401);
    const wait = expectLocked(await signIn(c.email, PASSWORD), 30);
    await signIn(other.email, PASSWORD).expect(200);
    clock.advance(wait * 1000);
    await signIn(c.email, PASSWORD).expect(200);
  });

  it('counts failures from every IP address against the account', async () => {
    const email = await newAdmin();
    const server = t.bazaar.app.listen(0, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
    const { port } = server.address() as AddressInfo;
    // each request from its own loopback address (127.0.0.0/8), so the per-IP budget is fresh each time
    const from = (localAddress: string, password: string) =>
      new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: any }>((resolve, reject) => {
        const req = http.request(
          { host: '127.0.0.1', port, localAddress, method: 'POST', path: '/api/auth/login/email', headers: { 'content-type': 'application/json' } },
          (res) => {
            let text = '';
            res.on('data', (d) => (text += d));
            res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: JSON.parse(text) }));
          },
        );
        req.on('error', reject);
        req.end(JSON.stringify({ email, password }));
      });
    try {
      for (let i = 0; i < LOCKOUT.FREE_FAILURES; i++) {
        const res = await from(`127.0.0.${10 + i}`, 'wrong-password-1');
        expect(res.status).toBe(401);
        expect(res.headers['ratelimit-remaining']).toBe('9');
      }
      const locked = await from('127.0.0.20', ADMIN_PASSWORD);
      expect(locked.status).toBe(429);
      expect(locked.body.message).toMatch(/this account/);
      expect(locked.headers['ratelimit-remaining']).toBe('9');
    } finally {
      await new Promise((r) => server.close(r));
    }
  });
});

describe('streaks in each store (the lockout state)', () => {
  async function exercise(store: RateLimitStore) {
    await store.streakClear('k');
    const t0 = 1_000_000;
    expect(await store.streak('k', t0)).toBeNull();
    expect(await store.streakHit('k', 60_000, t0)).toEqual({ count: 1, lastAtMs: t0 });
    expect(await store.streakHit('k', 60_000, t0 + 10)).toEqual({ count: 2, lastAtMs: t0 + 10 });
    expect(await store.streak('k', t0 + 20)).toEqual({ count: 2, lastAtMs: t0 + 10 });
    // forgotten ttl after the last event (judged on the caller's clock), then a new streak begins
    expect(await store.streak('k', t0 + 10 + 60_000)).toBeNull();
    expect(await store.streakHit('k', 60_000, t0 + 10 + 60_000)).toEqual({ count: 1, lastAtMs: t0 + 10 + 60_000 });
    await store.streakClear('k');
    expect(await store.streak('k', t0 + 10 + 60_001)).toBeNull();
  }

  it('in process', async () => exercise(new MemoryRateLimitStore()));

  it('on Redis, shared by instances', async () => {
    if (!(await redisReachable())) return expect(process.env.REDIS_URL).toBeUndefined();
    const [a, b] = [new Redis(REDIS_URL), new Redis(REDIS_URL)];
    const prefix = `bazaar:rl-streak-test-${Date.now()}:`;
    try {
      await exercise(new RedisRateLimitStore(a, prefix));
      const [x, y] = [new RedisRateLimitStore(a, prefix), new RedisRateLimitStore(b, prefix)];
      const counts = await Promise.all([x.streakHit('s', 60_000, 5), y.streakHit('s', 60_000, 5), x.streakHit('s', 60_000, 5), y.streakHit('s', 60_000, 5)]);
      expect(counts.map((c) => c.count).sort()).toEqual([1, 2, 3, 4]);
      await x.reset();
      expect(await a.keys(`${prefix}*`)).toEqual([]);
    } finally {
      await Promise.all([a.quit(), b.quit()]);
    }
  });
});
