import { randomUUID } from 'node:crypto';
import { notifications } from '../db/notifications.js';
import { inTransaction } from '../db/transaction.js';
import type { Cache, CacheValue } from './cache.js';
import type { ReadyAnswer } from './ready-answer.js';

const CHANNEL = 'bazaar_cache_invalidate';

/**
 * Keeps in-process caches of several instances coherent: a deletion here is sent to every instance
 * through PostgreSQL NOTIFY (on commit, when inside a transaction) and applied there. After a lost
 * notification connection everything is dropped, since deletions may have been missed. A deletion sent outside a
 * transaction is already applied here, so its own echo is skipped (it arrives later and would drop an entry refilled
 * since); one sent inside a transaction is applied here again on its commit, like everywhere else.
 */
export class CoherentCache implements Cache {
  readonly kind: Cache['kind'];
  private readonly partitions = new Map<string, CoherentCache>();

  /** `partitionName`: this is that partition of a root CoherentCache (whose start() listens for both) */
  constructor(
    private readonly inner: Cache,
    private readonly partitionName?: string,
    /** this instance's cache (the root and its partitions), named in the deletions it sends */
    private readonly origin: string = randomUUID(),
  ) {
    this.kind = inner.kind;
  }

  async start(): Promise<void> {
    await notifications.listen(
      CHANNEL,
      (payload) => {
        const msg = JSON.parse(payload) as { key?: string; prefix?: string; partition?: string; origin?: string };
        if (msg.origin === this.origin) return;
        const target = msg.partition ? this.inner.partition(msg.partition) : this.inner;
        void (msg.key !== undefined ? target.del(msg.key) : target.delByPrefix(msg.prefix ?? ''));
      },
      () => {
        void this.inner.delByPrefix('');
        for (const part of this.partitions.values()) void part.inner.delByPrefix('');
      },
    );
  }

  partition(name: string): Cache {
    if (this.partitionName) throw new TypeError('a cache partition has no partitions of its own');
    let part = this.partitions.get(name);
    if (!part) this.partitions.set(name, (part = new CoherentCache(this.inner.partition(name), name, this.origin)));
    return part;
  }

  get<T = unknown>(key: string): Promise<T | undefined> {
    return this.inner.get<T>(key);
  }

  set(key: string, value: CacheValue, ttlSeconds: number): Promise<void> {
    return this.inner.set(key, value, ttlSeconds);
  }

  wrap<T>(key: string, ttlSeconds: number, loader: () => Promise<T>): Promise<T> {
    return this.inner.wrap(key, ttlSeconds, loader);
  }

  getReady(key: string): Promise<ReadyAnswer | undefined> {
    return this.inner.getReady(key);
  }

  peekReady(key: string): ReadyAnswer | undefined | null {
    return this.inner.peekReady(key);
  }

  findReady(key: string): ReadyAnswer | undefined | Promise<ReadyAnswer | undefined> {
    return this.inner.findReady(key);
  }

  wrapReady<T>(key: string, ttlSeconds: number | ((value: T) => number), loader: () => Promise<T>): Promise<ReadyAnswer> {
    return this.inner.wrapReady(key, ttlSeconds, loader);
  }

  async del(key: string): Promise<void> {
    await this.inner.del(key);
    await notifications.notify(CHANNEL, JSON.stringify({ key, partition: this.partitionName, origin: this.sentFrom() }));
  }

  async delByPrefix(prefix: string): Promise<void> {
    await this.inner.delByPrefix(prefix);
    await notifications.notify(CHANNEL, JSON.stringify({ prefix, partition: this.partitionName, origin: this.sentFrom() }));
  }

  /** who sends a deletion, for the echo to be skipped: none inside a transaction (its commit must drop it here too) */
  private sentFrom(): string | undefined {
    return inTransaction() ? undefined : this.origin;
  }

  close(): Promise<void> {
    return this.inner.close();
  }
}
