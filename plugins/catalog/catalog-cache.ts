import { afterCommit, withTransaction } from '../../core/db/transaction.js';
import type { ReadyAnswer } from '../../core/cache/ready-answer.js';
import { platform } from '../../core/platform.js';
import { CATALOG_READS_DROPPED } from './hooks.js';

/** Storefront reads (not the category tree, which the spec keeps uncached) are cached under this prefix. */
const PREFIX = 'catalog:sf:';
const TTL_SECONDS = 60;

export function cachedRead<T>(key: string, load: () => Promise<T>): Promise<T> {
  return platform().cache.partition('catalog').wrap(`${PREFIX}${key}`, TTL_SECONDS, load);
}

/** A storefront answer kept as bytes ready to send (ETag included), dropped with the other reads. */
export function readyCatalogRead(key: string, load: () => Promise<unknown>): Promise<ReadyAnswer> {
  return platform().cache.partition('catalog').wrapReady(`${PREFIX}${key}`, TTL_SECONDS, load);
}

/** The ready answer readyCatalogRead stored under key, if it is there. */
export function peekCatalogRead(key: string): ReadyAnswer | undefined | Promise<ReadyAnswer | undefined> {
  return platform().cache.partition('catalog').findReady(`${PREFIX}${key}`);
}

/**
 * Drops every cached storefront read. Call it after the write committed: a read between an early
 * invalidation and the commit would store the old rows again.
 */
export async function invalidateCatalogReads(): Promise<void> {
  await platform().cache.partition('catalog').delByPrefix(PREFIX);
  await CATALOG_READS_DROPPED.run();
}

/**
 * Runs a catalog write in one transaction (joining the caller's) and drops the cached storefront reads
 * once the outermost transaction has committed.
 */
export function writeCatalog<T>(write: () => Promise<T>): Promise<T> {
  return withTransaction(async () => {
    const result = await write();
    await afterCommit(invalidateCatalogReads);
    return result;
  });
}
