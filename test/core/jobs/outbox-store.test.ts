import { db, withTransaction } from '../../../core/db/transaction.js';
import { deliveringHere, OUTBOX_CHANNEL, publish, setOutboxNotify, setOutboxSubscribers } from '../../../core/jobs/outbox.js';
import { claimDueDeliveries, claimUnfannedEvents, fanOut, lockDelivery, markDeliveryDone, markDeliveryFailed } from '../../../core/jobs/outbox-store.js';
import { pruneFinished } from '../../../core/jobs/housekeeping.js';
import { bootApp, type TestApp } from '../../support/app.js';

// ROLE=api: no relay or worker runs here, so the rows change only through the calls under test
let t: TestApp;
// most of this file publishes as a process that does not know the subscribers (a script): events wait pending for a
// relay's fan-out, which is what it drives by hand; `knowing` publishes with the subscribers known
let unknowing: () => void;
beforeAll(async () => {
  t = await bootApp({ available: [], env: { ROLE: 'api' } });
  unknowing = setOutboxSubscribers(undefined);
});
afterAll(async () => {
  unknowing?.();
  await t?.close();
});

/** Runs fn with the publishing process knowing `shop.a` and `shop.b` for test.fanned (none for any other topic). */
async function knowing<T>(fn: () => Promise<T>): Promise<T> {
  const undo = setOutboxSubscribers((topic) => (topic === 'test.fanned' ? ['shop.a', 'shop.b'] : []));
  try {
    return await fn();
  } finally {
    undo();
  }
}

const counts = async (publicId: string) =>
  (
    await db().query(
      `SELECT status, open_deliveries AS open, dead_deliveries AS dead, processed_at IS NOT NULL AS processed FROM outbox_events WHERE public_id = $1`,
      [publicId],
    )
  )[0];

const deliveriesOf = async (publicId: string) =>
  (
    await db().query(
      `SELECT d.id, d.subscriber, d.status FROM outbox_deliveries d JOIN outbox_events e ON e.id = d.event_id WHERE e.public_id = $1 ORDER BY d.subscriber`,
      [publicId],
    )
  ).map((d: { id: string; subscriber: string; status: string }) => ({ ...d, id: String(d.id) }));

/** Publishes and fans the event out to one subscriber, as a relay would; resolves to the delivery's id. */
async function delivered(topic: string, subscriber: string): Promise<{ publicId: string; deliveryId: string }> {
  const publicId = await publish(topic, {});
  const id = (await row(publicId)).id;
  await withTransaction((m) => fanOut(m, String(id), [subscriber]));
  const [d] = await db().query(`SELECT id FROM outbox_deliveries WHERE event_id = $1`, [id]);
  return { publicId, deliveryId: String(d.id) };
}
const delivery = async (deliveryId: string) =>
  (
    await db().query(`SELECT status, attempts, last_error, extract(epoch FROM available_at - now()) AS due_in_s FROM outbox_deliveries WHERE id = $1`, [
      deliveryId,
    ])
  )[0];

const leaseLeft = async (deliveryId: string) =>
  (await db().query(`SELECT extract(epoch FROM lease_until - now()) AS s FROM outbox_deliveries WHERE id = $1`, [deliveryId]))[0].s;

const row = async (publicId: string) =>
  (
    await db().query(`SELECT id, status, attempts, last_error, extract(epoch FROM available_at - now()) AS due_in_s FROM outbox_events WHERE public_id = $1`, [
      publicId,
    ])
  )[0];

describe('publishing with the subscribers known', () => {
  it('writes the deliveries with the event (queued, counting them), or skips an event nobody subscribes to', async () => {
    const [fanned, lonely] = await knowing(() => Promise.all([publish('test.fanned', {}), publish('test.lonely', {})]));
    expect(await counts(fanned)).toEqual({ status: 'queued', open: 2, dead: 0, processed: false });
    expect((await deliveriesOf(fanned)).map((d: any) => `${d.subscriber}:${d.status}`)).toEqual(['shop.a:pending', 'shop.b:pending']);
    expect(await counts(lonely)).toEqual({ status: 'skipped', open: 0, dead: 0, processed: true });
    expect(await deliveriesOf(lonely)).toEqual([]);
    // nothing is left for a relay to fan out
    const claimed = await withTransaction((m) => claimUnfannedEvents(m, 100));
    const internal = await Promise.all([fanned, lonely].map(async (id) => String((await row(id)).id)));
    expect(claimed.map((c) => c.id).filter((id) => internal.includes(id))).toEqual([]);
  });

  it('makes the deliveries of a delayed event due when the event is', async () => {
    const id = await knowing(() => publish('test.fanned', {}, { delayMs: 60_000 }));
    const due = await db().query(
      `SELECT extract(epoch FROM d.available_at - now()) AS due_in_s FROM outbox_deliveries d JOIN outbox_events e ON e.id = d.event_id WHERE e.public_id = $1`,
      [id],
    );
    expect(due).toHaveLength(2);
    for (const d of due) expect(Number(d.due_in_s)).toBeGreaterThan(55);
    const claimed = await withTransaction((m) => claimDueDeliveries(m, ['shop.a', 'shop.b'], 100, 60_000, { maxAttempts: 3, retryBaseMs: 1, retryMaxMs: 1 }));
    expect(claimed.filter((d) => d.publicId === id)).toEqual([]);
  });

  it('settles the event with its last delivery: done, or dead when one of them died', async () => {
    const policy = { maxAttempts: 1, retryBaseMs: 1, retryMaxMs: 1 };
    const finish = (publicId: string, subscriber: string) => withTransaction(async (m) => markDeliveryDone(m, (await lockDelivery(m, publicId, subscriber))!));
    const ok = await knowing(() => publish('test.fanned', {}));
    await finish(ok, 'shop.a');
    expect(await counts(ok)).toEqual({ status: 'queued', open: 1, dead: 0, processed: false });
    await finish(ok, 'shop.b');
    expect(await counts(ok)).toEqual({ status: 'done', open: 0, dead: 0, processed: true });

    const bad = await knowing(() => publish('test.fanned', {}));
    const [a] = await deliveriesOf(bad);
    expect(await markDeliveryFailed(db(), a.id, 'broken', policy)).toEqual({ status: 'dead', attempts: 1 });
    expect(await counts(bad)).toEqual({ status: 'queued', open: 1, dead: 1, processed: false });
    await finish(bad, 'shop.b');
    expect(await counts(bad)).toEqual({ status: 'dead', open: 0, dead: 1, processed: true });
  });

  it('writes the delivery of a subscriber the publishing transaction serves itself done, and wakes no relay for it', async () => {
    const served = await knowing(() => withTransaction(() => deliveringHere('test.fanned', 'shop.a', () => publish('test.fanned', {}))));
    expect(await counts(served)).toEqual({ status: 'queued', open: 1, dead: 0, processed: false });
    expect((await deliveriesOf(served)).map((d: any) => `${d.subscriber}:${d.status}`)).toEqual(['shop.a:done', 'shop.b:pending']);

    // the only subscriber served here: the event is done at once and the relays' channel is not notified (a sentinel
    // notified after each publish commits: notifications arrive in commit order, so what came before it is all there is)
    const listener = t.bazaar.dataSource.createQueryRunner();
    await listener.connect();
    const driver = (listener as unknown as { databaseConnection: import('pg').Client }).databaseConnection;
    const heard: string[] = [];
    driver.on('notification', (n) => heard.push(n.channel));
    await driver.query(`LISTEN ${OUTBOX_CHANNEL}; LISTEN test_sentinel`);
    const sentinel = async () => {
      const before = heard.filter((c) => c === 'test_sentinel').length;
      await db().query(`SELECT pg_notify('test_sentinel', '')`);
      while (heard.filter((c) => c === 'test_sentinel').length === before) await new Promise((r) => driver.once('notification', r));
    };
    const undo = setOutboxSubscribers((topic) => (topic === 'test.single' ? ['shop.a'] : []));
    try {
      const done = await withTransaction(() => deliveringHere('test.single', 'shop.a', () => publish('test.single', {})));
      await sentinel();
      expect(await counts(done)).toEqual({ status: 'done', open: 0, dead: 0, processed: true });
      expect((await deliveriesOf(done)).map((d: any) => `${d.subscriber}:${d.status}`)).toEqual(['shop.a:done']);
      expect(heard).toEqual(['test_sentinel']);
      // the same publish without it queues the delivery and notifies
      const queued = await publish('test.single', {});
      await sentinel();
      expect(await counts(queued)).toEqual({ status: 'queued', open: 1, dead: 0, processed: false });
      expect(heard).toEqual(['test_sentinel', OUTBOX_CHANNEL, 'test_sentinel']);
    } finally {
      undo();
      await driver.query(`UNLISTEN *`);
      await listener.release();
    }
    await expect(deliveringHere('test.single', 'shop.a', async () => 1)).rejects.toThrow(/inside a transaction/);
  });

  it('closes the event when its deliveries finish at the same moment, each in its own transaction', async () => {
    for (let round = 0; round < 10; round++) {
      const id = await knowing(() => publish('test.fanned', {}));
      // both deliveries locked and marked in two transactions that commit together
      let bothMarked!: () => void;
      const marked = new Promise<void>((r) => (bothMarked = r));
      let n = 0;
      const finish = (subscriber: string) =>
        t.bazaar.dataSource.transaction(async (m) => {
          const d = (await lockDelivery(m, id, subscriber))!;
          if (++n === 2) bothMarked();
          await marked;
          await markDeliveryDone(m, d);
        });
      await Promise.all([finish('shop.a'), finish('shop.b')]);
      expect(await counts(id)).toEqual({ status: 'done', open: 0, dead: 0, processed: true });
    }
  });
});

describe('outbox store', () => {
  it('fanning out queues the event, or settles it at once when its deliveries were carried over finished', async () => {
    const fanned = async (existing: Array<[string, string]>, subscribers: string[]) => {
      const publicId = await publish('test.carried', {});
      const { id } = await row(publicId);
      for (const [subscriber, status] of existing) {
        await db().query(`INSERT INTO outbox_deliveries (event_id, subscriber, status) VALUES ($1, $2, $3)`, [id, subscriber, status]);
      }
      await withTransaction((m) => fanOut(m, String(id), subscribers));
      const [e] = await db().query(`SELECT status, relayed_at IS NOT NULL AS relayed, processed_at IS NOT NULL AS processed FROM outbox_events WHERE id = $1`, [
        id,
      ]);
      const deliveries = await db().query(`SELECT subscriber, status FROM outbox_deliveries WHERE event_id = $1 ORDER BY subscriber`, [id]);
      return { ...e, deliveries: deliveries.map((d: { subscriber: string; status: string }) => `${d.subscriber}:${d.status}`) };
    };
    expect(await fanned([], ['shop.a', 'shop.b'])).toEqual({
      status: 'queued',
      relayed: true,
      processed: false,
      deliveries: ['shop.a:pending', 'shop.b:pending'],
    });
    expect(await fanned([['shop.a', 'done']], ['shop.a', 'shop.b'])).toMatchObject({
      status: 'queued',
      processed: false,
      deliveries: ['shop.a:done', 'shop.b:pending'],
    });
    expect(
      await fanned(
        [
          ['shop.a', 'done'],
          ['shop.b', 'done'],
        ],
        ['shop.a', 'shop.b'],
      ),
    ).toMatchObject({ status: 'done', relayed: true, processed: true });
    expect(
      await fanned(
        [
          ['shop.a', 'done'],
          ['shop.b', 'dead'],
        ],
        ['shop.a', 'shop.b'],
      ),
    ).toMatchObject({ status: 'dead', processed: true });
    expect(await fanned([['shop.a', 'queued']], ['shop.a'])).toMatchObject({ status: 'queued', processed: false, deliveries: ['shop.a:queued'] });
  });

  it('publish with delayMs makes the event due later', async () => {
    const id = await publish('test.later', {}, { delayMs: 60_000 });
    const r = await row(id);
    expect(r.status).toBe('pending');
    expect(Number(r.due_in_s)).toBeGreaterThan(55);
    expect(Number(r.due_in_s)).toBeLessThanOrEqual(60);
    const claimed = await withTransaction((m) => claimUnfannedEvents(m, 100));
    expect(claimed.map((c) => c.id)).not.toContain(String(r.id));
  });

  it('publishes without waking relays when OUTBOX_NOTIFY is off (they find the event by polling)', async () => {
    setOutboxNotify(false);
    try {
      const id = await publish('test.quiet', { n: 1 });
      expect(await row(id)).toMatchObject({ status: 'pending', attempts: 0 });
    } finally {
      setOutboxNotify(true);
    }
  });

  it('backs off exponentially up to the maximum, then marks the delivery dead and the event with it', async () => {
    const { publicId, deliveryId } = await delivered('test.failing', 'shop.fail');
    const policy = { maxAttempts: 4, retryBaseMs: 60_000, retryMaxMs: 150_000 };
    const dues: number[] = [];
    for (let i = 0; i < 3; i++) {
      expect(await markDeliveryFailed(db(), deliveryId, `failure ${i + 1}`, policy)).toEqual({ status: 'pending', attempts: i + 1 });
      dues.push(Number((await delivery(deliveryId)).due_in_s));
    }
    // 60 s, 120 s, then 240 s capped at 150 s
    expect(dues[0]).toBeGreaterThan(55);
    expect(dues[0]).toBeLessThanOrEqual(60);
    expect(dues[1]).toBeGreaterThan(115);
    expect(dues[1]).toBeLessThanOrEqual(120);
    expect(dues[2]).toBeGreaterThan(145);
    expect(dues[2]).toBeLessThanOrEqual(150);
    expect((await row(publicId)).status).toBe('queued');
    expect(await markDeliveryFailed(db(), deliveryId, 'failure 4', policy)).toEqual({ status: 'dead', attempts: 4 });
    expect(await delivery(deliveryId)).toMatchObject({ status: 'dead', attempts: 4, last_error: 'failure 4' });
    expect((await row(publicId)).status).toBe('dead');
    // a finished delivery is not touched again
    expect(await markDeliveryFailed(db(), deliveryId, 'failure 5', policy)).toBeUndefined();
  });

  it('takes back a delivery whose lease ran out, counting the lost run as an attempt, until attempts run out', async () => {
    const policy = { maxAttempts: 2, retryBaseMs: 1, retryMaxMs: 1 };
    const { publicId, deliveryId } = await delivered('test.leased', 'shop.leased');
    const expire = () => db().query(`UPDATE outbox_deliveries SET status = 'queued', lease_until = now() - interval '1 second' WHERE id = $1`, [deliveryId]);
    await expire();
    // as a relay claims: outside a transaction
    const first = await claimDueDeliveries(db(), ['shop.leased'], 100, 60_000, policy);
    expect(first).toEqual([{ id: deliveryId, publicId, subscriber: 'shop.leased' }]);
    expect(await delivery(deliveryId)).toMatchObject({ status: 'queued', attempts: 1, last_error: expect.stringContaining('lease expired') });
    expect(Number(await leaseLeft(deliveryId))).toBeGreaterThan(55);

    await expire();
    const second = await withTransaction((m) => claimDueDeliveries(m, ['shop.leased'], 100, 60_000, policy));
    expect(second).toEqual([]);
    expect(await delivery(deliveryId)).toMatchObject({ status: 'dead', attempts: 2 });
  });

  it('claims due deliveries and leases them in one statement, oldest first, no more than asked', async () => {
    const policy = { maxAttempts: 5, retryBaseMs: 1, retryMaxMs: 1 };
    const made = [];
    for (let i = 0; i < 3; i++) made.push(await delivered('test.claim-one', 'shop.claim-one'));
    const claimed = await claimDueDeliveries(db(), ['shop.claim-one'], 2, 30_000, policy);
    expect(claimed).toEqual(made.slice(0, 2).map((d) => ({ id: d.deliveryId, publicId: d.publicId, subscriber: 'shop.claim-one' })));
    for (const d of made.slice(0, 2)) {
      expect(await delivery(d.deliveryId)).toMatchObject({ status: 'queued', attempts: 0 });
      expect(Number(await leaseLeft(d.deliveryId))).toBeGreaterThan(25);
    }
    expect(await delivery(made[2].deliveryId)).toMatchObject({ status: 'pending' });
    // leased: not handed out again until the lease runs out
    expect(await claimDueDeliveries(db(), ['shop.claim-one'], 5, 30_000, policy)).toEqual([
      { id: made[2].deliveryId, publicId: made[2].publicId, subscriber: 'shop.claim-one' },
    ]);
  });

  it('hands out only the deliveries of subscribers this process knows', async () => {
    const policy = { maxAttempts: 5, retryBaseMs: 1, retryMaxMs: 1 };
    const { deliveryId } = await delivered('test.unknown-here', 'elsewhere.thing');
    expect(await withTransaction((m) => claimDueDeliveries(m, ['shop.other'], 100, 60_000, policy))).toEqual([]);
    expect(await delivery(deliveryId)).toMatchObject({ status: 'pending', attempts: 0 });
  });

  it('never hands the same row to two relays at once', async () => {
    const ids = await Promise.all(Array.from({ length: 6 }, (_, i) => publish('test.claimed', { i })));
    // relay A holds its claim open while relay B claims: B must skip A's rows
    let releaseA!: () => void;
    const aHolds = new Promise<void>((r) => (releaseA = r));
    let aHasClaimed!: (ids: string[]) => void;
    const aClaim = new Promise<string[]>((r) => (aHasClaimed = r));
    const internal = await Promise.all(ids.map(async (id) => String((await row(id)).id)));
    const a = t.bazaar.dataSource.transaction(async (m) => {
      aHasClaimed((await claimUnfannedEvents(m, 3)).map((c) => c.id));
      await aHolds;
    });
    const aClaimed = await aClaim;
    const bClaimed = (await t.bazaar.dataSource.transaction((m) => claimUnfannedEvents(m, 100))).map((c) => c.id);
    releaseA();
    await a;
    const ours = (list: string[]) => list.filter((x) => internal.includes(x));
    expect(aClaimed).toHaveLength(3);
    expect(aClaimed.filter((x) => bClaimed.includes(x))).toEqual([]);
    expect(new Set([...ours(aClaimed), ...ours(bClaimed)]).size).toBe(6);
  });

  it('prunes events finished before the retention period, keeping recent and dead ones', async () => {
    const old = await publish('test.prune', { age: 'old' });
    const recent = await publish('test.prune', { age: 'recent' });
    const dead = await publish('test.prune', { age: 'dead' });
    await db().query(`UPDATE outbox_events SET status = 'done', processed_at = now() - interval '15 days' WHERE public_id = $1`, [old]);
    await db().query(`INSERT INTO outbox_deliveries (event_id, subscriber, status) SELECT id, 'shop.x', 'done' FROM outbox_events WHERE public_id = $1`, [old]);
    await db().query(`UPDATE outbox_events SET status = 'done', processed_at = now() - interval '13 days' WHERE public_id = $1`, [recent]);
    await db().query(`UPDATE outbox_events SET status = 'dead', processed_at = now() - interval '60 days' WHERE public_id = $1`, [dead]);

    const processedCount = async () => Number((await db().query(`SELECT count(*)::int AS n FROM outbox_deliveries WHERE subscriber = 'shop.x'`))[0].n);
    expect(await processedCount()).toBe(1);
    const pruned = await pruneFinished(db(), 14);
    expect(pruned.events).toBe(1);
    expect(await row(old)).toBeUndefined();
    expect((await row(recent)).status).toBe('done');
    expect((await row(dead)).status).toBe('dead');
    expect(await processedCount()).toBe(0); // the deliveries went with their event
  });

  it('prunes Idempotency-Key records older than 24 hours', async () => {
    const insert = (key: string, hoursAgo: number) =>
      db().query(
        `INSERT INTO idempotency_keys (caller, scope, key, request_hash, state, created_at, updated_at)
       VALUES ('ip:1', 'prune', $1, repeat('0', 64), 'completed', now() - make_interval(hours => $2), now())`,
        [key, hoursAgo],
      );
    await insert('stale', 25);
    await insert('fresh', 23);
    const pruned = await pruneFinished(db(), 14);
    expect(pruned.idempotencyKeys).toBe(1);
    const left = await db().query(`SELECT key FROM idempotency_keys WHERE scope = 'prune'`);
    expect(left.map((r: any) => r.key)).toEqual(['fresh']);
  });
});
