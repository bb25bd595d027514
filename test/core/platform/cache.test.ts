import { Redis } from 'ioredis';
import { loadConfig } from '../../../config/index.js';
import type { Cache } from '../../../core/cache/cache.js';
import { createCache } from '../../../core/cache/create-cache.js';
import { MemoryCache } from '../../../core/cache/memory-cache.js';
import { RedisCache } from '../../../core/cache/redis-cache.js';
import { CoherentCache } from '../../../core/cache/coherent-cache.js';
import { closeRedisClients } from '../../../core/cache/redis-client.js';
import { clock } from '../../../core/clock/clock.js';
import { configureLogger } from '../../../core/log/logger.js';
import { freePort } from '../../support/free-port.js';
import { redisReachable, TEST_REDIS_URL } from '../../support/redis.js';

// CI sets REDIS_URL (and must reach it); a machine without Redis runs the memory suite only
const redisHere = await redisReachable();

const REDIS_URL = TEST_REDIS_URL;
const RUN_PREFIX = `bazaar:test:cache:${process.pid}:${Date.now().toString(36)}:`;

/** A promise with its resolve handle, so a test decides when a loader finishes. */
function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

let raw: Redis;

beforeAll(async () => {
  configureLogger(process.env.TEST_LOG_LEVEL ?? 'silent');
  if (!redisHere) return;
  raw = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
  expect(await raw.ping()).toBe('PONG');
});

afterAll(async () => {
  if (!redisHere) return;
  const leftovers = await raw.keys(`${RUN_PREFIX}*`);
  if (leftovers.length) await raw.del(...leftovers);
  await raw.quit();
  await closeRedisClients();
});

afterEach(() => clock.reset());

let suite = 0;
const backends: [string, () => Cache][] = [
  ['memory', () => new MemoryCache(1000)],
  ...(redisHere ? [['redis', () => new RedisCache(raw, `${RUN_PREFIX}${++suite}:`)] as [string, () => Cache]] : []),
];

if (!redisHere) {
  it('runs the Redis cache suite wherever Redis is reachable (CI sets REDIS_URL)', () => {
    expect(process.env.REDIS_URL).toBeUndefined();
  });
}

describe.each(backends)('%s cache: shared behaviour', (_name, make) => {
  let cache: Cache;
  beforeEach(() => {
    cache = make();
  });

  it('misses with undefined, then round-trips JSON values', async () => {
    expect(await cache.get('nothing')).toBeUndefined();
    const value = { a: 1, b: 'two', c: [true, null, { d: 4.5 }], e: '', when: new Date('2030-01-02T03:04:05.000Z') };
    await cache.set('v', value, 60);
    expect(await cache.get('v')).toEqual({ ...value, when: '2030-01-02T03:04:05.000Z' });
    for (const scalar of [0, false, null, 'text', 12345678901234]) {
      await cache.set('s', scalar, 60);
      expect(await cache.get('s')).toBe(scalar);
    }
  });

  it('hands out copies: changing a returned value does not change the cache', async () => {
    await cache.set('obj', { list: [1, 2] }, 60);
    const first = await cache.get<{ list: number[] }>('obj');
    first!.list.push(3);
    expect(await cache.get('obj')).toEqual({ list: [1, 2] });
  });

  it('expires entries when the clock passes their ttl', async () => {
    clock.set(Date.now());
    await cache.set('ttl', 'fresh', 10);
    clock.advance(9_900);
    expect(await cache.get('ttl')).toBe('fresh');
    clock.advance(200);
    expect(await cache.get('ttl')).toBeUndefined();
  });

  it('del removes one key; delByPrefix removes exactly the keys under a prefix', async () => {
    await cache.set('page:home:full', 1, 60);
    await cache.set('page:home:meta', 2, 60);
    await cache.set('page:homepage', 3, 60);
    await cache.set('page:about', 4, 60);
    await cache.set('glob*[x]?:1', 5, 60);
    await cache.set('globZZx_:1', 6, 60);
    await cache.del('page:about');
    expect(await cache.get('page:about')).toBeUndefined();
    await cache.delByPrefix('page:home:');
    expect(await cache.get('page:home:full')).toBeUndefined();
    expect(await cache.get('page:home:meta')).toBeUndefined();
    expect(await cache.get('page:homepage')).toBe(3);
    // glob characters in a prefix are literal
    await cache.delByPrefix('glob*[x]?');
    expect(await cache.get('glob*[x]?:1')).toBeUndefined();
    expect(await cache.get('globZZx_:1')).toBe(6);
    await expect(cache.del('never-set')).resolves.toBeUndefined();
  });

  it('does not store undefined and refuses a ttl that is not positive', async () => {
    await cache.set('u', undefined, 60);
    expect(await cache.get('u')).toBeUndefined();
    for (const ttl of [0, -1, Number.NaN, Number.POSITIVE_INFINITY]) {
      await expect(cache.set('bad', 1, ttl)).rejects.toThrow(RangeError);
    }
    await expect(cache.get('')).rejects.toThrow(TypeError);
  });

  it('wrap loads on a miss, stores for the ttl, then serves hits without loading', async () => {
    clock.set(Date.now());
    let calls = 0;
    const loader = async () => ({ n: ++calls });
    expect(await cache.wrap('w', 30, loader)).toEqual({ n: 1 });
    expect(await cache.wrap('w', 30, loader)).toEqual({ n: 1 });
    expect(await cache.get('w')).toEqual({ n: 1 });
    clock.advance(31_000);
    expect(await cache.wrap('w', 30, loader)).toEqual({ n: 2 });
    expect(calls).toBe(2);
  });

  it('wrap runs one loader for concurrent misses of a key (single flight)', async () => {
    const gate = deferred<string>();
    const started = deferred<void>();
    let calls = 0;
    const loader = () => {
      calls++;
      started.resolve();
      return gate.promise;
    };
    const all = Promise.all(Array.from({ length: 20 }, () => cache.wrap('sf', 60, loader)));
    // every caller has looked the key up (and so joined the load) before the loader finishes:
    // a store answers in order, so one more round trip comes back after all of theirs
    await started.promise;
    await cache.get('barrier');
    gate.resolve('loaded once');
    expect(await all).toEqual(Array(20).fill('loaded once'));
    expect(calls).toBe(1);
    const other = await cache.wrap('sf-other', 60, async () => 'separate key, separate load');
    expect(other).toBe('separate key, separate load');
  });

  it('wrap does not cache a failure: every waiter gets the error and the next call loads again', async () => {
    const gate = deferred<string>();
    const waiters = [cache.wrap('fail', 60, () => gate.promise), cache.wrap('fail', 60, () => gate.promise)];
    gate.reject(new Error('database down'));
    for (const w of waiters) await expect(w).rejects.toThrow('database down');
    expect(await cache.get('fail')).toBeUndefined();
    expect(await cache.wrap('fail', 60, async () => 'recovered')).toBe('recovered');
    // a loader that throws before returning a promise is handled the same way
    await expect(
      cache.wrap('sync-throw', 60, () => {
        throw new Error('sync');
      }),
    ).rejects.toThrow('sync');
    expect(await cache.wrap('sync-throw', 60, async () => 'fine')).toBe('fine');
  });

  it('wrap does not cache undefined', async () => {
    let calls = 0;
    expect(
      await cache.wrap('undef', 60, async () => {
        calls++;
        return undefined;
      }),
    ).toBeUndefined();
    expect(
      await cache.wrap('undef', 60, async () => {
        calls++;
        return undefined;
      }),
    ).toBeUndefined();
    expect(calls).toBe(2);
  });

  it('an invalidation during a load wins: the stale value is returned but not stored', async () => {
    const stale = deferred<string>();
    const loading = deferred<void>();
    const first = cache.wrap('page:x', 60, () => {
      loading.resolve();
      return stale.promise;
    });
    await loading.promise;
    await cache.delByPrefix('page:'); // a write happened while the read was loading
    // a reader after the invalidation does not join the stale load
    const fresh = cache.wrap('page:x', 60, async () => 'fresh');
    stale.resolve('stale');
    expect(await first).toBe('stale');
    expect(await fresh).toBe('fresh');
    expect(await cache.get('page:x')).toBe('fresh');

    const again = deferred<string>();
    const loadingK = deferred<void>();
    const load = cache.wrap('k', 60, () => {
      loadingK.resolve();
      return again.promise;
    });
    await loadingK.promise;
    await cache.del('k');
    again.resolve('stale');
    await load;
    expect(await cache.get('k')).toBeUndefined();
  });
});

describe.each(backends)('%s cache: partitions', (_name, make) => {
  it('keeps each partition apart: same keys, own values, a drop in one leaves the others', async () => {
    const cache = make();
    const serve = cache.partition('banners.serve');
    const products = cache.partition('products');
    expect(cache.partition('banners.serve')).toBe(serve);
    await serve.set('k', 'banner', 60);
    await products.set('k', 'product', 60);
    await cache.set('k', 'root', 60);
    expect([await serve.get('k'), await products.get('k'), await cache.get('k')]).toEqual(['banner', 'product', 'root']);
    await serve.delByPrefix('');
    expect([await serve.get('k'), await products.get('k'), await cache.get('k')]).toEqual([undefined, 'product', 'root']);
  });

  it('refuses a name outside <plugin>[.<what>]', () => {
    expect(() => make().partition('Bad Name')).toThrow(TypeError);
  });
});

describe('memory cache specifics', () => {
  it('bounds each partition on its own: a flood of keys in one evicts nothing of another', async () => {
    const cache = new MemoryCache(100);
    const products = cache.partition('products');
    await products.set('list:phones', ['p1'], 60);
    const serve = cache.partition('banners.serve');
    for (let i = 0; i < 5_000; i++) await serve.set(`ctx:${i}`, i, 60);
    expect((serve as MemoryCache).size).toBe(100);
    expect(await products.get('list:phones')).toEqual(['p1']);
  });

  it('is bounded: the least recently used entry goes first', async () => {
    const cache = new MemoryCache(3);
    await cache.set('a', 1, 60);
    await cache.set('b', 2, 60);
    await cache.set('c', 3, 60);
    expect(await cache.get('a')).toBe(1); // a is now the most recently used
    await cache.set('d', 4, 60);
    expect(cache.size).toBe(3);
    expect(await cache.get('b')).toBeUndefined();
    expect(await cache.get('a')).toBe(1);
    expect(await cache.get('c')).toBe(3);
    expect(await cache.get('d')).toBe(4);
  });

  it('is what createCache builds without REDIS_URL, bounded by CACHE_MAX_ENTRIES', async () => {
    const cache = await createCache(loadConfig({ CACHE_MAX_ENTRIES: '2' }));
    expect(cache).toBeInstanceOf(CoherentCache);
    const inner = (cache as unknown as { inner: MemoryCache }).inner;
    expect(inner).toBeInstanceOf(MemoryCache);
    await cache.set('1', 1, 60);
    await cache.set('2', 2, 60);
    await cache.set('3', 3, 60);
    expect(inner.size).toBe(2);
    expect(await cache.get('1')).toBeUndefined();
  });
});

if (redisHere)
  describe('redis cache specifics', () => {
    it('is what createCache builds with REDIS_URL; keys live under REDIS_PREFIX + "cache:" with a real Redis TTL', async () => {
      const prefix = `${RUN_PREFIX}cfg:cache:`;
      const cache = await createCache(loadConfig({ REDIS_URL, REDIS_PREFIX: `${RUN_PREFIX}cfg:` }));
      expect(cache).toBeInstanceOf(RedisCache);
      await cache.set('banner:home', { id: 7 }, 30);
      expect(JSON.parse((await raw.get(`${prefix}banner:home`))!).v).toEqual({ id: 7 });
      const pttl = await raw.pttl(`${prefix}banner:home`);
      expect(pttl).toBeGreaterThan(25_000);
      expect(pttl).toBeLessThanOrEqual(30_000);
      // shared state: another instance (another process in production) sees it
      const other = new RedisCache(raw, prefix);
      expect(await other.get('banner:home')).toEqual({ id: 7 });
      await other.delByPrefix('banner:');
      expect(await cache.get('banner:home')).toBeUndefined();
    });

    it('delByPrefix never touches keys outside its own prefix', async () => {
      const mine = new RedisCache(raw, `${RUN_PREFIX}mine:`);
      const theirs = new RedisCache(raw, `${RUN_PREFIX}theirs:`);
      await mine.set('x', 1, 60);
      await theirs.set('x', 2, 60);
      await mine.delByPrefix('');
      expect(await mine.get('x')).toBeUndefined();
      expect(await theirs.get('x')).toBe(2);
    });

    it('deletes many keys by prefix (several SCAN pages)', async () => {
      const cache = new RedisCache(raw, `${RUN_PREFIX}many:`);
      await Promise.all(Array.from({ length: 1200 }, (_, i) => cache.set(`list:${i}`, i, 60)));
      await cache.set('keep', true, 60);
      await cache.delByPrefix('list:');
      expect(await raw.keys(`${RUN_PREFIX}many:list:*`)).toEqual([]);
      expect(await cache.get('keep')).toBe(true);
    });

    it('when Redis is unreachable, get/set fail but wrap still answers from the loader', async () => {
      const port = await freePort();
      const dead = new Redis({ host: '127.0.0.1', port, lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 0, retryStrategy: () => null });
      const cache = new RedisCache(dead, `${RUN_PREFIX}dead:`);
      try {
        await expect(cache.get('k')).rejects.toThrow();
        await expect(cache.set('k', 1, 60)).rejects.toThrow();
        expect(await cache.wrap('k', 60, async () => 'from the database')).toBe('from the database');
      } finally {
        dead.disconnect();
      }
    });
  });
