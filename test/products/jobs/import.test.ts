import { bootApp, type TestApp } from '../../support/app.js';
import { bearer, login, SUPERADMIN, SUPERADMIN_ENV } from '../../support/auth.js';
import { csv, HEADER, importAndWait, JOBS, productRow, row, seedCatalog, xlsx } from './helpers.js';

let t: TestApp;
let root: string;

beforeAll(async () => {
  t = await bootApp({ env: SUPERADMIN_ENV });
  root = (await login(t, SUPERADMIN.email, SUPERADMIN.password)).accessToken;
  await seedCatalog(t, root);
});
afterAll(async () => t?.close());

const q = (sql: string, params: unknown[] = []) => t.bazaar.dataSource.query(sql, params);

describe('import template', () => {
  it('answers exactly the issue columns as a CSV attachment', async () => {
    const res = await t.http.get(`${JOBS}/import-template`).set(bearer(root)).expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="?product-import-template.csv"?$/);
    expect(res.text).toBe(`${HEADER.join(',')}\r\n`);
  });
});

describe('product import', () => {
  it('creates products with variants, options, prices, stock through the ledger, and tags', async () => {
    const file = csv([
      HEADER,
      productRow('phone-x', { name: 'Phone X', brandSlug: 'acme', seriesSlug: 'acme-pro', status: 'published', stockStatus: 'in_stock', shortDescription: 'Short', description: 'Long, "quoted"\ntext', tags: 'sale|new', featured: true, variantSku: 'PX-B-128', variantName: 'Black / 128 GB', option1Name: 'Color', option1Value: 'Black', option2Name: 'Storage', option2Value: '128 GB', mrp: 50000, sellingPrice: 45000, onHand: 7 }),
      row({ productSlug: 'phone-x', variantSku: 'PX-W-128', variantName: 'White / 128 GB', isDefault: true, option1Name: 'Color', option1Value: 'White', option2Name: 'Storage', option2Value: '128 GB', mrp: 50000, sellingPrice: 44000, isTracked: false }),
      row({ productSlug: 'phone-x', variantSku: 'PX-B-256', option1Name: 'Color', option1Value: 'Black', option2Name: 'Storage', option2Value: '256 GB', mrp: 60000, sellingPrice: 60000, onHand: 3 }),
      productRow('case', { name: 'Case', categorySlug: 'phones', mrp: 500, sellingPrice: 400, onHand: 20 }),
    ]);
    const job = await importAndWait(t, root, file);
    expect(job).toMatchObject({ kind: 'import', entity: 'product', status: 'completed', format: 'csv', totalRows: 4, processedRows: 4, writtenRows: 4, errors: [] });
    const [phone] = await q(
      `SELECT p.name, p.status, p.stock_status AS "stockStatus", p.description, p.featured, p.trending, p.options, p.version,
              p.min_selling_price AS "minSp", p.max_selling_price AS "maxSp", p.min_mrp AS "minMrp", p.live_variant_count AS n, p.search_text AS "searchText",
              b.name AS brand, bs.name AS series, c.name AS category
         FROM products p JOIN slugs s ON s.scope = 'product' AND s.entity_id = p.id AND s.is_current AND s.slug = 'phone-x'
         JOIN categories c ON c.id = p.category_id JOIN brands b ON b.id = p.brand_id JOIN brand_series bs ON bs.id = p.brand_series_id`,
    );
    expect(phone).toMatchObject({
      name: 'Phone X', status: 'published', stockStatus: 'in_stock', description: 'Long, "quoted"\ntext', featured: true, trending: false, version: 1,
      options: [{ name: 'Color', values: ['Black', 'White'] }, { name: 'Storage', values: ['128 GB', '256 GB'] }],
      minSp: '44000', maxSp: '60000', minMrp: '50000', n: 3, brand: 'Acme', series: 'Acme Pro', category: 'Phones',
    });
    expect(phone.searchText).toContain('px-w-128');
    const variants = await q(
      `SELECT v.sku, v.name, v.options, v.is_default AS "isDefault", v.is_tracked AS "isTracked", v.on_hand AS "onHand", v.position, v.status
         FROM product_variants v JOIN slugs s ON s.scope = 'product' AND s.entity_id = v.product_id AND s.slug = 'phone-x' ORDER BY v.position`,
    );
    expect(variants).toEqual([
      { sku: 'PX-B-128', name: 'Black / 128 GB', options: { Color: 'Black', Storage: '128 GB' }, isDefault: false, isTracked: true, onHand: 7, position: 0, status: 'active' },
      { sku: 'PX-W-128', name: 'White / 128 GB', options: { Color: 'White', Storage: '128 GB' }, isDefault: true, isTracked: false, onHand: 0, position: 1, status: 'active' },
      { sku: 'PX-B-256', name: null, options: { Color: 'Black', Storage: '256 GB' }, isDefault: false, isTracked: true, onHand: 3, position: 2, status: 'active' },
    ]);
    const [caseProduct] = await q(`SELECT p.status, p.options, (SELECT count(*)::int FROM product_variants v WHERE v.product_id = p.id AND v.is_default AND v.name IS NULL) AS defaults FROM products p WHERE p.name = 'Case'`);
    expect(caseProduct).toEqual({ status: 'draft', options: [], defaults: 1 });
    const ledger = await q(`SELECT v.sku, m.delta_on_hand AS delta, m.reason, m.reference FROM inventory_movements m JOIN product_variants v ON v.id = m.variant_id ORDER BY v.sku`);
    expect(ledger).toEqual([
      { sku: 'PX-B-128', delta: 7, reason: 'receipt', reference: job.publicId },
      { sku: 'PX-B-256', delta: 3, reason: 'receipt', reference: job.publicId },
      { sku: null, delta: 20, reason: 'receipt', reference: job.publicId },
    ]);
    const tags = await q(`SELECT ts.slug FROM product_tags pt JOIN slugs ts ON ts.scope = 'tag' AND ts.entity_id = pt.tag_id JOIN products p ON p.id = pt.product_id WHERE p.name = 'Phone X' ORDER BY pt.position`);
    expect(tags.map((r: any) => r.slug)).toEqual(['sale', 'new']);
    const events = await q(`SELECT payload->>'productId' AS id FROM outbox_events WHERE topic = 'product.created'`);
    const ids = await q(`SELECT public_id AS id FROM products`);
    expect(events.map((e: any) => e.id).sort()).toEqual(ids.map((p: any) => p.id).sort());
    expect((await q(`SELECT count(*)::int AS n FROM activity_log WHERE entity = 'product' AND action = 'import'`))[0].n).toBe(2);
  });
});
