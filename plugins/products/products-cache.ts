import { afterCommit, withTransaction } from '../../core/db/transaction.js';
import { platform } from '../../core/platform.js';

/** Cached storefront product reads (lists, search, feeds, detail) live under this prefix. */
const PREFIX = 'products:sf:';
const TTL_SECONDS = 60;

/** Reads through the storefront cache; every product write drops it after commit. */
export function cachedProductRead<T>(key: string, load: () => Promise<T>): Promise<T> {
  return platform().cache.partition('products').wrap(`${PREFIX}${key}`, TTL_SECONDS, load);
}

/** Drops the cached storefront reads. Call it after the write committed. */
export async function invalidateProductReads(): Promise<void> {
  await platform().cache.partition('products').delByPrefix(PREFIX);
}

/**
 * Runs a product write in one transaction (joining the caller's) and drops the cached storefront reads
 * once the outermost transaction has committed.
 */
export function writeProducts<T>(write: () => Promise<T>): Promise<T> {
  return withTransaction(async () => {
    const result = await write();
    await afterCommit(invalidateProductReads);
    return result;
  });
}
