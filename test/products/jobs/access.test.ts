import { runAs } from '../../../core/context/request-context.js';
import { productJobsService } from '../../../plugins/products/jobs/product-jobs.service.js';
import { bootApp, type TestApp } from '../../support/app.js';
import { adminWith, bearer, login, SUPERADMIN, SUPERADMIN_ENV } from '../../support/auth.js';
import { csv as catalogCsv, CATEGORY_HEADER, cat } from '../../catalog/jobs/helpers.js';
import { csv, HEADER, idemKey, JOBS, productRow, seedCatalog, submitExport, submitImport, waitForJob } from './helpers.js';

let t: TestApp;
let root: string;

beforeAll(async () => {
  t = await bootApp({ env: SUPERADMIN_ENV });
  root = (await login(t, SUPERADMIN.email, SUPERADMIN.password)).accessToken;
  await seedCatalog(t, root);
});
afterAll(async () => t?.close());

const q = (sql: string, params: unknown[] = []) => t.bazaar.dataSource.query(sql, params);
const file = (slug: string) => csv([HEADER, productRow(slug)]);

describe('permissions', () => {
  it('imports need Products_CREATE and Products_UPDATE both (403 PRODUCT_JOB_ENTITY_PERMISSION_DENIED), checked before the upload is stored', async () => {
    for (const perms of [
      ['Products_CREATE', 'Products_READ'],
      ['Products_UPDATE', 'Products_READ'],
      ['Catalog_CREATE', 'Categories_CREATE'],
    ]) {
      const token = await adminWith(t, root, perms);
      const res = await submitImport(t, token, file('denied')).expect(403);
      expect(res.body).toEqual({ statusCode: 403, errorCode: 'PRODUCT_JOB_ENTITY_PERMISSION_DENIED', message: expect.any(String) });
    }
    expect((await q(`SELECT count(*)::int AS n FROM catalog_jobs WHERE entity = 'product'`))[0].n).toBe(0);
    await t.http
      .post(`${JOBS}/import`)
      .set('Idempotency-Key', idemKey())
      .attach('file', Buffer.from(file('anon')), 'a.csv')
      .expect(401);
    const both = await adminWith(t, root, ['Products_CREATE', 'Products_UPDATE', 'Products_READ']);
    const ok = await submitImport(t, both, file('allowed')).expect(200);
    expect(ok.body.data).toMatchObject({ kind: 'import', entity: 'product', status: 'queued' });
    expect(await waitForJob(t, both, ok.body.data.publicId)).toMatchObject({ status: 'completed', writtenRows: 1 });
  });

  it('the service checks both permissions again, whoever calls it', async () => {
    const admin = (permissions: string[]) => ({ kind: 'admin' as const, publicId: '0193a5b0-7c1d-7000-8000-000000000001', permissions: new Set(permissions) });
    const upload = { path: '/nonexistent', originalName: 'a.csv', size: 10 };
    await expect(runAs(admin(['Products_CREATE']), () => productJobsService.submitImport(upload))).rejects.toMatchObject({
      statusCode: 403,
      errorCode: 'PRODUCT_JOB_ENTITY_PERMISSION_DENIED',
    });
    await expect(runAs(admin(['Products_UPDATE']), () => productJobsService.submitImport(upload))).rejects.toMatchObject({
      errorCode: 'PRODUCT_JOB_ENTITY_PERMISSION_DENIED',
    });
  });

  it('export and reads need Products_READ, cancel Products_UPDATE; the template needs Products_READ', async () => {
    const nobody = await adminWith(t, root, ['Catalog_READ', 'Catalog_UPDATE']);
    expect((await submitExport(t, nobody).expect(403)).body.errorCode).toBe('FORBIDDEN');
    await t.http.get(JOBS).set(bearer(nobody)).expect(403);
    await t.http.get(`${JOBS}/import-template`).set(bearer(nobody)).expect(403);
    const reader = await adminWith(t, root, ['Products_READ']);
    const exported = await submitExport(t, reader, { format: 'xlsx' }).expect(200);
    expect(exported.body.data).toMatchObject({ kind: 'export', entity: 'product', format: 'xlsx', status: 'queued', downloadUrl: null });
    await t.http.get(`${JOBS}/${exported.body.data.publicId}`).set(bearer(reader)).expect(200);
    await t.http.get(`${JOBS}/import-template`).set(bearer(reader)).expect(200);
    await t.http.post(`${JOBS}/${exported.body.data.publicId}/cancel`).set(bearer(reader)).expect(403);
    await waitForJob(t, reader, exported.body.data.publicId);
    const updater = await adminWith(t, root, ['Products_UPDATE']);
    const late = await t.http.post(`${JOBS}/${exported.body.data.publicId}/cancel`).set(bearer(updater)).expect(409);
    expect(late.body.errorCode).toBe('PRODUCT_JOB_NOT_CANCELLABLE');
  });

  it('validates the export body and the list query', async () => {
    expect((await submitExport(t, root, {}).expect(400)).body.errorCode).toBe('VALIDATION_FAILED');
    await submitExport(t, root, { format: 'pdf' }).expect(400);
    await submitExport(t, root, { format: 'csv', entity: 'brand' }).expect(400);
    const noKey = await t.http.post(`${JOBS}/export`).set(bearer(root)).send({ format: 'csv' }).expect(400);
    expect(noKey.body.errorCode).toBe('IDEMPOTENCY_KEY_REQUIRED');
    await t.http.get(`${JOBS}?status=done`).set(bearer(root)).expect(400);
    await t.http.get(`${JOBS}?sort=status`).set(bearer(root)).expect(400);
    expect((await t.http.get(`${JOBS}?page=101&size=100`).set(bearer(root)).expect(400)).body.errorCode).toBe('PAGINATION_LIMIT_TOO_LARGE');
    await t.http.get(`${JOBS}/not-a-uuid`).set(bearer(root)).expect(400);
  });
});

describe('idempotency', () => {
  it('replays an import with the same key and file (one job), refuses the key with another file; the scopes are the product ones', async () => {
    const key = idemKey();
    const first = await submitImport(t, root, file('idem'), 'idem.csv', key).expect(200);
    const again = await submitImport(t, root, file('idem'), 'idem.csv', key).expect(200);
    expect(again.headers['idempotency-replayed']).toBe('true');
    expect(again.body.data.publicId).toBe(first.body.data.publicId);
    const other = await submitImport(t, root, file('idem-2'), 'idem.csv', key).expect(409);
    expect(other.body.errorCode).toBe('IDEMPOTENCY_KEY_CONFLICT');
    await waitForJob(t, root, first.body.data.publicId);
    expect((await q(`SELECT count(*)::int AS n FROM catalog_jobs WHERE source_name = 'idem.csv'`))[0].n).toBe(1);
    const exportKey = idemKey();
    const e1 = await submitExport(t, root, { format: 'csv' }, exportKey).expect(200);
    const e2 = await submitExport(t, root, { format: 'csv' }, exportKey).expect(200);
    expect(e2.body.data.publicId).toBe(e1.body.data.publicId);
    expect((await submitExport(t, root, { format: 'xlsx' }, exportKey).expect(409)).body.errorCode).toBe('IDEMPOTENCY_KEY_CONFLICT');
    const scopes = await q(`SELECT DISTINCT scope FROM idempotency_keys WHERE key = ANY($1) ORDER BY scope`, [[key, exportKey]]);
    expect(scopes.map((s: any) => s.scope)).toEqual(['product-job-export', 'product-job-import']);
  });
});

describe('separate lists', () => {
  it('product jobs are not seen through the catalog routes, and catalog jobs not through the product routes', async () => {
    const catalogJob = (
      await t.http
        .post('/api/admin/catalog/jobs/import')
        .set(bearer(root))
        .set('Idempotency-Key', idemKey())
        .field('entity', 'category')
        .attach('file', Buffer.from(catalogCsv([CATEGORY_HEADER, cat('Tablets', 'tablets')])), 'c.csv')
        .expect(200)
    ).body.data;
    const productJob = (await submitImport(t, root, file('separate')).expect(200)).body.data;
    await waitForJob(t, root, productJob.publicId);
    const productList = (await t.http.get(`${JOBS}?size=100`).set(bearer(root)).expect(200)).body;
    expect(productList.data.every((j: any) => j.entity === 'product')).toBe(true);
    expect(productList.data.map((j: any) => j.publicId)).toContain(productJob.publicId);
    const catalogList = (await t.http.get('/api/admin/catalog/jobs?size=100').set(bearer(root)).expect(200)).body;
    expect(catalogList.data.map((j: any) => j.publicId)).toContain(catalogJob.publicId);
    expect(catalogList.data.some((j: any) => j.entity === 'product')).toBe(false);
    expect((await t.http.get(`/api/admin/catalog/jobs/${productJob.publicId}`).set(bearer(root)).expect(404)).body.errorCode).toBe('CATALOG_JOB_NOT_FOUND');
    expect((await t.http.post(`/api/admin/catalog/jobs/${productJob.publicId}/cancel`).set(bearer(root)).expect(404)).body.errorCode).toBe(
      'CATALOG_JOB_NOT_FOUND',
    );
    expect((await t.http.get(`${JOBS}/${catalogJob.publicId}`).set(bearer(root)).expect(404)).body.errorCode).toBe('PRODUCT_JOB_NOT_FOUND');
    expect((await t.http.post(`${JOBS}/${catalogJob.publicId}/cancel`).set(bearer(root)).expect(404)).body.errorCode).toBe('PRODUCT_JOB_NOT_FOUND');
    const catalogOnly = await adminWith(t, root, ['Catalog_READ']);
    await t.http.get(`${JOBS}/${productJob.publicId}`).set(bearer(catalogOnly)).expect(403);
  });
});
