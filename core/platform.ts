import type { Config } from '../config/index.js';
import { redisClient } from './cache/redis-client.js';
import { configureRateLimits } from './http/rate-limit/limiter.js';
import { MemoryRateLimitStore, RedisRateLimitStore } from './http/rate-limit/store.js';

/** Shared services every plugin may use; built once per process from the configuration. */
export interface Platform {
  close(): Promise<void>;
}

export async function createPlatform(config: Config): Promise<Platform> {
  configureRateLimits({
    enabled: config.rateLimits,
    store: config.redisUrl ? new RedisRateLimitStore(redisClient(config.redisUrl)) : new MemoryRateLimitStore(),
  });
  return {
    async close() {},
  };
}
