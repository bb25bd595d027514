import { newPublicId } from '../../core/db/ids.js';
import { invalidateProductReads } from '../../plugins/products/index.js';
import type { TestApp } from '../support/app.js';
import { bearer } from '../support/auth.js';

/*
 * Fixtures for the storefront and deals suites. Catalog records go through the catalog's admin routes;
 * products are written as rows the way the products admin service leaves them (row, current slug in the
 * registry, variants, price rollup, search text), since that service is another part of issue 11.
 */

export const STORE = '/api/mobile/products';
export const DEALS = '/api/admin/deals';

export interface VariantSpec {
  mrp: number;
  sellingPrice: number;
  name?: string | null;
  sku?: string | null;
  options?: Record<string, string>;
  isDefault?: boolean;
  status?: 'active' | 'withdrawn';
  deleted?: boolean;
  isTracked?: boolean;
  onHand?: number;
  reserved?: number;
  lowStockThreshold?: number;
  position?: number;
}

export interface ProductSpec {
  name: string;
  slug?: string;
  /** earlier slugs, retired */
  oldSlugs?: string[];
  category: { id: string; name?: string };
  brand?: { id: string; name: string } | null;
  series?: { id: string } | null;
  categoryName?: string;
  status?: 'draft' | 'published' | 'unlisted' | 'archived';
  stockStatus?: 'in_stock' | 'out_of_stock' | 'low_stock' | 'pre_order';
  featured?: boolean;
  trending?: boolean;
  bestSeller?: boolean;
  newArrival?: boolean;
  sku?: string | null;
  thumbnailKey?: string | null;
  thumbnailAlt?: string | null;
  createdAt?: Date;
  deleted?: boolean;
  tags?: Array<{ id: string }>;
  variants?: VariantSpec[];
  extra?: Record<string, unknown>;
}

export interface Made {
  id: string;
  publicId: string;
  slug: string;
  variants: Array<{ id: string; publicId: string }>;
}

let seq = 0;

export function fixtures(t: TestApp, token: () => string) {
  const sql = (text: string, params: unknown[] = []) => t.bazaar.dataSource.query(text, params);
  const auth = () => bearer(token());
  const internalId = async (table: string, publicId: string) => String((await sql(`SELECT id FROM ${table} WHERE public_id = $1`, [publicId]))[0].id);

  async function post(path: string, body: object) {
    const res = await t.http.post(path).set(auth()).send(body);
    if (res.status !== 201) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.data;
  }

  return {
    sql,
    /** runs SQL that changes products, then drops the cached storefront reads */
    async write(text: string, params: unknown[] = []) {
      const out = await sql(text, params);
      await invalidateProductReads();
      return out;
    },
    async category(body: Record<string, unknown>) {
      const c = await post('/api/admin/catalog/categories', body);
      return { ...c, id: await internalId('categories', c.publicId) };
    },
    async brand(body: Record<string, unknown>) {
      const b = await post('/api/admin/catalog/brands', body);
      return { ...b, id: await internalId('brands', b.publicId) };
    },
    async series(body: Record<string, unknown>) {
      const s = await post('/api/admin/catalog/brand-series', body);
      return { ...s, id: await internalId('brand_series', s.publicId) };
    },
    async tag(body: Record<string, unknown>) {
      const g = await post('/api/admin/catalog/tags', body);
      return { ...g, id: await internalId('tags', g.publicId) };
    },
    async product(spec: ProductSpec): Promise<Made> {
      seq++;
      const slug = spec.slug ?? `product-${seq}`;
      const variants = spec.variants ?? [{ mrp: 1000, sellingPrice: 1000 }];
      const live = variants.filter((v) => !v.deleted && (v.status ?? 'active') === 'active');
      const skus = [spec.sku, ...variants.map((v) => v.sku)].filter(Boolean).join(' ');
      const [row] = await sql(
        `INSERT INTO products (public_id, name, sku, category_id, brand_id, brand_series_id, status, stock_status, featured, trending, best_seller, new_arrival,
                               thumbnail_key, thumbnail_alt, min_selling_price, max_selling_price, min_mrp, live_variant_count, search_text, created_at, updated_at, deleted_at)
         VALUES ($21, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17,
                 catalog_search_text($18), coalesce($19, now()), coalesce($19, now()), $20)
         RETURNING id, public_id AS "publicId"`,
        [
          spec.name, spec.sku ?? null, spec.category.id, spec.brand?.id ?? null, spec.series?.id ?? null, spec.status ?? 'published', spec.stockStatus ?? 'in_stock',
          !!spec.featured, !!spec.trending, !!spec.bestSeller, !!spec.newArrival, spec.thumbnailKey ?? null, spec.thumbnailAlt ?? null,
          live.length ? Math.min(...live.map((v) => v.sellingPrice)) : null,
          live.length ? Math.max(...live.map((v) => v.sellingPrice)) : null,
          live.length ? Math.min(...live.map((v) => v.mrp)) : null,
          live.length,
          [spec.name, skus, spec.brand?.name ?? '', spec.categoryName ?? spec.category.name ?? ''].join(' '),
          spec.createdAt ?? null, spec.deleted ? new Date() : null, newPublicId(),
        ],
      );
      const id = String(row.id);
      for (const old of spec.oldSlugs ?? []) await sql(`INSERT INTO slugs (scope, slug, entity_id, is_current) VALUES ('product', $1, $2, false)`, [old, id]);
      await sql(`INSERT INTO slugs (scope, slug, entity_id, is_current) VALUES ('product', $1, $2, true)`, [slug, id]);
      const made: Made = { id, publicId: row.publicId, slug, variants: [] };
      for (const [i, v] of variants.entries()) {
        const [vr] = await sql(
          `INSERT INTO product_variants (public_id, product_id, name, sku, options, mrp, selling_price, is_default, status, position, is_tracked, on_hand, reserved, low_stock_threshold, deleted_at)
           VALUES ($15, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) RETURNING id, public_id AS "publicId"`,
          [id, v.name ?? null, v.sku ?? null, JSON.stringify(v.options ?? (variants.length > 1 ? { option: `v${i}` } : {})), v.mrp, v.sellingPrice, v.isDefault ?? i === 0,
           v.status ?? 'active', v.position ?? i, v.isTracked ?? true, v.onHand ?? 10, v.reserved ?? 0, v.lowStockThreshold ?? 5, v.deleted ? new Date() : null, newPublicId()],
        );
        made.variants.push({ id: String(vr.id), publicId: vr.publicId });
      }
      for (const [i, tag] of (spec.tags ?? []).entries()) await sql(`INSERT INTO product_tags (product_id, tag_id, position) VALUES ($1, $2, $3)`, [id, tag.id, i]);
      if (spec.extra) {
        for (const [column, value] of Object.entries(spec.extra)) {
          await sql(`UPDATE products SET ${column} = $1 WHERE id = $2`, [typeof value === 'object' && value !== null ? JSON.stringify(value) : value, id]);
        }
      }
      // rows written behind the services' back: drop the cached reads as a product write does
      await invalidateProductReads();
      return made;
    },
    /** POST /api/admin/deals with a fresh Idempotency-Key; returns the response */
    createDeal(body: Record<string, unknown>) {
      return t.http.post(DEALS).set(auth()).set('Idempotency-Key', `deal-${++seq}-${Date.now()}`).send(body);
    },
    async deal(body: Record<string, unknown>) {
      const res = await this.createDeal(body);
      if (res.status !== 201) throw new Error(`deal: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body.data;
    },
  };
}

/** An ISO instant `minutes` from now (real time). */
export const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
