import { bootApp, type TestApp } from '../../support/app.js';
import { adminWith, bearer, login, SUPERADMIN, SUPERADMIN_ENV } from '../../support/auth.js';
import { BRAND_HEADER, CATEGORY_HEADER, cat, csv, idemKey, importAndWait, SERIES_HEADER, submitImport, waitForJob, xlsx } from './helpers.js';

let t: TestApp;
let root: string;

beforeAll(async () => {
  t = await bootApp({ env: SUPERADMIN_ENV });
  root = (await login(t, SUPERADMIN.email, SUPERADMIN.password)).accessToken;
});
afterAll(async () => t?.close());

const q = (sql: string, params: unknown[] = []) => t.bazaar.dataSource.query(sql, params);
const countCategories = async () => Number((await q(`SELECT count(*) FROM categories`))[0].count);

describe('import template', () => {
  it('answers the exact header row of each entity as a CSV attachment', async () => {
    const res = await t.http.get('/api/admin/catalog/jobs/import-template?entity=category').set(bearer(root)).expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="?category-import-template.csv"?$/);
    expect(res.text).toBe(`${CATEGORY_HEADER.join(',')}\r\n`);
    const brand = await t.http.get('/api/admin/catalog/jobs/import-template?entity=brand').set(bearer(root)).expect(200);
    expect(brand.text.trim().split(',')).toEqual(BRAND_HEADER);
    const series = await t.http.get('/api/admin/catalog/jobs/import-template?entity=brand_series').set(bearer(root)).expect(200);
    expect(series.text.trim().split(',')).toEqual(SERIES_HEADER);
  });

  it('refuses another entity or none with 400', async () => {
    const bad = await t.http.get('/api/admin/catalog/jobs/import-template?entity=product').set(bearer(root)).expect(400);
    expect(bad.body.errorCode).toBe('VALIDATION_FAILED');
    await t.http.get('/api/admin/catalog/jobs/import-template').set(bearer(root)).expect(400);
    const noRead = await adminWith(t, root, ['Categories_READ']);
    await t.http.get('/api/admin/catalog/jobs/import-template?entity=brand').set(bearer(noRead)).expect(403);
  });
});

describe('category import', () => {
  it('imports a tree whose parents come later in the file, generating missing slugs', async () => {
    const file = csv([
      CATEGORY_HEADER,
      cat('Running Shoes', 'running-shoes', 'shoes', { displayOrder: 2, seoTitle: 'Run' }),
      cat('Trail', null, 'running-shoes', { isVisible: 'false' }),
      cat('Shoes', 'shoes', 'apparel'),
      cat('Apparel', 'apparel', null, { imageUrl: 'https://cdn.example.com/a.png', imageAlt: 'Apparel', description: 'All, "quoted"\nclothes' }),
    ]);
    const job = await importAndWait(t, root, 'category', file);
    expect(job).toMatchObject({
      kind: 'import',
      entity: 'category',
      status: 'completed',
      format: 'csv',
      totalRows: 4,
      processedRows: 4,
      writtenRows: 4,
      errors: [],
      isStalled: false,
    });
    expect(job.startedAt).toEqual(expect.any(String));
    expect(job.finishedAt).toEqual(expect.any(String));
    const rows = await q(`
      SELECT c.name, s.slug, c.depth, p.name AS parent, c.is_visible AS "isVisible", c.display_order AS "displayOrder", c.description, c.image_alt AS "imageAlt"
        FROM categories c JOIN slugs s ON s.scope = 'category' AND s.entity_id = c.id AND s.is_current
        LEFT JOIN categories p ON p.id = c.parent_id ORDER BY c.depth`);
    expect(rows).toEqual([
      {
        name: 'Apparel',
        slug: 'apparel',
        depth: 0,
        parent: null,
        isVisible: true,
        displayOrder: 0,
        description: 'All, "quoted"\nclothes',
        imageAlt: 'Apparel',
      },
      { name: 'Shoes', slug: 'shoes', depth: 1, parent: 'Apparel', isVisible: true, displayOrder: 0, description: null, imageAlt: null },
      { name: 'Running Shoes', slug: 'running-shoes', depth: 2, parent: 'Shoes', isVisible: true, displayOrder: 2, description: null, imageAlt: null },
      { name: 'Trail', slug: 'trail', depth: 3, parent: 'Running Shoes', isVisible: false, displayOrder: 0, description: null, imageAlt: null },
    ]);
    const activity = await q(`SELECT count(*)::int AS n FROM activity_log WHERE action = 'import' AND entity = 'category'`);
    expect(activity[0].n).toBe(4);
  });

  it('attaches rows to existing categories and numbers generated slugs past the taken ones', async () => {
    const job = await importAndWait(t, root, 'category', csv([CATEGORY_HEADER, cat('Trail', null, 'shoes'), cat('Trail', null, 'apparel')]));
    expect(job.status).toBe('completed');
    const slugs = await q(`SELECT s.slug, p.name AS parent FROM categories c JOIN slugs s ON s.scope = 'category' AND s.entity_id = c.id
                            JOIN categories p ON p.id = c.parent_id WHERE c.name = 'Trail' ORDER BY s.slug`);
    expect(slugs).toEqual([
      { slug: 'trail', parent: 'Running Shoes' },
      { slug: 'trail-2', parent: 'Shoes' },
      { slug: 'trail-3', parent: 'Apparel' },
    ]);
  });

  it('imports an XLSX workbook with the same columns', async () => {
    const file = await xlsx([CATEGORY_HEADER, cat('Garden', 'garden', null, { displayOrder: 7, isVisible: true }), cat('Tools', 'garden-tools', 'garden')]);
    const job = await importAndWait(t, root, 'category', file, 'cats.xlsx');
    expect(job).toMatchObject({ status: 'completed', format: 'xlsx', writtenRows: 2 });
    const [tools] = await q(
      `SELECT c.depth, c.display_order AS "displayOrder" FROM categories c JOIN slugs s ON s.entity_id = c.id AND s.scope = 'category' WHERE s.slug = 'garden-tools'`,
    );
    expect(tools).toEqual({ depth: 1, displayOrder: 0 });
    const [garden] = await q(
      `SELECT c.display_order AS "displayOrder" FROM categories c JOIN slugs s ON s.entity_id = c.id AND s.scope = 'category' WHERE s.slug = 'garden'`,
    );
    expect(garden.displayOrder).toBe(7);
  });

  it('fails the whole file with row errors and writes nothing (slug pattern, cycle, missing parent, field rules)', async () => {
    const before = await countCategories();
    const file = csv([
      CATEGORY_HEADER,
      cat('Good One', 'good-one'),
      cat('Bad Slug', 'Bad_Slug'),
      cat('Loop A', 'loop-a', 'loop-b'),
      cat('Loop B', 'loop-b', 'loop-a'),
      cat('Self', 'self', 'self'),
      cat('Orphan', 'orphan', 'no-such-parent'),
      cat('X', 'too-short-name'),
      cat('Alt only', 'alt-only', null, { imageAlt: 'alt' }),
      cat('Order', 'order', null, { displayOrder: -1, isVisible: 'maybe' }),
      cat('Dup', 'good-one'),
      cat('Taken', 'apparel'),
    ]);
    const job = await importAndWait(t, root, 'category', file);
    expect(job.status).toBe('failed');
    expect(job.failureCode).toBe('CATALOG_IMPORT_ROWS_INVALID');
    const got = job.errors.map((e: any) => [e.row, e.column, e.errorCode]);
    expect(got).toEqual(
      expect.arrayContaining([
        [3, 'slug', 'CATALOG_IMPORT_SLUG_INVALID'],
        [4, 'parentSlug', 'CATEGORY_CIRCULAR_HIERARCHY'],
        [5, 'parentSlug', 'CATEGORY_CIRCULAR_HIERARCHY'],
        [6, 'parentSlug', 'CATEGORY_CIRCULAR_HIERARCHY'],
        [7, 'parentSlug', 'CATEGORY_PARENT_NOT_FOUND'],
        [8, 'name', 'CATALOG_IMPORT_FIELD_TOO_SHORT'],
        [9, 'imageAlt', 'CATALOG_IMPORT_ALT_WITHOUT_URL'],
        [10, 'displayOrder', 'CATALOG_IMPORT_INTEGER_INVALID'],
        [10, 'isVisible', 'CATALOG_IMPORT_BOOLEAN_INVALID'],
        [11, 'slug', 'CATALOG_IMPORT_SLUG_DUPLICATE'],
        [12, 'slug', 'CATALOG_IMPORT_SLUG_TAKEN'],
      ]),
    );
    expect(job.errorCount).toBe(got.length);
    expect(got.some((e: any[]) => e[0] === 2)).toBe(false);
    expect(await countCategories()).toBe(before);
    expect((await q(`SELECT count(*)::int AS n FROM slugs WHERE slug = 'good-one'`))[0].n).toBe(0);
  });

  it('refuses a tree deeper than 6 levels', async () => {
    const chain = Array.from({ length: 8 }, (_, i) => cat(`Level ${i}`, `level-${i}`, i === 0 ? null : `level-${i - 1}`));
    const job = await importAndWait(t, root, 'category', csv([CATEGORY_HEADER, ...chain.reverse()]));
    expect(job.status).toBe('failed');
    const deep = job.errors
      .filter((e: any) => e.errorCode === 'CATEGORY_MAX_DEPTH_EXCEEDED')
      .map((e: any) => e.row)
      .sort();
    expect(deep).toEqual([2]); // level-7 (row 2) is at depth 7; level-6 at the cap is fine
  });

  it('fails on wrong columns, naming them', async () => {
    const job = await importAndWait(
      t,
      root,
      'category',
      csv([
        ['name', 'slug', 'colour'],
        ['Red', 'red', 'red'],
      ]),
    );
    expect(job).toMatchObject({ status: 'failed', failureCode: 'CATALOG_IMPORT_COLUMNS_INVALID' });
    const codes = job.errors.map((e: any) => `${e.column}:${e.errorCode}`);
    expect(codes).toContain('colour:CATALOG_IMPORT_COLUMN_UNKNOWN');
    expect(codes).toContain('parentSlug:CATALOG_IMPORT_COLUMN_MISSING');
    expect(job.errors.every((e: any) => e.row === 1)).toBe(true);
  });

  it('fails a malformed CSV and a broken workbook clearly', async () => {
    const broken = await importAndWait(t, root, 'category', `${CATEGORY_HEADER.join(',')}\nShoes,"unclosed,,,,,,,,\n`);
    expect(broken).toMatchObject({ status: 'failed', failureCode: 'CATALOG_IMPORT_FILE_MALFORMED' });
    expect(broken.errors[0].errorCode).toBe('CATALOG_IMPORT_FILE_MALFORMED');
    const good = await xlsx([CATEGORY_HEADER, cat('Broken', 'broken')]);
    const cut = good.subarray(0, Math.floor(good.length * 0.6));
    const res = await submitImport(t, root, 'category', cut, 'cut.xlsx');
    // a cut zip may still sniff as a zip (then the job fails) or as nothing (then the request fails)
    if (res.status === 200) {
      const job = await waitForJob(t, root, res.body.data.publicId);
      expect(job).toMatchObject({ status: 'failed', failureCode: 'CATALOG_IMPORT_FILE_MALFORMED' });
    } else {
      expect(res.body.errorCode).toBe('CATALOG_IMPORT_FILE_TYPE_INVALID');
    }
    expect((await q(`SELECT count(*)::int AS n FROM slugs WHERE slug = 'broken'`))[0].n).toBe(0);
  });

  it('fails an empty file and a file over 50,000 rows', async () => {
    const empty = await importAndWait(t, root, 'category', `${CATEGORY_HEADER.join(',')}\n`);
    expect(empty).toMatchObject({ status: 'failed', failureCode: 'CATALOG_IMPORT_EMPTY' });
    const lines = [CATEGORY_HEADER.join(',')];
    for (let i = 0; i < 50_001; i++) lines.push(`N${i}ab,,,,,,,,,`);
    const big = await importAndWait(t, root, 'category', lines.join('\n'));
    expect(big).toMatchObject({ status: 'failed', failureCode: 'CATALOG_IMPORT_TOO_MANY_ROWS' });
    expect(big.errors[0]).toMatchObject({ row: null, errorCode: 'CATALOG_IMPORT_TOO_MANY_ROWS' });
    expect(big.totalRows).toBeNull();
  });
});

describe('racing imports', () => {
  it('gives a slug to one of two imports running at once; the other fails whole with CATALOG_IMPORT_SLUG_TAKEN', async () => {
    const a = csv([CATEGORY_HEADER, cat('Race A', 'race-slug'), cat('Race A child', 'race-a-child', 'race-slug')]);
    const b = csv([CATEGORY_HEADER, cat('Race B', 'race-b-only'), cat('Race B', 'race-slug')]);
    const [ra, rb] = await Promise.all([submitImport(t, root, 'category', a).expect(200), submitImport(t, root, 'category', b).expect(200)]);
    const jobs = await Promise.all([waitForJob(t, root, ra.body.data.publicId), waitForJob(t, root, rb.body.data.publicId)]);
    expect(jobs.map((j) => j.status).sort()).toEqual(['completed', 'failed']);
    const loser = jobs.find((j) => j.status === 'failed');
    expect(loser.errors.map((e: any) => e.errorCode)).toEqual(['CATALOG_IMPORT_SLUG_TAKEN']);
    const slugs = await q(`SELECT slug FROM slugs WHERE scope = 'category' AND slug IN ('race-slug', 'race-a-child', 'race-b-only') ORDER BY slug`);
    expect(slugs.map((r: any) => r.slug)).toEqual(loser.publicId === ra.body.data.publicId ? ['race-b-only', 'race-slug'] : ['race-a-child', 'race-slug']);
  });
});

describe('brands and series', () => {
  it('imports brands from XLSX and series resolving brandSlug; refuses unknown brands', async () => {
    const brands = await importAndWait(
      t,
      root,
      'brand',
      await xlsx([
        BRAND_HEADER,
        ['Acme', 'acme', 'Tools', 1, true, 'https://x.test/l.png', 'Acme logo', null, null],
        ['Globex', null, null, null, null, null, null, null, null],
      ]),
      'b.xlsx',
    );
    expect(brands).toMatchObject({ status: 'completed', writtenRows: 2 });
    const series = csv([
      SERIES_HEADER,
      ['Pro', 'acme-pro', null, null, null, null, null, null, null, 'acme'],
      ['Lite', null, null, null, null, null, null, null, null, 'globex'],
    ]);
    expect(await importAndWait(t, root, 'brand_series', series)).toMatchObject({ status: 'completed', writtenRows: 2 });
    const rows = await q(`SELECT bs.name, b.name AS brand FROM brand_series bs JOIN brands b ON b.id = bs.brand_id ORDER BY bs.name`);
    expect(rows).toEqual([
      { name: 'Lite', brand: 'Globex' },
      { name: 'Pro', brand: 'Acme' },
    ]);
    const bad = await importAndWait(
      t,
      root,
      'brand_series',
      csv([SERIES_HEADER, ['Max', null, null, null, null, null, null, null, null, 'nobody'], ['Min', null, null, null, null, null, null, null, null, null]]),
    );
    expect(bad.errors.map((e: any) => [e.row, e.column, e.errorCode])).toEqual([
      [2, 'brandSlug', 'BRAND_SERIES_BRAND_NOT_FOUND'],
      [3, 'brandSlug', 'CATALOG_IMPORT_FIELD_REQUIRED'],
    ]);
  });
});

describe('submission', () => {
  it('refuses a file that is neither CSV nor XLSX, no file, no entity, no key', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000a49444154789c6300010000050001', 'hex');
    const res = await submitImport(t, root, 'category', png, 'photo.csv').expect(400);
    expect(res.body).toEqual({ statusCode: 400, errorCode: 'CATALOG_IMPORT_FILE_TYPE_INVALID', message: expect.any(String) });
    const noFile = await t.http
      .post('/api/admin/catalog/jobs/import')
      .set(bearer(root))
      .set('Idempotency-Key', idemKey())
      .field('entity', 'category')
      .expect(400);
    expect(noFile.body.errorCode).toBe('CATALOG_IMPORT_FILE_REQUIRED');
    const noEntity = await t.http
      .post('/api/admin/catalog/jobs/import')
      .set(bearer(root))
      .set('Idempotency-Key', idemKey())
      .attach('file', Buffer.from('a,b\n'), 'a.csv')
      .expect(400);
    expect(noEntity.body.errorCode).toBe('VALIDATION_FAILED');
    const noKey = await t.http
      .post('/api/admin/catalog/jobs/import')
      .set(bearer(root))
      .field('entity', 'category')
      .attach('file', Buffer.from('a\n'), 'a.csv')
      .expect(400);
    expect(noKey.body.errorCode).toBe('IDEMPOTENCY_KEY_REQUIRED');
    await t.http.post('/api/admin/catalog/jobs/import').field('entity', 'category').attach('file', Buffer.from('a\n'), 'a.csv').expect(401);
  });

  it('answers 413 above 25 MB', async () => {
    const big = Buffer.alloc(25 * 1024 * 1024 + 10, 'a');
    const res = await submitImport(t, root, 'category', big, 'big.csv');
    expect(res.status).toBe(413);
    expect(res.body.errorCode).toBe('PAYLOAD_TOO_LARGE');
  });

  it('re-checks the entity create permission (403 CATALOG_JOB_ENTITY_PERMISSION_DENIED) and Catalog_CREATE', async () => {
    const onlyCatalog = await adminWith(t, root, ['Catalog_CREATE', 'Catalog_READ', 'Brands_CREATE']);
    const denied = await submitImport(t, onlyCatalog, 'category', csv([CATEGORY_HEADER, cat('Nope', 'nope')])).expect(403);
    expect(denied.body.errorCode).toBe('CATALOG_JOB_ENTITY_PERMISSION_DENIED');
    const allowed = await submitImport(t, onlyCatalog, 'brand', csv([BRAND_HEADER, ['Initech', null, null, null, null, null, null, null, null]])).expect(200);
    expect(allowed.body.data.status).toBe('queued');
    await waitForJob(t, onlyCatalog, allowed.body.data.publicId);
    const noCatalog = await adminWith(t, root, ['Categories_CREATE']);
    const forbidden = await submitImport(t, noCatalog, 'category', csv([CATEGORY_HEADER, cat('Nope', 'nope')])).expect(403);
    expect(forbidden.body.errorCode).toBe('FORBIDDEN');
  });

  it('replays the same key and file, refuses the same key with another file', async () => {
    const key = idemKey();
    const file = csv([CATEGORY_HEADER, cat('Idem', 'idem-cat')]);
    const first = await submitImport(t, root, 'category', file, 'a.csv', key).expect(200);
    const again = await submitImport(t, root, 'category', file, 'a.csv', key).expect(200);
    expect(again.headers['idempotency-replayed']).toBe('true');
    expect(again.body.data.publicId).toBe(first.body.data.publicId);
    const other = await submitImport(t, root, 'category', csv([CATEGORY_HEADER, cat('Idem 2', 'idem-cat-2')]), 'a.csv', key).expect(409);
    expect(other.body.errorCode).toBe('IDEMPOTENCY_KEY_CONFLICT');
    await waitForJob(t, root, first.body.data.publicId);
    expect((await q(`SELECT count(*)::int AS n FROM catalog_jobs WHERE source_name = 'a.csv'`))[0].n).toBe(1);
  });
});
