// The EMI estimator's customer reads under load, against a floor in the same run: bare express + pg reading the
// product's default-variant price (the one read the estimator may never cache) and answering the same bytes the
// service answered (bench/emi-bare.mjs). Data: 20 published products, EMI on for the whole store, 3 banks with a
// rate in force, 9 tenures each. 10 and 50 clients, each request the next product:
// - GET /api/mobile/emi/products/{id}/options (every bank's quotes for every offered tenure, 27 quotes);
// - GET /api/mobile/emi/products/{id}/calculate?bankId&tenureMonths (one quote).
// Reported: req/s, p99, CPU per request of the process and of PostgreSQL, and the service's share of the floor.
import path from 'node:path';
import { againstFloor, dropDatabase, freePort, freshDatabase, idempotencyKey as key, json, root, send, startBare, startService, stopService } from './lib.mjs';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
const PRODUCTS = 20;
const ADMIN = { email: 'bench@bazaar.test', password: 'bench-password-1' };

async function seed(base) {
  const admin = (await send(base, 'POST', '/api/auth/login/email', ADMIN)).data.tokens.accessToken;
  const category = (await send(base, 'POST', '/api/admin/catalog/categories', { name: 'Bench' }, admin, key())).data;
  const products = [];
  for (let i = 0; i < PRODUCTS; i++) {
    const p = (
      await send(
        base,
        'POST',
        '/api/admin/products',
        { name: `Bench phone ${i}`, categoryPublicId: category.publicId, mrp: 15_000_000 + i * 1000, sellingPrice: 13_999_900 + i * 1000 },
        admin,
        key(),
      )
    ).data;
    const { version } = (await json(`${base}/api/admin/products/${p.publicId}`, { headers: { authorization: `Bearer ${admin}` } })).data;
    await send(base, 'PATCH', `/api/admin/products/${p.publicId}/lifecycle`, { status: 'published', version }, admin);
    products.push(p.publicId);
  }
  await send(base, 'PUT', '/api/admin/emi/settings', { enabled: true, priceSource: 'selling_price', eligibilityMode: 'all' }, admin);
  const effectiveFrom = new Date(Date.now() + 1500).toISOString();
  const banks = [];
  for (const [i, name] of ['Nabil Bank', 'NIC Asia Bank', 'Global IME Bank'].entries()) {
    const bank = (await send(base, 'POST', '/api/admin/emi/banks', { name, isActive: true, position: i }, admin, key())).data;
    await send(base, 'PUT', `/api/admin/emi/banks/${bank.id}/tenures`, { months: [3, 6, 9, 12, 18, 24, 36, 48, 60] }, admin);
    await send(base, 'POST', `/api/admin/emi/banks/${bank.id}/rates`, { annualRateBps: 1100 + i * 150, effectiveFrom }, admin, key());
    banks.push(bank.id);
  }
  await new Promise((r) => setTimeout(r, Math.max(0, Date.parse(effectiveFrom) - Date.now()) + 100)); // the rates come into force
  return { products, banks };
}

const db = await freshDatabase('bazaar_bench_emi');
const [port, barePort] = [await freePort(), await freePort()];
const svc = await startService({ DATABASE_URL: db.url, SUPERADMIN_EMAIL: ADMIN.email, SUPERADMIN_PASSWORD: ADMIN.password, RATE_LIMITS: 'off' }, port);
let bare;
try {
  const base = `http://127.0.0.1:${port}`;
  const { products, banks } = await seed(base);
  // the floor answers the bytes the service answered, per product and route
  const answers = {};
  for (const id of products) {
    answers[`options/${id}`] = await (await fetch(`${base}/api/mobile/emi/products/${id}/options`)).text();
    answers[`calculate/${id}`] = await (await fetch(`${base}/api/mobile/emi/products/${id}/calculate?bankId=${banks[0]}&tenureMonths=12`)).text();
  }
  if (!answers[`options/${products[0]}`].includes('monthlyEmi')) throw new Error(`options: ${answers[`options/${products[0]}`]}`);
  bare = await startBare([path.join(root, 'bench/emi-bare.mjs'), String(barePort), db.url, JSON.stringify(answers)]);
  const bareBase = `http://127.0.0.1:${barePort}`;
  console.log(`EMI estimator (${PRODUCTS} products, 3 banks x 9 tenures; ${DURATION} s per run, ${svc.built ? 'dist' : 'sources'})`);
  let n = 0;
  const routes = {
    options: {
      ours: () => ({ method: 'GET', path: `/api/mobile/emi/products/${products[n++ % PRODUCTS]}/options` }),
      floor: () => ({ method: 'GET', path: `/options/${products[n++ % PRODUCTS]}` }),
    },
    calculate: {
      ours: () => ({ method: 'GET', path: `/api/mobile/emi/products/${products[n++ % PRODUCTS]}/calculate?bankId=${banks[0]}&tenureMonths=12` }),
      floor: () => ({ method: 'GET', path: `/calculate/${products[n++ % PRODUCTS]}` }),
    },
  };
  for (const connections of [10, 50]) {
    for (const [label, r] of Object.entries(routes)) {
      await againstFloor(label, {
        connections,
        warmup: WARMUP,
        seconds: DURATION,
        database: db.name,
        service: { base, next: r.ours, pid: svc.child.pid },
        floor: { base: bareBase, next: r.floor, pid: bare.pid },
      });
    }
  }
} finally {
  bare?.kill('SIGINT');
  await stopService(svc.child);
  await dropDatabase(db.name);
}
