// The checkout's hot routes under load, against a bare express + pg floor on the same tables
// (bench/checkout-bare.mjs), in the same run. Data: 10 tracked products, a zone, 50 customers with an address
// and 5 cart lines each. 50 concurrent clients, each request as the next customer:
// - POST /api/mobile/checkout/quote {addressId} (cart snapshot, pricing with deals, shipping, live session);
// - POST /api/mobile/checkout {addressId}, first the 50 creations at once (per-customer lock, pricing, stock
//   holds, freeze, cart lock: timed one by one), then under load as repeats (the live session returned, 200).
// Reported: req/s, p99 and the process's CPU per request of each, and the service's share of the floor's req/s,
// its p99 and its CPU per request over the floor's (CPU per request moves least with the machine's other load).
import path from 'node:path';
import { dropDatabase, freePort, freshDatabase, json, loadRequests, measured, pct, root, startBare, startService, stopService } from './lib.mjs';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP = Number(process.env.BENCH_WARMUP_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const CUSTOMERS = 50;
const ADMIN = { email: 'bench@bazaar.test', password: 'bench-password-1' };

const load = (base, next, seconds) => loadRequests(base, next, seconds, CONNECTIONS);

const send = (base, method, p, body, token, extra = {}) =>
  json(`${base}${p}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}), ...extra },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

async function seed(base) {
  const admin = (await send(base, 'POST', '/api/auth/login/email', ADMIN)).data.tokens.accessToken;
  const key = () => ({ 'idempotency-key': crypto.randomUUID() });
  const category = (await send(base, 'POST', '/api/admin/catalog/categories', { name: 'Bench' }, admin, key())).data;
  const variants = [];
  for (let i = 0; i < 10; i++) {
    const p = (
      await send(
        base,
        'POST',
        '/api/admin/products',
        { name: `Bench product ${i}`, categoryPublicId: category.publicId, mrp: 10_000 + i, sellingPrice: 9_000 + i },
        admin,
        key(),
      )
    ).data;
    const v = p.variants[0].publicId;
    await send(base, 'POST', `/api/admin/products/${p.publicId}/variants/${v}/inventory/adjustments`, { delta: 100_000, reason: 'receipt' }, admin, key());
    const { version } = (await json(`${base}/api/admin/products/${p.publicId}`, { headers: { authorization: `Bearer ${admin}` } })).data;
    await send(base, 'PATCH', `/api/admin/products/${p.publicId}/lifecycle`, { status: 'published', version }, admin);
    variants.push(v);
  }
  const districts = (await json(`${base}/api/mobile/shipping/districts`)).data;
  const lalitpur = districts.find((d) => d.name === 'Lalitpur').id;
  await send(base, 'POST', '/api/admin/shipping/zones', { name: 'Valley', districtIds: [lalitpur], fee: 10000, isActive: true }, admin);
  const customers = [];
  for (let i = 0; i < CUSTOMERS; i++) {
    const reg = (
      await send(base, 'POST', '/api/mobile/auth/register', {
        name: `Shopper ${i}`,
        email: `shopper${i}@bench.test`,
        password: 'shopper-password-1',
        deviceInfo: { deviceId: `d${i}`, deviceType: 'ios', deviceName: 'bench' },
      })
    ).data;
    const token = reg.tokens.accessToken;
    const address = (
      await send(
        base,
        'POST',
        '/api/mobile/addresses',
        { recipientName: 'Sita Sharma', recipientPhone: '9841234567', districtId: lalitpur, municipalityName: 'Lalitpur', ward: 5, street: 'Jhamsikhel Road' },
        token,
      )
    ).data;
    for (let j = 0; j < 5; j++) await send(base, 'PUT', `/api/mobile/cart/items/${variants[(i + j) % 10]}`, { quantity: 1 + (j % 3) }, token);
    customers.push({ id: reg.user.id, token, addressId: address.id });
  }
  return { customers };
}

const fmt = (r) =>
  `p50 ${r.latency.p50} ms  p99 ${r.latency.p99} ms  ${Math.round(r.requests.average)} req/s  CPU ${r.cpuPerRequestMs.toFixed(2)} ms/req (database ${r.dbCpuPerRequestMs.toFixed(2)})  non-2xx ${r.non2xx}  errors ${r.errors}`;

const db = await freshDatabase('bazaar_bench_checkout');
const [port, barePort] = [await freePort(), await freePort()];
const svc = await startService(
  {
    DATABASE_URL: db.url,
    SUPERADMIN_EMAIL: ADMIN.email,
    SUPERADMIN_PASSWORD: ADMIN.password,
    ...(process.env.BENCH_SERVICE_NODE_OPTIONS ? { NODE_OPTIONS: process.env.BENCH_SERVICE_NODE_OPTIONS } : {}),
    RATE_LIMITS: 'off',
  },
  port,
);
let bare;
try {
  const base = `http://127.0.0.1:${port}`;
  const { customers } = await seed(base);
  bare = await startBare([path.join(root, 'bench/checkout-bare.mjs'), String(barePort), db.url]);
  const bareBase = `http://127.0.0.1:${barePort}`;
  console.log(`checkout (${CUSTOMERS} customers x 5 lines; ${CONNECTIONS} clients, ${DURATION} s per run, ${svc.built ? 'dist' : 'sources'})`);

  let n = 0;
  const as = (c) => ({ authorization: `Bearer ${c.token}`, 'content-type': 'application/json' });
  const floorAs = (c) => ({ 'x-customer': c.id, 'content-type': 'application/json' });
  const quote = {
    ours: () => {
      const c = customers[n++ % CUSTOMERS];
      return { method: 'POST', path: '/api/mobile/checkout/quote', headers: as(c), body: JSON.stringify({ addressId: c.addressId }) };
    },
    floor: () => {
      const c = customers[n++ % CUSTOMERS];
      return { method: 'POST', path: '/checkout/quote', headers: floorAs(c), body: JSON.stringify({ addressId: c.addressId }) };
    },
  };
  const repeat = {
    ours: () => {
      const c = customers[n++ % CUSTOMERS];
      return { method: 'POST', path: '/api/mobile/checkout', headers: as(c), body: JSON.stringify({ addressId: c.addressId }) };
    },
    floor: () => {
      const c = customers[n++ % CUSTOMERS];
      return { method: 'POST', path: '/checkout', headers: floorAs(c), body: JSON.stringify({ addressId: c.addressId }) };
    },
  };
  const pair = async (label, r) => {
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
  };
  await pair('POST /api/mobile/checkout/quote (5 lines)', quote);

  // the 50 creations at once: each holds 5 variants' rows (shared across customers) while it decides
  const t0 = performance.now();
  const times = await Promise.all(
    customers.map(async (c) => {
      const s = performance.now();
      const res = await fetch(`${base}/api/mobile/checkout`, { method: 'POST', headers: as(c), body: JSON.stringify({ addressId: c.addressId }) });
      if (res.status !== 201) throw new Error(`start: ${res.status} ${await res.text()}`);
      return performance.now() - s;
    }),
  );
  times.sort((a, b) => a - b);
  console.log(
    `  POST /api/mobile/checkout, ${CUSTOMERS} creations at once: all in ${Math.round(performance.now() - t0)} ms; p50 ${Math.round(pct(times, 0.5))} ms  p99 ${Math.round(pct(times, 0.99))} ms`,
  );
  await pair('POST /api/mobile/checkout (repeat: the live session, 200)', repeat);
} finally {
  bare?.kill('SIGINT');
  await stopService(svc.child);
  await dropDatabase(db.name);
}
