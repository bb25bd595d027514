import { containsPattern, sqlRows } from '../../../core/db/sql.js';
import { currentSlugJoin } from '../../../core/db/slugs/slug-registry.js';
import { byReference, panelReads } from '../../../core/panel/panel-reads.js';
import type { PanelRow } from '../../../core/panel/resource-spec.js';
import { catalogJoin } from '../../catalog/index.js';
import { money } from './panel-shared.js';

/**
 * A product's stock status as its variants have it (over its live, active variants; an untracked one counts as in
 * stock): out of stock when every one is tracked with 0 or less available, low when a tracked one is at or below its
 * low-stock threshold, else in stock. Pre-order, or out of stock as the merchant marked it, stays; so does the marked
 * status of a product without such a variant.
 */
export const PRODUCT_STOCK_SQL = `CASE WHEN t.stock_status IN ('pre_order', 'out_of_stock') THEN t.stock_status ELSE coalesce(
  (SELECT CASE WHEN bool_and(sv.is_tracked AND sv.available <= 0) THEN 'out_of_stock'
               WHEN bool_or(sv.is_tracked AND sv.available <= sv.low_stock_threshold) THEN 'low_stock'
               ELSE 'in_stock' END
     FROM product_variants sv WHERE sv.product_id = t.id AND sv.deleted_at IS NULL AND sv.status = 'active' HAVING count(*) > 0),
  t.stock_status) END`;

export const productReads = panelReads({
  select: `SELECT t.*, t.public_id AS "publicId", s.slug, c.public_id AS "categoryPublicId", b.public_id AS "brandPublicId", r.public_id AS "seriesPublicId",
                  ${PRODUCT_STOCK_SQL} AS "variantStock"
             FROM products t ${currentSlugJoin('product', 't', 's')}
             ${catalogJoin('category', 'c', 't.category_id')}
             ${catalogJoin('brand', 'b', 't.brand_id', 'LEFT JOIN')}
             ${catalogJoin('brand_series', 'r', 't.brand_series_id', 'LEFT JOIN')}`,
  countFrom: 'FROM products t',
  sortable: { name: 't.name', status: 't.status', sellingPrice: 't.min_selling_price', createdAt: 't.created_at', updatedAt: 't.updated_at' },
  defaultSort: 'updatedAt',
  softDeleted: true,
  filters: {
    name: (v, p) => `(t.name ILIKE ${p(containsPattern(v))} OR t.sku ILIKE ${p(containsPattern(v))})`,
    status: (v, p) => `t.status = ${p(v)}`,
    stockStatus: (v, p) => `${PRODUCT_STOCK_SQL} = ${p(v)}`,
    categoryPublicId: byReference('categories', 't.category_id'),
    brandPublicId: byReference('brands', 't.brand_id'),
    featured: (v) => (v === 'true' ? 't.featured' : 'NOT t.featured'),
  },
  toRow: (r): PanelRow => ({
    id: r.publicId,
    name: r.name,
    slug: r.slug,
    sku: r.sku,
    status: r.status,
    stockStatus: r.variantStock,
    markedStockStatus: r.stock_status,
    categoryPublicId: r.categoryPublicId,
    brandPublicId: r.brandPublicId,
    brandSeriesPublicId: r.seriesPublicId,
    mrp: money(r.min_mrp),
    sellingPrice: money(r.min_selling_price),
    variantCount: r.live_variant_count,
    featured: r.featured,
    trending: r.trending,
    bestSeller: r.best_seller,
    newArrival: r.new_arrival,
    shortDescription: r.short_description,
    description: r.description,
    version: r.version,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
    deletedAt: r.deleted_at,
  }),
});

export const refetchProduct = async (publicId: string) => (await productReads.findMany([publicId]))[0];

export async function currentVersion(publicId: string): Promise<number | undefined> {
  const [row] = await sqlRows(`SELECT version FROM products WHERE public_id = $1`, [publicId]);
  return row?.version;
}
