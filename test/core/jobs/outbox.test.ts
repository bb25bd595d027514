import { db, withTransaction } from '../../../core/db/transaction.js';
import { defineTopic, publish, subscribe } from '../../../core/jobs/index.js';
import { DELIVER_JOB } from '../../../core/jobs/outbox-delivery.js';
import { collectSubscribers } from '../../../core/jobs/subscribers.js';
import { definePlugin } from '../../../core/plugin.js';
import { bootApp, type TestApp } from '../../support/app.js';
import { createEffectsTable, effectsOf, eventRow, FAST_JOBS_ENV, recordEffect, waitFor } from './support/effects.js';

const failuresLeft = new Map<string, number>();
const calls = new Map<string, number>();
const count = (id: string) => calls.set(id, (calls.get(id) ?? 0) + 1);

/** A typed topic: its payload type flows into publish and into every subscriber's handler. */
const orderPlaced = defineTopic<{ orderId: string; total: number }>('test.order.placed');

/** Handlers write their effect first and then may throw: a failed attempt must leave no trace. */
const shop = definePlugin({
  name: 'shop',
  subscribers: [
    subscribe('test.noted', 'shop.note', async (e) => recordEffect('shop', `noted ${(e.payload as any).n}`, e)),
    subscribe('test.slow', 'shop.slow', async (e) => {
      count(e.id);
      await recordEffect('shop', 'slow', e);
      await new Promise((r) => setTimeout(r, 300));
    }),
    subscribe('test.flaky', 'shop.flaky', async (e) => {
      count(e.id);
      await recordEffect('shop', 'flaky', e);
      const left = failuresLeft.get(e.id) ?? (e.payload as any).failTimes;
      if (left > 0) {
        failuresLeft.set(e.id, left - 1);
        throw new Error(`flaky failure, ${left} left`);
      }
    }),
    subscribe('test.broken', 'shop.broken', async (e) => {
      count(e.id);
      await recordEffect('shop', 'broken', e);
      throw new Error('always broken');
    }),
    subscribe('test.partial', 'shop.partial', async (e) => {
      count(`shop:${e.id}`);
      await recordEffect('shop', 'partial', e);
    }),
    subscribe(orderPlaced, 'shop.project-order', async (e) => recordEffect('shop', `order ${e.payload.orderId} of ${e.payload.total}`, e)),
  ],
});

const mailer = definePlugin({
  name: 'mailer',
  subscribers: [
    subscribe('test.partial', 'mailer.partial', async (e) => {
      count(`mailer:${e.id}`);
      await recordEffect('mailer', 'partial', e);
      if ((e.payload as any).mailerDown === 'always' || calls.get(`mailer:${e.id}`) === 1) throw new Error('mail server down');
    }),
    subscribe(orderPlaced, 'mailer.send-receipt', async (e) => recordEffect('mailer', `receipt ${e.payload.orderId}`, e)),
  ],
});

/** Available but not in PLUGINS: its subscriber must neither run nor hold the others up. */
const reviews = definePlugin({
  name: 'reviews',
  subscribers: [subscribe(orderPlaced, 'reviews.ask-for-review', async (e) => recordEffect('reviews', 'asked', e))],
});

let t: TestApp;
beforeAll(async () => {
  t = await bootApp({ available: [shop, mailer, reviews], env: { ...FAST_JOBS_ENV, OUTBOX_MAX_ATTEMPTS: '3', PLUGINS: 'shop,mailer' } });
  await createEffectsTable();
});
afterAll(async () => t?.close());

const finished = (id: string) =>
  waitFor(
    `event ${id} to finish`,
    () => eventRow(id),
    (r) => !!r && ['done', 'skipped', 'dead'].includes(r.status),
  );
const deliveries = async (id: string) =>
  db().query(
    `SELECT d.subscriber, d.status, d.attempts, d.last_error FROM outbox_deliveries d JOIN outbox_events e ON e.id = d.event_id
      WHERE e.public_id = $1 ORDER BY d.subscriber`,
    [id],
  );
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
    expect(row).toMatchObject({ status: 'done', topic: 'test.noted', payload: { n: 1 } });
    expect(await effectsOf(committed)).toEqual([{ source: 'shop', note: 'noted 1' }]);
    expect(await deliveries(committed)).toEqual([{ subscriber: 'shop.note', status: 'done', attempts: 1, last_error: null }]);
  });
});

describe('subscribers', () => {
  it('gives an event of a typed topic to its subscribers in two plugins, once each', async () => {
    const id = await publish(orderPlaced, { orderId: 'o-1', total: 1250 });
    expect(await finished(id)).toMatchObject({ status: 'done' });
    expect(await effectsOf(id)).toEqual(
      expect.arrayContaining([
        { source: 'shop', note: 'order o-1 of 1250' },
        { source: 'mailer', note: 'receipt o-1' },
      ]),
    );
    expect(await effectsOf(id)).toHaveLength(2);
    expect(await deliveries(id)).toEqual([
      { subscriber: 'mailer.send-receipt', status: 'done', attempts: 1, last_error: null },
      { subscriber: 'shop.project-order', status: 'done', attempts: 1, last_error: null },
    ]);
  });

  it('retries only the subscriber that failed; the other one is done after one run', async () => {
    const id = await publish('test.partial', {});
    expect(await finished(id)).toMatchObject({ status: 'done' });
    expect(await deliveries(id)).toEqual([
      { subscriber: 'mailer.partial', status: 'done', attempts: 2, last_error: 'Error: mail server down' },
      { subscriber: 'shop.partial', status: 'done', attempts: 1, last_error: null },
    ]);
    expect(calls.get(`shop:${id}`)).toBe(1);
    expect(calls.get(`mailer:${id}`)).toBe(2);
    expect(await effectsOf(id)).toEqual(
      expect.arrayContaining([
        { source: 'shop', note: 'partial' },
        { source: 'mailer', note: 'partial' },
      ]),
    );
    expect(await effectsOf(id)).toHaveLength(2);
  });

  it('lets one subscriber die without undoing or re-running the other; the event is kept as dead', async () => {
    const id = await publish('test.partial', { mailerDown: 'always' });
    expect(await finished(id)).toMatchObject({ status: 'dead' });
    expect(await deliveries(id)).toEqual([
      { subscriber: 'mailer.partial', status: 'dead', attempts: 3, last_error: 'Error: mail server down' },
      { subscriber: 'shop.partial', status: 'done', attempts: 1, last_error: null },
    ]);
    expect(calls.get(`shop:${id}`)).toBe(1);
    expect(await effectsOf(id)).toEqual([{ source: 'shop', note: 'partial' }]);
  });

  it('does not deliver to a disabled plugin, and a delivery of it left from before waits without holding the others up', async () => {
    const fresh = await publish(orderPlaced, { orderId: 'o-2', total: 1 });
    expect(await finished(fresh)).toMatchObject({ status: 'done' });
    expect((await deliveries(fresh)).map((d: any) => d.subscriber)).toEqual(['mailer.send-receipt', 'shop.project-order']);

    // as if the event had been published while reviews was enabled: its delivery row exists, counted on the event
    const older = await withTransaction(async () => {
      const id = await publish(orderPlaced, { orderId: 'o-3', total: 2 });
      await db().query(
        `WITH e AS (UPDATE outbox_events SET open_deliveries = open_deliveries + 1 WHERE public_id = $1 RETURNING id)
         INSERT INTO outbox_deliveries (event_id, subscriber) SELECT id, 'reviews.ask-for-review' FROM e`,
        [id],
      );
      return id;
    });
    await waitFor(
      'the enabled subscribers to be done',
      () => deliveries(older),
      (rows: any[]) => rows.filter((d) => d.status === 'done').length === 2,
    );
    expect(await deliveries(older)).toEqual([
      { subscriber: 'mailer.send-receipt', status: 'done', attempts: 1, last_error: null },
      { subscriber: 'reviews.ask-for-review', status: 'pending', attempts: 0, last_error: null },
      { subscriber: 'shop.project-order', status: 'done', attempts: 1, last_error: null },
    ]);
    // a relay pass hands nothing of it to a job, and the event stays open for when reviews comes back
    expect(await t.bazaar.jobs.relayOutbox()).toBe(0);
    expect((await eventRow(older))!.status).toBe('queued');
    expect((await effectsOf(older)).map((e) => e.source).sort()).toEqual(['mailer', 'shop']);
  });

  it('refuses a subscriber named outside its plugin and a name declared twice', () => {
    const stray = definePlugin({ name: 'stray', subscribers: [subscribe('x', 'other.thing', async () => {})] });
    expect(() => collectSubscribers([stray])).toThrow('Plugin "stray" declares subscriber "other.thing"');
    const twice = definePlugin({ name: 'twice', subscribers: [subscribe('x', 'twice.a', async () => {}), subscribe('y', 'twice.a', async () => {})] });
    expect(() => collectSubscribers([twice])).toThrow('Subscriber "twice.a" is declared twice');
  });
});

describe('delivery', () => {
  it('runs a handler once when its delivery job runs again after the commit', async () => {
    const id = await publish('test.noted', { n: 3 });
    await finished(id);
    // a duplicate job (a worker that died after committing, before Agenda recorded the run) finds the mark
    await t.bazaar.jobs.enqueue(DELIVER_JOB, { eventId: id, subscriber: 'shop.note' });
    await waitFor('the duplicate job to complete', deliveryJobs, (n) => n === 0);
    expect(await deliveries(id)).toEqual([{ subscriber: 'shop.note', status: 'done', attempts: 1, last_error: null }]);
    expect(await effectsOf(id)).toEqual([{ source: 'shop', note: 'noted 3' }]);
  });

  it('runs a handler once when two deliveries of it race', async () => {
    const id = await publish('test.slow', {});
    await waitFor(
      'the fan-out',
      () => deliveries(id),
      (r: any[]) => r.length === 1,
    );
    await Promise.all([
      t.bazaar.jobs.enqueue(DELIVER_JOB, { eventId: id, subscriber: 'shop.slow' }),
      t.bazaar.jobs.enqueue(DELIVER_JOB, { eventId: id, subscriber: 'shop.slow' }),
    ]);
    await finished(id);
    await waitFor('every delivery job to complete', deliveryJobs, (n) => n === 0);
    expect(calls.get(id)).toBe(1);
    expect(await effectsOf(id)).toEqual([{ source: 'shop', note: 'slow' }]);
  });

  it('retries a failing subscriber with backoff, recording attempts and the last error; failed attempts leave no effect', async () => {
    const id = await publish('test.flaky', { failTimes: 2 });
    expect(await finished(id)).toMatchObject({ status: 'done' });
    expect(await deliveries(id)).toEqual([{ subscriber: 'shop.flaky', status: 'done', attempts: 3, last_error: 'Error: flaky failure, 1 left' }]);
    expect(calls.get(id)).toBe(3);
    expect(await effectsOf(id)).toEqual([{ source: 'shop', note: 'flaky' }]);
  });

  it('marks a delivery dead after the last attempt and keeps it for inspection', async () => {
    const id = await publish('test.broken', {});
    expect(await finished(id)).toMatchObject({ status: 'dead' });
    expect(await deliveries(id)).toEqual([{ subscriber: 'shop.broken', status: 'dead', attempts: 3, last_error: 'Error: always broken' }]);
    expect(calls.get(id)).toBe(3);
    expect(await effectsOf(id)).toEqual([]);
    // dead is final: the relay does not pick it up again
    expect(await t.bazaar.jobs.relayOutbox()).toBe(0);
    expect((await deliveries(id))[0].status).toBe('dead');
  });

  it('skips an event that no enabled plugin subscribes to instead of retrying it', async () => {
    const id = await publish('test.nobody-listens', { x: 1 });
    expect(await finished(id)).toMatchObject({ status: 'skipped' });
    expect(await deliveries(id)).toEqual([]);
  });
});
