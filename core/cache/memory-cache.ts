import { clock } from '../clock/clock.js';
import { assertKey, assertTtl, BaseCache } from './base-cache.js';
import type { CacheValue } from './cache.js';
import { readyAnswerOf, type ReadyAnswer } from './ready-answer.js';

interface Entry {
  json: string;
  expiresAt: number;
  /** made on the first ready read of this fill */
  ready?: ReadyAnswer;
}

const SWEEP_EVERY_MS = 30_000;

/** In-process cache, least recently used entries evicted beyond maxEntries (per partition); JSON copies like Redis. */
export class MemoryCache extends BaseCache {
  readonly kind = 'memory' as const;
  // a Map iterates in insertion order: re-inserting on read keeps the least recently used first
  private readonly entries = new Map<string, Entry>();
  private lastSweep = 0;

  constructor(private readonly maxEntries = 10_000) {
    super();
  }

  /** the entries of this store (a partition's own, or the root's without its partitions) */
  get size(): number {
    return this.entries.size;
  }

  protected newPartition(): MemoryCache {
    return new MemoryCache(this.maxEntries);
  }

  async get<T = unknown>(key: string): Promise<T | undefined> {
    assertKey(key);
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.expiresAt <= clock.nowMs()) return undefined;
    this.entries.set(key, entry);
    return JSON.parse(entry.json) as T;
  }

  override peekReady(key: string): ReadyAnswer | undefined {
    assertKey(key);
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.expiresAt <= clock.nowMs()) return undefined;
    this.entries.set(key, entry);
    return (entry.ready ??= readyAnswerOf(entry.json));
  }

  async getReady(key: string): Promise<ReadyAnswer | undefined> {
    return this.peekReady(key);
  }

  async set(key: string, value: CacheValue, ttlSeconds: number): Promise<void> {
    assertKey(key);
    assertTtl(ttlSeconds);
    if (value === undefined) return;
    const json = JSON.stringify(value);
    this.entries.delete(key);
    this.entries.set(key, { json, expiresAt: clock.nowMs() + ttlSeconds * 1000 });
    if (this.entries.size > this.maxEntries) this.evict();
  }

  protected async delete(key: string): Promise<void> {
    this.entries.delete(key);
  }

  protected async deleteByPrefix(prefix: string): Promise<void> {
    for (const key of [...this.entries.keys()]) if (key.startsWith(prefix)) this.entries.delete(key);
  }

  async close(): Promise<void> {
    this.entries.clear();
    for (const [, part] of this.partitionEntries()) await part.close();
  }

  /** Drops the least recently used entries down to the bound, and now and then every expired one. */
  private evict(): void {
    const now = clock.nowMs();
    if (now - this.lastSweep >= SWEEP_EVERY_MS) {
      this.lastSweep = now;
      for (const [key, entry] of this.entries) if (entry.expiresAt <= now) this.entries.delete(key);
    }
    for (const key of this.entries.keys()) {
      if (this.entries.size <= this.maxEntries) break;
      this.entries.delete(key);
    }
  }
}
