import pg from 'pg';
import { bootApp, type TestApp } from '../../support/app.js';
import { bearer, login, SUPERADMIN, SUPERADMIN_ENV } from '../../support/auth.js';
import { csv, HEADER, idemKey, importAndWait, JOBS, productRow, row, seedCatalog, submitImport, waitForJob, xlsx } from './helpers.js';

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
      productRow('phone-x', {
        name: 'Phone X',
        brandSlug: 'acme',
        seriesSlug: 'acme-pro',
        status: 'published',
        stockStatus: 'in_stock',
        shortDescription: 'Short',
        description: 'Long, "quoted"\ntext',
        tags: 'sale|new',
        featured: true,
        variantSku: 'PX-B-128',
        variantName: 'Black / 128 GB',
        option1Name: 'Color',
        option1Value: 'Black',
        option2Name: 'Storage',
        option2Value: '128 GB',
        mrp: 50000,
        sellingPrice: 45000,
        onHand: 7,
      }),
      row({
        productSlug: 'phone-x',
        variantSku: 'PX-W-128',
        variantName: 'White / 128 GB',
        isDefault: true,
        option1Name: 'Color',
        option1Value: 'White',
        option2Name: 'Storage',
        option2Value: '128 GB',
        mrp: 50000,
        sellingPrice: 44000,
        isTracked: false,
      }),
      row({
        productSlug: 'phone-x',
        variantSku: 'PX-B-256',
        option1Name: 'Color',
        option1Value: 'Black',
        option2Name: 'Storage',
        option2Value: '256 GB',
        mrp: 60000,
        sellingPrice: 60000,
        onHand: 3,
      }),
      productRow('case', { name: 'Case', categorySlug: 'phones', mrp: 500, sellingPrice: 400, onHand: 20 }),
    ]);
    const job = await importAndWait(t, root, file);
    expect(job).toMatchObject({
      kind: 'import',
      entity: 'product',
      status: 'completed',
      format: 'csv',
      totalRows: 4,
      processedRows: 4,
      writtenRows: 4,
      errors: [],
    });
    const [phone] = await q(
      `SELECT p.name, p.status, p.stock_status AS "stockStatus", p.description, p.featured, p.trending, p.options, p.version,
              p.min_selling_price AS "minSp", p.max_selling_price AS "maxSp", p.min_mrp AS "minMrp", p.live_variant_count AS n, p.search_text AS "searchText",
              b.name AS brand, bs.name AS series, c.name AS category
         FROM products p JOIN slugs s ON s.scope = 'product' AND s.entity_id = p.id AND s.is_current AND s.slug = 'phone-x'
         JOIN categories c ON c.id = p.category_id JOIN brands b ON b.id = p.brand_id JOIN brand_series bs ON bs.id = p.brand_series_id`,
    );
    expect(phone).toMatchObject({
      name: 'Phone X',
      status: 'published',
      stockStatus: 'in_stock',
      description: 'Long, "quoted"\ntext',
      featured: true,
      trending: false,
      version: 1,
      options: [
        { name: 'Color', values: ['Black', 'White'] },
        { name: 'Storage', values: ['128 GB', '256 GB'] },
      ],
      minSp: '44000',
      maxSp: '60000',
      minMrp: '50000',
      n: 3,
      brand: 'Acme',
      series: 'Acme Pro',
      category: 'Phones',
    });
    expect(phone.searchText).toContain('px-w-128');
    const variants = await q(
      `SELECT v.sku, v.name, v.options, v.is_default AS "isDefault", v.is_tracked AS "isTracked", v.on_hand AS "onHand", v.position, v.status
         FROM product_variants v JOIN slugs s ON s.scope = 'product' AND s.entity_id = v.product_id AND s.slug = 'phone-x' ORDER BY v.position`,
    );
    expect(variants).toEqual([
      {
        sku: 'PX-B-128',
        name: 'Black / 128 GB',
        options: { Color: 'Black', Storage: '128 GB' },
        isDefault: false,
        isTracked: true,
        onHand: 7,
        position: 0,
        status: 'active',
      },
      {
        sku: 'PX-W-128',
        name: 'White / 128 GB',
        options: { Color: 'White', Storage: '128 GB' },
        isDefault: true,
        isTracked: false,
        onHand: 0,
        position: 1,
        status: 'active',
      },
      {
        sku: 'PX-B-256',
        name: null,
        options: { Color: 'Black', Storage: '256 GB' },
        isDefault: false,
        isTracked: true,
        onHand: 3,
        position: 2,
        status: 'active',
      },
    ]);
    const [caseProduct] = await q(
      `SELECT p.status, p.options, (SELECT count(*)::int FROM product_variants v WHERE v.product_id = p.id AND v.is_default AND v.name IS NULL) AS defaults FROM products p WHERE p.name = 'Case'`,
    );
    expect(caseProduct).toEqual({ status: 'draft', options: [], defaults: 1 });
    const ledger = await q(
      `SELECT v.sku, m.delta_on_hand AS delta, m.reason, m.reference FROM inventory_movements m JOIN product_variants v ON v.id = m.variant_id ORDER BY v.sku`,
    );
    expect(ledger).toEqual([
      { sku: 'PX-B-128', delta: 7, reason: 'receipt', reference: job.publicId },
      { sku: 'PX-B-256', delta: 3, reason: 'receipt', reference: job.publicId },
      { sku: null, delta: 20, reason: 'receipt', reference: job.publicId },
    ]);
    const tags = await q(
      `SELECT ts.slug FROM product_tags pt JOIN slugs ts ON ts.scope = 'tag' AND ts.entity_id = pt.tag_id JOIN products p ON p.id = pt.product_id WHERE p.name = 'Phone X' ORDER BY pt.position`,
    );
    expect(tags.map((r: any) => r.slug)).toEqual(['sale', 'new']);
    const events = await q(`SELECT payload->>'productId' AS id FROM outbox_events WHERE topic = 'products.product.created'`);
    const ids = await q(`SELECT public_id AS id FROM products`);
    expect(events.map((e: any) => e.id).sort()).toEqual(ids.map((p: any) => p.id).sort());
    expect((await q(`SELECT count(*)::int AS n FROM activity_log WHERE entity = 'product' AND action = 'import'`))[0].n).toBe(2);
  });

  it('updates by productSlug + variantSku (or the option combination): blank cells unchanged, stock corrected through the ledger, new variants appended', async () => {
    const before = (await q(`SELECT p.version, p.id FROM products p WHERE p.name = 'Phone X'`))[0];
    const file = csv([
      HEADER,
      row({
        productSlug: 'phone-x',
        name: 'Phone X2',
        trending: true,
        variantSku: 'PX-B-128',
        option1Name: 'Color',
        option1Value: 'Black',
        option2Name: 'Storage',
        option2Value: '128 GB',
        mrp: 52000,
        sellingPrice: 47000,
        onHand: 5,
      }),
      row({
        productSlug: 'phone-x',
        variantSku: 'PX-W-256',
        variantName: 'White / 256 GB',
        isDefault: true,
        option1Name: 'Color',
        option1Value: 'White',
        option2Name: 'Storage',
        option2Value: '256 GB',
        mrp: 61000,
        sellingPrice: 59000,
        onHand: 4,
      }),
      // no SKU: the product without options is matched by its (empty) combination
      row({ productSlug: 'case', mrp: 600, sellingPrice: 450, onHand: 25 }),
    ]);
    const job = await importAndWait(t, root, file);
    expect(job).toMatchObject({ status: 'completed', writtenRows: 3 });
    const [phone] = await q(
      `SELECT name, status, trending, featured, description, version, options, min_selling_price AS "minSp", live_variant_count AS n FROM products WHERE id = $1`,
      [before.id],
    );
    expect(phone).toMatchObject({
      name: 'Phone X2',
      status: 'published',
      trending: true,
      featured: true,
      description: 'Long, "quoted"\ntext',
      version: before.version + 1,
      n: 4,
      minSp: '44000',
      options: [
        { name: 'Color', values: ['Black', 'White'] },
        { name: 'Storage', values: ['128 GB', '256 GB'] },
      ],
    });
    const variants = await q(
      `SELECT sku, mrp, selling_price AS sp, on_hand AS "onHand", is_default AS "isDefault", position FROM product_variants WHERE product_id = $1 ORDER BY position`,
      [before.id],
    );
    expect(variants).toEqual([
      { sku: 'PX-B-128', mrp: '52000', sp: '47000', onHand: 5, isDefault: false, position: 0 },
      { sku: 'PX-W-128', mrp: '50000', sp: '44000', onHand: 0, isDefault: false, position: 1 },
      { sku: 'PX-B-256', mrp: '60000', sp: '60000', onHand: 3, isDefault: false, position: 2 },
      { sku: 'PX-W-256', mrp: '61000', sp: '59000', onHand: 4, isDefault: true, position: 3 },
    ]);
    const moves = await q(
      `SELECT v.sku, m.delta_on_hand AS delta, m.reason FROM inventory_movements m JOIN product_variants v ON v.id = m.variant_id WHERE m.reference = $1 ORDER BY v.sku NULLS LAST`,
      [job.publicId],
    );
    expect(moves).toEqual([
      { sku: 'PX-B-128', delta: -2, reason: 'correction' },
      { sku: 'PX-W-256', delta: 4, reason: 'receipt' },
      { sku: null, delta: 5, reason: 'correction' },
    ]);
    // the ledger is the truth: every variant's on hand is the sum of its movements
    const drift = await q(
      `SELECT v.sku FROM product_variants v WHERE v.on_hand <> (SELECT coalesce(sum(m.delta_on_hand), 0) FROM inventory_movements m WHERE m.variant_id = v.id)`,
    );
    expect(drift).toEqual([]);
    const [caseVariant] = await q(
      `SELECT v.selling_price AS sp, v.on_hand AS "onHand", (SELECT count(*)::int FROM product_variants w WHERE w.product_id = v.product_id) AS n FROM product_variants v JOIN products p ON p.id = v.product_id WHERE p.name = 'Case'`,
    );
    expect(caseVariant).toEqual({ sp: '450', onHand: 25, n: 1 });
    // nothing but products.product.created for the two products of the first import
    expect((await q(`SELECT count(*)::int AS n FROM outbox_events WHERE topic = 'products.product.created'`))[0].n).toBe(2);
  });

  it('imports an XLSX workbook with the same columns', async () => {
    const file = await xlsx([
      HEADER,
      productRow('tablet', {
        name: 'Tablet',
        categorySlug: 'laptops',
        brandSlug: 'globex',
        tags: 'gift',
        mrp: 9007199254740991,
        sellingPrice: 9007199254740991,
        onHand: 2,
      }),
    ]);
    const job = await importAndWait(t, root, file, 'tablets.xlsx');
    expect(job).toMatchObject({ status: 'completed', format: 'xlsx', writtenRows: 1 });
    const [v] = await q(`SELECT v.mrp, v.on_hand AS "onHand", p.name FROM product_variants v JOIN products p ON p.id = v.product_id WHERE p.name = 'Tablet'`);
    expect(v).toEqual({ mrp: '9007199254740991', onHand: 2, name: 'Tablet' });
  });
});

describe('row errors', () => {
  const counts = async () =>
    (
      await q(`SELECT (SELECT count(*)::int FROM products) AS p, (SELECT count(*)::int FROM product_variants) AS v, (SELECT count(*)::int FROM inventory_movements) AS m,
                     (SELECT count(*)::int FROM slugs WHERE scope = 'product') AS s, (SELECT max(version) FROM products) AS version, (SELECT count(*)::int FROM product_tags) AS t`)
    )[0];

  it('fails the whole file with every row error (row, column, code) and writes nothing', async () => {
    const before = await counts();
    const file = csv([
      HEADER,
      productRow('p-a', { categorySlug: 'nowhere' }),
      productRow('p-b', { mrp: 100, sellingPrice: 101 }),
      productRow('p-c', { mrp: '12.5', sellingPrice: '9007199254740992' }),
      productRow('p-d', { status: 'live' }),
      productRow('p-e', { variantSku: 'px-b-128' }),
      productRow('p-f', { variantSku: 'F-1', option1Name: 'Size', option1Value: 'S' }),
      row({ productSlug: 'p-f', name: 'Other name', variantSku: 'F-2', option1Name: 'Size', option1Value: 'M', mrp: 1, sellingPrice: 1 }),
      row({ productSlug: 'p-f', variantSku: 'f-1', option1Name: 'Size', option1Value: 'S', mrp: 1, sellingPrice: 1 }),
      productRow('p-g', { name: null }),
      productRow('p-h', { brandSlug: 'globex', seriesSlug: 'acme-pro' }),
      row({ productSlug: 'phone-x', variantSku: 'PX-NEW', option1Name: 'Colour', option1Value: 'Red', mrp: 1, sellingPrice: 1 }),
      productRow('p-i', { option2Name: 'Size', option2Value: 'L' }),
      productRow('p-j', { isDefault: true }),
      row({ productSlug: 'p-j', isDefault: true, option1Name: null, mrp: 1, sellingPrice: 1 }),
      productRow('Bad Slug'),
      productRow('p-k', { tags: 'sale|unknown-tag' }),
    ]);
    const job = await importAndWait(t, root, file);
    expect(job).toMatchObject({ status: 'failed', failureCode: 'PRODUCT_IMPORT_ROWS_INVALID', writtenRows: null });
    expect(job.errors.map((e: any) => [e.row, e.column, e.errorCode])).toEqual(
      [
        [2, 'categorySlug', 'PRODUCT_CATEGORY_NOT_FOUND'],
        [3, 'sellingPrice', 'PRODUCT_PRICE_INVALID'],
        [4, 'mrp', 'PRODUCT_IMPORT_INTEGER_INVALID'],
        [4, 'sellingPrice', 'PRODUCT_IMPORT_INTEGER_INVALID'],
        [5, 'status', 'PRODUCT_IMPORT_VALUE_INVALID'],
        [6, 'variantSku', 'PRODUCT_SKU_ALREADY_EXISTS'],
        [8, null, 'PRODUCT_IMPORT_PRODUCT_MISMATCH'],
        [9, 'option1Value', 'PRODUCT_VARIANT_OPTIONS_CONFLICT'],
        [9, 'variantSku', 'PRODUCT_IMPORT_SKU_DUPLICATE'],
        [11, 'seriesSlug', 'PRODUCT_SERIES_BRAND_MISMATCH'],
        [12, 'option1Name', 'PRODUCT_IMPORT_OPTIONS_INVALID'],
        [13, 'option2Name', 'PRODUCT_IMPORT_OPTIONS_INVALID'],
        [15, 'option1Value', 'PRODUCT_VARIANT_OPTIONS_CONFLICT'],
        [15, 'isDefault', 'PRODUCT_IMPORT_DEFAULT_DUPLICATE'],
        [16, 'productSlug', 'PRODUCT_IMPORT_SLUG_INVALID'],
        [17, 'tags', 'TAG_NOT_FOUND'],
        [10, 'name', 'PRODUCT_IMPORT_FIELD_REQUIRED'],
      ].sort((a, b) => (a[0] as number) - (b[0] as number)),
    );
    expect(job.errorCount).toBe(job.errors.length);
    expect(await counts()).toEqual(before);
  });

  it('refuses rows for a deleted, an archived or a renamed product, and a 101st variant', async () => {
    await importAndWait(t, root, csv([HEADER, productRow('gone'), productRow('frozen'), productRow('renamed')]));
    await q(`UPDATE products SET deleted_at = now() WHERE name = 'Product gone'`);
    await q(`UPDATE products SET status = 'archived' WHERE name = 'Product frozen'`);
    await q(`UPDATE slugs SET is_current = false WHERE scope = 'product' AND slug = 'renamed'`);
    const many = Array.from({ length: 101 }, (_, i) =>
      row({
        productSlug: 'big',
        name: i ? null : 'Big',
        categorySlug: i ? null : 'phones',
        variantSku: `BIG-${i}`,
        option1Name: 'N',
        option1Value: String(i % 11),
        option2Name: 'M',
        option2Value: String(Math.floor(i / 11)),
        mrp: 1,
        sellingPrice: 1,
      }),
    );
    const job = await importAndWait(t, root, csv([HEADER, productRow('gone'), productRow('frozen'), productRow('renamed'), ...many]));
    expect(job.errors.map((e: any) => [e.row, e.column, e.errorCode])).toEqual([
      [2, 'productSlug', 'PRODUCT_ALREADY_DELETED'],
      [3, 'productSlug', 'PRODUCT_INVALID_TRANSITION'],
      [4, 'productSlug', 'PRODUCT_SLUG_ALREADY_EXISTS'],
      [5, null, 'PRODUCT_VARIANT_LIMIT_EXCEEDED'],
    ]);
  });

  it('fails on wrong columns, naming them, and on an empty file', async () => {
    const job = await importAndWait(t, root, csv([[...HEADER.filter((c) => c !== 'onHand'), 'colour'], []]));
    expect(job).toMatchObject({ status: 'failed', failureCode: 'PRODUCT_IMPORT_COLUMNS_INVALID' });
    expect(job.errors.map((e: any) => [e.column, e.errorCode])).toEqual([
      ['colour', 'PRODUCT_IMPORT_COLUMN_UNKNOWN'],
      ['onHand', 'PRODUCT_IMPORT_COLUMN_MISSING'],
    ]);
    const empty = await importAndWait(t, root, `${HEADER.join(',')}\n`);
    expect(empty).toMatchObject({ status: 'failed', failureCode: 'PRODUCT_IMPORT_EMPTY' });
  });
});

describe('submission', () => {
  it('takes the format from the extension, and the content must be that format', async () => {
    const text = csv([HEADER, productRow('ext')]);
    const txt = await submitImport(t, root, text, 'products.txt').expect(400);
    expect(txt.body).toEqual({ statusCode: 400, errorCode: 'PRODUCT_IMPORT_FILE_TYPE_INVALID', message: expect.any(String) });
    expect((await submitImport(t, root, text, 'products.xlsx').expect(400)).body.errorCode).toBe('PRODUCT_IMPORT_FILE_TYPE_INVALID');
    expect((await submitImport(t, root, await xlsx([HEADER]), 'products.csv').expect(400)).body.errorCode).toBe('PRODUCT_IMPORT_FILE_TYPE_INVALID');
    const upper = await submitImport(t, root, text, 'PRODUCTS.CSV').expect(200);
    expect(upper.body.data).toMatchObject({ status: 'queued', format: 'csv', fileName: 'PRODUCTS.CSV' });
    const noFile = await t.http.post(`${JOBS}/import`).set(bearer(root)).set('Idempotency-Key', idemKey()).field('note', 'none').expect(400);
    expect(noFile.body.errorCode).toBe('PRODUCT_IMPORT_FILE_REQUIRED');
    const json = await t.http.post(`${JOBS}/import`).set(bearer(root)).set('Idempotency-Key', idemKey()).send({ file: 'x' }).expect(400);
    expect(json.body.errorCode).toBe('PRODUCT_IMPORT_MULTIPART_INVALID');
    const two = await t.http
      .post(`${JOBS}/import`)
      .set(bearer(root))
      .set('Idempotency-Key', idemKey())
      .attach('file', Buffer.from(text), 'a.csv')
      .attach('file', Buffer.from(text), 'b.csv')
      .expect(400);
    expect(two.body.errorCode).toBe('PRODUCT_IMPORT_MULTIPART_INVALID');
  });
});

describe('races', () => {
  it('two imports at once creating the same SKU: one completes, the other fails at its row', async () => {
    const a = csv([HEADER, productRow('race-a', { variantSku: 'RACE-SKU' }), productRow('race-a2')]);
    const b = csv([HEADER, productRow('race-b0'), productRow('race-b', { variantSku: 'race-sku' })]);
    const [ra, rb] = await Promise.all([submitImport(t, root, a).expect(200), submitImport(t, root, b).expect(200)]);
    const jobs = await Promise.all([waitForJob(t, root, ra.body.data.publicId), waitForJob(t, root, rb.body.data.publicId)]);
    expect(jobs.map((j) => j.status).sort()).toEqual(['completed', 'failed']);
    const loser = jobs.find((j) => j.status === 'failed');
    expect(loser.errors.map((e: any) => [e.row, e.column, e.errorCode])).toEqual([
      [loser.publicId === ra.body.data.publicId ? 2 : 3, 'variantSku', 'PRODUCT_SKU_ALREADY_EXISTS'],
    ]);
    const slugs = (await q(`SELECT slug FROM slugs WHERE scope = 'product' AND slug LIKE 'race-%' ORDER BY slug`)).map((r: any) => r.slug);
    expect(slugs).toEqual(loser.publicId === ra.body.data.publicId ? ['race-b', 'race-b0'] : ['race-a', 'race-a2']);
  });

  it('a SKU another write takes between the checks and the insert fails the file, writing nothing', async () => {
    const before = (await q(`SELECT count(*)::int AS n FROM products`))[0].n;
    const blocker = new pg.Client({ connectionString: t.databaseUrl });
    await blocker.connect();
    try {
      await blocker.query('BEGIN');
      await blocker.query('LOCK TABLE products IN SHARE MODE');
      const id = (await submitImport(t, root, csv([HEADER, productRow('late-sku', { variantSku: 'LATE-1' })])).expect(200)).body.data.publicId;
      const deadline = Date.now() + 30_000;
      while (
        !(await q(`SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock' AND query LIKE '%INSERT INTO products%'`))
          .length
      ) {
        if (Date.now() > deadline) throw new Error('the import never reached its insert');
        await new Promise((r) => setTimeout(r, 20));
      }
      // another writer gives an existing product a variant with the SKU the import checked as free
      await q(
        `INSERT INTO product_variants (public_id, product_id, sku, options, mrp, selling_price) SELECT gen_random_uuid(), id, 'late-1', '{"x": "1"}', 1, 1 FROM products WHERE name = 'Case'`,
      );
      await blocker.query('COMMIT');
      const job = await waitForJob(t, root, id);
      expect(job).toMatchObject({ status: 'failed', failureCode: 'PRODUCT_IMPORT_ROWS_INVALID' });
      expect(job.errors.map((e: any) => [e.row, e.column, e.errorCode])).toEqual([[null, 'variantSku', 'PRODUCT_SKU_ALREADY_EXISTS']]);
      expect((await q(`SELECT count(*)::int AS n FROM products`))[0].n).toBe(before);
      expect((await q(`SELECT count(*)::int AS n FROM slugs WHERE slug = 'late-sku'`))[0].n).toBe(0);
    } finally {
      await blocker.end();
    }
  });
});
