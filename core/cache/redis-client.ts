import { Redis } from 'ioredis';

const clients = new Map<string, Redis>();

/** One shared connection per URL (cache, rate limits and pub/sub share it). */
export function redisClient(url: string): Redis {
  let c = clients.get(url);
  if (!c) {
    c = new Redis(url, { maxRetriesPerRequest: 2, enableOfflineQueue: true, lazyConnect: false });
    clients.set(url, c);
  }
  return c;
}

export async function closeRedisClients(): Promise<void> {
  const all = [...clients.values()];
  clients.clear();
  await Promise.all(all.map((c) => c.quit().catch(() => c.disconnect())));
}
