import { toMinorUnits } from '../../core/db/money.js';
import { sqlRows } from '../../core/db/sql.js';
import { currentSlugJoin } from '../../core/db/slugs/slug-registry.js';

/** What a cart, checkout or order needs to know about a variant it sells. */
export interface VariantInfo {
  productId: string;
  productName: string;
  productSlug: string | null;
  variantId: string;
  variantName: string | null;
  sku: string | null;
  mrp: number;
  sellingPrice: number;
  isTracked: boolean;
  /** onHand - reserved; null when untracked */
  available: number | null;
  /**
   * the product is published or unlisted and not deleted, the variant is active and not deleted, and it is
   * untracked, has stock, or the product is on pre-order
   */
  purchasable: boolean;
  thumbnailKey: string | null;
  productStatus: string;
  stockStatus: string;
}

/** The columns of a VariantInfo over `product_variants v JOIN products p LEFT JOIN slugs s` (the product's current slug). */
export const VARIANT_INFO_COLUMNS = `p.public_id AS "productId", p.name AS "productName", s.slug AS "productSlug", v.public_id AS "variantId",
            v.name AS "variantName", v.sku, v.mrp, v.selling_price AS "sellingPrice", v.is_tracked AS "isTracked",
            v.available, p.thumbnail_key AS "thumbnailKey", p.status AS "productStatus", p.stock_status AS "stockStatus",
            (p.status IN ('published', 'unlisted') AND p.deleted_at IS NULL AND v.status = 'active' AND v.deleted_at IS NULL
              AND (NOT v.is_tracked OR v.available > 0 OR p.stock_status = 'pre_order')) AS purchasable`;

/** A row read with VARIANT_INFO_COLUMNS as a VariantInfo (money in minor units, available null when untracked). */
export const variantInfoOf = (r: Record<string, any>): VariantInfo => ({
  productId: r.productId,
  productName: r.productName,
  productSlug: r.productSlug,
  variantId: r.variantId,
  variantName: r.variantName,
  sku: r.sku,
  mrp: toMinorUnits(r.mrp),
  sellingPrice: toMinorUnits(r.sellingPrice),
  isTracked: r.isTracked,
  available: r.isTracked ? r.available : null,
  purchasable: r.purchasable,
  thumbnailKey: r.thumbnailKey,
  productStatus: r.productStatus,
  stockStatus: r.stockStatus,
});

/**
 * Looks variants up by public id (ids are public ids throughout). Unknown ids are absent from the map;
 * deleted or withdrawn variants are present with purchasable false.
 */
export async function lookupVariants(variantPublicIds: string[]): Promise<Map<string, VariantInfo>> {
  const ids = [...new Set(variantPublicIds.map((id) => String(id).toLowerCase()))];
  if (!ids.length) return new Map();
  const rows = await sqlRows(
    `SELECT ${VARIANT_INFO_COLUMNS}
       FROM product_variants v
       JOIN products p ON p.id = v.product_id
       ${currentSlugJoin('product', 'p', 's')}
      WHERE v.public_id = ANY($1::uuid[])`,
    [ids],
  );
  return new Map(rows.map((r) => [r.variantId, variantInfoOf(r)]));
}
