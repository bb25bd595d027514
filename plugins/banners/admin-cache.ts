import { afterCommit, withTransaction } from '../../core/db/transaction.js';
import { platform } from '../../core/platform.js';

/** Admin lists are cached for 300 s (spec 01 "Limits"); every banners write drops them after commit. */
const PREFIX = 'banners:admin:';
const TTL_SECONDS = 300;

export function cachedAdminList<T>(kind: string, query: object, load: () => Promise<T>): Promise<T> {
  return platform()
    .cache.partition('banners.admin')
    .wrap(`${PREFIX}${kind}:${JSON.stringify(query)}`, TTL_SECONDS, load);
}

export async function invalidateAdminLists(): Promise<void> {
  await platform().cache.partition('banners.admin').delByPrefix(PREFIX);
}

/**
 * Runs a banners write in one transaction (joining the caller's) and drops the cached admin lists once the
 * outermost transaction has committed (a read in between would store the old rows again).
 */
export function writeBanners<T>(write: () => Promise<T>): Promise<T> {
  return withTransaction(async () => {
    const result = await write();
    await afterCommit(invalidateAdminLists);
    return result;
  });
}
