import { toMinorUnits } from '../../core/db/money.js';
import { sqlRows } from '../../core/db/sql.js';

/** A product's price for an estimate (EMI): the variant asked for, or the default one, as a shopper sees it. */
export interface PricePoint {
  productId: string;
  variantId: string;
  mrp: number;
  sellingPrice: number;
}

/**
 * The live price of a product on sale (published or unlisted, not deleted) read fresh, never cached: of the
 * variant `variantPublicId` (active, not deleted, of this product), else of the default variant, else of the
 * cheapest active one. undefined when there is no such product or variant.
 */
export async function productPricePoint(productPublicId: string, variantPublicId?: string): Promise<PricePoint | undefined> {
  const [row] = await sqlRows<{ productId: string; variantId: string; mrp: string; sellingPrice: string }>(
    `SELECT p.public_id::text AS "productId", v.public_id::text AS "variantId", v.mrp, v.selling_price AS "sellingPrice"
       FROM products p JOIN product_variants v ON v.product_id = p.id AND v.status = 'active' AND v.deleted_at IS NULL
      WHERE p.public_id = $1 AND p.status IN ('published', 'unlisted') AND p.deleted_at IS NULL
        AND ($2::uuid IS NULL OR v.public_id = $2::uuid)
      ORDER BY v.is_default DESC, v.selling_price, v.id
      LIMIT 1`,
    [productPublicId.toLowerCase(), variantPublicId?.toLowerCase() ?? null],
  );
  return row && { productId: row.productId, variantId: row.variantId, mrp: toMinorUnits(row.mrp), sellingPrice: toMinorUnits(row.sellingPrice) };
}
