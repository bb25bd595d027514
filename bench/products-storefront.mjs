// Storefront product reads under load, against a bare express + pg handler running the same SQL on the same
// data (bench/products-bare.mjs). Data: bench/products-seed.mjs (100,000 products, 250,000 variants, 1,000
// categories, 300 brands, ~10% on a live deal). Two reads, 50 concurrent clients, each request taking the
// next of many URLs: GET /api/mobile/products?categorySlug=<one of the 1,000>&limit=20 and
// GET /api/mobile/products/search?q=<one of 563 texts>. Two service configurations:
// - cache on: as deployed (cached reads, dropped by writes); after the warm-up nearly every read is a hit;
// - cache cold: CACHE_MAX_ENTRIES=200 while the URLs (1,000 categories, 563 search texts) come round in a
//   cycle longer than that, so every page is evicted before it is asked again and every read runs its SQL;
//   the category tree and deal book stay cached (read by every request), as the bare handler keeps them.
// Targets: p99 < 50 ms and >= 50% of the bare handler's req/s.
import { existsSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { dropDatabase, freshDatabase, root, startBare, startService, stopService } from './lib.mjs';
import { ADJECTIVES, MATERIALS, NOUNS, seedProducts } from './products-seed.mjs';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP = Number(process.env.BENCH_WARMUP_SECONDS ?? 10); // a fresh process: JIT, and new PostgreSQL backends' caches
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const PORT = 3851;
const BARE_PORT = 3852;
const ODD = ['brand 42', 'aisle 7.3', 'sku-0012345', 'headphnes', 'kettel', 'creme', 'nordic oak', 'ultra slim watch'];
/** 55 single words of the seed's names, 500 adjective + noun pairs, a few brand, category, SKU and misspelt ones */
const TERMS = [
  ...[...ADJECTIVES, ...NOUNS, ...MATERIALS].map((w) => w.toLowerCase()),
  ...ADJECTIVES.flatMap((a) => NOUNS.map((n) => `${a} ${n}`.toLowerCase())),
  ...ODD,
];

function load(base, paths, seconds) {
  let i = 0;
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: base,
        connections: CONNECTIONS,
        duration: seconds,
        pipelining: 1,
        requests: [{ setupRequest: (req) => ({ ...req, path: paths[i++ % paths.length] }) }],
      },
      (err, res) => (err ? reject(err) : resolve(res)),
    );
  });
}

function startStorefrontBare(url) {
  const dist = path.join(root, 'dist');
  const built = existsSync(path.join(dist, 'main.js'));
  const args = [
    ...(built ? [] : ['--import', './test/support/ts-loader.mjs']),
    path.join(root, 'bench/products-bare.mjs'),
    String(BARE_PORT),
    url,
    built ? dist : root,
  ];
  return startBare(args);
}

const fmt = (r) => `p50 ${r.latency.p50} ms  p99 ${r.latency.p99} ms  ${Math.round(r.requests.average)} req/s  non-2xx ${r.non2xx}  errors ${r.errors}`;

async function compare(label, ours, bare) {
  const ratio = ours.requests.average / bare.requests.average;
  const ok = ours.latency.p99 < 50 && ratio >= 0.5 && ours.non2xx === 0;
  console.log(`  ${label}`);
  console.log(`    service ${fmt(ours)}`);
  console.log(`    bare    ${fmt(bare)}`);
  console.log(`    ratio ${(ratio * 100).toFixed(1)}%   target p99 < 50 ms and >= 50%: ${ok ? 'ok' : 'NOT MET'}`);
}

const db = await freshDatabase('bazaar_bench_products');
let svc = await startService({ DATABASE_URL: db.url }, PORT); // migrates the fresh database
let bare;
try {
  const seeded = await seedProducts(db.url);
  console.log(
    `products-storefront (${seeded.products} products, ${seeded.variants} variants, seeded in ${(seeded.ms / 1000).toFixed(1)} s; ${CONNECTIONS} clients, ${DURATION} s per run, ${svc.built ? 'dist' : 'sources'})`,
  );
  const c = new pg.Client({ connectionString: db.url });
  await c.connect();
  const slugs = (await c.query(`SELECT slug FROM slugs WHERE scope = 'category' ORDER BY random()`)).rows.map((r) => r.slug);
  await c.end();
  const listPaths = slugs.map((s) => `/api/mobile/products?categorySlug=${s}&limit=20`);
  const searchPaths = TERMS.map((q) => `/api/mobile/products/search?q=${encodeURIComponent(q)}`);
  const check = await (await fetch(`http://127.0.0.1:${PORT}${listPaths[0]}`)).json();
  if (!Array.isArray(check.data) || check.data.length === 0) throw new Error(`unexpected list answer: ${JSON.stringify(check).slice(0, 300)}`);

  bare = await startStorefrontBare(db.url);
  const bareBase = `http://127.0.0.1:${BARE_PORT}`;
  const bareList = slugs.map((s) => `/products?categorySlug=${s}`);
  const bareSearch = TERMS.map((q) => `/products/search?q=${encodeURIComponent(q)}`);
  // each pair runs back to back (the machine's other load changes over minutes)
  const pair = async (label, paths, barePaths) => {
    await load(base, paths, WARMUP);
    const ours = await load(base, paths, DURATION);
    await load(bareBase, barePaths, WARMUP);
    await compare(label, ours, await load(bareBase, barePaths, DURATION));
  };
  const base = `http://127.0.0.1:${PORT}`;
  for (const [mode, env] of [
    ['cache on', {}],
    ['cache cold (CACHE_MAX_ENTRIES=200, URLs cycling through more)', { CACHE_MAX_ENTRIES: '200' }],
  ]) {
    if (Object.keys(env).length) {
      await stopService(svc.child);
      svc = await startService({ DATABASE_URL: db.url, ...env }, PORT);
    }
    console.log(`${mode}:`);
    await pair(`list by categorySlug (1,000 categories)`, listPaths, bareList);
    await pair(`search ?q= (${TERMS.length} terms)`, searchPaths, bareSearch);
  }
} finally {
  bare?.kill('SIGINT');
  await stopService(svc.child);
  await dropDatabase(db.name);
}
