import type { Redis } from 'ioredis';
import { clock } from '../clock/clock.js';
import { assertKey, assertTtl, BaseCache } from './base-cache.js';
import type { CacheValue } from './cache.js';
import { ReadyMemo, type ReadyAnswer } from './ready-answer.js';

/** how set() writes an entry: its expiry instant first, then the value's JSON text */
const ENTRY_HEAD = /^\{"e":(\d+),"v":/;

function escapeGlob(s: string): string {
  return s.replace(/[*?[\]\\]/g, (c) => `\\${c}`);
}

/**
 * Redis cache shared by every instance; keys are `${prefix}${key}`. Redis expires entries on its own
 * (PX); the stored expiry instant also makes an entry a miss once the core clock passes it, which is
 * what lets tests move time.
 */
export class RedisCache extends BaseCache {
  readonly kind = 'redis' as const;

  /** the answers of the texts read last, so a repeated read of an unchanged entry builds nothing */
  private readonly ready = new ReadyMemo();

  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {
    super();
  }

  async get<T = unknown>(key: string): Promise<T | undefined> {
    assertKey(key);
    const raw = await this.redis.get(this.prefix + key);
    if (raw === null) return undefined;
    let entry: { e: number; v: T };
    try {
      entry = JSON.parse(raw);
    } catch {
      return undefined;
    }
    if (typeof entry?.e !== 'number' || entry.e <= clock.nowMs()) return undefined;
    return entry.v;
  }

  async getReady(key: string): Promise<ReadyAnswer | undefined> {
    assertKey(key);
    const raw = await this.redis.get(this.prefix + key);
    if (raw === null) return undefined;
    const head = ENTRY_HEAD.exec(raw);
    if (!head || Number(head[1]) <= clock.nowMs() || !raw.endsWith('}')) return undefined;
    return this.ready.of(key, raw.slice(head[0].length, -1));
  }

  async set(key: string, value: CacheValue, ttlSeconds: number): Promise<void> {
    assertKey(key);
    assertTtl(ttlSeconds);
    if (value === undefined) return;
    const ttlMs = Math.max(1, Math.ceil(ttlSeconds * 1000));
    await this.redis.set(this.prefix + key, JSON.stringify({ e: clock.nowMs() + ttlMs, v: value }), 'PX', ttlMs);
  }

  protected async delete(key: string): Promise<void> {
    await this.redis.unlink(this.prefix + key);
  }

  protected async deleteByPrefix(prefix: string): Promise<void> {
    const match = `${escapeGlob(this.prefix + prefix)}*`;
    let cursor = '0';
    do {
      const [next, keys] = await this.redis.scan(cursor, 'MATCH', match, 'COUNT', 500);
      if (keys.length) await this.redis.unlink(...keys);
      cursor = next;
    } while (cursor !== '0');
  }

  /** keys under `${prefix}part:${name}:` (Redis bounds its memory itself: maxmemory and its eviction policy) */
  protected newPartition(name: string): RedisCache {
    return new RedisCache(this.redis, `${this.prefix}part:${name}:`);
  }

  /** The connection is shared (core/cache/redis-client.ts) and closed with the platform. */
  async close(): Promise<void> {}
}
