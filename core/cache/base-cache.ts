import { logger } from '../log/logger.js';
import type { Cache, CacheValue } from './cache.js';
import { readyAnswerOf, type ReadyAnswer } from './ready-answer.js';

export function assertTtl(ttlSeconds: number): void {
  if (typeof ttlSeconds !== 'number' || !Number.isFinite(ttlSeconds) || ttlSeconds <= 0) {
    throw new RangeError(`cache ttlSeconds must be a positive number, got ${ttlSeconds}`);
  }
}

export function assertKey(key: string): void {
  if (typeof key !== 'string' || key.length === 0) throw new TypeError('cache key must be a non-empty string');
}

const PARTITION_NAME = /^[a-z][a-z0-9-]*(\.[a-z][a-z0-9-]*)*$/;

/** wrap() with single flight and invalidation tracking, on top of the get/set/del of a store; partitions by name. */
export abstract class BaseCache implements Cache {
  abstract readonly kind: 'memory' | 'redis';
  private readonly inflight = new Map<string, { promise: Promise<unknown>; invalidated: boolean }>();
  private readonly partitions = new Map<string, BaseCache>();

  /** A new, empty partition store (called once per name). */
  protected abstract newPartition(name: string): BaseCache;

  partition(name: string): BaseCache {
    if (!PARTITION_NAME.test(name)) throw new TypeError(`cache partition names are <plugin> or <plugin>.<what>, got "${name}"`);
    let part = this.partitions.get(name);
    if (!part) this.partitions.set(name, (part = this.newPartition(name)));
    return part;
  }

  /** The partitions made so far, by name. */
  protected partitionEntries(): Array<[string, BaseCache]> {
    return [...this.partitions.entries()];
  }

  abstract get<T = unknown>(key: string): Promise<T | undefined>;
  abstract set(key: string, value: CacheValue, ttlSeconds: number): Promise<void>;
  protected abstract delete(key: string): Promise<void>;
  protected abstract deleteByPrefix(prefix: string): Promise<void>;
  abstract close(): Promise<void>;
  abstract getReady(key: string): Promise<ReadyAnswer | undefined>;

  peekReady(_key: string): ReadyAnswer | undefined | null {
    return null;
  }

  findReady(key: string): ReadyAnswer | undefined | Promise<ReadyAnswer | undefined> {
    const hit = this.peekReady(key);
    return hit === null ? this.getReady(key) : hit;
  }

  async wrapReady<T>(key: string, ttlSeconds: number | ((value: T) => number), loader: () => Promise<T>): Promise<ReadyAnswer> {
    let hit: ReadyAnswer | undefined;
    try {
      hit = await this.findReady(key);
    } catch (e) {
      logger().warn({ err: e, cacheKey: key }, 'cache read failed; loading without the cache');
    }
    if (hit) return hit;
    const value = await this.wrap(key, ttlSeconds, loader);
    if (value === undefined) throw new TypeError(`cache wrapReady: the loader of ${key} gave undefined`);
    // the stored entry's answer (made once for every later reader), else (not stored: invalidated meanwhile) its own
    const stored = this.peekReady(key) ?? (await this.getReady(key).catch(() => undefined));
    return stored ?? readyAnswerOf(JSON.stringify(value));
  }

  async del(key: string): Promise<void> {
    assertKey(key);
    this.invalidate((k) => k === key);
    await this.delete(key);
  }

  async delByPrefix(prefix: string): Promise<void> {
    if (typeof prefix !== 'string') throw new TypeError('cache prefix must be a string');
    this.invalidate((k) => k.startsWith(prefix));
    await this.deleteByPrefix(prefix);
  }

  async wrap<T>(key: string, ttlSeconds: number | ((value: T) => number), loader: () => Promise<T>): Promise<T> {
    assertKey(key);
    if (typeof ttlSeconds === 'number') assertTtl(ttlSeconds);
    const running = this.inflight.get(key);
    if (running) return running.promise as Promise<T>;
    let hit: T | undefined;
    try {
      hit = await this.get<T>(key);
    } catch (e) {
      logger().warn({ err: e, cacheKey: key }, 'cache read failed; loading without the cache');
    }
    if (hit !== undefined) return hit;
    const joined = this.inflight.get(key);
    if (joined) return joined.promise as Promise<T>;
    const flight = { promise: undefined as unknown as Promise<T>, invalidated: false };
    this.inflight.set(key, flight);
    flight.promise = this.load(key, ttlSeconds, loader, flight);
    return flight.promise;
  }

  private async load<T>(key: string, ttlSeconds: number | ((value: T) => number), loader: () => Promise<T>, flight: { invalidated: boolean }): Promise<T> {
    try {
      const value = await loader();
      if (!flight.invalidated && value !== undefined) {
        await this.set(key, value, typeof ttlSeconds === 'number' ? ttlSeconds : ttlSeconds(value)).catch((e) =>
          logger().warn({ err: e, cacheKey: key }, 'cache write failed'),
        );
      }
      return value;
    } finally {
      if (this.inflight.get(key) === flight) this.inflight.delete(key);
    }
  }

  /** Marks running loads of matching keys as stale and lets later callers start a fresh load. */
  private invalidate(matches: (key: string) => boolean): void {
    for (const [k, flight] of this.inflight) {
      if (matches(k)) {
        flight.invalidated = true;
        this.inflight.delete(k);
      }
    }
  }
}
