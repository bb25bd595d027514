import type { Redis } from 'ioredis';

export interface HitResult {
  count: number;
  /** ms until the window resets */
  resetInMs: number;
}

/** A run of events (e.g. failed sign-ins of one account), forgotten `ttlMs` after its last event. */
export interface Streak {
  count: number;
  lastAtMs: number;
}

/** Fixed-window counters, and streaks for lockouts that grow with each event and end on success. */
export interface RateLimitStore {
  hit(key: string, windowMs: number, nowMs: number): Promise<HitResult>;
  /** adds one event to the key's streak (a new one when the last ended more than ttlMs ago) */
  streakHit(key: string, ttlMs: number, nowMs: number): Promise<Streak>;
  /** the key's streak, null when none or forgotten */
  streak(key: string, nowMs: number): Promise<Streak | null>;
  streakClear(key: string): Promise<void>;
  reset(): Promise<void>;
}

export class MemoryRateLimitStore implements RateLimitStore {
  private counters = new Map<string, { count: number; resetAt: number }>();
  private streaks = new Map<string, Streak & { expiresAt: number }>();
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

  async streakHit(key: string, ttlMs: number, nowMs: number): Promise<Streak> {
    this.sweep(nowMs);
    const count = ((await this.streak(key, nowMs))?.count ?? 0) + 1;
    this.streaks.set(key, { count, lastAtMs: nowMs, expiresAt: nowMs + ttlMs });
    return { count, lastAtMs: nowMs };
  }

  async streak(key: string, nowMs: number): Promise<Streak | null> {
    const s = this.streaks.get(key);
    return s && s.expiresAt > nowMs ? { count: s.count, lastAtMs: s.lastAtMs } : null;
  }

  async streakClear(key: string): Promise<void> {
    this.streaks.delete(key);
  }

  async reset(): Promise<void> {
    this.counters.clear();
    this.streaks.clear();
  }

  private sweep(nowMs: number): void {
    if (nowMs - this.lastSweep < 10_000) return;
    this.lastSweep = nowMs;
    for (const [k, c] of this.counters) if (c.resetAt <= nowMs) this.counters.delete(k);
    for (const [k, s] of this.streaks) if (s.expiresAt <= nowMs) this.streaks.delete(k);
  }
}

const STREAK_HIT = `
local now = tonumber(ARGV[1])
local n = 0
local exp = tonumber(redis.call('HGET', KEYS[1], 'exp'))
if exp and exp > now then n = tonumber(redis.call('HGET', KEYS[1], 'n')) end
n = n + 1
redis.call('HSET', KEYS[1], 'n', n, 'at', now, 'exp', now + tonumber(ARGV[2]))
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return n`;

export class RedisRateLimitStore implements RateLimitStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'bazaar:rl:',
  ) {}

  async hit(key: string, windowMs: number, nowMs: number): Promise<HitResult> {
    const windowStart = Math.floor(nowMs / windowMs) * windowMs;
    const k = `${this.prefix}${key}:${windowStart}`;
    const res = await this.redis
      .multi()
      .incr(k)
      .pexpire(k, windowMs + 1000)
      .exec();
    const count = Number(res?.[0]?.[1] ?? 1);
    return { count, resetInMs: windowStart + windowMs - nowMs };
  }

  // one hash per streak (n, at, exp); expiry is judged on the caller's clock, PEXPIRE only cleans up
  async streakHit(key: string, ttlMs: number, nowMs: number): Promise<Streak> {
    const count = await this.redis.eval(STREAK_HIT, 1, `${this.prefix}streak:${key}`, String(nowMs), String(ttlMs));
    return { count: Number(count), lastAtMs: nowMs };
  }

  async streak(key: string, nowMs: number): Promise<Streak | null> {
    const [n, at, exp] = await this.redis.hmget(`${this.prefix}streak:${key}`, 'n', 'at', 'exp');
    return n && Number(exp) > nowMs ? { count: Number(n), lastAtMs: Number(at) } : null;
  }

  async streakClear(key: string): Promise<void> {
    await this.redis.del(`${this.prefix}streak:${key}`);
  }

  async reset(): Promise<void> {
    const keys = await this.redis.keys(`${this.prefix}*`);
    if (keys.length) await this.redis.del(...keys);
  }
}
