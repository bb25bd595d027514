// The cart's hot routes under load, against a bare express + pg floor on the same tables (bench/cart-bare.mjs),
// in the same run. Data: 10 products with a live deal on some, 50 customers with 10 lines each. 50 concurrent
// clients, each request as the next customer (bearer token; the floor takes the customer from a header):
// - GET /api/mobile/cart (10 lines, priced live: lookup, deals, shipping quote for the pickup, warnings);
// - PUT /api/mobile/cart/items/{variantId} {quantity} (row lock, checks, upsert, version +1, priced before commit).
// Reported: req/s, p99 and the process's CPU per request of each, and the service's share of the floor's req/s,
// its p99 and its CPU per request over the floor's (CPU per request moves least with the machine's other load).
import path from 'node:path';
import { dropDatabase, freePort, freshDatabase, json, loadRequests, measured, root, startBare, startService, stopService } from './lib.mjs';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP = Number(process.env.BENCH_WARMUP_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const CUSTOMERS = 50;
const ADMIN = { email: 'bench@bazaar.test', password: 'bench-password-1' };

const load = (base, next, seconds) => loadRequests(base, next, seconds, CONNECTIONS);

const post = (base, p, body, token, extra = {}) =>
  json(`${base}${p}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}), ...extra },
    body: JSON.stringify(body),
  });

async function seed(base) {
  const admin = (await post(base, '/api/auth/login/email', ADMIN)).data.tokens.accessToken;
  const key = () => ({ 'idempotency-key': crypto.randomUUID() });
  const patch = (p, body) =>
    json(`${base}${p}`, { method: 'PATCH', headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}` }, body: JSON.stringify(body) });
  const category = (await post(base, '/api/admin/catalog/categories', { name: 'Bench' }, admin, key())).data;
  const variants = [];
  for (let i = 0; i < 10; i++) {
    const p = (
      await post(
        base,
        '/api/admin/products',
        { name: `Bench product ${i}`, categoryPublicId: category.publicId, mrp: 10_000 + i, sellingPrice: 9_000 + i },
        admin,
        key(),
      )
    ).data;
    await patch(`/api/admin/products/${p.publicId}/variants/${p.variants[0].publicId}`, { isTracked: false });
    const { version } = (await json(`${base}/api/admin/products/${p.publicId}`, { headers: { authorization: `Bearer ${admin}` } })).data;
    await patch(`/api/admin/products/${p.publicId}/lifecycle`, { status: 'published', version });
    variants.push(p.variants[0].publicId);
  }
  const now = Date.now();
  await post(
    base,
    '/api/admin/deals',
    {
      name: 'Bench deal',
      discountBps: 1000,
      startsAt: new Date(now - 60_000).toISOString(),
      endsAt: new Date(now + 86_400_000).toISOString(),
      isActive: true,
      categoryPublicIds: [category.publicId],
    },
    admin,
    key(),
  );
  const customers = [];
  for (let i = 0; i < CUSTOMERS; i++) {
    const reg = (
      await post(base, '/api/mobile/auth/register', {
        name: `Shopper ${i}`,
        email: `shopper${i}@bench.test`,
        password: 'shopper-password-1',
        deviceInfo: { deviceId: `d${i}`, deviceType: 'ios', deviceName: 'bench' },
      })
    ).data;
    const token = reg.tokens.accessToken;
    for (const v of variants) {
      await json(`${base}/api/mobile/cart/items/${v}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ quantity: 1 }),
      });
    }
    customers.push({ id: reg.user.id, token });
  }
  return { variants, customers };
}

const fmt = (r) =>
  `p50 ${r.latency.p50} ms  p99 ${r.latency.p99} ms  ${Math.round(r.requests.average)} req/s  CPU ${r.cpuPerRequestMs.toFixed(2)} ms/req (database ${r.dbCpuPerRequestMs.toFixed(2)})  non-2xx ${r.non2xx}  errors ${r.errors}`;

const db = await freshDatabase('bazaar_bench_cart');
const [port, barePort] = [await freePort(), await freePort()];
const svc = await startService(
  {
    DATABASE_URL: db.url,
    SUPERADMIN_EMAIL: ADMIN.email,
    SUPERADMIN_PASSWORD: ADMIN.password,
    ...(process.env.BENCH_SERVICE_NODE_OPTIONS ? { NODE_OPTIONS: process.env.BENCH_SERVICE_NODE_OPTIONS } : {}),
  },
  port,
);
let bare;
try {
  const base = `http://127.0.0.1:${port}`;
  const { variants, customers } = await seed(base);
  const check = await json(`${base}/api/mobile/cart`, { headers: { authorization: `Bearer ${customers[0].token}` } });
  if (check.data.items.length !== 10 || !check.data.items[0].deal) throw new Error(`unexpected cart: ${JSON.stringify(check).slice(0, 300)}`);
  bare = await startBare([path.join(root, 'bench/cart-bare.mjs'), String(barePort), db.url]);
  const bareBase = `http://127.0.0.1:${barePort}`;
  console.log(`cart (${CUSTOMERS} customers x 10 lines; ${CONNECTIONS} clients, ${DURATION} s per run, ${svc.built ? 'dist' : 'sources'})`);

  let n = 0;
  const routes = {
    'GET /api/mobile/cart (10 lines)': {
      ours: () => ({ method: 'GET', path: '/api/mobile/cart', headers: { authorization: `Bearer ${customers[n++ % CUSTOMERS].token}` } }),
      floor: () => ({ method: 'GET', path: '/cart', headers: { 'x-customer': customers[n++ % CUSTOMERS].id } }),
    },
    'PUT /api/mobile/cart/items/{variantId}': {
      ours: () => ({
        method: 'PUT',
        path: `/api/mobile/cart/items/${variants[n % 10]}`,
        headers: { authorization: `Bearer ${customers[n++ % CUSTOMERS].token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ quantity: 1 + (n % 10) }),
      }),
      floor: () => ({
        method: 'PUT',
        path: `/cart/items/${variants[n % 10]}`,
        headers: { 'x-customer': customers[n++ % CUSTOMERS].id, 'content-type': 'application/json' },
        body: JSON.stringify({ quantity: 1 + (n % 10) }),
      }),
    },
  };
  for (const [label, r] of Object.entries(routes)) {
    // each pair back to back (the machine's other load changes over minutes)
    await load(base, r.ours, WARMUP);
    const ours = await measured(svc.child.pid, () => load(base, r.ours, DURATION), db.name);
    await load(bareBase, r.floor, WARMUP);
    const floor = await measured(bare.pid, () => load(bareBase, r.floor, DURATION), db.name);
    console.log(`  ${label}`);
    console.log(`    service ${fmt(ours)}`);
    console.log(`    floor   ${fmt(floor)}`);
    console.log(
      `    req/s ${((ours.requests.average / floor.requests.average) * 100).toFixed(1)}% of the floor; p99 ${(ours.latency.p99 / Math.max(1, floor.latency.p99)).toFixed(2)}x the floor's; CPU per request ${(ours.cpuPerRequestMs / floor.cpuPerRequestMs).toFixed(1)}x the floor's (database ${(ours.dbCpuPerRequestMs / floor.dbCpuPerRequestMs).toFixed(1)}x)`,
    );
  }
} finally {
  bare?.kill('SIGINT');
  await stopService(svc.child);
  await dropDatabase(db.name);
}
