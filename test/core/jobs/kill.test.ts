import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { db, withTransaction } from '../../../core/db/transaction.js';
import { publish } from '../../../core/jobs/outbox.js';
import { DELIVER_JOB } from '../../../core/jobs/outbox-delivery.js';
import { bootApp, type TestApp } from '../../support/app.js';
import { createEffectsTable, effectsOf, eventRow, recordEffect, waitFor } from './support/effects.js';
import { KILL_TOPIC, testPlugin } from './support/kill-plugin.js';
import { killAll, spawnWorker, type Worker } from '../../support/spawn-worker.js';

const here = path.dirname(fileURLToPath(import.meta.url));

/** Starts a worker as its own node process running the TypeScript sources. */
const startWorker = (databaseUrl: string, mode: 'hang' | 'normal'): Worker =>
  spawnWorker(path.join(here, '../../support/worker-process.ts'), databaseUrl, {
    KILL_TEST_MODE: mode,
    TEST_PLUGIN: path.join(here, 'support/kill-plugin.ts'),
  });

let t: TestApp;
const workers: Worker[] = [];
beforeAll(async () => {
  // this process only publishes (ROLE=api), with the workers' plugin enabled as every process of a shop runs the same
  // plugins (the publisher writes the deliveries); the workers are separate processes
  t = await bootApp({ available: [testPlugin('normal', () => {})], env: { ROLE: 'api' } });
  await createEffectsTable();
});
afterAll(async () => {
  await killAll(workers);
  await t?.close();
});

const deliveryJobs = async () => Number((await db().query(`SELECT count(*)::int AS n FROM agenda_jobs WHERE name = $1`, [DELIVER_JOB]))[0].n);

/** Publishes an event, lets a worker take it and kills that worker (SIGKILL) while the handler runs. */
async function publishAndKillMidFlight(): Promise<string> {
  const first = startWorker(t.databaseUrl, 'hang');
  workers.push(first);
  await first.next('ready');
  const eventId = await withTransaction(async () => {
    await recordEffect('checkout', 'order placed');
    return publish(KILL_TOPIC, { amount: 1250 });
  });
  const midFlight = await first.next('mid-flight');
  expect(midFlight.eventId).toBe(eventId);
  first.child.kill('SIGKILL');
  expect(await first.exited).toEqual({ code: null, signal: 'SIGKILL' });
  // the killed handler had written its effect in a transaction that never committed
  expect(await effectsOf(eventId)).toEqual([]);
  expect((await eventRow(eventId))!.status).toBe('queued');
  return eventId;
}

/** Starts a healthy worker, waits until the event is done and every delivery job has run, then stops it. */
async function restartAndDeliver(eventId: string) {
  const second = startWorker(t.databaseUrl, 'normal');
  workers.push(second);
  await second.next('ready');
  const row = await waitFor(
    'the new worker to deliver the event',
    () => eventRow(eventId),
    (r) => r!.status === 'done',
    30_000,
  );
  await waitFor('every delivery job to finish', deliveryJobs, (n) => n === 0, 30_000);
  second.child.send('stop');
  expect(await second.exited).toEqual({ code: 0, signal: null });
  return row!;
}

const deliveries = async (eventId: string) =>
  db().query(
    `SELECT d.subscriber, d.status, d.attempts, d.last_error FROM outbox_deliveries d JOIN outbox_events e ON e.id = d.event_id WHERE e.public_id = $1`,
    [eventId],
  );

it('a worker killed mid-handler: the next worker takes over its delivery and the effect is committed exactly once', async () => {
  const eventId = await publishAndKillMidFlight();
  // the dead worker's delivery is taken again when its lease runs out (or, handed to a job before, when the job's
  // lock expires): either way one effect
  await restartAndDeliver(eventId);
  expect(await effectsOf(eventId)).toEqual([{ source: 'worker-normal', note: 'charged' }]);
  expect(await deliveries(eventId)).toEqual([expect.objectContaining({ subscriber: 'payments.charge', status: 'done' })]);
});

it('a worker killed mid-handler whose job is lost too: the relay delivers the event again when its lease runs out', async () => {
  const eventId = await publishAndKillMidFlight();
  await db().query(`DELETE FROM agenda_jobs WHERE name = $1`, [DELIVER_JOB]);
  expect((await restartAndDeliver(eventId)).status).toBe('done');
  expect(await effectsOf(eventId)).toEqual([{ source: 'worker-normal', note: 'charged' }]);
  expect(await deliveries(eventId)).toEqual([
    { subscriber: 'payments.charge', status: 'done', attempts: 2, last_error: expect.stringContaining('lease expired') },
  ]);
});
