// The whole purchase, as customers make it: CLIENTS customers, each looping for SECONDS: one unit of a product (one of
// PRODUCTS, at random) into
// the cart (PUT), a quote, a COD pay, then waiting until the new order is visible to her: the bench's own database
// connection reads the new orders' checkouts every 20 ms (and when the outbox's channel wakes it), so the order is
// seen within 20 ms of its commit, without a poll flood through the API (a 20 ms poll at 50 clients was ~1,000
// reads/s, more load than the purchases); then she reads her orders once (GET /api/mobile/orders), which must show it. The next purchase
// needs the cart the completed checkout frees. Prints completed orders/s (target: 50 at 50 clients), the time from
// the pay's answer to the order's commit (p50/p99; target p99 < 1 s), and PostgreSQL transactions per purchase
// (pg_stat_database commits of the bench database over the window, less the bench's own reads). The outbox and
// jobs do the work as in production.
import { backendCpuMs, cpuMs, dropDatabase, freePort, freshDatabase, json, pct, startService, stopService } from './lib.mjs';
import os from 'node:os';
import pg from 'pg';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
// the catalogue: 1,000 products, each purchase one of them at random; BENCH_PRODUCTS=20 makes every variant
// hot (about 2.5 purchases of each in flight at 50 clients, queued on its stock row's lock)
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 1000);
const ADMIN = { email: 'bench@bazaar.test', password: 'bench-password-1' };

const call = (base, method, p, body, token, idempotent) =>
  fetch(`${base}${p}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(idempotent ? { 'idempotency-key': crypto.randomUUID() } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
const ok = async (res) => {
  const body = await res.json();
  if (!res.ok) throw new Error(`${res.url}: ${res.status} ${JSON.stringify(body)}`);
  return body.data;
};

/** A catalogue of PRODUCTS published products with deep stock, a delivery zone, CLIENTS customers with an address. */
async function shop(base) {
  const admin = (await ok(await call(base, 'POST', '/api/auth/login/email', ADMIN))).tokens.accessToken;
  const category = await ok(await call(base, 'POST', '/api/admin/catalog/categories', { name: 'Purchase bench' }, admin, true));
  const variants = [];
  const addProduct = async (i) => {
    const body = { name: `Purchase bench ${i}`, categoryPublicId: category.publicId, mrp: 20_000 + i, sellingPrice: 19_000 + i };
    const product = await ok(await call(base, 'POST', '/api/admin/products', body, admin, true));
    const variant = product.variants[0].publicId;
    const stock = { delta: 1_000_000, reason: 'receipt' };
    await ok(await call(base, 'POST', `/api/admin/products/${product.publicId}/variants/${variant}/inventory/adjustments`, stock, admin, true));
    const { version } = await json(`${base}/api/admin/products/${product.publicId}`, { headers: { authorization: `Bearer ${admin}` } }).then((r) => r.data);
    await ok(await call(base, 'PATCH', `/api/admin/products/${product.publicId}/lifecycle`, { status: 'published', version }, admin));
    variants.push(variant);
  };
  // made through the admin API, 8 at a time
  for (let i = 0; i < PRODUCTS; i += 8) await Promise.all(Array.from({ length: Math.min(8, PRODUCTS - i) }, (_, k) => addProduct(i + k)));
  const district = (await json(`${base}/api/mobile/shipping/districts`)).data.find((d) => d.name === 'Kathmandu').id;
  await ok(await call(base, 'POST', '/api/admin/shipping/zones', { name: 'Valley', districtIds: [district], fee: 10000, isActive: true }, admin));
  const customers = [];
  for (let i = 0; i < CLIENTS; i++) {
    const device = { deviceId: `p${i}`, deviceType: 'android', deviceName: 'bench' };
    const registered = await ok(
      await call(base, 'POST', '/api/mobile/auth/register', {
        name: `Buyer ${i}`,
        email: `buyer${i}@purchase.test`,
        password: 'buyer-password-1',
        deviceInfo: device,
      }),
    );
    const token = registered.tokens.accessToken;
    const address = {
      recipientName: 'Ram Thapa',
      recipientPhone: '9812345678',
      districtId: district,
      municipalityName: 'Kathmandu',
      ward: 4,
      street: 'Baneshwor',
    };
    const { id: addressId } = await ok(await call(base, 'POST', '/api/mobile/addresses', address, token));
    customers.push({ token, addressId });
  }
  return { variants, customers };
}

/** Orders as they commit: the time each checkout's order was first seen, and the customers waiting for one. */
function orderWatcher(client) {
  const seen = new Map();
  const waiting = new Map();
  let last = 0;
  let running = false;
  let again = false;
  const out = { watcherReads: 0 };
  const scan = async () => {
    if (running) return void (again = true);
    running = true;
    try {
      do {
        again = false;
        out.watcherReads++;
        // ids are taken at insert and commits come in any order: look back past the newest id seen (at most CLIENTS
        // orders are in flight) and skip the ones seen already
        const rows = (await client.query(`SELECT id, checkout_public_id::text AS checkout FROM orders WHERE id > $1`, [Math.max(0, last - 4 * CLIENTS)])).rows;
        const at = performance.now();
        for (const r of rows) {
          if (seen.has(r.checkout)) continue;
          last = Math.max(last, Number(r.id));
          seen.set(r.checkout, at);
          waiting.get(r.checkout)?.(at);
          waiting.delete(r.checkout);
        }
      } while (again);
    } finally {
      running = false;
    }
  };
  client.on('notification', () => void scan());
  // an order's own event (orders.order.created) has no subscriber here, so its commit wakes no one: a 20 ms look on the
  // bench's connection bounds the measurement's error (one indexed read, negligible beside ~2,000 statements/s)
  const timer = setInterval(() => void scan(), 20);
  return {
    out,
    // the channel core/jobs/outbox.ts notifies (OUTBOX_CHANNEL) when a publishing transaction commits
    start: () => client.query(`LISTEN bazaar_outbox`),
    stop: () => clearInterval(timer),
    /** resolves with the instant the order of this checkout was seen committed */
    orderOf: (checkoutId) => (seen.has(checkoutId) ? Promise.resolve(seen.get(checkoutId)) : new Promise((r) => waiting.set(checkoutId, r))),
  };
}

/** One customer's loop until the deadline: purchases made, visibility latencies, the customer's own reads. */
async function customerLoop(base, c, variants, deadline, out, watcher) {
  const myOrders = async () => (await (await call(base, 'GET', '/api/mobile/orders?size=1', undefined, c.token)).json()).count;
  let known = await myOrders();
  while (Date.now() < deadline) {
    const variant = variants[Math.floor(Math.random() * variants.length)];
    await ok(await call(base, 'PUT', `/api/mobile/cart/items/${variant}`, { quantity: 1 }, c.token));
    const quote = await ok(await call(base, 'POST', '/api/mobile/checkout/quote', { addressId: c.addressId }, c.token));
    const body = { addressId: c.addressId, method: 'cod', expectedGrandTotal: quote.pricing.grandTotal };
    const paid = await ok(await call(base, 'POST', '/api/mobile/checkout/pay', body, c.token, true));
    if (paid.status !== 'paid') throw new Error(`pay answered ${paid.status}`);
    const answeredAt = performance.now();
    let timer;
    const late = new Promise((_, reject) => (timer = setTimeout(() => reject(new Error(`no order for ${paid.checkoutId} 60 s after its pay`)), 60_000)));
    const committedAt = await Promise.race([watcher.orderOf(paid.checkoutId), late]);
    clearTimeout(timer);
    out.visibleMs.push(Math.max(0, committedAt - answeredAt));
    if (Date.now() <= deadline) out.orders++;
    out.reads++;
    const count = await myOrders();
    if (count !== known + 1) throw new Error(`the order of ${paid.checkoutId} committed but her list shows ${count} orders, not ${known + 1}`);
    known = count;
  }
}

// a read of her orders commits twice: GET /api/mobile/orders runs its count and its page as two statements outside a
// transaction (pg_stat's counters flush too coarsely to measure it per run); the watcher's read commits once
const COMMITS_PER_READ = 2;

const commits = async (client, name) => Number((await client.query(`SELECT xact_commit FROM pg_stat_database WHERE datname = $1`, [name])).rows[0].xact_commit);

const db = await freshDatabase('bazaar_bench_purchase');
const port = await freePort();
const svc = await startService({ DATABASE_URL: db.url, SUPERADMIN_EMAIL: ADMIN.email, SUPERADMIN_PASSWORD: ADMIN.password, RATE_LIMITS: 'off' }, port);
const stats = new pg.Client({ connectionString: db.url });
const listener = new pg.Client({ connectionString: db.url });
let watcher;
try {
  const base = `http://127.0.0.1:${port}`;
  const { variants, customers } = await shop(base);
  await stats.connect();
  await listener.connect();
  watcher = orderWatcher(listener);
  await watcher.start();
  console.log(
    `whole purchase (cart -> quote -> COD pay -> order visible), ${CLIENTS} customers looping for ${SECONDS} s over ${PRODUCTS} products (${svc.built ? 'dist' : 'sources'})`,
  );
  const out = { orders: 0, reads: 0, visibleMs: [] };
  const before = await commits(stats, db.name);
  const cpuBefore = { service: cpuMs(svc.child.pid), bench: process.cpuUsage(), database: await backendCpuMs(db.name) };
  const t0 = performance.now();
  const deadline = Date.now() + SECONDS * 1000;
  const watcherBefore = watcher.out.watcherReads;
  await Promise.all(customers.map((c) => customerLoop(base, c, variants, deadline, out, watcher)));
  const seconds = (performance.now() - t0) / 1000;
  const serviceCpu = cpuMs(svc.child.pid) - cpuBefore.service;
  const benchCpu = (({ user, system }) => (user + system) / 1000)(process.cpuUsage(cpuBefore.bench));
  let databaseCpu = 0;
  for (const [pid, ms] of await backendCpuMs(db.name)) databaseCpu += ms - (cpuBefore.database.get(pid) ?? 0);
  // pg_stat counters are flushed by each backend at most once a second
  await new Promise((r) => setTimeout(r, 1500));
  const transactions = Math.round((await commits(stats, db.name)) - before - out.reads * COMMITS_PER_READ - (watcher.out.watcherReads - watcherBefore) - 2);
  const purchases = out.visibleMs.length;
  const visible = out.visibleMs.sort((a, b) => a - b);
  const rate = out.orders / SECONDS;
  console.log(
    `  orders: ${purchases} made in ${seconds.toFixed(1)} s, ${rate.toFixed(1)} completed orders/s in the window (target 50/s: ${((rate / 50) * 100).toFixed(0)}%)`,
  );
  console.log(
    `  order committed (visible) after the pay's answer: p50 ${pct(visible, 0.5).toFixed(0)} ms  p99 ${pct(visible, 0.99).toFixed(0)} ms  max ${visible.at(-1)?.toFixed(0)} ms (target p99 < 1000 ms)`,
  );
  console.log(
    `  PostgreSQL transactions per purchase: ${(transactions / purchases).toFixed(1)} (${transactions} over ${purchases}, the ${out.reads} bench's own reads left out)`,
  );
  const per = (ms) => (ms / purchases).toFixed(1);
  console.log(
    `  CPU per purchase: service ${per(serviceCpu)} ms, database backends ${per(databaseCpu)} ms, this load generator ${per(benchCpu)} ms; ` +
      `together ${per(serviceCpu + databaseCpu + benchCpu)} ms, of the ${(os.availableParallelism() * 1000).toFixed(0)} ms a second the machine's ${os.availableParallelism()} cores have`,
  );
} finally {
  watcher?.stop();
  await stats.end().catch(() => {});
  await listener.end().catch(() => {});
  await stopService(svc.child);
  if (process.env.BENCH_KEEP_DB) console.log(`  kept the database ${db.url}`);
  else await dropDatabase(db.name);
}
