import { seedDemo } from '../../core/demo/run-demo.js';
import { DEMO_PRODUCTS } from '../../plugins/products/demo-data.js';
import { bootApp, type TestApp } from '../support/app.js';
import { login, SUPERADMIN, SUPERADMIN_ENV } from '../support/auth.js';
import { PRODUCTS, productApi } from './support.js';

/*
 * The demo shop's products (npm run seed): written through the product services over the catalog's demo
 * records, stock received through the ledger, pictures stored by the uploads plugin; a second run adds nothing.
 */
let t: TestApp;
let root: string;
const api = () => productApi(t, () => root);
const sql = <T = any>(text: string, params: unknown[] = []): Promise<T[]> => t.bazaar.dataSource.query(text, params);

const TABLES = [
  'products',
  'product_variants',
  'inventory_movements',
  'product_tags',
  'uploaded_files',
  'slugs',
  'activity_log',
  'deals',
  'deal_products',
  'deal_categories',
  'deal_brands',
];
async function counts(): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const table of TABLES) out[table] = (await sql<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]!.n;
  return out;
}

const combinations = (p: (typeof DEMO_PRODUCTS)[number]) => (p.options ?? []).reduce((n, [, values]) => n * values.length, 1);
const detail = async (slug: string) => {
  const [{ publicId }] = await sql(
    `SELECT p.public_id AS "publicId" FROM products p JOIN slugs s ON s.scope = 'product' AND s.entity_id = p.id AND s.is_current WHERE s.slug = $1`,
    [slug],
  );
  return (await api().get(`${PRODUCTS}/${publicId}`).expect(200)).body.data;
};

let first: Record<string, number>;
beforeAll(async () => {
  // only the areas this demo needs: seeding every area takes much longer
  t = await bootApp({ env: { ...SUPERADMIN_ENV, PLUGINS: 'accounts,seo,uploads,catalog,products' } });
  root = (await login(t, SUPERADMIN.email, SUPERADMIN.password)).accessToken;
  await seedDemo(t.bazaar);
  first = await counts();
});
afterAll(async () => t?.close());

describe('the demo products', () => {
  it('seeds about thirty products with one variant per option combination, most published, one unlisted, one draft', async () => {
    expect(DEMO_PRODUCTS.length).toBeGreaterThanOrEqual(30);
    expect(first.products).toBe(DEMO_PRODUCTS.length);
    expect(first.product_variants).toBe(DEMO_PRODUCTS.reduce((n, p) => n + combinations(p), 0));
    const statuses = await sql(`SELECT status, count(*)::int AS n FROM products GROUP BY status ORDER BY status`);
    expect(statuses).toEqual([
      { status: 'draft', n: 1 },
      { status: 'published', n: DEMO_PRODUCTS.length - 2 },
      { status: 'unlisted', n: 1 },
    ]);
    // every write was the system's, through the services (one activity line per product write at least)
    expect(await sql(`SELECT DISTINCT actor FROM activity_log WHERE entity = 'product'`)).toEqual([{ actor: 'system' }]);
  });

  it("gives a phone Color x Storage variants with NPR prices in paisa, named and with SKUs, on the catalog's records", async () => {
    const phone = await detail('samsung-galaxy-s25-ultra');
    expect(phone).toMatchObject({
      status: 'published',
      category: { slug: 'android-phones' },
      brand: { slug: 'samsung' },
      brandSeries: { slug: 'samsung-galaxy-s' },
      options: [
        { name: 'Color', values: ['Titanium Black', 'Titanium Silverblue'] },
        { name: 'Storage', values: ['256 GB', '512 GB'] },
      ],
      pricing: { mrp: 18_499_900, sellingPrice: 17_999_900, maxSellingPrice: 19_999_900, variantCount: 4 },
      featured: true,
      newArrival: true,
      trending: false,
      tags: [{ slug: '5g' }, { slug: 'new-arrival' }],
      specifications: expect.arrayContaining([{ group: 'Camera', name: 'Main', value: '200 MP' }]),
    });
    expect(phone.variants.map((v: any) => [v.name, v.sku, v.sellingPrice, v.onHand, v.isDefault])).toEqual([
      ['Titanium Black / 256 GB', 'SM-S938-TB-256G', 17_999_900, 8, true],
      ['Titanium Black / 512 GB', 'SM-S938-TB-512G', 19_999_900, 5, false],
      ['Titanium Silverblue / 256 GB', 'SM-S938-TS-256G', 17_999_900, 6, false],
      ['Titanium Silverblue / 512 GB', 'SM-S938-TS-512G', 19_999_900, 4, false],
    ]);
    const plain = await detail('xiaomi-power-bank-20000');
    expect(plain).toMatchObject({ sku: 'XPB-20K', options: [], pricing: { mrp: 399_900, sellingPrice: 329_900, variantCount: 1 } });
    expect(plain.variants).toEqual([expect.objectContaining({ name: null, sku: 'XPB-20K', onHand: 50, isDefault: true })]);
  });

  it("receives the stock through the ledger: each variant's onHand is the sum of its receipts", async () => {
    const off = await sql(
      `SELECT v.sku FROM product_variants v LEFT JOIN inventory_movements m ON m.variant_id = v.id
        GROUP BY v.id HAVING v.on_hand <> coalesce(sum(m.delta_on_hand), 0) OR v.reserved <> 0`,
    );
    expect(off).toEqual([]);
    expect(await sql(`SELECT DISTINCT reason, actor, note FROM inventory_movements`)).toEqual([{ reason: 'receipt', actor: 'system', note: 'Opening stock' }]);
    expect((await sql(`SELECT count(*)::int AS n FROM inventory_movements WHERE delta_on_hand <= 0`))[0].n).toBe(0);
  });

  it('has low-stock, out-of-stock and pre-order products, and the unlisted and draft ones', async () => {
    const iphone = await detail('apple-iphone-16');
    expect(iphone.stockStatus).toBe('low_stock');
    expect(iphone.variants.map((v: any) => [v.available, v.available > 0 && v.available <= v.lowStockThreshold])).toEqual([
      [3, true],
      [2, true],
    ]);
    const soldOut = await detail('dell-alienware-m16-r2');
    expect([soldOut.stockStatus, soldOut.variants[0].onHand, soldOut.variants[0].isTracked]).toEqual(['out_of_stock', 0, true]);
    const preOrder = await detail('xiaomi-15');
    expect([preOrder.stockStatus, preOrder.status, preOrder.variants.map((v: any) => v.onHand)]).toEqual(['pre_order', 'published', [0, 0]]);
    expect((await detail('apple-iphone-13-refurbished')).status).toBe('unlisted');
    expect((await detail('lenovo-yoga-slim-7i')).status).toBe('draft');
    const flags = await sql(
      `SELECT sum(featured::int)::int AS f, sum(trending::int)::int AS t, sum(best_seller::int)::int AS b, sum(new_arrival::int)::int AS n FROM products`,
    );
    for (const n of Object.values(flags[0] as Record<string, number>)) expect(n).toBeGreaterThanOrEqual(4);
  });

  it('stores its pictures once as public files: every thumbnail and gallery key serves a WebP to anyone', async () => {
    const rows = await sql<{ thumbnailKey: string; gallery: Array<{ key: string }> }>(`SELECT thumbnail_key AS "thumbnailKey", gallery FROM products`);
    const keys = new Set(rows.flatMap((r) => [r.thumbnailKey, ...r.gallery.map((g) => g.key)]));
    expect(keys.size).toBeGreaterThanOrEqual(10);
    expect(keys.size).toBeLessThanOrEqual(14);
    for (const key of keys) {
      expect(key).toMatch(/^public\/landing\//);
      const res = await t.http.get(`/api/files/${key}`).expect(200);
      expect([res.headers['content-type'], res.body.length > 500]).toEqual(['image/webp', true]);
    }
    const files = await sql(`SELECT count(*)::int AS n FROM uploaded_files WHERE original_name LIKE 'demo-products-%'`);
    expect(files[0].n).toBe(keys.size);
  });

  it('runs three live deals (a category subtree, a brand, two products): the deals feed shows their products with the winning deal', async () => {
    const live = (await api().get('/api/admin/deals?live=true&sort=name&order=asc').expect(200)).body.data;
    expect(live.map((d: any) => [d.name, d.discountBps, d.isLive])).toEqual([
      ['Audio fortnight', 1500, true],
      ['Deal of the week: power bank and earbuds', 2000, true],
      ['Samsung days', 1000, true],
    ]);
    expect(await sql(`SELECT DISTINCT actor FROM activity_log WHERE entity = 'deal'`)).toEqual([{ actor: 'system' }]);
    const feed: any[] = [];
    for (let cursor: string | null = null, page = 0; page === 0 || cursor; page++) {
      const body: any = (
        await t.http
          .get('/api/mobile/products/discovery/deals')
          .query({ limit: 100, ...(cursor ? { cursor } : {}) })
          .expect(200)
      ).body;
      feed.push(...body.data);
      cursor = body.nextCursor;
    }
    const bySlug = new Map(feed.map((c) => [c.slug, c]));
    expect([...bySlug.keys()]).toEqual(
      expect.arrayContaining(['sony-wh-1000xm5', 'samsung-galaxy-s25-ultra', 'xiaomi-power-bank-20000', 'samsung-galaxy-buds3-pro']),
    );
    expect(feed.every((c) => c.pricing.deal !== null && c.pricing.effectivePrice === c.pricing.sellingPrice - c.pricing.deal.saving)).toBe(true);
    expect(bySlug.get('sony-wh-1000xm5').pricing.deal.discountBps).toBe(1500);
    expect(bySlug.get('samsung-galaxy-s25-ultra').pricing.deal.discountBps).toBe(1000);
    // the earbuds are covered by all three (audio, Samsung, the product): the largest saving wins
    expect(bySlug.get('samsung-galaxy-buds3-pro').pricing.deal.discountBps).toBe(2000);
    // a published product no deal covers is not in the feed
    const [{ n }] = await sql(`SELECT count(*)::int AS n FROM products WHERE status = 'published'`);
    expect(feed.length).toBeLessThan(n);
  });

  it('adds nothing when it runs again, and leaves every product row untouched', async () => {
    const before = await sql(`SELECT max(updated_at) AS max, sum(version)::int AS versions FROM products`);
    await seedDemo(t.bazaar);
    await seedDemo(t.bazaar);
    expect(await counts()).toEqual(first);
    expect(await sql(`SELECT max(updated_at) AS max, sum(version)::int AS versions FROM products`)).toEqual(before);
  });
});
