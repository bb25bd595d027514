import { containsPattern, sqlRows } from '../../../core/db/sql.js';
import { currentSlugJoin } from '../../../core/db/slugs/slug-registry.js';
import { byReference, panelReads } from '../../../core/panel/panel-reads.js';
import type { PanelRow } from '../../../core/panel/resource-spec.js';
import { catalogJoin } from '../../catalog/index.js';
import { money } from './panel-shared.js';

export const productReads = panelReads({
  select: `SELECT t.*, t.public_id AS "publicId", s.slug, c.public_id AS "categoryPublicId", b.public_id AS "brandPublicId", r.public_id AS "seriesPublicId"
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
    stockStatus: (v, p) => `t.stock_status = ${p(v)}`,
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
    stockStatus: r.stock_status,
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
