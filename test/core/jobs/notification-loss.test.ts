import { bootApp, type TestApp } from '../../support/app.js';
import { waitFor } from './support/effects.js';

/*
 * Agenda's LISTEN connection reports its loss as an 'error' event on the notification channel, which Agenda
 * itself does not listen to: unheard, that event ends the process (jest fails the file as "Unhandled error").
 */

let t: TestApp;
beforeAll(async () => {
  t = await bootApp({ available: [], env: { ROLE: 'all' } });
});
afterAll(async () => t?.close());

const listeners = async (): Promise<number[]> =>
  (
    await t.bazaar.dataSource.query(
      `SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'LISTEN "agenda%' AND pid <> pg_backend_pid()`,
    )
  ).map((r: { pid: number }) => r.pid);

it('survives losing the jobs notification connection, which reconnects by itself', async () => {
  const [before] = await waitFor('the jobs LISTEN connection', listeners, (pids) => pids.length > 0);
  await t.bazaar.dataSource.query('SELECT pg_terminate_backend($1)', [before]);
  const after = await waitFor('a new LISTEN connection', listeners, (pids) => pids.length > 0 && !pids.includes(before!), 20_000);
  expect(after).not.toContain(before);
  // still serving
  await t.http.get('/healthz').expect(200);
});
