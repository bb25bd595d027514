// Banner serving from the cache: GET /api/mobile/banners/serve/home-hero (3 banners, one campaign, one
// targeting rule) with one request context, so after the first request every answer is a serve-cache hit
// (the placement lookup, context hash, ctaUrl and servedAt still run per request), against a bare express
// handler returning the same JSON bytes (bench/bare-express.mjs), both as their own process, 50 clients.
// Targets: >= 70% of the bare handler's req/s and p99 < 20 ms.
import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
import pg from 'pg';
import { dropDatabase, freePort, freshDatabase, json, root, seedHomeHero, startService, stopService } from './lib.mjs';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP = Number(process.env.BENCH_WARMUP_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const HEADERS = { 'x-device-type': 'mobile', 'x-country-code': 'NP', 'accept-language': 'en-US,en;q=0.9' };

const load = (url, seconds) =>
  new Promise((resolve, reject) =>
    autocannon({ url, headers: HEADERS, connections: CONNECTIONS, duration: seconds, pipelining: 1 }, (e, r) => (e ? reject(e) : resolve(r))),
  );
const fmt = (r) => `${Math.round(r.requests.average)} req/s  p50 ${r.latency.p50} ms  p99 ${r.latency.p99} ms  non-2xx ${r.non2xx}  errors ${r.errors}`;

async function seed(url) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  await seedHomeHero(c);
  await c.end();
}

const db = await freshDatabase('bazaar_bench_banners');
const port = await freePort();
const barePort = await freePort();
const svc = await startService({ DATABASE_URL: db.url, ROLE: 'api' }, port);
let bare;
try {
  await seed(db.url);
  const url = `http://127.0.0.1:${port}/api/mobile/banners/serve/home-hero`;
  const body = await json(url, { headers: HEADERS });
  if (body.data.banners.length !== 3) throw new Error(`expected 3 banners: ${JSON.stringify(body).slice(0, 300)}`);
  bare = spawn(process.execPath, [`${root}/bench/bare-express.mjs`, String(barePort), JSON.stringify(body)], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise((r) => bare.stdout.once('data', r));
  const bareUrl = `http://127.0.0.1:${barePort}/record`;
  // back to back (the machine's other load changes over minutes), each after its own warm-up
  await load(url, WARMUP);
  const ours = await load(url, DURATION);
  await load(bareUrl, WARMUP);
  const baseline = await load(bareUrl, DURATION);
  const ratio = ours.requests.average / baseline.requests.average;
  const ok = ratio >= 0.7 && ours.latency.p99 < 20 && ours.non2xx === 0;
  console.log(`banners-serve (${JSON.stringify(body).length} bytes, ${CONNECTIONS} clients, ${DURATION} s, ${svc.built ? 'dist' : 'sources'})`);
  console.log(`  service (cache hit)  ${fmt(ours)}`);
  console.log(`  bare express         ${fmt(baseline)}`);
  console.log(`  ratio ${(ratio * 100).toFixed(1)}%   target >= 70% and p99 < 20 ms: ${ok ? 'ok' : 'NOT MET'}`);
} finally {
  bare?.kill();
  await stopService(svc.child);
  await dropDatabase(db.name);
}
