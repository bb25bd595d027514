import pg from 'pg';
import { bootApp, type TestApp } from '../../support/app.js';
import { bearer, login, SUPERADMIN, SUPERADMIN_ENV } from '../../support/auth.js';
import { waitFor } from '../../core/jobs/support/effects.js';
import { CATEGORY_HEADER, cat, csv, submitImport, waitForJob } from './helpers.js';
import { startCatalogWorker, type WorkerProcess } from './support/worker.js';

let t: TestApp;
let root: string;
const workers: WorkerProcess[] = [];

beforeAll(async () => {
  // this process only serves the API (ROLE=api): the imports run in the worker processes
  t = await bootApp({ env: { ...SUPERADMIN_ENV, ROLE: 'api' } });
  root = (await login(t, SUPERADMIN.email, SUPERADMIN.password)).accessToken;
});
afterAll(async () => {
  for (const w of workers) if (w.child.exitCode === null && w.child.signalCode === null) w.child.kill('SIGKILL');
  await Promise.all(workers.map((w) => w.exited));
  await t?.close();
});

const q = (sql: string, params: unknown[] = []) => t.bazaar.dataSource.query(sql, params);
const detail = async (id: string) => (await t.http.get(`/api/admin/catalog/jobs/${id}`).set(bearer(root)).expect(200)).body.data;
const jobRow = async (id: string) =>
  (
    await q(
      `SELECT attempts, lease_owner AS "leaseOwner", claimed_at AS "claimedAt", lease_until AS "leaseUntil", lease_until > now() + interval '14 minutes' AS "leaseFresh" FROM catalog_jobs WHERE public_id = $1`,
      [id],
    )
  )[0];
const importedRows = async () => (await q(`SELECT count(*)::int AS n FROM categories WHERE name LIKE 'Killed %'`))[0].n;
const importWaitingOnLock = async () =>
  (
    await q(
      `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock' AND query LIKE '%INSERT INTO categories%'`,
    )
  )[0].n;
const ownerSessions = async (pid: number) =>
  (await q(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name LIKE $1`, [`bazaar-lease-owner %:${pid}`]))[0].n;

function worker(env: Record<string, string> = {}): WorkerProcess {
  const w = startCatalogWorker(t.databaseUrl, t.dataDir, env);
  workers.push(w);
  return w;
}

it('an import whose worker is SIGKILLed is stalled at once, and a new worker takes it back before its lease ends and completes it once', async () => {
  const first = worker();
  const a = await first.ready;
  const rows = Array.from({ length: 300 }, (_, i) => cat(`Killed ${i}`, `killed-${i}`, i ? 'killed-0' : null));
  // hold the import at its INSERT: another transaction keeps categories in SHARE mode
  const blocker = new pg.Client({ connectionString: t.databaseUrl });
  await blocker.connect();
  let id: string;
  let firstLeaseUntil: Date;
  try {
    await blocker.query('BEGIN');
    await blocker.query('LOCK TABLE categories IN SHARE MODE');
    id = (await submitImport(t, root, 'category', csv([CATEGORY_HEADER, ...rows])).expect(200)).body.data.publicId;
    await waitFor('the import to reach its insert', importWaitingOnLock, (n) => n === 1, 30_000);

    expect(await detail(id)).toMatchObject({ status: 'processing', isStalled: false });
    const claimed = await jobRow(id);
    expect(claimed).toMatchObject({ attempts: 1, leaseOwner: a.leaseOwner, leaseFresh: true });
    firstLeaseUntil = claimed.leaseUntil;

    first.child.kill('SIGKILL');
    expect(await first.exited).toEqual({ code: null, signal: 'SIGKILL' });
    // PostgreSQL ends the dead process's owner session, and with it the lock that said it was alive
    await waitFor(
      "the killed worker's owner session to end",
      () => ownerSessions(a.pid),
      (n) => n === 0,
      10_000,
    );
    // stalled now, with its 15-minute lease still running and nobody on it
    expect(await detail(id)).toMatchObject({ status: 'processing', isStalled: true });
    expect(await jobRow(id)).toMatchObject({ attempts: 1, leaseOwner: a.leaseOwner, leaseFresh: true });
  } finally {
    await blocker.query('COMMIT').catch(() => {});
    await blocker.end();
  }
  // the dead worker's transaction (blocked until now) finds its client gone and rolls back
  await waitFor("the killed import's insert to end", importWaitingOnLock, (n) => n === 0, 10_000);
  expect(await importedRows()).toBe(0);

  // the new worker would retry the dead worker's delivery only after two minutes (its Agenda lock and outbox
  // lease): what takes the job back is the sweep every worker runs as it starts
  const second = worker({ JOBS_LOCK_LIFETIME_MS: '120000', OUTBOX_LEASE_MS: '120000' });
  const b = await second.ready;
  const done = await waitForJob(t, root, id);
  expect(done).toMatchObject({ status: 'completed', totalRows: 300, writtenRows: 300, isStalled: false, errors: [] });
  const after = await jobRow(id);
  expect(after).toMatchObject({ attempts: 2, leaseOwner: b.leaseOwner });
  // taken back while the dead worker's lease was still unexpired: no 15-minute wait
  expect(new Date(after.claimedAt).getTime()).toBeLessThan(new Date(firstLeaseUntil).getTime());
  // all or nothing, exactly once
  expect(await importedRows()).toBe(300);
  expect((await q(`SELECT count(*)::int AS n FROM slugs WHERE scope = 'category' AND slug LIKE 'killed-%'`))[0].n).toBe(300);

  second.child.send('stop');
  expect(await second.exited).toEqual({ code: 0, signal: null });
});

it('a job held by a live worker is not stalled while the worker lives, and stalled the moment it dies', async () => {
  const live = worker();
  const w = await live.ready;
  // a processing job whose lease names the live worker: only its owner's death frees it
  const [job] = await q(
    `INSERT INTO catalog_jobs (public_id, kind, entity, format, requested_by, status, attempts, claimed_at, lease_until, lease_owner, started_at)
     VALUES (gen_random_uuid(), 'export', 'brand', 'csv', 'test', 'processing', 1, now(), now() + interval '15 minutes', $1, now())
     RETURNING public_id AS "publicId"`,
    [w.leaseOwner],
  );
  expect(await detail(job.publicId)).toMatchObject({ status: 'processing', isStalled: false });
  live.child.kill('SIGKILL');
  await live.exited;
  await waitFor(
    "the killed worker's owner session to end",
    () => ownerSessions(w.pid),
    (n) => n === 0,
    10_000,
  );
  expect(await detail(job.publicId)).toMatchObject({ status: 'processing', isStalled: true });
});
