import type { Config } from '../config/index.js';
import type { Cache } from './cache/cache.js';
import { createCache } from './cache/create-cache.js';
import { closeRedisClients, redisClient } from './cache/redis-client.js';
import { configureRateLimits } from './http/rate-limit/limiter.js';
import { MemoryRateLimitStore, RedisRateLimitStore } from './http/rate-limit/store.js';
import { createMailer } from './mail/create-mailer.js';
import type { Mailer } from './mail/mailer.js';
import { createStorage } from './storage/create-storage.js';
import type { Storage } from './storage/storage.js';

/** Shared services every plugin may use; built once per process from the configuration. */
export interface Platform {
  /** files: local disk under DATA_DIR, or S3 when S3_* is set */
  readonly storage: Storage;
  /** mail: SMTP when SMTP_URL is set, else rendered, logged and kept in an outbox */
  readonly mailer: Mailer;
  /** JSON cache: in-process, or Redis when REDIS_URL is set */
  readonly cache: Cache;
  close(): Promise<void>;
}

let current: Platform | undefined;
/** Redis connections are shared per URL: the last platform to close closes them. */
let open = 0;

/** The running platform, for plugin services: `platform().cache.wrap(...)`. Throws before createPlatform. */
export function platform(): Platform {
  if (!current) throw new Error('The platform is not started: createPlatform() has not run (or was closed)');
  return current;
}

export async function createPlatform(config: Config): Promise<Platform> {
  configureRateLimits({
    enabled: config.rateLimits,
    store: config.redisUrl ? new RedisRateLimitStore(redisClient(config.redisUrl), `${config.redisPrefix}rl:`) : new MemoryRateLimitStore(),
  });
  open++;
  let closed = false;
  const parts: { storage?: Storage; mailer?: Mailer; cache?: Cache } = {};
  const close = async () => {
    if (closed) return;
    closed = true;
    if (current === built) current = undefined;
    await Promise.allSettled([parts.cache?.close(), parts.mailer?.close(), parts.storage?.close()]);
    if (--open === 0) await closeRedisClients();
  };
  let built: Platform | undefined;
  try {
    parts.storage = await createStorage(config);
    parts.mailer = createMailer(config);
    parts.cache = await createCache(config);
  } catch (e) {
    await close();
    throw e;
  }
  built = { storage: parts.storage, mailer: parts.mailer, cache: parts.cache, close };
  current = built;
  return built;
}
