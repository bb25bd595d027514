import { afterCommit, withTransaction } from '../../core/db/transaction.js';
import { platform } from '../../core/platform.js';

/** Cached storefront product reads (lists, search, feeds, detail) live under this prefix. */
const PREFIX = 'products:sf:';
const TTL_SECONDS = 60;

type ChangeListener = () => Promise<void> | void;
const listeners: ChangeListener[] = [];

/** Reads through the storefront cache; every product write drops it after commit. */
export function cachedProductRead<T>(key: string, load: () => Promise<T>): Promise<T> {
  return platform().cache.partition('products').wrap(`${PREFIX}${key}`, TTL_SECONDS, load);
}

/** Registers a hook run after every committed product write (e.g. a storefront cache of its own). */
export function onProductsChanged(listener: ChangeListener): () => void {
  listeners.push(listener);
  return () => {
    const i = listeners.indexOf(listener);
    if (i >= 0) listeners.splice(i, 1);
  };
}

/** Drops the cached storefront reads and tells the listeners. Call it after the write committed. */
export async function invalidateProductReads(): Promise<void> {
  await platform().cache.partition('products').delByPrefix(PREFIX);
  for (const listener of listeners) await listener();
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
