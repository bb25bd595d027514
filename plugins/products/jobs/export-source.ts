import { sqlRows } from '../../../core/db/sql.js';
import { currentSlugJoin, currentSlugOf } from '../../../core/db/slugs/slug-registry.js';
import { catalogJoin, type tabularJobs } from '../../catalog/index.js';
import type { ProductOption } from '../entities/product.entity.js';
import { OPTION_SLOTS, TAG_SEPARATOR } from './columns.js';

/** Live variants of live products: one export row each. */
const FROM = `FROM product_variants v JOIN products p ON p.id = v.product_id WHERE p.deleted_at IS NULL AND v.deleted_at IS NULL`;

interface ExportRow {
  productId: string;
  position: number;
  variantId: string;
  productSlug: string | null;
  name: string;
  categorySlug: string | null;
  brandSlug: string | null;
  seriesSlug: string | null;
  status: string;
  stockStatus: string;
  shortDescription: string | null;
  description: string | null;
  tags: string | null;
  featured: boolean;
  trending: boolean;
  bestSeller: boolean;
  newArrival: boolean;
  sku: string | null;
  variantName: string | null;
  isDefault: boolean;
  productOptions: ProductOption[];
  options: Record<string, string>;
  mrp: string;
  sellingPrice: string;
  isTracked: boolean;
  onHand: number;
}

/**
 * The product export: every live variant of every live product, products in id order and their variants
 * by position, each row carrying its product's columns (current slugs, live tags in order), so the file
 * imports back as it is. Keyset-paged on (product, position, variant).
 */
export const productExportSource: tabularJobs.ExportSource = {
  async count(_params, m) {
    const [{ n }] = await sqlRows<{ n: number }>(`SELECT count(*)::int AS n ${FROM}`, [], m);
    return n;
  },
  async *pages(_params, pageSize, m) {
    let after: [string, number, string] = ['0', -1, '0'];
    for (;;) {
      const rows = await sqlRows<ExportRow>(
        `SELECT p.id::text AS "productId", v.position, v.id::text AS "variantId", ${currentSlugOf('product', 'p.id')} AS "productSlug", p.name,
                ${currentSlugOf('category', 'p.category_id')} AS "categorySlug", ${currentSlugOf('brand', 'p.brand_id')} AS "brandSlug",
                ${currentSlugOf('brand_series', 'p.brand_series_id')} AS "seriesSlug", p.status, p.stock_status AS "stockStatus",
                p.short_description AS "shortDescription", p.description,
                (SELECT string_agg(ts.slug, '${TAG_SEPARATOR}' ORDER BY pt.position, pt.tag_id)
                   FROM product_tags pt ${catalogJoin('tag', 'tg', 'pt.tag_id AND tg.deleted_at IS NULL')}
                   ${currentSlugJoin('tag', 'tg', 'ts', true)}
                  WHERE pt.product_id = p.id) AS tags,
                p.featured, p.trending, p.best_seller AS "bestSeller", p.new_arrival AS "newArrival",
                v.sku, v.name AS "variantName", v.is_default AS "isDefault", p.options AS "productOptions", v.options,
                v.mrp::text AS mrp, v.selling_price::text AS "sellingPrice", v.is_tracked AS "isTracked", v.on_hand AS "onHand"
           ${FROM} AND (v.product_id, v.position, v.id) > ($1::bigint, $2::int, $3::bigint)
          ORDER BY v.product_id, v.position, v.id LIMIT $4`,
        [...after, pageSize],
        m,
      );
      yield rows.map(cellsOf);
      if (rows.length < pageSize) return;
      const last = rows[rows.length - 1];
      after = [last.productId, last.position, last.variantId];
    }
  },
};

/** Cells in the template's column order; money as numbers (integers up to 2^53 - 1 are exact). */
function cellsOf(r: ExportRow): tabularJobs.ExportCells {
  const options = OPTION_SLOTS.flatMap((n) => {
    const name = r.productOptions[n - 1]?.name ?? null;
    return [name, name === null ? null : (r.options[name] ?? null)];
  });
  return [
    r.productSlug,
    r.name,
    r.categorySlug,
    r.brandSlug,
    r.seriesSlug,
    r.status,
    r.stockStatus,
    r.shortDescription,
    r.description,
    r.tags,
    r.featured,
    r.trending,
    r.bestSeller,
    r.newArrival,
    r.sku,
    r.variantName,
    r.isDefault,
    ...options,
    Number(r.mrp),
    Number(r.sellingPrice),
    r.isTracked,
    r.onHand,
  ];
}
