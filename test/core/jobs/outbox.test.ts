import { db, withTransaction } from '../../../core/db/transaction.js';
import { publish } from '../../../core/jobs/outbox.js';
import { DELIVER_JOB } from '../../../core/jobs/outbox-delivery.js';
import { definePlugin } from '../../../core/plugin.js';
import { bootApp, type TestApp } from '../../support/app.js';
import { createEffectsTable, effectsOf, eventRow, FAST_JOBS_ENV, recordEffect, waitFor } from './support/effects.js';

const failuresLeft = new Map<string, number>();
const calls = new Map<string, number>();
const count = (id: string) => calls.set(id, (calls.get(id) ?? 0) + 1);

/** Handlers write their effect first and then may throw: a failed attempt must leave no trace. */
const shop = definePlugin({
  name: 'shop',
  outbox: {
    'test.noted': async (e) => recordEffect('shop', `noted ${(e.payload as any).n}`, e),
    'test.slow': async (e) => {
      count(e.id);
      await recordEffect('shop', 'slow', e);
      await new Promise((r) => setTimeout(r, 300));
    },
    'test.flaky': async (e) => {
      count(e.id);
      await recordEffect('shop', 'flaky', e);
      const left = failuresLeft.get(e.id) ?? (e.payload as any).failTimes;
      if (left > 0) {
        failuresLeft.set(e.id, left - 1);
        throw new Error(`flaky failure, ${left} left`);
      }
    },
    'test.broken': async (e) => {
      count(e.id);
      await recordEffect('shop', 'broken', e);
      throw new Error('always broken');
    },
    'test.partial': async (e) => recordEffect('shop', 'partial', e),
  },
});

const mailer = definePlugin({
  name: 'mailer',
  outbox: {
    'test.partial': async (e) => {
      count(`mailer:${e.id}`);
      await recordEffect('mailer', 'partial', e);
      if (calls.get(`mailer:${e.id}`) === 1) throw new Error('mail server down');
    },
  },
});

let t: TestApp;
beforeAll(async () => {
  t = await bootApp({ available: [shop, mailer], env: { ...FAST_JOBS_ENV, OUTBOX_MAX_ATTEMPTS: '3' } });
  await createEffectsTable();
});
afterAll(async () => t?.close());

const finished = (id: string) => waitFor(`event ${id} to finish`, () => eventRow(id), (r) => !!r && ['done', 'skipped', 'dead'].includes(r.status));
const processedRows = async (id: string) =>
  db().query(`SELECT p.handler FROM outbox_processed p JOIN outbox_events e ON e.id = p.event_id WHERE e.public_id = $1 ORDER BY p.handler`, [id]);
const deliveryJobs = async () => Number((await db().query(`SELECT count(*)::int AS n FROM agenda_jobs WHERE name = $1`, [DELIVER_JOB]))[0].n);

describe('publish', () => {
  it('stores the event with the transaction that commits, and nothing with one that rolls back', async () => {
    const committed = await withTransaction(async () => {
      await recordEffect('caller', 'order placed');
      return publish('test.noted', { n: 1 });
    });
    let rolledBack = '';
    await expect(
      withTransaction(async () => {
        rolledBack = await publish('test.noted', { n: 2 });
        throw new Error('the use case failed');
      }),
    ).rejects.toThrow('the use case failed');

    expect(committed).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-/);
    expect(rolledBack).toMatch(/^[0-9a-f-]{36}$/);
    expect(await eventRow(rolledBack)).toBeUndefined();
    const row = await finished(committed);
    expect(row).toMatchObject({ status: 'done', attempts: 1, topic: 'test.noted', payload: { n: 1 } });
    expect(await effectsOf(committed)).toEqual([{ source: 'shop', note: 'noted 1' }]);
    expect(await processedRows(committed)).toEqual([{ handler: 'shop' }]);
  });
});

describe('delivery', () => {
  it('runs a handler once even when the event is delivered again', async () => {
    const id = await publish('test.noted', { n: 3 });
    await finished(id);
    // as if the status update after a successful handler had been lost: the event goes round again
    await db().query(`UPDATE outbox_events SET status = 'pending', available_at = now() WHERE public_id = $1`, [id]);
    const again = await waitFor('the second delivery', () => eventRow(id), (r) => r!.status === 'done' && r!.attempts === 2);
    expect(again!.status).toBe('done');
    expect(await effectsOf(id)).toEqual([{ source: 'shop', note: 'noted 3' }]);
  });

  it('runs a handler once when two deliveries of the event race', async () => {
    const id = await publish('test.slow', {});
    await Promise.all([t.bazaar.jobs.enqueue(DELIVER_JOB, { eventId: id }), t.bazaar.jobs.enqueue(DELIVER_JOB, { eventId: id })]);
    await finished(id);
    await waitFor('every delivery job to complete', deliveryJobs, (n) => n === 0);
    expect(calls.get(id)).toBe(1);
    expect(await effectsOf(id)).toEqual([{ source: 'shop', note: 'slow' }]);
  });

  it('retries a failing handler with backoff, recording attempts and the last error; failed attempts leave no effect', async () => {
    const id = await publish('test.flaky', { failTimes: 2 });
    const row = await finished(id);
    expect(row).toMatchObject({ status: 'done', attempts: 3 });
    expect(row!.last_error).toBe('shop: Error: flaky failure, 1 left');
    expect(calls.get(id)).toBe(3);
    expect(await effectsOf(id)).toEqual([{ source: 'shop', note: 'flaky' }]);
  });

  it('marks an event dead after the last attempt and keeps it for inspection', async () => {
    const id = await publish('test.broken', {});
    const row = await finished(id);
    expect(row).toMatchObject({ status: 'dead', attempts: 3, last_error: 'shop: Error: always broken' });
    expect(calls.get(id)).toBe(3);
    expect(await effectsOf(id)).toEqual([]);
    // dead is final: the relay does not pick it up again
    expect(await t.bazaar.jobs.relayOutbox()).toBe(0);
    expect((await eventRow(id))!.status).toBe('dead');
  });

  it('skips an event that no enabled plugin handles instead of retrying it', async () => {
    const id = await publish('test.nobody-listens', { x: 1 });
    const row = await finished(id);
    expect(row).toMatchObject({ status: 'skipped', attempts: 0, last_error: null });
  });

  it('delivers to every subscribing plugin; a retry re-runs only the handler that failed', async () => {
    const id = await publish('test.partial', {});
    const row = await finished(id);
    expect(row).toMatchObject({ status: 'done', attempts: 2, last_error: 'mailer: Error: mail server down' });
    expect(await effectsOf(id)).toEqual([
      { source: 'shop', note: 'partial' },
      { source: 'mailer', note: 'partial' },
    ]);
    expect(await processedRows(id)).toEqual([{ handler: 'mailer' }, { handler: 'shop' }]);
  });
});
