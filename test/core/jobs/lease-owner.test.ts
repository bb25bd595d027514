import os from 'node:os';
import { currentLeaseOwner, liveLeaseOwners, startLeaseOwner, stopLeaseOwner } from '../../../core/jobs/lease-owner.js';
import { bootApp, type TestApp } from '../../support/app.js';
import { waitFor } from './support/effects.js';

let t: TestApp;
beforeAll(async () => {
  // ROLE all: this process runs jobs, so startJobs made it a lease owner
  t = await bootApp({ available: [] });
});
afterAll(async () => t?.close());

const live = (ids: Array<number | null>) => liveLeaseOwners(ids, t.bazaar.dataSource.manager);
const ownerSession = async () =>
  (
    await t.bazaar.dataSource.query(`SELECT pid FROM pg_stat_activity WHERE application_name = $1`, [
      `bazaar-lease-owner ${os.hostname()}:${process.pid}`.slice(0, 63),
    ])
  )[0]?.pid as number | undefined;

it('a job-processing process is a lease owner that PostgreSQL reports alive; other ids are not', async () => {
  const me = currentLeaseOwner();
  expect(me).toBeGreaterThan(0);
  const other = me === 1 ? 2 : me - 1;
  expect([...(await live([me, other, null]))]).toEqual([me]);
});

it('is one owner per process: a second start shares it and its stop leaves it alive', async () => {
  const me = currentLeaseOwner();
  expect(await startLeaseOwner(t.databaseUrl)).toBe(me);
  await stopLeaseOwner();
  expect(currentLeaseOwner()).toBe(me);
  expect([...(await live([me]))]).toEqual([me]);
});

it('looks dead the moment its session ends, and holds the same id again once it has reconnected', async () => {
  const me = currentLeaseOwner();
  const session = await ownerSession();
  expect(session).toEqual(expect.any(Number));
  await t.bazaar.dataSource.query(`SELECT pg_terminate_backend($1)`, [session]);
  await waitFor(
    'the terminated session to end',
    () => t.bazaar.dataSource.query(`SELECT 1 FROM pg_stat_activity WHERE pid = $1`, [session]),
    (r) => r.length === 0,
    10_000,
  );
  expect([...(await live([me]))]).toEqual([]);
  await waitFor(
    'the owner to reconnect',
    () => live([me]),
    (s) => s.has(me),
    15_000,
  );
  expect(currentLeaseOwner()).toBe(me);
  expect(await ownerSession()).not.toBe(session);
});
