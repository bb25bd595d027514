import { bootWithPanel, panelLogin } from '../../admin/support/panel.js';
import type { TestApp } from '../../support/app.js';
import { adminWith, bearer, login, SUPERADMIN } from '../../support/auth.js';
import { BRAND_HEADER, csv, importAndWait, waitForJob } from './helpers.js';

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

    const created = await su.post('/admin/api/resources/CatalogJobs/actions/new').type('form').send({ entity: 'brand', format: 'csv', includeDeleted: 'false', search: 'panel' }).expect(200);
    expect(created.body.notice).toMatchObject({ type: 'success' });
    const id = created.body.record.params.id;
    const done = await waitForJob(t, root, id);
    expect(done).toMatchObject({ kind: 'export', status: 'completed', writtenRows: 1, params: { includeDeleted: false, search: 'panel' } });

    const bad = await su.post('/admin/api/resources/CatalogJobs/actions/new').type('form').send({ entity: 'product' }).expect(200);
    expect(bad.body.notice).toMatchObject({ type: 'error' });

    const [queued] = await t.bazaar.dataSource.query(
      `INSERT INTO catalog_jobs ("publicId", kind, entity, format, "requestedBy") VALUES (gen_random_uuid(), 'export', 'brand', 'csv', 'test') RETURNING "publicId"`,
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
});
