// The reviews' public reads under load, against a floor in the same run: bare express + pg running the same
// statements (bench/reviews-bare.mjs) and answering the bytes the service answered. Data: REVIEWERS customers who
// each bought the product (cart, COD pay, the order confirmed, shipped and delivered through the admin routes) and
// reviewed it, so the product has REVIEWERS published reviews. 10 and 50 clients:
// - GET /api/mobile/products/{id}/reviews?sort=newest&page=N (20 a page, the pages in turn);
// - GET /api/mobile/products/{id}/reviews/summary (the five counters).
// Reported: req/s, p99, CPU per request of the process and of PostgreSQL, and the service's share of the floor.
import path from 'node:path';
import { againstFloor, dropDatabase, freePort, freshDatabase, idempotencyKey as key, json, root, send, startBare, startService, stopService } from './lib.mjs';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
const REVIEWERS = Number(process.env.BENCH_REVIEWERS ?? 60);
const PAGES = Math.ceil(REVIEWERS / 20);
const ADMIN = { email: 'bench@bazaar.test', password: 'bench-password-1' };

const data = (...args) => send(...args).then((r) => r.data);

async function catalogue(base, admin) {
  const category = await data(base, 'POST', '/api/admin/catalog/categories', { name: 'Reviews bench' }, admin, key());
  const body = { name: 'Reviewed earbuds', categoryPublicId: category.publicId, mrp: 450_000, sellingPrice: 399_900 };
  const product = await data(base, 'POST', '/api/admin/products', body, admin, key());
  const variant = product.variants[0].publicId;
  await data(
    base,
    'POST',
    `/api/admin/products/${product.publicId}/variants/${variant}/inventory/adjustments`,
    { delta: 10_000, reason: 'receipt' },
    admin,
    key(),
  );
  const { version } = await data(base, 'GET', `/api/admin/products/${product.publicId}`, undefined, admin);
  await data(base, 'PATCH', `/api/admin/products/${product.publicId}/lifecycle`, { status: 'published', version }, admin);
  const district = (await json(`${base}/api/mobile/shipping/districts`)).data.find((d) => d.name === 'Kathmandu').id;
  await data(base, 'POST', '/api/admin/shipping/zones', { name: 'Valley', districtIds: [district], fee: 10000, isActive: true }, admin);
  return { productId: product.publicId, variant, district };
}

/** One customer buys the product, the order is delivered, and she reviews it (rating 1..5 in turn). */
async function reviewer(base, admin, shop, i) {
  const device = { deviceId: `r${i}`, deviceType: 'android', deviceName: 'bench' };
  const reg = await data(base, 'POST', '/api/mobile/auth/register', {
    name: `Reviewer ${i} Tamang`,
    email: `reviewer${i}@bench.test`,
    password: 'reviewer-password-1',
    deviceInfo: device,
  });
  const token = reg.tokens.accessToken;
  const address = {
    recipientName: 'Ram Thapa',
    recipientPhone: '9812345678',
    districtId: shop.district,
    municipalityName: 'Kathmandu',
    ward: 4,
    street: 'Baneshwor',
  };
  const { id: addressId } = await data(base, 'POST', '/api/mobile/addresses', address, token);
  await data(base, 'PUT', `/api/mobile/cart/items/${shop.variant}`, { quantity: 1 }, token);
  const quote = await data(base, 'POST', '/api/mobile/checkout/quote', { addressId }, token);
  await data(base, 'POST', '/api/mobile/checkout/pay', { addressId, method: 'cod', expectedGrandTotal: quote.pricing.grandTotal }, token, key());
  let orderId;
  for (let tries = 0; !orderId; tries++) {
    if (tries > 300) throw new Error(`reviewer ${i}: no order`);
    orderId = (await json(`${base}/api/mobile/orders?size=1`, { headers: { authorization: `Bearer ${token}` } })).data[0]?.id;
    if (!orderId) await new Promise((r) => setTimeout(r, 50)); // the order is made by the outbox relay, after the pay's answer
  }
  await data(base, 'POST', `/api/orders/${orderId}/confirm`, undefined, admin);
  await data(base, 'POST', `/api/orders/${orderId}/processing`, undefined, admin);
  const order = await data(base, 'GET', `/api/orders/${orderId}`, undefined, admin);
  const shipment = await data(
    base,
    'POST',
    `/api/orders/${orderId}/shipments`,
    { items: order.items.map((it) => ({ orderItemId: it.id, quantity: it.quantity })) },
    admin,
  );
  await data(base, 'POST', `/api/orders/${orderId}/shipments/${shipment.id}/deliver`, {}, admin);
  const { orderItemId } = await data(base, 'GET', `/api/mobile/reviews/eligibility?productId=${shop.productId}`, undefined, token);
  const review = { orderItemId, rating: 1 + (i % 5), title: `Earbuds, take ${i}`, body: `Good sound for the price; the case charges fast. Review ${i}.` };
  await data(base, 'POST', '/api/mobile/reviews', review, token);
}

const db = await freshDatabase('bazaar_bench_reviews');
const [port, barePort] = [await freePort(), await freePort()];
const svc = await startService({ DATABASE_URL: db.url, SUPERADMIN_EMAIL: ADMIN.email, SUPERADMIN_PASSWORD: ADMIN.password, RATE_LIMITS: 'off' }, port);
let bare;
try {
  const base = `http://127.0.0.1:${port}`;
  const admin = (await data(base, 'POST', '/api/auth/login/email', ADMIN)).tokens.accessToken;
  const shop = await catalogue(base, admin);
  const t0 = performance.now();
  for (let i = 0; i < REVIEWERS; i += 10) await Promise.all(Array.from({ length: Math.min(10, REVIEWERS - i) }, (_, k) => reviewer(base, admin, shop, i + k)));
  const seeded = Math.round((performance.now() - t0) / 1000);
  const listPath = (page) => `/api/mobile/products/${shop.productId}/reviews?sort=newest&page=${page}&size=20`;
  const answers = { summary: await (await fetch(`${base}/api/mobile/products/${shop.productId}/reviews/summary`)).text() };
  for (let page = 1; page <= PAGES; page++) answers[`list/${page}`] = await (await fetch(`${base}${listPath(page)}`)).text();
  if (JSON.parse(answers.summary).data.reviewCount !== REVIEWERS) throw new Error(`summary: ${answers.summary}`);
  bare = await startBare([path.join(root, 'bench/reviews-bare.mjs'), String(barePort), db.url, JSON.stringify(answers)]);
  const bareBase = `http://127.0.0.1:${barePort}`;
  console.log(
    `reviews (${REVIEWERS} published reviews of one product, seeded through real purchases in ${seeded} s; ${DURATION} s per run, ${svc.built ? 'dist' : 'sources'})`,
  );
  let n = 0;
  const routes = {
    'list, newest, 20 a page': {
      ours: () => ({ method: 'GET', path: listPath(1 + (n++ % PAGES)) }),
      floor: () => ({ method: 'GET', path: `/list/${shop.productId}/${1 + (n++ % PAGES)}` }),
    },
    summary: {
      ours: () => ({ method: 'GET', path: `/api/mobile/products/${shop.productId}/reviews/summary` }),
      floor: () => ({ method: 'GET', path: `/summary/${shop.productId}` }),
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
