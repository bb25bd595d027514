import type { EntityManager } from 'typeorm';

/**
 * The product row's derived columns for many products at once: the price rollup over live active
 * variants and the search text (name, SKUs, brand and category names). The same computation as the
 * single-product refresh the product services run after every variant change, set-based for an import.
 * `productIds` is a SELECT of product ids.
 */
export async function refreshDerivedOf(m: EntityManager, productIds: string): Promise<void> {
  await m.query(
    `UPDATE products p SET
        min_selling_price = r.min_sp, max_selling_price = r.max_sp, min_mrp = r.min_mrp, live_variant_count = r.n,
        search_text = catalog_search_text(concat_ws(' ', p.name, p.sku, r.skus,
          (SELECT b.name FROM brands b WHERE b.id = p.brand_id),
          (SELECT c.name FROM categories c WHERE c.id = p.category_id)))
       FROM (SELECT v.product_id,
                    min(v.selling_price) FILTER (WHERE v.status = 'active') AS min_sp,
                    max(v.selling_price) FILTER (WHERE v.status = 'active') AS max_sp,
                    min(v.mrp) FILTER (WHERE v.status = 'active') AS min_mrp,
                    count(*) FILTER (WHERE v.status = 'active')::int AS n,
                    string_agg(v.sku, ' ') AS skus
               FROM product_variants v
              WHERE v.product_id IN (${productIds}) AND v.deleted_at IS NULL
              GROUP BY v.product_id) r
      WHERE p.id = r.product_id`,
  );
}
