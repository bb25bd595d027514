import ExcelJS from 'exceljs';
import pg from 'pg';
import { claimJob } from '../../../plugins/catalog/jobs/job-store.js';
import { sweepExpiredLeases } from '../../../plugins/catalog/jobs/run-job.js';
import { bootApp, type TestApp } from '../../support/app.js';
import { adminWith, bearer, login, SUPERADMIN, SUPERADMIN_ENV } from '../../support/auth.js';
import { BRAND_HEADER, CATEGORY_HEADER, cat, csv, idemKey, importAndWait, SERIES_HEADER, submitImport, waitForJob } from './helpers.js';

let t: TestApp;
let root: string;

beforeAll(async () => {
  t = await bootApp({ env: SUPERADMIN_ENV });
  root = (await login(t, SUPERADMIN.email, SUPERADMIN.password)).accessToken;
  await importAndWait(
    t,
    root,
    'category',
    csv([
      CATEGORY_HEADER,
      cat('Kitchen', 'kitchen', null, { displayOrder: 1 }),
      cat('Pans', 'pans', 'kitchen', { seoTitle: 'Pans, pots' }),
      cat('Knives', 'knives', 'kitchen'),
      cat('Old Stuff', 'old-stuff'),
    ]),
  );
  await importAndWait(t, root, 'brand', csv([BRAND_HEADER, ['Acme', 'acme', null, null, null, 'https://x.test/a.png', 'Acme', null, null]]));
  await importAndWait(t, root, 'brand_series', csv([SERIES_HEADER, ['Acme Pro', 'acme-pro', 'the pro line', 3, false, null, null, null, null, 'acme']]));
  await q(`UPDATE categories SET deleted_at = now() WHERE name = 'Old Stuff'`);
});
afterAll(async () => t?.close());

const q = (sql: string, params: unknown[] = []) => t.bazaar.dataSource.query(sql, params);

function exportJob(token: string, body: Record<string, unknown>, key = idemKey()) {
  return t.http.post('/api/admin/catalog/jobs/export').set(bearer(token)).set('Idempotency-Key', key).send(body);
}

async function download(url: string): Promise<Buffer> {
  const u = new URL(url, 'http://localhost');
  const res = await t.http
    .get(`${u.pathname}${u.search}`)
    .buffer(true)
    .parse((r, cb) => {
      const chunks: Buffer[] = [];
      r.on('data', (c: Buffer) => chunks.push(c));
      r.on('end', () => cb(null, Buffer.concat(chunks)));
    });
  expect(res.status).toBe(200);
  return res.body as Buffer;
}

describe('export', () => {
  it('exports categories to CSV, parents first, with a signed download link', async () => {
    const res = await exportJob(root, { entity: 'category' }).expect(200);
    expect(res.body.data).toMatchObject({ kind: 'export', entity: 'category', status: 'queued', format: 'csv', downloadUrl: null });
    const job = await waitForJob(t, root, res.body.data.publicId);
    expect(job).toMatchObject({ status: 'completed', totalRows: 3, processedRows: 3, writtenRows: 3 });
    expect(job.downloadUrl).toMatch(/signature=/);
    const text = (await download(job.downloadUrl)).toString('utf8');
    expect(text.trim().split('\n')).toEqual([
      CATEGORY_HEADER.join(','),
      'Kitchen,kitchen,,,1,true,,,,',
      'Pans,pans,,kitchen,0,true,,,"Pans, pots",',
      'Knives,knives,,kitchen,0,true,,,,',
    ]);
  });

  it('filters by search and includes deleted rows when asked', async () => {
    const searched = await waitForJob(t, root, (await exportJob(root, { entity: 'category', search: 'KNI' }).expect(200)).body.data.publicId);
    expect(searched).toMatchObject({ status: 'completed', writtenRows: 1 });
    const all = await waitForJob(t, root, (await exportJob(root, { entity: 'category', includeDeleted: true }).expect(200)).body.data.publicId);
    expect(all.writtenRows).toBe(4);
    expect((await download(all.downloadUrl)).toString()).toContain('Old Stuff,old-stuff');
  });

  it('exports brand series to XLSX with brandSlug', async () => {
    const job = await waitForJob(t, root, (await exportJob(root, { entity: 'brand_series', format: 'xlsx' }).expect(200)).body.data.publicId);
    expect(job).toMatchObject({ status: 'completed', format: 'xlsx', writtenRows: 1 });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await download(job.downloadUrl)) as any);
    const sheet = book.worksheets[0];
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(SERIES_HEADER);
    expect((sheet.getRow(2).values as unknown[]).slice(1)).toEqual([
      'Acme Pro',
      'acme-pro',
      'the pro line',
      3,
      false,
      undefined,
      undefined,
      undefined,
      undefined,
      'acme',
    ]);
  });

  it('validates the body, needs an Idempotency-Key and Catalog_READ', async () => {
    const bad = await exportJob(root, { entity: 'product' }).expect(400);
    expect(bad.body.errorCode).toBe('VALIDATION_FAILED');
    await exportJob(root, { entity: 'brand', extra: 1 }).expect(400);
    const noKey = await t.http.post('/api/admin/catalog/jobs/export').set(bearer(root)).send({ entity: 'brand' }).expect(400);
    expect(noKey.body.errorCode).toBe('IDEMPOTENCY_KEY_REQUIRED');
    const reader = await adminWith(t, root, ['Catalog_READ']);
    await exportJob(reader, { entity: 'brand' }).expect(200);
    const nobody = await adminWith(t, root, ['Categories_READ']);
    await exportJob(nobody, { entity: 'brand' }).expect(403);
    await t.http.get('/api/admin/catalog/jobs').set(bearer(nobody)).expect(403);
  });
});

describe('cancel, progress and stalled jobs', () => {
  it('cancels a queued job, then refuses to cancel it again; unknown jobs are 404', async () => {
    const [job] = await q(
      `INSERT INTO catalog_jobs (public_id, kind, entity, format, requested_by) VALUES (gen_random_uuid(), 'export', 'brand', 'csv', 'test') RETURNING public_id AS "publicId"`,
    );
    const res = await t.http.post(`/api/admin/catalog/jobs/${job.publicId}/cancel`).set(bearer(root)).expect(200);
    expect(res.body.data).toMatchObject({ publicId: job.publicId, status: 'cancelled', finishedAt: expect.any(String) });
    const again = await t.http.post(`/api/admin/catalog/jobs/${job.publicId}/cancel`).set(bearer(root)).expect(409);
    expect(again.body.errorCode).toBe('CATALOG_JOB_NOT_CANCELLABLE');
    const missing = await t.http.post('/api/admin/catalog/jobs/0193a5b0-7c1d-7000-8000-000000000000/cancel').set(bearer(root)).expect(404);
    expect(missing.body.errorCode).toBe('CATALOG_JOB_NOT_FOUND');
    // a cancelled job is never claimed
    expect(await claimJob(job.publicId)).toBeNull();
  });

  it('shows progress while an import runs, reports isStalled past its lease, and a cancel rolls the import back', async () => {
    const before = Number((await q(`SELECT count(*) FROM categories`))[0].count);
    const rows = Array.from({ length: 300 }, (_, i) => cat(`Bulk ${i}`, `bulk-${i}`, i ? 'bulk-0' : null));
    // hold the import at its INSERT: another transaction keeps categories in SHARE mode
    const blocker = new pg.Client({ connectionString: t.databaseUrl });
    await blocker.connect();
    try {
      await blocker.query('BEGIN');
      await blocker.query('LOCK TABLE categories IN SHARE MODE');
      const submitted = await submitImport(t, root, 'category', csv([CATEGORY_HEADER, ...rows])).expect(200);
      const id = submitted.body.data.publicId;
      const deadline = Date.now() + 30_000;
      while (
        !(await q(`SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock' AND query LIKE '%INSERT INTO categories%'`))
          .length
      ) {
        if (Date.now() > deadline) throw new Error('the import never reached its insert');
        await new Promise((r) => setTimeout(r, 20));
      }
      // progress is written outside the import's open transaction, so it is visible now
      const running = await t.http.get(`/api/admin/catalog/jobs/${id}`).set(bearer(root)).expect(200);
      expect(running.body.data).toMatchObject({ status: 'processing', totalRows: 300, processedRows: 300, isStalled: false, finishedAt: null });
      const [lease] = await q(`SELECT extract(epoch FROM lease_until - claimed_at)::int AS seconds FROM catalog_jobs WHERE public_id = $1`, [id]);
      expect(lease.seconds).toBe(15 * 60);
      await q(`UPDATE catalog_jobs SET lease_until = now() - interval '1 second' WHERE public_id = $1`, [id]);
      const stalled = await t.http.get(`/api/admin/catalog/jobs/${id}`).set(bearer(root)).expect(200);
      expect(stalled.body.data.isStalled).toBe(true);
      const listed = await t.http.get('/api/admin/catalog/jobs?status=processing').set(bearer(root)).expect(200);
      expect(listed.body.data.map((j: any) => j.publicId)).toEqual([id]);

      const cancelled = await t.http.post(`/api/admin/catalog/jobs/${id}/cancel`).set(bearer(root)).expect(200);
      expect(cancelled.body.data.status).toBe('cancelled');
      await blocker.query('COMMIT');
      // the delivery ends once the import has seen the cancel and rolled back
      const end = Date.now() + 30_000;
      while ((await q(`SELECT status FROM outbox_events WHERE topic = 'catalog.job.queued' AND payload->>'jobId' = $1`, [id]))[0].status !== 'done') {
        if (Date.now() > end) throw new Error('the delivery did not end');
        await new Promise((r) => setTimeout(r, 20));
      }
      expect(Number((await q(`SELECT count(*) FROM categories`))[0].count)).toBe(before);
      expect((await q(`SELECT count(*)::int AS n FROM slugs WHERE scope = 'category' AND slug LIKE 'bulk-%'`))[0].n).toBe(0);
      const final = await t.http.get(`/api/admin/catalog/jobs/${id}`).set(bearer(root)).expect(200);
      expect(final.body.data).toMatchObject({ status: 'cancelled', writtenRows: null });
    } finally {
      await blocker.end();
    }
  });

  it('lets exactly one of many racing workers claim a job', async () => {
    const [job] = await q(
      `INSERT INTO catalog_jobs (public_id, kind, entity, format, requested_by) VALUES (gen_random_uuid(), 'export', 'brand', 'csv', 'test') RETURNING public_id AS "publicId"`,
    );
    const claims = await Promise.all(Array.from({ length: 6 }, () => claimJob(job.publicId)));
    expect(claims.filter(Boolean)).toHaveLength(1);
    const [row] = await q(`SELECT status, attempts FROM catalog_jobs WHERE public_id = $1`, [job.publicId]);
    expect(row).toEqual({ status: 'processing', attempts: 1 });
  });

  it('runs a job whose lease expired again, and gives up after three claims', async () => {
    const insert = (attempts: number) =>
      q(
        `INSERT INTO catalog_jobs (public_id, kind, entity, format, requested_by, status, attempts, claimed_at, lease_until, started_at)
         VALUES (gen_random_uuid(), 'export', 'brand', 'csv', 'test', 'processing', $1, now() - interval '20 minutes', now() - interval '5 minutes', now() - interval '20 minutes')
         RETURNING public_id AS "publicId"`,
        [attempts],
      ).then((r: any[]) => r[0].publicId as string);
    const retried = await insert(1);
    const abandoned = await insert(3);
    await sweepExpiredLeases();
    const done = await waitForJob(t, root, retried);
    expect(done).toMatchObject({ status: 'completed', writtenRows: 1 });
    const [row] = await q(`SELECT attempts FROM catalog_jobs WHERE public_id = $1`, [retried]);
    expect(row.attempts).toBe(2);
    const gaveUp = await waitForJob(t, root, abandoned);
    expect(gaveUp).toMatchObject({ status: 'failed', failureCode: 'CATALOG_JOB_ABANDONED' });
  });
});

describe('job list', () => {
  it('lists with filters and sorting, paged, refusing pages beyond the cap', async () => {
    const res = await t.http.get('/api/admin/catalog/jobs?kind=import&entity=category&size=2&sort=createdAt&order=asc').set(bearer(root)).expect(200);
    expect(res.body).toMatchObject({ count: expect.any(Number), currentPage: 1, errorCode: null });
    expect(res.body.data).toHaveLength(2);
    expect(res.body.data.every((j: any) => j.kind === 'import' && j.entity === 'category')).toBe(true);
    expect(res.body.data[0]).not.toHaveProperty('errors');
    expect(res.body.data[0]).not.toHaveProperty('isStalled');
    expect(Date.parse(res.body.data[0].createdAt)).toBeLessThanOrEqual(Date.parse(res.body.data[1].createdAt));
    const failed = await t.http.get('/api/admin/catalog/jobs?status=failed').set(bearer(root)).expect(200);
    expect(failed.body.data.every((j: any) => j.status === 'failed')).toBe(true);
    await t.http.get('/api/admin/catalog/jobs?page=100&size=100').set(bearer(root)).expect(200);
    const deep = await t.http.get('/api/admin/catalog/jobs?page=101&size=100').set(bearer(root)).expect(400);
    expect(deep.body.errorCode).toBe('PAGINATION_LIMIT_TOO_LARGE');
    const sort = await t.http.get('/api/admin/catalog/jobs?sort=status').set(bearer(root)).expect(400);
    expect(sort.body.errorCode).toBe('VALIDATION_FAILED');
    await t.http.get('/api/admin/catalog/jobs?status=done').set(bearer(root)).expect(400);
    await t.http.get('/api/admin/catalog/jobs/not-a-uuid').set(bearer(root)).expect(400);
  });
});

describe('OpenAPI', () => {
  it('documents the routes with their permissions, the multipart import body and the CSV template', async () => {
    const doc = (await t.http.get('/api/openapi.json').expect(200)).body;
    const jobs = (p: string) => doc.paths[`/api/admin/catalog/jobs${p}`];
    expect(jobs('/import').post.requestBody.content['multipart/form-data'].schema.required).toEqual(['entity', 'file']);
    expect(jobs('/import-template').get.responses['200'].content).toHaveProperty('text/csv');
    expect(Object.keys(jobs('/{publicId}/cancel').post.responses)).toEqual(expect.arrayContaining(['404', '409']));
    expect(jobs('/export').post).toBeDefined();
    expect(jobs('').get ?? jobs('/').get).toBeDefined();
  });
});

describe('export limit', () => {
  it('fails an export of more than 50,000 rows with CATALOG_EXPORT_TOO_LARGE', async () => {
    await q(`INSERT INTO brands (public_id, name) SELECT gen_random_uuid(), 'Mass ' || g FROM generate_series(1, 50001) g`);
    const job = await waitForJob(t, root, (await exportJob(root, { entity: 'brand' }).expect(200)).body.data.publicId);
    expect(job).toMatchObject({ status: 'failed', failureCode: 'CATALOG_EXPORT_TOO_LARGE', downloadUrl: null });
    expect(job.errors[0].errorCode).toBe('CATALOG_EXPORT_TOO_LARGE');
    const narrowed = await waitForJob(t, root, (await exportJob(root, { entity: 'brand', search: 'acme' }).expect(200)).body.data.publicId);
    expect(narrowed).toMatchObject({ status: 'completed', writtenRows: 1 });
  });
});
