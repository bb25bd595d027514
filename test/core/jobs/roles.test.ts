import { loadConfig } from '../../../config/index.js';
import { db } from '../../../core/db/transaction.js';
import { startJobs, type Jobs } from '../../../core/jobs/jobs.js';
import { publish } from '../../../core/jobs/outbox.js';
import { DELIVER_JOB } from '../../../core/jobs/outbox-delivery.js';
import { definePlugin } from '../../../core/plugin.js';
import { defineJob, subscribe } from '../../../core/jobs/index.js';
import { bootApp, type TestApp } from '../../support/app.js';
import { createEffectsTable, effectsBy, eventRow, FAST_JOBS_ENV, recordEffect, waitFor } from './support/effects.js';

/** The same plugin in every process; `source` tells which process ran a job. */
const storefront = (source: string) =>
  definePlugin({
    name: 'storefront',
    jobs: [
      defineJob('storefront.echo', async (data, ctx) => recordEffect(source, `echo ${data.note} attempt ${ctx.attempt}`)),
      defineJob('storefront.tick', async () => recordEffect(source, 'tick'), { schedule: { every: '1 second' } }),
      defineJob(
        'storefront.flaky-job',
        async (_data, ctx) => {
          await recordEffect(source, `flaky attempt ${ctx.attempt}`);
          if (ctx.attempt === 1) throw new Error('first run fails');
        },
        { retries: 2, retryDelayMs: 20 },
      ),
      defineJob('storefront.slow-job', async () => {
        await recordEffect(source, 'slow started');
        await new Promise((r) => setTimeout(r, 400));
        await recordEffect(source, 'slow finished');
      }),
    ],
    subscribers: [subscribe('test.noted', 'storefront.note', async (e) => recordEffect(source, 'noted', e))],
  });

const agendaRows = async (name: string) =>
  db().query(`SELECT type, last_run_at, locked_at FROM agenda_jobs WHERE name = $1`, [name]) as Promise<
    Array<{ type: string; last_run_at: Date | null; locked_at: Date | null }>
  >;
const notes = async (source: string) => (await effectsBy(source)).map((e) => e.note);

let api: TestApp;
let worker: Jobs | undefined;
beforeAll(async () => {
  api = await bootApp({ available: [storefront('api')], env: { ...FAST_JOBS_ENV, ROLE: 'api' } });
  await createEffectsTable();
});
afterAll(async () => {
  await worker?.stop();
  await api?.close();
});

const startWorker = () =>
  startJobs({
    config: loadConfig({ ...FAST_JOBS_ENV, ROLE: 'worker', LOG_LEVEL: 'silent' }),
    plugins: [storefront('worker')],
    dataSource: api.bazaar.dataSource,
  });

describe('ROLE=api', () => {
  let eventId: string;
  let echoId: string;

  it('defines the jobs and enqueues, but processes nothing, starts no schedule and relays nothing', async () => {
    const jobs = api.bazaar.jobs;
    expect(jobs.role).toBe('api');
    expect(jobs.processing).toBe(false);
    expect(jobs.names()).toEqual(expect.arrayContaining(['storefront.echo', 'storefront.tick', 'storefront.flaky-job', DELIVER_JOB]));
    await expect(jobs.enqueue('test.unknown')).rejects.toThrow('No job named "test.unknown"');

    echoId = await jobs.enqueue('storefront.echo', { note: 'hello' });
    eventId = await publish('test.noted', {});
    expect(await jobs.relayOutbox()).toBe(0);

    // nothing can be awaited for "never happens": watch for several poll periods of a worker (100 ms)
    const until = Date.now() + 1000;
    while (Date.now() < until) {
      // written with its delivery by the publishing process, and never taken here
      expect((await eventRow(eventId))!.status).toBe('queued');
      expect(
        await db().query(
          `SELECT d.subscriber, d.status, d.attempts FROM outbox_deliveries d JOIN outbox_events e ON e.id = d.event_id WHERE e.public_id = $1`,
          [eventId],
        ),
      ).toEqual([{ subscriber: 'storefront.note', status: 'pending', attempts: 0 }]);
      await new Promise((r) => setTimeout(r, 100));
    }
    const [echo] = await agendaRows('storefront.echo');
    expect(echo).toMatchObject({ last_run_at: null, locked_at: null });
    expect(await agendaRows('storefront.tick')).toEqual([]);
    expect(await notes('api')).toEqual([]);
  });

  it('leaves the work to a worker started beside it: queued jobs, pending deliveries and schedules all run there', async () => {
    // a schedule that the plugin's code no longer declares: the worker drops it instead of running it
    await db().query(`INSERT INTO agenda_jobs (name, type, next_run_at, repeat_interval) VALUES ('storefront.echo', 'single', now(), '1 second')`);
    worker = await startWorker();
    expect(worker.processing).toBe(true);
    await waitFor(
      'the worker to run the queued job, the event and two ticks',
      () => notes('worker'),
      (n) => n.includes('echo hello attempt 1') && n.includes('noted') && n.filter((x) => x === 'tick').length >= 2,
    );
    expect((await eventRow(eventId))!.status).toBe('done');
    expect(await agendaRows('storefront.echo')).toEqual([]); // one-off jobs are removed once done
    expect((await agendaRows('storefront.tick')).map((r) => r.type)).toEqual(['single']);
    expect(await notes('api')).toEqual([]);
    expect((await notes('worker')).filter((n) => n.startsWith('echo'))).toEqual(['echo hello attempt 1']);
    expect(echoId).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('start-up', () => {
  it('refuses a schedule Agenda cannot read, naming the job and the interval', async () => {
    const bad = definePlugin({
      name: 'bad',
      jobs: [defineJob('bad.job', async () => {}, { schedule: { every: 'whenever it suits' } })],
    });
    await expect(
      startJobs({ config: loadConfig({ ...FAST_JOBS_ENV, ROLE: 'worker', LOG_LEVEL: 'silent' }), plugins: [bad], dataSource: api.bazaar.dataSource }),
    ).rejects.toThrow('Cannot schedule job "bad.job" every "whenever it suits"');
  });

  it("refuses a job named outside its plugin's prefix, and a job declared twice", async () => {
    const config = loadConfig({ ROLE: 'api', LOG_LEVEL: 'silent' });
    const borrower = definePlugin({ name: 'twin', jobs: [defineJob('storefront.echo', async () => {})] });
    await expect(startJobs({ config, plugins: [storefront('x'), borrower], dataSource: api.bazaar.dataSource })).rejects.toThrow(
      'Plugin "twin" declares job "storefront.echo": names are "twin.<what>"',
    );
    const twice = definePlugin({ name: 'twin', jobs: [defineJob('twin.echo', async () => {}), defineJob('twin.echo', async () => {})] });
    await expect(startJobs({ config, plugins: [twice], dataSource: api.bazaar.dataSource })).rejects.toThrow(
      'Job "twin.echo" is declared by both "twin" and "twin"',
    );
  });
});

describe('plugin jobs on a worker', () => {
  it('retries a failed job with the backoff its definition asks for', async () => {
    await api.bazaar.jobs.enqueue('storefront.flaky-job');
    const runs = await waitFor(
      'the retry to succeed',
      () => notes('worker'),
      (n) => n.includes('flaky attempt 2'),
    );
    expect(runs.filter((n) => n.startsWith('flaky'))).toEqual(['flaky attempt 1', 'flaky attempt 2']);
    await waitFor(
      'the job to be removed once it succeeded',
      () => agendaRows('storefront.flaky-job'),
      (r) => r.length === 0,
    );
  });

  it('stop() lets a running job finish before it returns', async () => {
    await api.bazaar.jobs.enqueue('storefront.slow-job');
    await waitFor(
      'the slow job to start',
      () => notes('worker'),
      (n) => n.includes('slow started'),
    );
    await worker!.stop();
    worker = undefined;
    expect(await notes('worker')).toContain('slow finished');
    expect(await agendaRows('storefront.slow-job')).toEqual([]);
  });
});
