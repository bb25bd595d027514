import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { platform } from '../../core/platform.js';
import { bannerServing } from '../../plugins/banners/serving/serving.service.js';
import { bootApp, type TestApp } from '../support/app.js';
import { login, SUPERADMIN, SUPERADMIN_ENV } from '../support/auth.js';
import { bannerFixtures } from '../banners/serving/fixtures.js';
import { fixtures, STORE } from '../products/storefront-support.js';

/**
 * Issue 26 item 6: anonymous serve requests with distinct headers must not evict other areas' cached reads.
 * Each area caches in its own bounded partition, and the serve key holds only what some rule reads.
 */
const FLOOD = 20_000;

let t: TestApp;
let base: string;
let server: http.Server;
beforeAll(async () => {
  t = await bootApp({ env: { ...SUPERADMIN_ENV, CACHE_MAX_ENTRIES: '5000' } });
  server = await t.bazaar.listen(0);
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => t?.close());

/** `count` GETs with their own Referer each, `concurrency` at a time over keep-alive connections; resolves to the statuses seen. */
async function flood(path: string, count: number, concurrency = 16): Promise<Map<number, number>> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const statuses = new Map<number, number>();
  let next = 0;
  const one = (i: number) =>
    new Promise<void>((resolve, reject) => {
      http
        .get(`${base}${path}`, { agent, headers: { referer: `https://visitor-${i}.example/page`, 'accept-language': `x${i % 997}` } }, (res) => {
          res.resume();
          res.on('end', () => {
            statuses.set(res.statusCode!, (statuses.get(res.statusCode!) ?? 0) + 1);
            resolve();
          });
        })
        .on('error', reject);
    });
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) await one(next++);
    }),
  );
  agent.destroy();
  return statuses;
}

/** `count` serves through the serving service itself (what the route calls), each with a Referer of its own. */
async function floodInProcess(slug: string, count: number): Promise<void> {
  for (let i = 0; i < count; i += 100) {
    await Promise.all(
      Array.from({ length: Math.min(100, count - i) }, (_, j) =>
        bannerServing.serve(slug, { referer: `https://visitor-${i + j}.example/page`, 'accept-language': `x${(i + j) % 997}` }, false),
      ),
    );
  }
}

const memoryOf = (name: string) => (platform().cache.partition(name) as unknown as { inner: { size: number; entries: Map<string, unknown> } }).inner;
const partitionSize = (name: string) => memoryOf(name).size;
/** The keys a partition holds, expired or not: what eviction would have dropped, whatever the flood's duration against the TTL. */
const partitionKeys = (name: string) => [...memoryOf(name).entries.keys()];
const listNames = async () => (await t.http.get(STORE).expect(200)).body.data.map((c: { name: string }) => c.name);

it(`a cached product list survives ${FLOOD.toLocaleString('en')} distinct serve contexts; the serve partition stays bounded`, async () => {
  const root = (await login(t, SUPERADMIN.email, SUPERADMIN.password)).accessToken;
  const f = fixtures(t, () => root);
  const category = await f.category({ name: 'Flood phones' });
  const product = await f.product({ name: 'Flood Phone', category, variants: [{ mrp: 20000, sellingPrice: 19000, onHand: 5 }] });
  const b = bannerFixtures(t);
  const scene = await b.scene(1);
  // a rule that reads the referrer: every distinct Referer is a context of its own, the worst case for the cache
  await b.rule(scene.campaign, 'referrer_domain', 'not_in', { values: ['blocked.example'] });
  await b.quiet();

  expect(await listNames()).toEqual(['Flood Phone']);
  // renamed behind the cache's back: a cached read keeps showing the old name until its entry goes
  await f.sql(`UPDATE products SET name = 'Renamed behind the cache' WHERE public_id = $1`, [product.publicId]);
  expect(await listNames()).toEqual(['Flood Phone']);
  const productKeys = partitionKeys('products');
  expect(productKeys.length).toBeGreaterThan(0);

  // the route over real HTTP, then the rest of the flood through the service the route calls (the same key and cache)
  const statuses = await flood(`/api/mobile/banners/serve/${scene.slug}`, 2000);
  expect([...statuses.entries()]).toEqual([[200, 2000]]);
  await floodInProcess(scene.slug, FLOOD - 2000);

  // nothing of the products partition was evicted (its entry's TTL may have run out on a slow machine: that is not eviction)
  expect(partitionKeys('products')).toEqual(expect.arrayContaining(productKeys));
  expect(partitionSize('banners.serve')).toBeLessThanOrEqual(5000);
  expect(partitionSize('banners.serve')).toBeGreaterThan(1000);
}, 180_000);

it('headers no rule reads make no entries: a thousand Referers and languages share one serve entry', async () => {
  const b = bannerFixtures(t);
  const scene = await b.scene(1);
  await b.rule(scene.campaign, 'device', 'in', { values: ['desktop', 'mobile'] });
  await b.quiet();
  await platform().cache.partition('banners.serve').delByPrefix('');
  const statuses = await flood(`/api/mobile/banners/serve/${scene.slug}`, 1000);
  expect([...statuses.entries()]).toEqual([[200, 1000]]);
  // the placement's fields entry and one context (no device header: the same null device for all)
  expect(partitionSize('banners.serve')).toBe(2);
}, 60_000);
