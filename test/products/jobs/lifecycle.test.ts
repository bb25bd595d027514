import ExcelJS from 'exceljs';
import pg from 'pg';
import { bootApp, type TestApp } from '../../support/app.js';
import { bearer, login, SUPERADMIN, SUPERADMIN_ENV } from '../../support/auth.js';
import { csv, download, exportAndWait, HEADER, importAndWait, JOBS, productRow, row, seedCatalog, submitExport, submitImport, waitForJob } from './helpers.js';

let t: TestApp;
let root: string;

beforeAll(async () => {
  t = await bootApp({ env: SUPERADMIN_ENV });
  root = (await login(t, SUPERADMIN.email, SUPERADMIN.password)).accessToken;
  await seedCatalog(t, root);
  const seeded = await importAndWait(
    t,
    root,
    csv([
      HEADER,
      productRow('phone', {
        name: 'Phone, "Pro"',
        brandSlug: 'acme',
        seriesSlug: 'acme-pro',
        status: 'published',
        tags: 'sale|gift',
        trending: true,
        variantSku: 'PH-1',
        variantName: 'Black',
        option1Name: 'Color',
        option1Value: 'Black',
        mrp: 1000,
        sellingPrice: 900,
        onHand: 5,
      }),
      row({
        productSlug: 'phone',
        variantSku: 'PH-2',
        option1Name: 'Color',
        option1Value: 'White',
        isDefault: true,
        mrp: 1100,
        sellingPrice: 1100,
        isTracked: false,
      }),
      productRow('cable', { categorySlug: 'laptops', mrp: 10, sellingPrice: 10 }),
    ]),
  );
  if (seeded.status !== 'completed') throw new Error(JSON.stringify(seeded));
});
afterAll(async () => t?.close());

const q = (sql: string, params: unknown[] = []) => t.bazaar.dataSource.query(sql, params);

describe('routes', () => {
  it('registers every /api/admin/products/jobs path ahead of any parameterised route that would take it', async () => {
    // the app's routes and those of the routers it mounts (the controllers' routes sit behind the route index), in order
    const flat = (stack: any[]): any[] => stack.flatMap((l) => (Array.isArray(l.handle?.stack) ? flat(l.handle.stack) : [l]));
    const layers = flat((t.bazaar.app as any).router.stack).filter((l) => l.route);
    const literal = [
      ['get', '/api/admin/products/jobs'],
      ['get', '/api/admin/products/jobs/import-template'],
      ['post', '/api/admin/products/jobs/import'],
      ['post', '/api/admin/products/jobs/export'],
    ];
    for (const [method, path] of literal) {
      const first = layers.find((l) => l.route.methods[method] && l.match(path));
      expect([method, first?.route.path]).toEqual([method, path.replace(/^\/api\/admin\/products\/jobs$/, '/api/admin/products/jobs/')]);
    }
  });
});

describe('export', () => {
  it('exports every live variant as a CSV row in the template columns, with a signed download link', async () => {
    const job = await exportAndWait(t, root, 'csv');
    expect(job).toMatchObject({ kind: 'export', entity: 'product', status: 'completed', format: 'csv', totalRows: 3, processedRows: 3, writtenRows: 3 });
    expect(job.downloadUrl).toMatch(/signature=/);
    const text = (await download(t, job.downloadUrl)).toString('utf8');
    expect(text.trim().split('\n')).toEqual([
      HEADER.join(','),
      'phone,"Phone, ""Pro""",phones,acme,acme-pro,published,in_stock,,,sale|gift,false,true,false,false,PH-1,Black,false,Color,Black,,,,,1000,900,true,5',
      'phone,"Phone, ""Pro""",phones,acme,acme-pro,published,in_stock,,,sale|gift,false,true,false,false,PH-2,,true,Color,White,,,,,1100,1100,false,0',
      'cable,Product cable,laptops,,,draft,in_stock,,,,false,false,false,false,,,true,,,,,,,10,10,true,0',
    ]);
  });

  it('exports XLSX with numbers and booleans as cells', async () => {
    const job = await exportAndWait(t, root, 'xlsx');
    expect(job).toMatchObject({ status: 'completed', format: 'xlsx', writtenRows: 3 });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await download(t, job.downloadUrl)) as any);
    const sheet = book.worksheets[0];
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(HEADER);
    const cells = (sheet.getRow(2).values as unknown[]).slice(1);
    expect(cells[0]).toBe('phone');
    expect(cells.slice(-4)).toEqual([1000, 900, true, 5]);
  });
});

describe('cancel', () => {
  it('cancels a queued job once; an unknown job is 404', async () => {
    const [job] = await q(
      `INSERT INTO catalog_jobs (public_id, kind, entity, format, requested_by) VALUES (gen_random_uuid(), 'export', 'product', 'csv', 'test') RETURNING public_id AS "publicId"`,
    );
    const res = await t.http.post(`${JOBS}/${job.publicId}/cancel`).set(bearer(root)).expect(200);
    expect(res.body.data).toMatchObject({ publicId: job.publicId, status: 'cancelled', finishedAt: expect.any(String) });
    expect((await t.http.post(`${JOBS}/${job.publicId}/cancel`).set(bearer(root)).expect(409)).body.errorCode).toBe('PRODUCT_JOB_NOT_CANCELLABLE');
    expect((await t.http.post(`${JOBS}/0193a5b0-7c1d-7000-8000-000000000000/cancel`).set(bearer(root)).expect(404)).body.errorCode).toBe(
      'PRODUCT_JOB_NOT_FOUND',
    );
  });

  it('shows progress while an import runs, and a cancel rolls the whole import back', async () => {
    const count = async () =>
      (
        await q(
          `SELECT (SELECT count(*)::int FROM products) AS p, (SELECT count(*)::int FROM product_variants) AS v, (SELECT count(*)::int FROM inventory_movements) AS m, (SELECT count(*)::int FROM slugs WHERE scope = 'product') AS s`,
        )
      )[0];
    const before = await count();
    const version = (await q(`SELECT version FROM products WHERE name = 'Product cable'`))[0].version;
    const rows = Array.from({ length: 300 }, (_, i) => productRow(`bulk-${i}`, { onHand: 1 }));
    // an existing product too: its update must be rolled back with the rest
    rows.push(row({ productSlug: 'cable', name: 'Renamed cable', mrp: 10, sellingPrice: 10, onHand: 50 }));
    const blocker = new pg.Client({ connectionString: t.databaseUrl });
    await blocker.connect();
    try {
      await blocker.query('BEGIN');
      await blocker.query('LOCK TABLE products IN SHARE MODE');
      const id = (await submitImport(t, root, csv([HEADER, ...rows])).expect(200)).body.data.publicId;
      const deadline = Date.now() + 30_000;
      while (
        !(await q(`SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock' AND query LIKE '%INSERT INTO products%'`))
          .length
      ) {
        if (Date.now() > deadline) throw new Error('the import never reached its insert');
        await new Promise((r) => setTimeout(r, 20));
      }
      const running = await t.http.get(`${JOBS}/${id}`).set(bearer(root)).expect(200);
      expect(running.body.data).toMatchObject({ status: 'processing', totalRows: 301, processedRows: 301, isStalled: false, finishedAt: null });
      const cancelled = await t.http.post(`${JOBS}/${id}/cancel`).set(bearer(root)).expect(200);
      expect(cancelled.body.data.status).toBe('cancelled');
      await blocker.query('COMMIT');
      const end = Date.now() + 30_000;
      while ((await q(`SELECT status FROM outbox_events WHERE topic = 'catalog.job.queued' AND payload->>'jobId' = $1`, [id]))[0].status !== 'done') {
        if (Date.now() > end) throw new Error('the delivery did not end');
        await new Promise((r) => setTimeout(r, 20));
      }
      expect(await count()).toEqual(before);
      expect(await q(`SELECT name, version FROM products WHERE name IN ('Product cable', 'Renamed cable')`)).toEqual([{ name: 'Product cable', version }]);
      expect((await t.http.get(`${JOBS}/${id}`).set(bearer(root)).expect(200)).body.data).toMatchObject({ status: 'cancelled', writtenRows: null });
    } finally {
      await blocker.end();
    }
  });
});

describe('limits', () => {
  it('answers 413 above 25 MB', async () => {
    const res = await submitImport(t, root, Buffer.alloc(25 * 1024 * 1024 + 10, 'a'), 'big.csv');
    expect(res.status).toBe(413);
    expect(res.body.errorCode).toBe('PAYLOAD_TOO_LARGE');
  });

  it('fails a file over 50,000 rows with PRODUCT_IMPORT_TOO_MANY_ROWS before writing anything', async () => {
    const lines = [HEADER.join(',')];
    for (let i = 0; i < 50_001; i++) lines.push(`r${i},N,phones,,,,,,,,,,,,,,,,,,,,,1,1,,`);
    const job = await importAndWait(t, root, lines.join('\n'));
    expect(job).toMatchObject({ status: 'failed', failureCode: 'PRODUCT_IMPORT_TOO_MANY_ROWS', totalRows: null });
    expect(job.errors[0]).toMatchObject({ row: null, errorCode: 'PRODUCT_IMPORT_TOO_MANY_ROWS' });
  });

  it('fails an export of more than 50,000 rows with PRODUCT_EXPORT_TOO_LARGE', async () => {
    await q(
      `INSERT INTO products (public_id, name, category_id) SELECT gen_random_uuid(), 'Mass ' || g, (SELECT id FROM categories LIMIT 1) FROM generate_series(1, 501) g`,
    );
    await q(`INSERT INTO product_variants (public_id, product_id, options, mrp, selling_price, is_default)
             SELECT gen_random_uuid(), p.id, jsonb_build_object('n', g), 1, 1, g = 1 FROM products p CROSS JOIN generate_series(1, 100) g WHERE p.name LIKE 'Mass %'`);
    const job = await waitForJob(t, root, (await submitExport(t, root).expect(200)).body.data.publicId);
    expect(job).toMatchObject({ status: 'failed', failureCode: 'PRODUCT_EXPORT_TOO_LARGE', downloadUrl: null });
    expect(job.errors[0]).toMatchObject({ row: null, errorCode: 'PRODUCT_EXPORT_TOO_LARGE' });
    expect(job.errors[0].message).toMatch(/^50103 rows match; an export holds at most 50000/);
  });
});
