import { once } from 'node:events';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { Redis } from 'ioredis';
import { loadConfig } from '../../../config/index.js';
import { redisClient } from '../../../core/cache/redis-client.js';
import { configureLogger } from '../../../core/log/logger.js';
import { createPlatform, platform } from '../../../core/platform.js';
import { StorageError } from '../../../core/storage/errors.js';
import { SIGNING_SECRET_FILE } from '../../../core/storage/signing-secret.js';
import { bootApp } from '../../support/app.js';
import { redisReachable, TEST_REDIS_URL } from '../../support/redis.js';

const redisHere = await redisReachable();
/** Redis-only tests are left out (not skipped) where no Redis runs; CI always has one. */
const itNeverRegistered = (..._args: unknown[]) => undefined;
import { s3Env, startS3Server, uniqueBucket, type S3TestServer } from './s3-server.js';
import { startSmtpServer, type SmtpTestServer } from './smtp-test-server.js';

/** QUIT is answered before the socket closes: wait for the connection to end (the test timeout is the deadline). */
async function ended(redis: Redis): Promise<string> {
  if (redis.status !== 'end') await once(redis, 'end');
  return redis.status;
}

const REDIS_PREFIX = `bazaar:test:platform:${process.pid}:${Date.now().toString(36)}:`;
let dataDir: string;
let s3: S3TestServer;
let smtp: SmtpTestServer;

beforeAll(async () => {
  configureLogger(process.env.TEST_LOG_LEVEL ?? 'silent');
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'bazaar-platform-'));
  s3 = await startS3Server();
  smtp = await startSmtpServer();
});

afterAll(async () => {
  if (redisHere) {
    const raw = new Redis(TEST_REDIS_URL);
    const keys = await raw.keys(`${REDIS_PREFIX}*`);
    if (keys.length) await raw.del(...keys);
    await raw.quit();
  }
  await smtp?.close();
  await s3?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('createPlatform', () => {
  it('defaults to local disk, logged mail and an in-process cache, reachable through platform()', async () => {
    const p = await createPlatform(loadConfig({ DATA_DIR: dataDir, RATE_LIMITS: 'off' }));
    try {
      expect([p.storage.kind, p.mailer.kind, p.cache.kind]).toEqual(['local', 'log', 'memory']);
      expect(platform()).toBe(p);
      await platform().storage.put('public/avatar/a.png', Buffer.from('png'), { contentType: 'image/png' });
      expect(await text((await platform().storage.get('public/avatar/a.png')).body)).toBe('png');
      expect(existsSync(path.join(dataDir, 'files', 'objects', 'public', 'avatar', 'a.png'))).toBe(true);
      expect(existsSync(path.join(dataDir, SIGNING_SECRET_FILE))).toBe(true);
      expect(await platform().cache.wrap('k', 60, async () => 42)).toBe(42);
    } finally {
      await p.close();
    }
    expect(() => platform()).toThrow(/not started/);
    await expect(p.close()).resolves.toBeUndefined();
  });

  (redisHere ? it : itNeverRegistered)('uses S3, SMTP and Redis when S3_*, SMTP_URL and REDIS_URL are set, and closes their connections', async () => {
    const bucket = uniqueBucket();
    const config = loadConfig({ DATA_DIR: dataDir, RATE_LIMITS: 'off', ...s3Env(s3, bucket), SMTP_URL: smtp.url, REDIS_URL: TEST_REDIS_URL, REDIS_PREFIX });
    const p = await createPlatform(config);
    const redis = redisClient(TEST_REDIS_URL);
    try {
      expect([p.storage.kind, p.mailer.kind, p.cache.kind]).toEqual(['s3', 'smtp', 'redis']);
      const arrival = smtp.nextMail();
      await p.mailer.send({ to: 'ann@example.test', subject: 'Wired', text: 'through the platform' });
      expect((await arrival).rcptTo).toEqual(['ann@example.test']);
      await p.cache.set('wired', { ok: true }, 60);
      expect(JSON.parse((await redis.get(`${REDIS_PREFIX}cache:wired`))!).v).toEqual({ ok: true });
      await p.storage.put('uploads/file/u1/doc.pdf', Buffer.from('%PDF'), { contentType: 'application/pdf' });
      expect(await p.storage.exists('uploads/file/u1/doc.pdf')).toBe(true);
    } finally {
      await p.close();
    }
    expect(await ended(redis)).toBe('end');
    expect(() => platform()).toThrow();
  });

  (redisHere ? it : itNeverRegistered)('keeps the shared Redis connection open until the last platform closes', async () => {
    const config = loadConfig({ DATA_DIR: dataDir, RATE_LIMITS: 'off', REDIS_URL: TEST_REDIS_URL, REDIS_PREFIX });
    const first = await createPlatform(config);
    const second = await createPlatform(config);
    const redis = redisClient(TEST_REDIS_URL);
    expect(platform()).toBe(second);
    await first.close();
    expect(platform()).toBe(second);
    await second.cache.set('still', 'open', 60);
    expect(await second.cache.get('still')).toBe('open');
    await second.close();
    expect(await ended(redis)).toBe('end');
  });

  it('fails to start with the storage error when the file store is down, leaving nothing open', async () => {
    const down = await startS3Server();
    await down.close();
    const config = loadConfig({ DATA_DIR: dataDir, RATE_LIMITS: 'off', ...s3Env(down, uniqueBucket()), REDIS_URL: TEST_REDIS_URL, REDIS_PREFIX });
    const redis = redisClient(TEST_REDIS_URL);
    await expect(createPlatform(config)).rejects.toBeInstanceOf(StorageError);
    expect(await ended(redis)).toBe('end');
    expect(() => platform()).toThrow();
  });
});

describe('the platform inside the whole app', () => {
  it('is created by createBazaar and closed by stop()', async () => {
    const t = await bootApp();
    try {
      expect(platform().storage.kind).toBe('local');
      expect(existsSync(path.join(t.dataDir, SIGNING_SECRET_FILE))).toBe(true);
      expect(platform().mailer.kind).toBe('log');
    } finally {
      await t.close();
    }
    expect(() => platform()).toThrow();
  });
});
