import { slugJoin } from '../../../core/db/slugs/slug-registry.js';
import { getDataSource } from '../../../core/db/transaction.js';
import { catalogFrom } from '../../catalog/index.js';
import type { ReadyAnswer } from '../../../core/cache/ready-answer.js';
import { cachedProductRead, peekProductReadNow, productsFrom } from '../../products/index.js';
import type { TargetKind } from './cta-url.js';

/** Each target kind's records as the FROM item `t`. */
const RECORDS: Record<TargetKind, string> = { product: productsFrom('t'), category: catalogFrom('category', 't'), brand: catalogFrom('brand', 't') };

/**
 * The current slug of a live (not deleted) product, category or brand by internal id, null when gone.
 * Read through the products storefront cache, which every product and catalog write drops on every
 * instance, so a renamed slug shows on the next response.
 */
export function currentTargetSlug(kind: TargetKind, id: string): Promise<string | null> {
  return cachedProductRead(targetKey(kind, id), async () => {
    const [row] = await getDataSource().manager.query(
      `SELECT s.slug FROM ${RECORDS[kind]} ${slugJoin('s', '$1', 's.entity_id = t.id AND s.is_current')}
       WHERE t.id = $2 AND t.deleted_at IS NULL`,
      [kind, id],
    );
    return (row?.slug as string | undefined) ?? null;
  });
}

const targetKey = (kind: TargetKind, id: string) => `banners:target:${kind}:${id}`;

/** currentTargetSlug's cache entry (its JSON: the slug or null) when this process can read it without waiting; undefined otherwise. */
export function peekTargetSlug(kind: TargetKind, id: string): ReadyAnswer | undefined {
  return peekProductReadNow(targetKey(kind, id)) ?? undefined;
}
