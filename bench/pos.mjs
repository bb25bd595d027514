// Counter sales under load: CASHIERS loops, each ringing up sales for SECONDS: a draft (POST /sales), the customer
// picked (PATCH /customer), one line (PUT /items), and the completion paid in cash (POST /complete: priced, stock held
// and committed, a paid attempt, the checkout completed, the order placed and handed over, all in one transaction).
// The floor, in the same run (bench/pos-bare.mjs): bare express + pg making the same sale as one request and one
// transaction of the minimal writes on its own tables (the stock row decremented under its condition, the sale, its
// line, the payment, the order, its line, the stock movement). Reported: sales/s and the service's share of the
// floor's, p50/p99 of the completion request, and PostgreSQL transactions per sale (pg_stat_database commits).
import path from 'node:path';
import pg from 'pg';
import { dropDatabase, freePort, freshDatabase, idempotencyKey as key, pct, root, send, startBare, startService, stopService } from './lib.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PRODUCTS = 20;
const CUSTOMERS = 50;
const ADMIN = { email: 'bench@bazaar.test', password: 'bench-password-1' };

const data = (...args) => send(...args).then((r) => r.data);

async function shop(base, admin) {
  const category = await data(base, 'POST', '/api/admin/catalog/categories', { name: 'Counter bench' }, admin, key());
  const products = [];
  for (let i = 0; i < PRODUCTS; i++) {
    const body = { name: `Counter item ${i}`, categoryPublicId: category.publicId, mrp: 250_000 + i, sellingPrice: 229_900 + i };
    const p = await data(base, 'POST', '/api/admin/products', body, admin, key());
    const variant = p.variants[0].publicId;
    await data(
      base,
      'POST',
      `/api/admin/products/${p.publicId}/variants/${variant}/inventory/adjustments`,
      { delta: 1_000_000, reason: 'receipt' },
      admin,
      key(),
    );
    const { version } = await data(base, 'GET', `/api/admin/products/${p.publicId}`, undefined, admin);
    await data(base, 'PATCH', `/api/admin/products/${p.publicId}/lifecycle`, { status: 'published', version }, admin);
    products.push({ id: p.publicId, variant, price: 229_900 + i });
  }
  await data(
    base,
    'PUT',
    '/api/admin/shipping/pickup',
    { name: 'Bazaar Store', addressLines: ['Durbar Marg', 'Kathmandu'], phone: '9801000000', isEnabled: true },
    admin,
  );
  const customers = [];
  for (let i = 0; i < CUSTOMERS; i++) {
    const device = { deviceId: `c${i}`, deviceType: 'android', deviceName: 'bench' };
    const reg = await data(base, 'POST', '/api/mobile/auth/register', {
      name: `Walk-in ${i}`,
      email: `counter${i}@bench.test`,
      password: 'counter-password-1',
      deviceInfo: device,
    });
    customers.push(reg.user.id);
  }
  return { products, customers };
}

/** One cashier's loop until the deadline. */
async function cashier(sell, deadline, out) {
  while (Date.now() < deadline) {
    const t0 = performance.now();
    await sell();
    out.completeMs.push(performance.now() - t0);
    if (Date.now() <= deadline) out.sales++;
  }
}

async function run(cashiers, sellOnce) {
  const out = { sales: 0, completeMs: [] };
  const deadline = Date.now() + SECONDS * 1000;
  await Promise.all(Array.from({ length: cashiers }, (_, i) => cashier(() => sellOnce(i), deadline, out)));
  out.completeMs.sort((a, b) => a - b);
  return out;
}

const commits = async (c, name) => Number((await c.query(`SELECT xact_commit FROM pg_stat_database WHERE datname = $1`, [name])).rows[0].xact_commit);

const db = await freshDatabase('bazaar_bench_pos');
const [port, barePort] = [await freePort(), await freePort()];
const svc = await startService({ DATABASE_URL: db.url, SUPERADMIN_EMAIL: ADMIN.email, SUPERADMIN_PASSWORD: ADMIN.password, RATE_LIMITS: 'off' }, port);
const stats = new pg.Client({ connectionString: db.url });
let bare;
try {
  await stats.connect();
  const base = `http://127.0.0.1:${port}`;
  const admin = (await data(base, 'POST', '/api/auth/login/email', ADMIN)).tokens.accessToken;
  const { products, customers } = await shop(base, admin);
  bare = await startBare([path.join(root, 'bench/pos-bare.mjs'), String(barePort), db.url]);
  const bareBase = `http://127.0.0.1:${barePort}`;
  console.log(`counter sales (${PRODUCTS} products, ${CUSTOMERS} customers; ${SECONDS} s per run, ${svc.built ? 'dist' : 'sources'})`);
  let n = 0;
  const ours = async () => {
    const p = products[n % PRODUCTS];
    const customerId = customers[n++ % CUSTOMERS];
    const sale = (await data(base, 'POST', '/api/admin/pos/sales', {}, admin)).publicId;
    await data(base, 'PATCH', `/api/admin/pos/sales/${sale}/customer`, { customerId }, admin);
    await data(base, 'PUT', `/api/admin/pos/sales/${sale}/items/${p.id}`, { quantity: 1 }, admin);
    const done = await data(base, 'POST', `/api/admin/pos/sales/${sale}/complete`, { payment: { method: 'cash', amountTendered: 500_000 } }, admin);
    if (done.status !== 'picked_up') throw new Error(`complete answered ${done.status}`);
  };
  const floor = async () => {
    const p = products[n++ % PRODUCTS];
    await data(bareBase, 'POST', '/sale', { variant: p.variant, price: p.price, tendered: 500_000 });
  };
  for (const count of [1, 5, 10]) {
    await run(count, ours); // warm-up of the JIT and the pool
    const before = await commits(stats, db.name);
    const o = await run(count, ours);
    const transactions = (await commits(stats, db.name)) - before;
    await run(count, floor);
    const f = await run(count, floor);
    console.log(`  ${count} cashier${count > 1 ? 's' : ''}`);
    console.log(
      `    service ${(o.sales / SECONDS).toFixed(1)} sales/s (4 requests each), a sale p50 ${Math.round(pct(o.completeMs, 0.5))} ms p99 ${Math.round(pct(o.completeMs, 0.99))} ms, ${(transactions / Math.max(1, o.sales)).toFixed(1)} PostgreSQL transactions per sale`,
    );
    console.log(
      `    floor   ${(f.sales / SECONDS).toFixed(1)} sales/s (1 request each), p50 ${Math.round(pct(f.completeMs, 0.5))} ms p99 ${Math.round(pct(f.completeMs, 0.99))} ms`,
    );
    console.log(`    sales/s ${((o.sales / Math.max(1, f.sales)) * 100).toFixed(1)}% of the floor`);
  }
} finally {
  bare?.kill('SIGINT');
  await stats.end();
  await stopService(svc.child);
  await dropDatabase(db.name);
}
