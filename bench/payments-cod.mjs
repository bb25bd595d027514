// COD pay throughput: POST /api/mobile/checkout/pay {addressId, method: cod, expectedGrandTotal}, each customer once
// (freeze, stock holds, session, attempt, settlement and the outbox event in one transaction, plus the
// Idempotency-Key's claim and stored answer), CONNECTIONS at a time, against a floor measured in the same run:
// bare express + pg doing the pay's writes in one transaction on the same data (bench/payments-cod-bare.mjs),
// each customer once. Then the time until checkout has completed every paid session (the outbox subscriber
// commits the stock).
// Data: 10 tracked products with plenty of stock, a zone, CUSTOMERS customers with an address and 3 cart lines.
import path from 'node:path';
import { dropDatabase, freePort, freshDatabase, json, pct, root, startBare, startService, stopService } from './lib.mjs';

const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 300);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const ADMIN = { email: 'bench@bazaar.test', password: 'bench-password-1' };

const send = (base, method, p, body, token, extra = {}) =>
  json(`${base}${p}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}), ...extra },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
const key = () => ({ 'idempotency-key': crypto.randomUUID() });

async function pool(items, size, fn) {
  const out = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: size }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await fn(items[i], i);
      }
    }),
  );
  return out;
}

async function seed(base) {
  const admin = (await send(base, 'POST', '/api/auth/login/email', ADMIN)).data.tokens.accessToken;
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
  const customers = await pool(
    Array.from({ length: CUSTOMERS }, (_, i) => i),
    10,
    async (i) => {
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
          {
            recipientName: 'Sita Sharma',
            recipientPhone: '9841234567',
            districtId: lalitpur,
            municipalityName: 'Lalitpur',
            ward: 5,
            street: 'Jhamsikhel Road',
          },
          token,
        )
      ).data;
      for (let j = 0; j < 3; j++) await send(base, 'PUT', `/api/mobile/cart/items/${variants[(i + j) % 10]}`, { quantity: 1 + (j % 2) }, token);
      const quote = (await send(base, 'POST', '/api/mobile/checkout/quote', { addressId: address.id }, token)).data;
      return { id: reg.user.id, token, addressId: address.id, grandTotal: quote.pricing.grandTotal };
    },
  );
  return { admin, customers };
}

/** Every customer pays once, CONNECTIONS at a time: pays/s, sorted latencies, failures. */
async function payAll(customers, pay) {
  const latencies = [];
  let failed = 0;
  const t0 = performance.now();
  await pool(customers, CONNECTIONS, async (c) => {
    const s = performance.now();
    const ok = await pay(c);
    latencies.push(performance.now() - s);
    if (!ok) failed++;
  });
  const seconds = (performance.now() - t0) / 1000;
  return { rate: customers.length / seconds, seconds, latencies: latencies.sort((a, b) => a - b), failed, t0 };
}

const db = await freshDatabase('bazaar_bench_payments');
const port = await freePort();
let bare;
const svc = await startService({ DATABASE_URL: db.url, SUPERADMIN_EMAIL: ADMIN.email, SUPERADMIN_PASSWORD: ADMIN.password, RATE_LIMITS: 'off' }, port);
try {
  const base = `http://127.0.0.1:${port}`;
  const { admin, customers } = await seed(base);
  console.log(`payments COD pay (${CUSTOMERS} customers, each pays once; ${CONNECTIONS} at a time; ${svc.built ? 'dist' : 'sources'})`);
  const ours = await payAll(customers, async (c) => {
    const res = await fetch(`${base}/api/mobile/checkout/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${c.token}`, ...key() },
      body: JSON.stringify({ addressId: c.addressId, method: 'cod', expectedGrandTotal: c.grandTotal }),
    });
    const body = await res.json();
    return res.status === 200 && body.data.status === 'paid';
  });
  const { t0, failed } = ours;
  console.log(
    `  pay:   ${ours.rate.toFixed(1)} pays/s over ${ours.seconds.toFixed(1)} s  p50 ${pct(ours.latencies, 0.5).toFixed(0)} ms  p99 ${pct(ours.latencies, 0.99).toFixed(0)} ms  failed ${failed}`,
  );
  const until = Date.now() + 120_000;
  let completed = 0;
  while (Date.now() < until) {
    completed = (await json(`${base}/api/checkout/sessions?status=completed&size=1`, { headers: { authorization: `Bearer ${admin}` } })).count;
    if (completed >= CUSTOMERS - failed) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  console.log(`  completion: ${completed} of ${CUSTOMERS - failed} sessions completed ${((performance.now() - t0) / 1000).toFixed(1)} s after the first pay`);

  // the floor, after the service is done with the database (its carts are still there to read)
  const barePort = await freePort();
  bare = await startBare([path.join(root, 'bench/payments-cod-bare.mjs'), String(barePort), db.url]);
  const floor = await payAll(customers, async (c) => {
    const res = await fetch(`http://127.0.0.1:${barePort}/checkout/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-customer': c.id },
      body: '{}',
    });
    await res.json();
    return res.status === 200;
  });
  console.log(
    `  floor: ${floor.rate.toFixed(1)} pays/s over ${floor.seconds.toFixed(1)} s  p50 ${pct(floor.latencies, 0.5).toFixed(0)} ms  p99 ${pct(floor.latencies, 0.99).toFixed(0)} ms  failed ${floor.failed}`,
  );
  console.log(
    `  pays/s ${((ours.rate / floor.rate) * 100).toFixed(1)}% of the floor; p99 ${(pct(ours.latencies, 0.99) / Math.max(1, pct(floor.latencies, 0.99))).toFixed(1)}x the floor's`,
  );
} finally {
  bare?.kill('SIGINT');
  await stopService(svc.child);
  await dropDatabase(db.name);
}
