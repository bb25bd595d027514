import { invalidateProductReads, products } from '../../plugins/products/index.js';
import type { TestApp } from '../support/app.js';
import { bearer } from '../support/auth.js';
import { key, PRODUCTS } from './support.js';

/*
 * Fixtures for the storefront and deals suites. Catalog records and products go through the admin routes
 * (create, options, variants, facets, stock adjustments, lifecycle, delete) and holds through the stock
 * surface, so the storefront reads what the services really write: rollup, search text, slugs, stock.
 * The one thing written behind the services' back is createdAt (time travel, for the `newest` order).
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
  /** default 10 (tracked variants) */
  onHand?: number;
  /** units held (a hold through the stock surface); above onHand via a correction after the hold */
  reserved?: number;
  lowStockThreshold?: number;
}

interface Linked {
  publicId: string;
}

export interface ProductSpec {
  name: string;
  slug?: string;
  /** earlier slugs, retired (the product is created with the first and renamed through the rest) */
  oldSlugs?: string[];
  category: Linked;
  brand?: Linked | null;
  series?: Linked | null;
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
  tags?: Linked[];
  variants?: VariantSpec[];
  /** the option axes; default: from the variants' options in order of appearance */
  options?: Array<{ name: string; values: string[] }>;
  shortDescription?: string;
  description?: string;
  specifications?: Array<{ group: string; name: string; value: string }>;
  seoId?: string;
  gallery?: Array<{ key: string; alt?: string | null; order?: number }>;
  videos?: Array<{ key?: string | null; embedUrl?: string | null; title?: string | null; order?: number }>;
  attachments?: Array<{ key: string; name?: string | null; order?: number }>;
}

export interface Made {
  id: string;
  publicId: string;
  slug: string;
  variants: Array<{ id: string; publicId: string }>;
}

let seq = 0;

/** The option axes the variants use, values in order of appearance. */
function axesOf(variants: Array<{ options: Record<string, string> }>): Array<{ name: string; values: string[] }> {
  const axes = new Map<string, string[]>();
  for (const v of variants) {
    for (const [name, value] of Object.entries(v.options)) {
      const values = axes.get(name) ?? [];
      if (!values.includes(value)) values.push(value);
      axes.set(name, values);
    }
  }
  return [...axes].map(([name, values]) => ({ name, values }));
}

export function fixtures(t: TestApp, token: () => string) {
  const sql = (text: string, params: unknown[] = []) => t.bazaar.dataSource.query(text, params);
  const auth = () => bearer(token());
  const internalId = async (table: string, publicId: string) => String((await sql(`SELECT id FROM ${table} WHERE public_id = $1`, [publicId]))[0].id);

  async function expectOk(res: { status: number; body: any }, status: number, what: string) {
    if (res.status !== status) throw new Error(`${what}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.data;
  }
  const post = async (path: string, body: object) => expectOk(await t.http.post(path).set(auth()).set(key()).send(body), 201, `POST ${path}`);
  const patch = async (path: string, body: object) => expectOk(await t.http.patch(path).set(auth()).send(body), 200, `PATCH ${path}`);
  const put = async (path: string, body: object) => expectOk(await t.http.put(path).set(auth()).send(body), 200, `PUT ${path}`);
  const del = async (path: string) => expectOk(await t.http.delete(path).set(auth()), 200, `DELETE ${path}`);
  const currentVersion = async (path: string) => (await expectOk(await t.http.get(path).set(auth()), 200, `GET ${path}`)).version as number;

  /** stock as the spec says: a receipt, a hold through the stock surface, a correction when onHand ends below reserved */
  async function stock(path: string, variantPublicId: string, onHand: number, reserved: number) {
    const receipt = Math.max(onHand, reserved);
    if (receipt > 0) await post(`${path}/inventory/adjustments`, { delta: receipt, reason: 'receipt' });
    if (reserved > 0) {
      const held = await products.stock.hold([{ variantId: variantPublicId, quantity: reserved }], `fixture-${variantPublicId}`);
      if (!held.ok) throw new Error(`hold: ${JSON.stringify(held)}`);
    }
    if (onHand < receipt) await post(`${path}/inventory/adjustments`, { delta: onHand - receipt, reason: 'correction' });
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
      const slugs = [...(spec.oldSlugs ?? []), slug];
      const specs = (spec.variants ?? [{ mrp: 1000, sellingPrice: 1000 }]).map((v, i, all) => ({
        ...v,
        options: v.options ?? (all.length > 1 ? { option: `v${i}` } : {}),
      }));
      const defaultAt = Math.max(
        0,
        specs.findIndex((v) => v.isDefault),
      );
      const first = specs[defaultAt];
      const created = await post(PRODUCTS, {
        name: spec.name,
        slug: slugs[0],
        categoryPublicId: spec.category.publicId,
        mrp: first.mrp,
        sellingPrice: first.sellingPrice,
        ...(spec.sku ? { sku: spec.sku } : {}),
        ...(spec.brand ? { brandPublicId: spec.brand.publicId } : {}),
        ...(spec.series ? { brandSeriesPublicId: spec.series.publicId } : {}),
        ...(spec.shortDescription !== undefined ? { shortDescription: spec.shortDescription } : {}),
        ...(spec.description !== undefined ? { description: spec.description } : {}),
      });
      const p = `${PRODUCTS}/${created.publicId}`;
      for (const next of slugs.slice(1)) await patch(p, { slug: next });
      if (spec.specifications) await patch(p, { specifications: spec.specifications });

      const axes = spec.options ?? axesOf(specs);
      if (axes.length) await put(`${p}/options`, { options: axes });
      const variantIds: string[] = [];
      const defaultVariant = created.variants.find((v: any) => v.isDefault).publicId as string;
      for (const [i, v] of specs.entries()) {
        const fields = {
          ...(v.name !== undefined ? { name: v.name } : {}),
          ...(v.sku !== undefined ? { sku: v.sku } : {}),
          ...(v.isTracked !== undefined ? { isTracked: v.isTracked } : {}),
          ...(v.lowStockThreshold !== undefined ? { lowStockThreshold: v.lowStockThreshold } : {}),
        };
        if (i === defaultAt) {
          if (Object.keys(fields).length || axes.length)
            await patch(`${p}/variants/${defaultVariant}`, { ...fields, ...(axes.length ? { options: v.options } : {}) });
          variantIds.push(defaultVariant);
        } else {
          variantIds.push((await post(`${p}/variants`, { ...fields, options: v.options, mrp: v.mrp, sellingPrice: v.sellingPrice })).publicId);
        }
      }
      for (const [i, v] of specs.entries()) {
        if (v.isTracked !== false) await stock(`${p}/variants/${variantIds[i]}`, variantIds[i], v.onHand ?? 10, v.reserved ?? 0);
      }
      // withdrawn and deleted last, the default one after the others (it may not go while others are live)
      const order = specs.map((_, i) => i).sort((a, b) => Number(a === defaultAt) - Number(b === defaultAt));
      for (const i of order) {
        if (specs[i].status === 'withdrawn') await patch(`${p}/variants/${variantIds[i]}`, { status: 'withdrawn' });
        if (specs[i].deleted) await del(`${p}/variants/${variantIds[i]}`);
      }

      const media = {
        ...(spec.thumbnailKey ? { thumbnailKey: spec.thumbnailKey, thumbnailAlt: spec.thumbnailAlt ?? null } : {}),
        ...(spec.gallery ? { gallery: spec.gallery } : {}),
        ...(spec.videos ? { videos: spec.videos } : {}),
        ...(spec.attachments ? { attachments: spec.attachments } : {}),
      };
      if (Object.keys(media).length) await patch(`${p}/media`, media);
      if (spec.seoId) await patch(`${p}/seo`, { seoId: spec.seoId });
      if (spec.tags?.length) await patch(`${p}/tags`, { tagPublicIds: spec.tags.map((g) => g.publicId) });
      const flags = { featured: spec.featured, trending: spec.trending, bestSeller: spec.bestSeller, newArrival: spec.newArrival };
      if (Object.values(flags).some(Boolean)) await patch(`${p}/discovery`, Object.fromEntries(Object.entries(flags).filter(([, on]) => on)));
      if (spec.stockStatus && spec.stockStatus !== 'in_stock') await patch(`${p}/stock`, { stockStatus: spec.stockStatus, version: await currentVersion(p) });
      const status = spec.status ?? 'published';
      if (status !== 'draft') await patch(`${p}/lifecycle`, { status, version: await currentVersion(p) });
      if (spec.deleted) await del(p);

      const id = await internalId('products', created.publicId);
      if (spec.createdAt) await sql(`UPDATE products SET created_at = $1 WHERE id = $2`, [spec.createdAt, id]);
      await invalidateProductReads();
      const rows: Array<{ id: string; publicId: string }> = await sql(
        `SELECT id::text, public_id AS "publicId" FROM product_variants WHERE public_id = ANY($1::uuid[])`,
        [variantIds],
      );
      const byPublicId = new Map(rows.map((r) => [r.publicId, r.id]));
      return { id, publicId: created.publicId, slug, variants: variantIds.map((publicId) => ({ id: byPublicId.get(publicId)!, publicId })) };
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
