// The whole purchase, as customers make it, against its floor in the same run: CLIENTS customers, each looping for
// SECONDS: one unit of a product (one of PRODUCTS, at random) into the cart (PUT), a quote, a COD pay, then waiting until
// the new order is visible to her: the bench's own database connection reads the new orders' checkouts every 20 ms, so
// the order is seen within 20 ms of its commit on either side, without a poll flood through the API (a 20 ms poll at 50 clients was
// ~1,000 reads/s, more load than the purchases); then she reads her orders once (GET /api/mobile/orders), which must
// show it. The next purchase needs the cart the completed checkout frees.
// The shop is made through the service's admin API; then the same customers run the same loop first against the floor
// (bench/purchase-bare.mjs: bare express + pg on the same database and tables, the minimal plain SQL of a correct
// purchase, the customer taken from the token unverified; stopped by its pid after its run), then against the service.
// Each run leaves every cart empty, every checkout completed with its order and no stock reserved, and her order count
// is read at the start of each run. Printed for the service: completed orders/s (target: 50 at 50 clients), the time
// from the pay's answer to the order's commit (p50/p99; target p99 < 1 s), PostgreSQL transactions per purchase
// (pg_stat_database commits of the bench database over the window, less the bench's own reads) and CPU per purchase
// (the service, the database's backends, this load generator); the same for the floor (its process's CPU); and the
// service's orders/s as a share of the floor's, its visibility p99 and CPU per purchase over the floor's. The outbox
// and jobs do the service's work as in production; the floor makes each order right after its pay's answer, in its
// own process.
import { backendCpuMs, cpuMs, dropDatabase, freePort, freshDatabase, json, pct, root, startBare, startService, stopService } from './lib.mjs';
import os from 'node:os';
import path from 'node:path';
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
  // an order's commit wakes no one on either side (the service delivers its SESSION_COMPLETED in the order's own
  // transaction, the floor notifies nothing): a 20 ms look on the bench's connection bounds the measurement's error
  // alike (one indexed read, negligible beside ~2,000 statements/s)
  const timer = setInterval(() => void scan(), 20);
  return {
    out,
    stop: () => clearInterval(timer),
    /** resolves with the instant the order of this checkout was seen committed */
    orderOf: (checkoutId) => (seen.has(checkoutId) ? Promise.resolve(seen.get(checkoutId)) : new Promise((r) => waiting.set(checkoutId, r))),
  };
}

/** One customer's loop until the deadline: purchases made, visibility latencies, the customer's own reads. */
async function customerLoop(base, c, variants, deadline, out, watcher) {
  const myOrders = async () => (await (await call(base, 'GET', '/api/mobile/orders?size=1', undefined, c.token)).json()).count;
  let known = await myOrders();
  out.reads++;
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

// a backend flushes its pg_stat counters when it goes idle at least a second after its last flush, else within 10 s
// (PostgreSQL 15's PGSTAT_MIN_INTERVAL and PGSTAT_IDLE_INTERVAL): waited out on both sides of a window, the service
// paused meanwhile (SIGSTOP: its idle job polls commit ~10-30 transactions/s), so none of the shop's, the other side's
// or the window's own commits land in the wrong window
const statsFlushed = () => new Promise((r) => setTimeout(r, 11_000));

const commits = async (client, name) => Number((await client.query(`SELECT xact_commit FROM pg_stat_database WHERE datname = $1`, [name])).rows[0].xact_commit);

/**
 * The state a run must leave for the next: carts empty, no stock reserved, every checkout completed with its order, each
 * variant's stock the sum of its ledger.
 */
async function assertSettled(client, after) {
  const [left] = (
    await client.query(`SELECT (SELECT count(*) FROM cart_lines)::int AS lines, (SELECT coalesce(sum(reserved), 0) FROM product_variants)::int AS reserved,
       (SELECT count(*) FROM checkout_sessions WHERE status <> 'completed')::int AS open,
       (SELECT count(*) FROM checkout_sessions s WHERE NOT EXISTS (SELECT 1 FROM orders o WHERE o.checkout_public_id = s.public_id))::int AS orderless,
       (SELECT count(*) FROM product_variants v WHERE (v.on_hand, v.reserved) <> (SELECT coalesce(sum(m.delta_on_hand), 0), coalesce(sum(m.delta_reserved), 0)
          FROM inventory_movements m WHERE m.variant_id = v.id))::int AS unledgered`)
  ).rows;
  if (Object.values(left).some(Boolean)) throw new Error(`after the ${after}'s run: ${JSON.stringify(left)}`);
}

/** Stops a floor handler by its pid (SIGINT, as the other floors' benches do) and waits for its exit. */
function stopBare(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', resolve);
    child.kill('SIGINT');
  });
}

const db = await freshDatabase('bazaar_bench_purchase');
const [port, floorPort] = [await freePort(), await freePort()];
const svc = await startService({ DATABASE_URL: db.url, SUPERADMIN_EMAIL: ADMIN.email, SUPERADMIN_PASSWORD: ADMIN.password, RATE_LIMITS: 'off' }, port);
const stats = new pg.Client({ connectionString: db.url });
const listener = new pg.Client({ connectionString: db.url });
let watcher;
let bare;
let paused = false;
try {
  const base = `http://127.0.0.1:${port}`;
  const { variants, customers } = await shop(base);
  await stats.connect();
  // the shop's tables analyzed, as autovacuum has them within a minute of the catalogue's making: the service's pooled
  // connections keep a generic plan per statement, planned at its first run with the statistics of that moment (with
  // none, the pricing read scanned every variant and every slug)
  await stats.query('ANALYZE');
  await listener.connect();
  watcher = orderWatcher(listener);

  const pause = (on) => {
    svc.child.kill(on ? 'SIGSTOP' : 'SIGCONT');
    paused = on;
  };
  /** Every customer's loop against `url` for SECONDS, then `after` (the window's end); CPU of `pid`, the database's backends, this process. */
  const run = async (url, pid, after = async () => {}) => {
    const out = { orders: 0, reads: 0, visibleMs: [] };
    const before = await commits(stats, db.name);
    const cpuBefore = { server: cpuMs(pid), bench: process.cpuUsage(), database: await backendCpuMs(db.name) };
    const t0 = performance.now();
    const deadline = Date.now() + SECONDS * 1000;
    const watcherBefore = { ...watcher.out };
    await Promise.all(customers.map((c) => customerLoop(url, c, variants, deadline, out, watcher)));
    const seconds = (performance.now() - t0) / 1000;
    const serverCpu = cpuMs(pid) - cpuBefore.server;
    const benchCpu = (({ user, system }) => (user + system) / 1000)(process.cpuUsage(cpuBefore.bench));
    let databaseCpu = 0;
    for (const [p, ms] of await backendCpuMs(db.name)) databaseCpu += ms - (cpuBefore.database.get(p) ?? 0);
    await after();
    await statsFlushed();
    const watched = watcher.out.watcherReads - watcherBefore.watcherReads;
    const transactions = Math.round((await commits(stats, db.name)) - before - out.reads * COMMITS_PER_READ - watched - 2);
    const purchases = out.visibleMs.length;
    const visible = out.visibleMs.sort((a, b) => a - b);
    const per = (ms) => ms / purchases;
    return {
      seconds,
      purchases,
      reads: out.reads,
      rate: out.orders / SECONDS,
      visible,
      p99: pct(visible, 0.99),
      transactions,
      cpu: { server: per(serverCpu), database: per(databaseCpu), bench: per(benchCpu), all: per(serverCpu + databaseCpu + benchCpu) },
    };
  };
  const visibleLine = (r) => `p50 ${pct(r.visible, 0.5).toFixed(0)} ms  p99 ${r.p99.toFixed(0)} ms  max ${r.visible.at(-1)?.toFixed(0)} ms`;
  const transactionsLine = (r) =>
    `${(r.transactions / r.purchases).toFixed(1)} (${r.transactions} over ${r.purchases}, the ${r.reads} bench's own reads left out)`;

  console.log(
    `whole purchase (cart -> quote -> COD pay -> order visible), ${CLIENTS} customers looping for ${SECONDS} s over ${PRODUCTS} products (${svc.built ? 'dist' : 'sources'})`,
  );
  // the floor first (the service's outbox and jobs would still be finishing their work after its run), with the service
  // paused: its idle job polls (~28 commits/s) are its own cost, not the floor's
  bare = await startBare([path.join(root, 'bench/purchase-bare.mjs'), String(floorPort), db.url]);
  pause(true);
  await statsFlushed();
  const floor = await run(`http://127.0.0.1:${floorPort}`, bare.pid);
  await stopBare(bare);
  bare = undefined;
  pause(false);
  await assertSettled(stats, 'floor');
  // the service's relay and jobs finish what the last purchases published, then it is paused while the counters flush
  const ours = await run(base, svc.child.pid, async () => {
    await new Promise((r) => setTimeout(r, 1500));
    pause(true);
  });
  pause(false);
  await assertSettled(stats, 'service');

  console.log(
    `  orders: ${ours.purchases} made in ${ours.seconds.toFixed(1)} s, ${ours.rate.toFixed(1)} completed orders/s in the window (target 50/s: ${((ours.rate / 50) * 100).toFixed(0)}%)`,
  );
  console.log(`  order committed (visible) after the pay's answer: ${visibleLine(ours)} (target p99 < 1000 ms)`);
  console.log(`  PostgreSQL transactions per purchase: ${transactionsLine(ours)}`);
  const cores = os.availableParallelism();
  console.log(
    `  CPU per purchase: service ${ours.cpu.server.toFixed(1)} ms, database backends ${ours.cpu.database.toFixed(1)} ms, this load generator ${ours.cpu.bench.toFixed(1)} ms; ` +
      `together ${ours.cpu.all.toFixed(1)} ms, of the ${(cores * 1000).toFixed(0)} ms a second the machine's ${cores} cores have`,
  );
  console.log(`  floor (bench/purchase-bare.mjs: bare express + pg, the same tables, customers and loop; run just before the service):`);
  console.log(`    orders: ${floor.purchases} made in ${floor.seconds.toFixed(1)} s, ${floor.rate.toFixed(1)} completed orders/s in the window`);
  console.log(`    order committed (visible) after the pay's answer: ${visibleLine(floor)}`);
  console.log(`    PostgreSQL transactions per purchase: ${transactionsLine(floor)}`);
  console.log(
    `    CPU per purchase: floor ${floor.cpu.server.toFixed(1)} ms, database backends ${floor.cpu.database.toFixed(1)} ms, this load generator ${floor.cpu.bench.toFixed(1)} ms; together ${floor.cpu.all.toFixed(1)} ms`,
  );
  const times = (a, b) => `${(a / b).toFixed(1)}x`;
  console.log(
    `  service vs floor: completed orders/s ${((ours.rate / floor.rate) * 100).toFixed(1)}% of the floor's; visibility p99 ${times(ours.p99, Math.max(1, floor.p99))} the floor's; ` +
      `CPU per purchase ${times(ours.cpu.all, floor.cpu.all)} the floor's (process ${times(ours.cpu.server, floor.cpu.server)}, database ${times(ours.cpu.database, floor.cpu.database)})`,
  );
} finally {
  watcher?.stop();
  if (bare) await stopBare(bare);
  if (paused) svc.child.kill('SIGCONT');
  await stats.end().catch(() => {});
  await listener.end().catch(() => {});
  await stopService(svc.child);
  if (process.env.BENCH_KEEP_DB) console.log(`  kept the database ${db.url}`);
  else await dropDatabase(db.name);
}
