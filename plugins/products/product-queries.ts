import { entityColumnsSql } from '../../core/db/entity-columns.js';
import { sqlRows } from '../../core/db/sql.js';
import { catalogJoin } from '../catalog/index.js';
import { currentSlugJoin } from '../../core/db/slugs/slug-registry.js';
import { Product } from './entities/product.entity.js';
import { ProductVariant } from './entities/product-variant.entity.js';

/** An entity's columns as a raw SELECT of entityColumnsSql reads them: node-postgres gives money (bigint) as text. */
type RawColumns<E, Money extends keyof E> = {
  [K in keyof E as E[K] extends Function ? never : K]: K extends Money ? (null extends E[K] ? string | null : string) : E[K];
};

/** A row of ADMIN_PRODUCT_SELECT. */
export type ProductRow = RawColumns<Product, 'minSellingPrice' | 'maxSellingPrice' | 'minMrp'> & {
  slug: string | null;
  categoryPublicId: string;
  categoryName: string;
  categorySlug: string | null;
  brandPublicId: string | null;
  brandName: string | null;
  brandSlug: string | null;
  seriesPublicId: string | null;
  seriesName: string | null;
  seriesSlug: string | null;
};

/** A row of VARIANT_SELECT. */
export type VariantRow = RawColumns<ProductVariant, 'mrp' | 'sellingPrice'>;

export type TagRef = { publicId: string; name: string; slug: string | null };

/** Every product column plus its current slug and its category, brand and series (public id, name, slug). */
export const ADMIN_PRODUCT_SELECT = `
  SELECT ${entityColumnsSql(Product, 'p')}, s.slug AS slug,
         c.public_id AS "categoryPublicId", c.name AS "categoryName", cs.slug AS "categorySlug",
         b.public_id AS "brandPublicId", b.name AS "brandName", bs.slug AS "brandSlug",
         r.public_id AS "seriesPublicId", r.name AS "seriesName", rs.slug AS "seriesSlug"
    FROM products p
    ${currentSlugJoin('product', 'p', 's')}
    ${catalogJoin('category', 'c', 'p.category_id')}
    ${currentSlugJoin('category', 'c', 'cs')}
    ${catalogJoin('brand', 'b', 'p.brand_id', 'LEFT JOIN')}
    ${currentSlugJoin('brand', 'b', 'bs')}
    ${catalogJoin('brand_series', 'r', 'p.brand_series_id', 'LEFT JOIN')}
    ${currentSlugJoin('brand_series', 'r', 'rs')}`;

export const VARIANT_SELECT = `SELECT ${entityColumnsSql(ProductVariant, 'v')} FROM product_variants v`;

export async function productRow(publicId: string): Promise<ProductRow | undefined> {
  const [row] = await sqlRows<ProductRow>(`${ADMIN_PRODUCT_SELECT} WHERE p.public_id = $1`, [publicId.toLowerCase()]);
  return row;
}

/** The product's live variants, default first then by position. */
export function liveVariantRows(productId: string): Promise<VariantRow[]> {
  return sqlRows<VariantRow>(`${VARIANT_SELECT} WHERE v.product_id = $1 AND v.deleted_at IS NULL ORDER BY v.is_default DESC, v.position, v.id`, [productId]);
}

export function tagRows(productId: string): Promise<TagRef[]> {
  return sqlRows<TagRef>(
    `SELECT t.public_id AS "publicId", t.name, s.slug
       FROM product_tags pt ${catalogJoin('tag', 't', 'pt.tag_id')} ${currentSlugJoin('tag', 't', 's')}
      WHERE pt.product_id = $1 AND t.deleted_at IS NULL ORDER BY pt.position, t.id`,
    [productId],
  );
}
