// Cached storefront reads against their floor: bare node http serving the same bytes. A 1,000-product catalogue
// (bench/products-seed.mjs with 1,000 products: 50 root categories of 19 aisles, 300 brands, three live deals), the
// about page with two sections, a banner placement of 3 banners. Six reads, each at 10 and 50 clients, each request
// taking the next of its URLs:
//   product list   GET /api/mobile/products?categorySlug=<one of the 50 roots>&limit=20
//   search         GET /api/mobile/products/search?q=<one of 30 words>
//   product page   GET /api/mobile/products/<one of 50 slugs>
//   category list  GET /api/mobile/catalog/categories
//   content page   GET /api/mobile/content/pages/about
//   banner serve   GET /api/mobile/banners/serve/home-hero (device, country, language headers)
// After a warm-up every read is a cache hit. The floor (bench/storefront-floor.mjs, its own process) answers each
// URL with the bytes the service gave for it (status, Content-Type, ETag, body), nothing else. Target: >= 50%.
// BENCH_SECONDS (default 8) per measured run, BENCH_WARMUP_SECONDS (3) before each.
import autocannon from 'autocannon';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { dropDatabase, freePort, freshDatabase, json, root, seedHomeHero, startBare, startService, stopService, tempDir } from './lib.mjs';
import { ADJECTIVES, MATERIALS, NOUNS, seedProducts } from './products-seed.mjs';

const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const WARMUP = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
const CLIENTS = (process.env.BENCH_CONNECTIONS ?? '10,50').split(',').map(Number);
const ONLY = process.env.BENCH_ONLY?.split(',');
const BANNER_HEADERS = { 'x-device-type': 'mobile', 'x-country-code': 'NP', 'accept-language': 'en-US,en;q=0.9' };
const ADMIN = { email: 'bench@bazaar.test', password: 'bench-password-1' };

function load(base, paths, headers, connections, seconds) {
  let i = 0;
  return new Promise((resolve, reject) =>
    autocannon(
      {
        url: base,
        headers,
        connections,
        duration: seconds,
        pipelining: 1,
        requests: [{ setupRequest: (req) => ({ ...req, path: paths[i++ % paths.length] }) }],
      },
      (err, res) => (err ? reject(err) : resolve(res)),
    ),
  );
}

async function seedAboutPage(base) {
  const login = await json(`${base}/api/auth/login/email`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
  const headers = { authorization: `Bearer ${login.data.tokens.accessToken}`, 'content-type': 'application/json' };
  const put = (section, position, payload) =>
    json(`${base}/api/admin/content/pages/about/sections/${section}`, { method: 'PUT', headers, body: JSON.stringify({ position, isEnabled: true, payload }) });
  await put('why_choose', 1, {
    heading: 'Why choose us',
    cards: [
      { iconKey: 'shield-check', title: 'Two-year warranty', description: 'On everything we sell.' },
      { iconKey: 'refresh', title: 'Free returns', description: 'Thirty days, no questions.' },
      { iconKey: 'truck', title: 'Two-day delivery', description: 'Inside the valley, cash on delivery.' },
    ],
  });
  await put('cta_banner', 2, { heading: 'Join the club', description: 'Members get early access to every sale.', cta: { label: 'Sign up', url: '/register' } });
}

const fmt = (r) =>
  `${String(Math.round(r.requests.average)).padStart(6)} req/s  p50 ${r.latency.p50} ms  p99 ${r.latency.p99} ms  non-2xx ${r.non2xx}  errors ${r.errors}`;

const db = await freshDatabase('bazaar_bench_sf_cached');
const port = await freePort();
const floorPort = await freePort();
const svc = await startService({ DATABASE_URL: db.url, ROLE: 'api', SUPERADMIN_EMAIL: ADMIN.email, SUPERADMIN_PASSWORD: ADMIN.password }, port);
let floor;
try {
  const base = `http://127.0.0.1:${port}`;
  const seeded = await seedProducts(db.url, { products: 1_000 });
  const c = new pg.Client({ connectionString: db.url });
  await c.connect();
  await seedHomeHero(c);
  const roots = (
    await c.query(`SELECT s.slug FROM slugs s JOIN categories k ON k.id = s.entity_id WHERE s.scope = 'category' AND k.parent_id IS NULL ORDER BY k.id`)
  ).rows;
  const products = (await c.query(`SELECT slug FROM slugs WHERE scope = 'product' AND is_current ORDER BY entity_id LIMIT 50`)).rows;
  await c.end();
  await seedAboutPage(base);
  const words = [...ADJECTIVES, ...NOUNS, ...MATERIALS].slice(0, 30).map((w) => w.toLowerCase());
  const reads = [
    { name: 'product list', paths: roots.map((r) => `/api/mobile/products?categorySlug=${r.slug}&limit=20`) },
    { name: 'search', paths: words.map((w) => `/api/mobile/products/search?q=${encodeURIComponent(w)}`) },
    { name: 'product page', paths: products.map((p) => `/api/mobile/products/${p.slug}`) },
    { name: 'category list', paths: ['/api/mobile/catalog/categories'] },
    { name: 'content page', paths: ['/api/mobile/content/pages/about'] },
    { name: 'banner serve', paths: ['/api/mobile/banners/serve/home-hero'], headers: BANNER_HEADERS },
  ].filter((r) => !ONLY || ONLY.includes(r.name));

  // the bytes of every URL, as the service answers it (the floor serves exactly these)
  const answers = {};
  for (const read of reads) {
    for (const p of read.paths) {
      const res = await fetch(`${base}${p}`, { headers: read.headers });
      const body = Buffer.from(await res.arrayBuffer());
      if (res.status !== 200) throw new Error(`${p}: ${res.status} ${body.toString().slice(0, 300)}`);
      answers[p] = { type: res.headers.get('content-type'), etag: res.headers.get('etag'), body: body.toString('base64') };
    }
  }
  const answersFile = path.join(tempDir(), 'answers.json');
  writeFileSync(answersFile, JSON.stringify(answers));
  floor = await startBare([path.join(root, 'bench/storefront-floor.mjs'), String(floorPort), answersFile]);
  const floorBase = `http://127.0.0.1:${floorPort}`;

  const bytes = (read) => Math.round(read.paths.reduce((n, p) => n + Buffer.from(answers[p].body, 'base64').length, 0) / read.paths.length);
  console.log(
    `storefront-cached (${seeded.products} products; ${svc.built ? 'dist' : 'sources'}; ${WARMUP} s warm-up + ${DURATION} s per run; load average ${(
      await import('node:os')
    )
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')})`,
  );
  const rows = [];
  for (const read of reads) {
    for (const clients of CLIENTS) {
      // back to back, each after its own warm-up (the machine's other load changes over minutes)
      await load(base, read.paths, read.headers, clients, WARMUP);
      const ours = await load(base, read.paths, read.headers, clients, DURATION);
      await load(floorBase, read.paths, read.headers, clients, WARMUP);
      const bare = await load(floorBase, read.paths, read.headers, clients, DURATION);
      const ratio = ours.requests.average / bare.requests.average;
      rows.push({ read: read.name, clients, ours: Math.round(ours.requests.average), bare: Math.round(bare.requests.average), ratio });
      console.log(`  ${read.name} (${read.paths.length} URL${read.paths.length > 1 ? 's' : ''}, ${bytes(read)} bytes), ${clients} clients`);
      console.log(`    service ${fmt(ours)}`);
      console.log(`    floor   ${fmt(bare)}`);
      console.log(`    ratio ${(ratio * 100).toFixed(1)}%   target >= 50%: ${ratio >= 0.5 && ours.non2xx === 0 ? 'ok' : 'NOT MET'}`);
    }
  }
  console.log('  summary: ' + rows.map((r) => `${r.read} c=${r.clients} ${(r.ratio * 100).toFixed(0)}%`).join(', '));
} finally {
  floor?.kill();
  await stopService(svc.child);
  await dropDatabase(db.name);
}
