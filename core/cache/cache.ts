import type { ReadyAnswer } from './ready-answer.js';

/** JSON-serialisable values: what comes back is what JSON.parse(JSON.stringify(value)) gives. */
export type CacheValue = unknown;

/**
 * A cache of JSON values: in-process by default, Redis when REDIS_URL is set (shared by every instance).
 * Expiry follows the core clock, so tests can move time. Values are copies: mutating what get returned
 * does not change the cache.
 */
export interface Cache {
  readonly kind: 'memory' | 'redis';
  /** undefined on a miss */
  get<T = unknown>(key: string): Promise<T | undefined>;
  /** ttlSeconds > 0 (fractions allowed); `undefined` values are not stored */
  set(key: string, value: CacheValue, ttlSeconds: number): Promise<void>;
  del(key: string): Promise<void>;
  /** deletes every key that starts with prefix (e.g. 'banners:serve:') */
  delByPrefix(prefix: string): Promise<void>;
  /**
   * The cached value, else loader() stored for ttlSeconds. Concurrent misses of one key in this process
   * share one loader call. A load overlapped by del/delByPrefix of its key is returned but not stored,
   * so an invalidation is never undone by a read that started before it. Cache failures (Redis down)
   * are logged and fall through to the loader.
   */
  wrap<T>(key: string, ttlSeconds: number, loader: () => Promise<T>): Promise<T>;
  /**
   * The entry as bytes ready to send (its JSON text as a Buffer, and an entity tag), made once per fill: the
   * same object while the entry stays, a new one after a new fill. undefined on a miss.
   */
  getReady(key: string): Promise<ReadyAnswer | undefined>;
  /** getReady without waiting, where the store can (in process); null: ask getReady. */
  peekReady(key: string): ReadyAnswer | undefined | null;
  /** peekReady where it can tell at once, else getReady: the entry's ready answer, without waiting where the store allows. */
  findReady(key: string): ReadyAnswer | undefined | Promise<ReadyAnswer | undefined>;
  /**
   * The entry's ready answer, else loader()'s value stored as wrap() stores it (one load per key at a time) and its
   * answer; ttlSeconds may be decided from the value (an answer holding signed URLs lives shorter than they do).
   */
  wrapReady<T>(key: string, ttlSeconds: number | ((value: T) => number), loader: () => Promise<T>): Promise<ReadyAnswer>;
  /**
   * The area's own part of the cache (the same object for the same name): its keys apart from every other
   * part's, and in process its own bound, so one area's flood of keys never evicts another area's entries.
   * Names are `<plugin>` or `<plugin>.<what>`.
   */
  partition(name: string): Cache;
  close(): Promise<void>;
}
