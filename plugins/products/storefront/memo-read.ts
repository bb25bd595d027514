import { createHash } from 'node:crypto';
import { cachedProductRead } from '../products-cache.js';

const memos = new Map<string, { token: string; value: unknown }>();

/**
 * A cached read kept built in this process too: the category tree and the deal book are read by every
 * storefront request, and parsing their cached JSON and indexing it each time cost more than the rest of a
 * cached page. The cache holds the rows with a content hash under `key` and the hash alone under
 * `key:token` (both under the storefront prefix, so every product, deal or catalog write drops them, on
 * every instance); a request reads the small token and reuses what this process built from the same rows.
 */
export async function memoizedRead<R, T>(key: string, load: () => Promise<R>, build: (rows: R) => T): Promise<T> {
  const entry = () =>
    cachedProductRead(key, async () => {
      const rows = await load();
      return { token: createHash('sha1').update(JSON.stringify(rows)).digest('base64url'), rows };
    });
  const token = await cachedProductRead(`${key}:token`, async () => (await entry()).token);
  const memo = memos.get(key);
  if (memo && memo.token === token) return memo.value as T;
  const { token: current, rows } = await entry();
  const value = build(rows);
  memos.set(key, { token: current, value });
  return value;
}
