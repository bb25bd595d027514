import { notifications } from '../db/notifications.js';
import type { Cache, CacheValue } from './cache.js';

const CHANNEL = 'bazaar_cache_invalidate';

/**
 * Keeps in-process caches of several instances coherent: a deletion here is sent to every instance
 * through PostgreSQL NOTIFY (on commit, when inside a transaction) and applied there. After a lost
 * notification connection everything is dropped, since deletions may have been missed.
 */
export class CoherentCache implements Cache {
  readonly kind: Cache['kind'];

  constructor(private readonly inner: Cache) {
    this.kind = inner.kind;
  }

  async start(): Promise<void> {
    await notifications.listen(
      CHANNEL,
      (payload) => {
        const msg = JSON.parse(payload) as { key?: string; prefix?: string };
        void (msg.key !== undefined ? this.inner.del(msg.key) : this.inner.delByPrefix(msg.prefix ?? ''));
      },
      () => void this.inner.delByPrefix(''),
    );
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

  async del(key: string): Promise<void> {
    await this.inner.del(key);
    await notifications.notify(CHANNEL, JSON.stringify({ key }));
  }

  async delByPrefix(prefix: string): Promise<void> {
    await this.inner.delByPrefix(prefix);
    await notifications.notify(CHANNEL, JSON.stringify({ prefix }));
  }

  close(): Promise<void> {
    return this.inner.close();
  }
}
