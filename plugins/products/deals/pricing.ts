import { clock } from '../../../core/clock/clock.js';
import { toMinorUnits } from '../../../core/db/money.js';
import { preparedRows } from '../../../core/db/sql.js';
import { currentSlugJoin } from '../../../core/db/slugs/slug-registry.js';
import type { ProductStatus } from '../entities/product.entity.js';
import { VARIANT_INFO_COLUMNS, type VariantInfo, variantInfoOf } from '../variant-lookup.js';
import type { VariantStatus } from '../entities/product-variant.entity.js';
import { DEAL_BOOK_COLUMN, dealBookCtes, dealsCovering, liveAt, liveFromRows, loadDealBook } from './deal-book.js';
import { applyDeals, type DealBlock } from './deal-math.js';

export const CURRENCY = 'NPR' as const;

/** A variant's live price: what cart and checkout charge (effectivePrice) and why (deal). */
export interface VariantPrice {
  variantId: string;
  productId: string;
  productStatus: ProductStatus;
  variantStatus: VariantStatus;
  mrp: number;
  sellingPrice: number;
  effectivePrice: number;
  currency: typeof CURRENCY;
  deal: DealBlock | null;
}

/**
 * Live prices for other plugins (cart, checkout, orders). Reads the deals afresh, at the core clock's now,
 * inside the caller's transaction when there is one (never the storefront cache).
 */
export class PricingService {
  /** By variant public id, in the order given; unknown or deleted variants (or of a deleted product) are left out. */
  async forVariants(variantPublicIds: readonly string[]): Promise<VariantPrice[]> {
    const ids = [...new Set(variantPublicIds.map((id) => id.toLowerCase()))];
    if (!ids.length) return [];
    const nowMs = clock.nowMs();
    const live = liveAt(await loadDealBook(nowMs), nowMs);
    const rows = await preparedRows(
      `SELECT v.public_id::text AS "variantId", p.public_id::text AS "productId", p.status AS "productStatus", v.status AS "variantStatus",
              v.mrp, v.selling_price AS "sellingPrice", p.category_id AS "categoryId", p.brand_id AS "brandId",
              ARRAY(SELECT dp.deal_id::text FROM deal_products dp WHERE dp.product_id = p.id AND dp.deal_id = ANY($2::bigint[])) AS "productDealIds"
       FROM product_variants v JOIN products p ON p.id = v.product_id
       WHERE v.public_id = ANY($1::uuid[]) AND v.deleted_at IS NULL AND p.deleted_at IS NULL`,
      [ids.filter((id) => /^[0-9a-f-]{36}$/.test(id)), live.productDealIds],
    );
    const byId = new Map(rows.map((r) => [r.variantId, r]));
    return ids.flatMap((id) => {
      const r = byId.get(id);
      if (!r) return [];
      const sellingPrice = toMinorUnits(r.sellingPrice);
      const { effectivePrice, deal } = applyDeals(dealsCovering(r, live), sellingPrice);
      return [
        {
          variantId: r.variantId,
          productId: r.productId,
          productStatus: r.productStatus,
          variantStatus: r.variantStatus,
          mrp: toMinorUnits(r.mrp),
          sellingPrice,
          effectivePrice,
          currency: CURRENCY,
          deal,
        },
      ];
    });
  }

  /**
   * A basket's read: products.lookup and forVariants of the same ids in one statement that also carries the
   * deal book, the same answers as the two calls. The cart and the checkout price every line with both.
   */
  async forBasket(variantPublicIds: readonly string[]): Promise<{ infos: Map<string, VariantInfo>; prices: VariantPrice[] }> {
    const ids = [...new Set(variantPublicIds.map((id) => String(id).toLowerCase()))].filter((id) => /^[0-9a-f-]{36}$/.test(id));
    if (!ids.length) return { infos: new Map(), prices: [] };
    const nowMs = clock.nowMs();
    // every deal naming the product is read; dealsCovering keeps only the live ones (the same set forVariants asks for)
    const rows = await preparedRows(
      `WITH RECURSIVE ${dealBookCtes(2)}
       SELECT ${VARIANT_INFO_COLUMNS}, (v.deleted_at IS NULL AND p.deleted_at IS NULL) AS priced,
              v.status AS "variantStatus", p.category_id AS "categoryId", p.brand_id AS "brandId",
              ARRAY(SELECT dp.deal_id::text FROM deal_products dp WHERE dp.product_id = p.id) AS "productDealIds",
              ${DEAL_BOOK_COLUMN}
         FROM product_variants v
         JOIN products p ON p.id = v.product_id
         ${currentSlugJoin('product', 'p', 's')}
        WHERE v.public_id = ANY($1::uuid[])`,
      [ids, new Date(nowMs)],
    );
    const live = liveFromRows(rows, nowMs);
    const infos = new Map<string, VariantInfo>(rows.map((r) => [r.variantId, variantInfoOf(r)]));
    const byId = new Map(rows.filter((r) => r.priced).map((r) => [r.variantId, r]));
    const prices = ids.flatMap((id): VariantPrice[] => {
      const r = byId.get(id);
      if (!r) return [];
      const sellingPrice = toMinorUnits(r.sellingPrice);
      const { effectivePrice, deal } = applyDeals(dealsCovering(r, live), sellingPrice);
      return [
        {
          variantId: r.variantId,
          productId: r.productId,
          productStatus: r.productStatus,
          variantStatus: r.variantStatus,
          mrp: toMinorUnits(r.mrp),
          sellingPrice,
          effectivePrice,
          currency: CURRENCY,
          deal,
        },
      ];
    });
    return { infos, prices };
  }
}

export const pricing = new PricingService();
