// The route-lookup stage of a request, alone: every route of the API (as routing-controllers registers them, in
// their order, each with a do-nothing handler) on a plain express router and through the route index
// (core/http/route-index.ts), and the time each takes to bring a request to its route, in process (no HTTP).
// Paths: the authenticated admin GET of bench/overhead.mjs (a late route), a storefront read, a 404.
// Needs `npm run build` (reads the routes from dist/).
import express from 'express';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { root } from './lib.mjs';

const dist = path.join(root, 'dist');
if (!existsSync(path.join(dist, 'plugins/index.js'))) {
  console.log('route-lookup: run `npm run build` first');
  process.exit(0);
}
await import('reflect-metadata');
const { availablePlugins } = await import(path.join(dist, 'plugins/index.js'));
const { indexedRoutes } = await import(path.join(dist, 'core/http/route-index.js'));
const { getMetadataArgsStorage } = await import('routing-controllers');

const controllers = new Set(availablePlugins.flatMap((p) => p.controllers ?? []));
const storage = getMetadataArgsStorage();
const base = new Map(storage.controllers.map((c) => [c.target, c.route ?? '']));
const routes = storage.actions.filter((a) => controllers.has(a.target)).map((a) => ({ method: a.type, path: `${base.get(a.target)}${a.route ?? ''}` }));

const routerWith = () => {
  const r = express.Router();
  for (const { method, path: p } of routes) r[method](p, (_req, res) => res.done());
  return r;
};
const plain = routerWith();
const indexed = indexedRoutes(routerWith());

/** µs per request from dispatch to its route's handler (or past the router), requests in batches of 1,000 per tick */
function timeOf(handler, method, url, n) {
  return new Promise((resolve) => {
    let done = 0;
    const finish = () => {
      if (++done === n) resolve({ us: Number(process.hrtime.bigint() - t0) / 1000 / n });
    };
    const res = { done: finish, setHeader() {}, getHeader() {} };
    const t0 = process.hrtime.bigint();
    let i = 0;
    const batch = () => {
      for (let k = 0; k < 1000 && i < n; k++, i++) handler({ method, url, headers: {}, originalUrl: url }, res, finish);
      if (i < n) setImmediate(batch);
    };
    batch();
  });
}

const N = Number(process.env.BENCH_REQUESTS ?? 50_000);
console.log(`route-lookup (${routes.length} routes of ${controllers.size} controllers; ${N} requests each, in process)`);
for (const [label, method, url] of [
  ['admin GET /api/admin/roles/{id}', 'GET', '/api/admin/roles/01900000-0000-7000-8000-000000000001'],
  ['storefront GET /api/mobile/products?…', 'GET', '/api/mobile/products?categorySlug=phones&limit=20'],
  ['no route (404)', 'GET', '/api/nowhere/at/all'],
]) {
  await timeOf(plain, method, url, 5_000);
  await timeOf(indexed, method, url, 5_000);
  const a = await timeOf(plain, method, url, N);
  const b = await timeOf(indexed, method, url, N);
  console.log(`  ${label}: plain router ${a.us.toFixed(2)} µs/request, route index ${b.us.toFixed(2)} µs/request (${(a.us / b.us).toFixed(1)}x)`);
}
