import { createHash } from 'node:crypto';
import type { ReadyAnswer } from '../../../core/cache/ready-answer.js';
import { cachedProductRead, peekProductReadNow } from '../products-cache.js';

/** per key: the content hash of the rows it was built from, the built value, and the token entry it was last checked against */
const memos = new Map<string, { token: string; value: unknown; checked: ReadyAnswer | undefined | null }>();

/**
 * A cached read kept built in this process too: the category tree and the deal book are read by every
 * storefront request, and parsing their cached JSON and indexing it each time cost more than the rest of a
 * cached page. The cache holds the rows with a content hash under `key` and the hash alone under
 * `key:token` (both under the storefront prefix, so every product, deal or catalog write drops them, on
 * every instance); a request reads the small token and reuses what this process built from the same rows.
 */
export async function memoizedRead<R, T>(key: string, load: () => Promise<R>, build: (rows: R) => T): Promise<T> {
  const known = peekMemoized<T>(key);
  if (known !== undefined) return known;
  const entry = () =>
    cachedProductRead(key, async () => {
      const rows = await load();
      return { token: createHash('sha1').update(JSON.stringify(rows)).digest('base64url'), rows };
    });
  const token = await cachedProductRead(`${key}:token`, async () => (await entry()).token);
  // the token entry as this process sees it now, if it still holds that token (a write may have refilled it meanwhile)
  const now = peekProductReadNow(`${key}:token`);
  const checked = now && now.body.toString() === JSON.stringify(token) ? now : undefined;
  const memo = memos.get(key);
  if (memo && memo.token === token) {
    memo.checked = checked;
    return memo.value as T;
  }
  const { token: current, rows } = await entry();
  const value = build(rows);
  memos.set(key, { token: current, value, checked: current === token ? checked : undefined });
  return value;
}

/**
 * What memoizedRead gives, without waiting, when this process built it from the token entry the cache holds
 * now (the same fill of it); undefined otherwise (then call memoizedRead).
 */
export function peekMemoized<T>(key: string): T | undefined {
  const memo = memos.get(key);
  if (!memo?.checked) return undefined;
  return peekProductReadNow(`${key}:token`) === memo.checked ? (memo.value as T) : undefined;
}
