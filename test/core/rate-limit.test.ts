import { Redis } from 'ioredis';
import { bootApp, type TestApp } from '../support/app.js';
import { availablePlugins } from '../../plugins/index.js';
import { demoPlugin } from '../support/demo-plugin.js';
import { clock } from '../../core/clock/clock.js';
import { rateLimitStore } from '../../core/http/rate-limit/limiter.js';
import { RedisRateLimitStore } from '../../core/http/rate-limit/store.js';

import { redisReachable, TEST_REDIS_URL as REDIS_URL } from '../support/redis.js';

const redisHere = await redisReachable();
const plugins = [...availablePlugins, demoPlugin];

describe('rate limits (in-process store)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await bootApp({ env: { RATE_LIMITS: 'on' }, available: plugins });
  });
  afterAll(async () => {
    clock.reset();
    await t?.close();
  });
  beforeEach(() => rateLimitStore().reset());

  it('answers 429 in the error body with Retry-After once the limit is spent', async () => {
    for (let i = 0; i < 3; i++) await t.http.get('/api/demo/limited').expect(200);
    const res = await t.http.get('/api/demo/limited').expect(429);
    expect(res.body).toEqual({ statusCode: 429, errorCode: 'RATE_LIMITED', message: expect.any(String) });
    const retry = Number(res.headers['retry-after']);
    expect(retry).toBeGreaterThanOrEqual(1);
    expect(retry).toBeLessThanOrEqual(60);
  });

  it('opens again when the window has passed', async () => {
    clock.set('2026-01-01T00:00:10Z');
    for (let i = 0; i < 3; i++) await t.http.get('/api/demo/limited').expect(200);
    await t.http.get('/api/demo/limited').expect(429);
    clock.advance(60_000);
    await t.http.get('/api/demo/limited').expect(200);
    clock.reset();
  });

  it('keys PUBLIC_SEARCH on ip + device: another device has its own budget', async () => {
    for (let i = 0; i < 60; i++) await t.http.get('/api/demo/search').set('X-Device-Id', 'phone-a').expect(200);
    await t.http.get('/api/demo/search').set('X-Device-Id', 'phone-a').expect(429);
    await t.http.get('/api/demo/search').set('X-Device-Id', 'phone-b').expect(200);
  });
});

describe('rate limits switched off', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await bootApp({ env: { RATE_LIMITS: 'off' }, available: plugins });
  });
  afterAll(async () => t?.close());

  it('never answers 429 with RATE_LIMITS=off', async () => {
    for (let i = 0; i < 10; i++) await t.http.get('/api/demo/limited').expect(200);
  });
});

if (!redisHere) {
  it('runs the Redis suite wherever Redis is reachable (CI sets REDIS_URL)', () => {
    expect(process.env.REDIS_URL).toBeUndefined();
  });
}

if (redisHere)
  describe('rate limits on Redis', () => {
    let t: TestApp;
    let redis: Redis;
    beforeAll(async () => {
      redis = new Redis(REDIS_URL);
      t = await bootApp({ env: { RATE_LIMITS: 'on', REDIS_URL }, available: plugins });
      await rateLimitStore().reset();
    });
    afterAll(async () => {
      await t?.close();
      await redis.quit();
    });

    it('counts in Redis when REDIS_URL is set', async () => {
      expect(rateLimitStore()).toBeInstanceOf(RedisRateLimitStore);
      for (let i = 0; i < 3; i++) await t.http.get('/api/demo/limited').expect(200);
      await t.http.get('/api/demo/limited').expect(429);
      const keys = await redis.keys(`${t.bazaar.config.redisPrefix}rl:DEMO_LIMIT*`);
      expect(keys.length).toBe(1);
      expect(Number(await redis.get(keys[0]))).toBe(4);
    });

    it('shares one budget between instances (two stores on separate connections)', async () => {
      const a = new RedisRateLimitStore(new Redis(REDIS_URL), 'bazaar:rl-test:');
      const b = new RedisRateLimitStore(new Redis(REDIS_URL), 'bazaar:rl-test:');
      await a.reset();
      const now = Date.now();
      const counts = await Promise.all([a.hit('k', 60_000, now), b.hit('k', 60_000, now), a.hit('k', 60_000, now), b.hit('k', 60_000, now)]);
      expect(counts.map((c) => c.count).sort()).toEqual([1, 2, 3, 4]);
      await a.reset();
      await (a as any).redis.quit();
      await (b as any).redis.quit();
    });
  });
