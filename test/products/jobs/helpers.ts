import type { TestApp } from '../../support/app.js';
import { bearer } from '../../support/auth.js';
import { BRAND_HEADER, CATEGORY_HEADER, SERIES_HEADER, cat, csv, idemKey, importAndWait as catalogImport } from '../../catalog/jobs/helpers.js';

export { csv, idemKey, xlsx } from '../../catalog/jobs/helpers.js';

const TERMINAL = new Set(['completed', 'failed', 'cancelled']);
export const JOBS = '/api/admin/products/jobs';

export const HEADER = [
  'productSlug',
  'name',
  'categorySlug',
  'brandSlug',
  'seriesSlug',
  'status',
  'stockStatus',
  'shortDescription',
  'description',
  'tags',
  'featured',
  'trending',
  'bestSeller',
  'newArrival',
  'variantSku',
  'variantName',
  'isDefault',
  'option1Name',
  'option1Value',
  'option2Name',
  'option2Value',
  'option3Name',
  'option3Value',
  'mrp',
  'sellingPrice',
  'isTracked',
  'onHand',
];

type Cell = string | number | boolean | null;

/** A file row in template order from named cells (absent: blank). */
export const row = (cells: Partial<Record<string, Cell>>): Cell[] => HEADER.map((c) => cells[c] ?? null);

/** A product's first row: its columns and one variant. */
export const productRow = (slug: string, cells: Partial<Record<string, Cell>> = {}): Cell[] =>
  row({ productSlug: slug, name: `Product ${slug}`, categorySlug: 'phones', mrp: 1000, sellingPrice: 900, ...cells });

export function submitImport(t: TestApp, token: string, file: Buffer | string, name = 'products.csv', key = idemKey()) {
  return t.http
    .post(`${JOBS}/import`)
    .set(bearer(token))
    .set('Idempotency-Key', key)
    .attach('file', Buffer.isBuffer(file) ? file : Buffer.from(file), name);
}

export function submitExport(t: TestApp, token: string, body: Record<string, unknown> = { format: 'csv' }, key = idemKey()) {
  return t.http.post(`${JOBS}/export`).set(bearer(token)).set('Idempotency-Key', key).send(body);
}

/** Polls the job detail until `until` (default: a terminal status); deadline 90 s. */
export async function waitForJob(t: TestApp, token: string, publicId: string, until: (job: any) => boolean = (j) => TERMINAL.has(j.status)): Promise<any> {
  const deadline = Date.now() + 90_000;
  for (;;) {
    const res = await t.http.get(`${JOBS}/${publicId}`).set(bearer(token));
    if (res.status !== 200) throw new Error(`job detail: ${res.status} ${JSON.stringify(res.body)}`);
    if (until(res.body.data)) return res.body.data;
    if (Date.now() > deadline) throw new Error(`job ${publicId} still ${res.body.data.status}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

export async function importAndWait(t: TestApp, token: string, file: Buffer | string, name?: string): Promise<any> {
  const res = await submitImport(t, token, file, name);
  if (res.status !== 200) throw new Error(`import: ${res.status} ${JSON.stringify(res.body)}`);
  return waitForJob(t, token, res.body.data.publicId);
}

export async function exportAndWait(t: TestApp, token: string, format: 'csv' | 'xlsx' = 'csv'): Promise<any> {
  const res = await submitExport(t, token, { format });
  if (res.status !== 200) throw new Error(`export: ${res.status} ${JSON.stringify(res.body)}`);
  return waitForJob(t, token, res.body.data.publicId);
}

/** The bytes behind a signed download link of the app. */
export async function download(t: TestApp, url: string): Promise<Buffer> {
  const u = new URL(url, 'http://localhost');
  const res = await t.http
    .get(`${u.pathname}${u.search}`)
    .buffer(true)
    .parse((r, cb) => {
      const chunks: Buffer[] = [];
      r.on('data', (c: Buffer) => chunks.push(c));
      r.on('end', () => cb(null, Buffer.concat(chunks)));
    });
  if (res.status !== 200) throw new Error(`download: ${res.status}`);
  return res.body as Buffer;
}

/**
 * The catalog products point at, made through the catalog's own import and tag routes: categories phones
 * and laptops, brands acme and globex, series acme-pro (of acme), tags sale, new and gift.
 */
export async function seedCatalog(t: TestApp, token: string): Promise<void> {
  const jobs = [
    await catalogImport(t, token, 'category', csv([CATEGORY_HEADER, cat('Phones', 'phones'), cat('Laptops', 'laptops')])),
    await catalogImport(
      t,
      token,
      'brand',
      csv([BRAND_HEADER, ['Acme', 'acme', null, null, null, null, null, null, null], ['Globex', 'globex', null, null, null, null, null, null, null]]),
    ),
    await catalogImport(t, token, 'brand_series', csv([SERIES_HEADER, ['Acme Pro', 'acme-pro', null, null, null, null, null, null, null, 'acme']])),
  ];
  for (const job of jobs) if (job.status !== 'completed') throw new Error(`catalog seed: ${JSON.stringify(job)}`);
  for (const [name, slug] of [
    ['Sale', 'sale'],
    ['New', 'new'],
    ['Gift', 'gift'],
  ]) {
    const res = await t.http.post('/api/admin/catalog/tags').set(bearer(token)).send({ name, slug });
    if (res.status !== 201) throw new Error(`tag: ${res.status} ${JSON.stringify(res.body)}`);
  }
}

/**
 * Everything the import writes, without ids, times or generated public ids: products by slug with their
 * variants (by position), stock, tags and options; what a round trip must reproduce.
 */
export async function catalogueSnapshot(t: TestApp): Promise<unknown[]> {
  return t.bazaar.dataSource.query(`
    SELECT s.slug, p.name, cs.slug AS category, bs.slug AS brand, ss.slug AS series, p.status, p.stock_status AS "stockStatus",
           p.short_description AS "shortDescription", p.description, p.featured, p.trending, p.best_seller AS "bestSeller",
           p.new_arrival AS "newArrival", p.options, p.min_selling_price AS "minSellingPrice", p.max_selling_price AS "maxSellingPrice",
           p.min_mrp AS "minMrp", p.live_variant_count AS "liveVariantCount",
           (SELECT coalesce(json_agg(ts.slug ORDER BY pt.position), '[]') FROM product_tags pt JOIN slugs ts ON ts.scope = 'tag' AND ts.entity_id = pt.tag_id AND ts.is_current WHERE pt.product_id = p.id) AS tags,
           (SELECT json_agg(json_build_object('sku', v.sku, 'name', v.name, 'options', v.options, 'mrp', v.mrp, 'sellingPrice', v.selling_price,
                    'isDefault', v.is_default, 'isTracked', v.is_tracked, 'onHand', v.on_hand,
                    'ledger', (SELECT coalesce(sum(mv.delta_on_hand), 0) FROM inventory_movements mv WHERE mv.variant_id = v.id)) ORDER BY v.position, v.id)
              FROM product_variants v WHERE v.product_id = p.id AND v.deleted_at IS NULL) AS variants
      FROM products p
      JOIN slugs s ON s.scope = 'product' AND s.entity_id = p.id AND s.is_current
      LEFT JOIN slugs cs ON cs.scope = 'category' AND cs.entity_id = p.category_id AND cs.is_current
      LEFT JOIN slugs bs ON bs.scope = 'brand' AND bs.entity_id = p.brand_id AND bs.is_current
      LEFT JOIN slugs ss ON ss.scope = 'brand_series' AND ss.entity_id = p.brand_series_id AND ss.is_current
     WHERE p.deleted_at IS NULL
     ORDER BY s.slug`);
}
