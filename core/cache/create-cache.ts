import type { Config } from '../../config/index.js';
import type { Cache } from './cache.js';
import { MemoryCache } from './memory-cache.js';
import { RedisCache } from './redis-cache.js';
import { redisClient } from './redis-client.js';

/** Redis when REDIS_URL is set (keys under `${REDIS_PREFIX}cache:`), else in-process. */
export function createCache(config: Config): Cache {
  return config.redisUrl ? new RedisCache(redisClient(config.redisUrl), `${config.redisPrefix}cache:`) : new MemoryCache(config.cacheMaxEntries);
}
