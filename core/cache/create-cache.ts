import type { Config } from '../../config/index.js';
import type { Cache } from './cache.js';
import { CoherentCache } from './coherent-cache.js';
import { MemoryCache } from './memory-cache.js';
import { RedisCache } from './redis-cache.js';
import { redisClient } from './redis-client.js';

/**
 * Redis when REDIS_URL is set (keys under `${REDIS_PREFIX}cache:`), shared by every instance; else
 * in-process, with deletions sent to the other instances through PostgreSQL NOTIFY.
 */
export async function createCache(config: Config): Promise<Cache> {
  if (config.redisUrl) return new RedisCache(redisClient(config.redisUrl), `${config.redisPrefix}cache:`);
  const cache = new CoherentCache(new MemoryCache(config.cacheMaxEntries));
  await cache.start();
  return cache;
}
