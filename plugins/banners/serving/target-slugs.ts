import { getDataSource } from '../../../core/db/transaction.js';
import { cachedProductRead } from '../../products/index.js';
import type { TargetKind } from './cta-url.js';

const TABLE: Record<TargetKind, string> = { product: 'products', category: 'categories', brand: 'brands' };

/**
 * The current slug of a live (not deleted) product, category or brand by internal id, null when gone.
 * Read through the products storefront cache, which every product and catalog write drops on every
 * instance, so a renamed slug shows on the next response.
 */
export function currentTargetSlug(kind: TargetKind, id: string): Promise<string | null> {
  return cachedProductRead(`banners:target:${kind}:${id}`, async () => {
    const [row] = await getDataSource().manager.query(
      `SELECT s.slug FROM ${TABLE[kind]} t JOIN slugs s ON s.scope = $1 AND s.entity_id = t.id AND s.is_current
       WHERE t.id = $2 AND t.deleted_at IS NULL`,
      [kind, id],
    );
    return (row?.slug as string | undefined) ?? null;
  });
}
