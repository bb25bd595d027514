import { afterCommit, withTransaction } from '../../core/db/transaction.js';
import type { ReadyAnswer } from '../../core/cache/ready-answer.js';
import { clock } from '../../core/clock/clock.js';
import { platform } from '../../core/platform.js';

/** Cached storefront product reads (lists, search, feeds, detail) live under this prefix. */
const PREFIX = 'products:sf:';
const TTL_SECONDS = 60;

/** Reads through the storefront cache; every product write drops it after commit. */
export function cachedProductRead<T>(key: string, load: () => Promise<T>): Promise<T> {
  return platform().cache.partition('products').wrap(`${PREFIX}${key}`, TTL_SECONDS, load);
}

/**
 * A storefront answer kept as bytes ready to send (ETag included), under the same prefix (so dropped by the
 * same writes). `signedUntil`: the earliest expiry (epoch ms) of a signed URL the answer holds; the answer then
 * lives at most half of what remains of it, so a client is never handed a URL about to expire.
 */
export function readyProductRead<T>(key: string, load: () => Promise<T>, signedUntil: (value: T) => number | null = () => null): Promise<ReadyAnswer> {
  const ttl = (value: T) => {
    const until = signedUntil(value);
    return until === null ? TTL_SECONDS : Math.max(0.001, Math.min(TTL_SECONDS, (until - clock.nowMs()) / 2000));
  };
  return platform().cache.partition('products').wrapReady(`${PREFIX}${key}`, ttl, load);
}

/** The ready answer of the entry under key (readyProductRead's, or any cachedProductRead's JSON), if it is there. */
export function peekProductRead(key: string): ReadyAnswer | undefined | Promise<ReadyAnswer | undefined> {
  return platform().cache.partition('products').findReady(`${PREFIX}${key}`);
}

/** peekProductRead without waiting: null when the store cannot tell at once (Redis). */
export function peekProductReadNow(key: string): ReadyAnswer | undefined | null {
  return platform().cache.partition('products').peekReady(`${PREFIX}${key}`);
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
