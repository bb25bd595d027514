import type { Redis } from 'ioredis';

export interface HitResult {
  count: number;
  /** ms until the window resets */
  resetInMs: number;
}

/** Fixed-window counters. */
export interface RateLimitStore {
  hit(key: string, windowMs: number, nowMs: number): Promise<HitResult>;
  reset(): Promise<void>;
}

export class MemoryRateLimitStore implements RateLimitStore {
  private counters = new Map<string, { count: number; resetAt: number }>();
  private lastSweep = 0;

  async hit(key: string, windowMs: number, nowMs: number): Promise<HitResult> {
    this.sweep(nowMs);
    const windowStart = Math.floor(nowMs / windowMs) * windowMs;
    const k = `${key}:${windowStart}`;
    let c = this.counters.get(k);
    if (!c) {
      c = { count: 0, resetAt: windowStart + windowMs };
      this.counters.set(k, c);
    }
    c.count++;
    return { count: c.count, resetInMs: c.resetAt - nowMs };
  }

  async reset(): Promise<void> {
    this.counters.clear();
  }

  private sweep(nowMs: number): void {
    if (nowMs - this.lastSweep < 10_000) return;
    this.lastSweep = nowMs;
    for (const [k, c] of this.counters) if (c.resetAt <= nowMs) this.counters.delete(k);
  }
}

export class RedisRateLimitStore implements RateLimitStore {
  constructor(private readonly redis: Redis, private readonly prefix = 'bazaar:rl:') {}

  async hit(key: string, windowMs: number, nowMs: number): Promise<HitResult> {
    const windowStart = Math.floor(nowMs / windowMs) * windowMs;
    const k = `${this.prefix}${key}:${windowStart}`;
    const res = await this.redis.multi().incr(k).pexpire(k, windowMs + 1000).exec();
    const count = Number(res?.[0]?.[1] ?? 1);
    return { count, resetInMs: windowStart + windowMs - nowMs };
  }

  async reset(): Promise<void> {
    const keys = await this.redis.keys(`${this.prefix}*`);
    if (keys.length) await this.redis.del(...keys);
  }
}
