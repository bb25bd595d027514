import { bootWithPanel, panelLogin } from '../../admin/support/panel.js';
import type { TestApp } from '../../support/app.js';
import { adminWith, bearer, login, SUPERADMIN } from '../../support/auth.js';
import { BRAND_HEADER, CATEGORY_HEADER, cat, csv, importAndWait, waitForJob, xlsx } from './helpers.js';

const IMPORTS = '/admin/api/resources/CatalogImports/actions';

let t: TestApp;
let root: string;

beforeAll(async () => {
  t = await bootWithPanel();
  root = (await login(t, SUPERADMIN.email, SUPERADMIN.password)).accessToken;
  await importAndWait(t, root, 'brand', csv([BRAND_HEADER, ['Panel Brand', 'panel-brand', null, null, null, null, null, null, null]]));
});
afterAll(async () => t?.close());

describe('catalog jobs in the admin panel', () => {
  it('lists jobs with status and progress, submits an export through the service and cancels a queued job', async () => {
    const su = await panelLogin(t, SUPERADMIN.email, SUPERADMIN.password);
    const list = await su.get('/admin/api/resources/CatalogJobs/actions/list').expect(200);
    expect(list.body.records[0].params).toMatchObject({ kind: 'import', entity: 'brand', status: 'completed', progress: '1 / 1', errorCount: 0 });

    const created = await su
      .post('/admin/api/resources/CatalogJobs/actions/new')
      .type('form')
      .send({ entity: 'brand', format: 'csv', includeDeleted: 'false', search: 'panel' })
      .expect(200);
    expect(created.body.notice).toMatchObject({ type: 'success' });
    const id = created.body.record.params.id;
    const done = await waitForJob(t, root, id);
    expect(done).toMatchObject({ kind: 'export', status: 'completed', writtenRows: 1, params: { includeDeleted: false, search: 'panel' } });

    const bad = await su.post('/admin/api/resources/CatalogJobs/actions/new').type('form').send({ entity: 'product' }).expect(200);
    expect(bad.body.notice).toMatchObject({ type: 'error' });

    const [queued] = await t.bazaar.dataSource.query(
      `INSERT INTO catalog_jobs (public_id, kind, entity, format, requested_by) VALUES (gen_random_uuid(), 'export', 'brand', 'csv', 'test') RETURNING public_id AS "publicId"`,
    );
    const cancelled = await su.post(`/admin/api/resources/CatalogJobs/records/${queued.publicId}/cancel`).expect(200);
    expect(cancelled.body.notice).toMatchObject({ type: 'success' });
    expect(cancelled.body.record.params.status).toBe('cancelled');
    const again = await su.post(`/admin/api/resources/CatalogJobs/records/${queued.publicId}/cancel`).expect(200);
    expect(again.body.notice).toMatchObject({ type: 'error' });
  });

  it('gates the resource by the Catalog module', async () => {
    const email = `pj${Date.now()}@bazaar.test`;
    await adminWith(t, root, ['Categories_READ'], email);
    const agent = await panelLogin(t, email, 'admin-password-1');
    const refused = await agent.get('/admin/api/resources/CatalogJobs/actions/list').expect(200);
    expect(refused.body.records).toEqual([]);
    expect(refused.body.notice).toMatchObject({ type: 'error' });

    const readerEmail = `pr${Date.now()}@bazaar.test`;
    await adminWith(t, root, ['Catalog_READ'], readerEmail);
    const reader = await panelLogin(t, readerEmail, 'admin-password-1');
    expect((await reader.get('/admin/api/resources/CatalogJobs/actions/list').expect(200)).body.records.length).toBeGreaterThan(0);
    const denied = await reader.post('/admin/api/resources/CatalogJobs/actions/new').type('form').send({ entity: 'brand' }).expect(200);
    expect(denied.body.notice).toMatchObject({ type: 'error' });
    // the reader's attempt queued nothing: the only exports are the first test's two
    const jobs = await t.http.get('/api/admin/catalog/jobs?kind=export').set(bearer(root)).expect(200);
    expect(jobs.body.count).toBe(2);
  });

  it('imports a CSV from the panel form: the job is queued through the service, runs, and the rows exist', async () => {
    const su = await panelLogin(t, SUPERADMIN.email, SUPERADMIN.password);
    const file = csv([CATEGORY_HEADER, cat('Panel Import Root', 'panel-import-root'), cat('Panel Import Kid', null, 'panel-import-root')]);
    const res = await su.post(`${IMPORTS}/new`).field('entity', 'category').attach('file', Buffer.from(file), 'categories.csv').expect(200);
    expect(res.body.notice).toMatchObject({ type: 'success' });
    expect(res.body.record.params).toMatchObject({ entity: 'category', fileName: 'categories.csv' });
    // the echoed form does not show the server's temp file
    expect(Object.keys(res.body.record.params).filter((k) => k.startsWith('file'))).toEqual(['fileName']);
    const done = await waitForJob(t, root, res.body.record.params.id);
    expect(done).toMatchObject({ kind: 'import', entity: 'category', status: 'completed', writtenRows: 2, requestedBy: expect.any(String) });
    const rows = await t.http.get('/api/admin/catalog/categories?pagination=false').set(bearer(root)).expect(200);
    expect(rows.body.data.map((c: any) => c.name)).toContain('Panel Import Root');

    // the imports list shows it with its progress; exports are not listed there
    const list = await su.get(`${IMPORTS}/list`).expect(200);
    const mine = list.body.records.find((r: any) => r.params.id === done.publicId);
    expect(mine.params).toMatchObject({ status: 'completed', progress: '2 / 2', writtenRows: 2 });
    const [{ n }] = await t.bazaar.dataSource.query(`SELECT count(*)::int AS n FROM catalog_jobs WHERE kind = 'import'`);
    expect(list.body.meta.total).toBe(n);

    // an XLSX too
    const book = await xlsx([BRAND_HEADER, ['Panel Xlsx Brand', 'panel-xlsx-brand', null, null, null, null, null, null, null]]);
    const x = await su.post(`${IMPORTS}/new`).field('entity', 'brand').attach('file', book, 'brands.xlsx').expect(200);
    expect(await waitForJob(t, root, x.body.record.params.id)).toMatchObject({ status: 'completed', format: 'xlsx', writtenRows: 1 });
  });

  it('the jobs list links to the import form; a failed import shows its row errors', async () => {
    const su = await panelLogin(t, SUPERADMIN.email, SUPERADMIN.password);
    const link = await su.get('/admin/api/resources/CatalogJobs/actions/import').expect(200);
    expect(link.body.redirectUrl).toBe('/admin/resources/CatalogImports/actions/new');

    const bad = await su
      .post(`${IMPORTS}/new`)
      .field('entity', 'brand')
      .attach('file', Buffer.from(csv([BRAND_HEADER, ['x', null, null, null, null, null, null, null, null]])), 'bad.csv')
      .expect(200);
    const failed = await waitForJob(t, root, bad.body.record.params.id);
    expect(failed).toMatchObject({ status: 'failed', failureCode: 'CATALOG_IMPORT_ROWS_INVALID' });
    const show = await su.get(`/admin/api/resources/CatalogImports/records/${failed.publicId}/show`).expect(200);
    expect(show.body.record.params.rowErrors).toMatch(/^row 2 name: /);
  });

  it('refuses what the HTTP route refuses: no file, a wrong entity, a binary file, a missing entity permission', async () => {
    const su = await panelLogin(t, SUPERADMIN.email, SUPERADMIN.password);
    const before = await t.bazaar.dataSource.query(`SELECT count(*)::int AS n FROM catalog_jobs`);

    const noFile = await su.post(`${IMPORTS}/new`).type('form').send({ entity: 'brand' }).expect(200);
    expect(noFile.body.record.errors.file.message).toBe('choose a CSV or XLSX file to import');
    const wrongEntity = await su.post(`${IMPORTS}/new`).field('entity', 'product').attach('file', Buffer.from('a,b\n'), 'x.csv').expect(200);
    expect(wrongEntity.body.record.errors.entity).toBeDefined();
    // 12 MB: above the panel's former 10 MB parser limit, refused by the service for its content
    const binary = Buffer.alloc(12 * 1024 * 1024, 0);
    const refused = await su.post(`${IMPORTS}/new`).field('entity', 'brand').attach('file', binary, 'big.csv').expect(200);
    expect(refused.body.notice).toMatchObject({ type: 'error' });
    expect(refused.body.record.errors._.type).toBe('CATALOG_IMPORT_FILE_TYPE_INVALID');

    // over 25 MB: 413 before anything is parsed
    const huge = await su
      .post(`${IMPORTS}/new`)
      .field('entity', 'brand')
      .attach('file', Buffer.alloc(28 * 1024 * 1024, 0x61), 'huge.csv');
    expect(huge.status).toBe(413);
    expect(huge.body).toMatchObject({ statusCode: 413, errorCode: 'PAYLOAD_TOO_LARGE' });

    const email = `pi${Date.now()}@bazaar.test`;
    await adminWith(t, root, ['Catalog_READ', 'Catalog_CREATE', 'Categories_CREATE'], email);
    const agent = await panelLogin(t, email, 'admin-password-1');
    const denied = await agent
      .post(`${IMPORTS}/new`)
      .field('entity', 'brand')
      .attach('file', Buffer.from(csv([BRAND_HEADER])), 'b.csv')
      .expect(200);
    expect(denied.body.record.errors._.type).toBe('CATALOG_JOB_ENTITY_PERMISSION_DENIED');

    const readerEmail = `pir${Date.now()}@bazaar.test`;
    await adminWith(t, root, ['Catalog_READ', 'Brands_CREATE'], readerEmail);
    const reader = await panelLogin(t, readerEmail, 'admin-password-1');
    const noCreate = await reader
      .post(`${IMPORTS}/new`)
      .field('entity', 'brand')
      .attach('file', Buffer.from(csv([BRAND_HEADER])), 'b.csv')
      .expect(200);
    expect(noCreate.body.notice).toMatchObject({ type: 'error' });
    const link = await reader.get('/admin/api/resources/CatalogJobs/actions/import').expect(200);
    expect(link.body.redirectUrl).toBeUndefined();

    const after = await t.bazaar.dataSource.query(`SELECT count(*)::int AS n FROM catalog_jobs`);
    expect(after[0].n).toBe(before[0].n);
  });
});
