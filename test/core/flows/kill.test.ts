import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { db, withTransaction } from '../../../core/db/transaction.js';
import { startFlow } from '../../../core/flows/index.js';
import { bootApp, type TestApp } from '../../support/app.js';
import { createEffectsTable, effectsBy, recordEffect, waitFor } from '../jobs/support/effects.js';
import { killAll, spawnWorker, type Worker } from '../../support/spawn-worker.js';
import { fulfilFlow } from './support/flow-plugin.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const startWorker = (mode: 'hang' | 'normal'): Worker =>
  spawnWorker(path.join(here, '../../support/worker-process.ts'), t.databaseUrl, {
    KILL_TEST_MODE: mode,
    TEST_PLUGIN: path.join(here, 'support/flow-plugin.ts'),
  });

let t: TestApp;
const workers: Worker[] = [];
beforeAll(async () => {
  // this process only starts the flow (ROLE=api); the workers are separate processes
  t = await bootApp({ available: [], env: { ROLE: 'api' } });
  await createEffectsTable();
});
afterAll(async () => {
  await killAll(workers);
  await t?.close();
});

const runRow = async (flowId: string) =>
  (await db().query(`SELECT status, attempts FROM flow_runs WHERE flow = 'shipping.fulfil' AND flow_id = $1`, [flowId]))[0];

it('a worker killed (SIGKILL) between two steps: the next worker resumes from the last committed step, every effect once', async () => {
  const first = startWorker('hang');
  workers.push(first);
  await first.next('ready');
  await withTransaction(async () => {
    await recordEffect('checkout', 'order placed');
    await startFlow(fulfilFlow('normal'), 'order-1', { order: 'order-1' });
  });
  expect((await first.next('between-steps')).flowId).toBe('order-1');
  first.child.kill('SIGKILL');
  expect(await first.exited).toEqual({ code: null, signal: 'SIGKILL' });
  // the first step committed; the second's effect died with its open transaction
  expect((await effectsBy('flow-order-1')).map((e) => e.note)).toEqual(['pick by worker-hang']);
  expect(await runRow('order-1')).toEqual({ status: 'running', attempts: 0 });

  const second = startWorker('normal');
  workers.push(second);
  await second.next('ready');
  await waitFor(
    'the flow to complete',
    () => runRow('order-1'),
    (r) => r.status === 'completed',
    30_000,
  );
  second.child.send('stop');
  expect(await second.exited).toEqual({ code: 0, signal: null });
  expect((await effectsBy('flow-order-1')).map((e) => e.note)).toEqual(['pick by worker-hang', 'pack by worker-normal', 'ship by worker-normal']);
  const steps = await db().query(
    `SELECT s.step, s.status FROM flow_steps s JOIN flow_runs r ON r.id = s.run_id WHERE r.flow_id = 'order-1' ORDER BY s.created_at`,
  );
  expect(steps).toEqual([
    { step: 'pick', status: 'done' },
    { step: 'pack', status: 'done' },
    { step: 'ship', status: 'done' },
  ]);
});
