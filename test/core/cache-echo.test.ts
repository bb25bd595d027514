import { withTransaction } from '../../core/db/transaction.js';
import { platform } from '../../core/platform.js';
import { bootApp, type TestApp } from '../support/app.js';

/**
 * An instance's cache deletions reach every instance by NOTIFY, its own included. One sent outside a transaction was
 * applied here before it was sent, so its echo is skipped: arriving later, it would drop an entry refilled since. One
 * sent inside a transaction is applied here again at its commit (a read in between may have refilled the old rows).
 */
const PARTITION = 'accounts';
let t: TestApp;
beforeAll(async () => {
  t = await bootApp();
});
afterAll(async () => t?.close());

/** Waits until a deletion sent by "another instance" after everything so far has been applied here (NOTIFY keeps commit order). */
async function echoesArrived(): Promise<void> {
  const cache = platform().cache.partition(PARTITION);
  const marker = `echo-marker:${Date.now()}:${Math.random()}`;
  await cache.set(marker, true, 60);
  await t.bazaar.dataSource.query(`SELECT pg_notify('bazaar_cache_invalidate', $1)`, [JSON.stringify({ key: marker, partition: PARTITION })]);
  for (let i = 0; (await cache.get(marker)) !== undefined; i++) {
    if (i > 500) throw new Error('the marker deletion never arrived');
    await new Promise((r) => setTimeout(r, 10));
  }
}

it('a deletion outside a transaction does not come back to drop the entry refilled since', async () => {
  const cache = platform().cache.partition(PARTITION);
  await cache.set('echo:refilled', 'old', 60);
  const deleting = cache.del('echo:refilled');
  // applied here at once; a request refills the entry while the deletion's NOTIFY is still on its way
  while ((await cache.get('echo:refilled')) !== undefined) await new Promise((r) => setImmediate(r));
  await cache.set('echo:refilled', 'fresh', 60);
  await deleting;
  await echoesArrived();
  expect(await cache.get('echo:refilled')).toBe('fresh');
});

it('a deletion inside a transaction is applied here again at its commit', async () => {
  const cache = platform().cache.partition(PARTITION);
  await cache.set('echo:in-tx', 'old', 60);
  await withTransaction(async () => {
    await cache.del('echo:in-tx');
    // a read before the commit stores the rows as they were
    await cache.set('echo:in-tx', 'stale', 60);
  });
  await echoesArrived();
  expect(await cache.get('echo:in-tx')).toBeUndefined();
});
