// Storefront category tree under load: 200 visible roots x 24 visible children (4,800 child rows, the
// full response the caps allow), no server-side cache (spec). Target: p99 under 50 ms at 50 concurrent
// clients. The service runs as its own process (dist/main.js after `npm run build`, else the TypeScript
// sources through test/support/ts-loader.mjs); autocannon runs here.
import http from 'node:http';
import autocannon from 'autocannon';
import pg from 'pg';
import { dropDatabase, freshDatabase, startService, stopService } from './lib.mjs';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const ROOTS = 200;
const CHILDREN = 24;
const PORT = 3831;

function load(url) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: DURATION, pipelining: 1 }, (err, res) => (err ? reject(err) : resolve(res)));
  });
}

/** The catalog the way the admin routes leave it: rows plus a current slug each in the slug registry. */
async function seed(url) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  await c.query(`
    WITH r AS (
      INSERT INTO categories (public_id, name, description, display_order, image_url, image_alt)
      SELECT gen_random_uuid(), 'Department ' || i, 'Everything for department ' || i, i, 'https://img.example/' || i || '.webp', 'Department ' || i
      FROM generate_series(1, ${ROOTS}) i RETURNING id, display_order
    ), ch AS (
      INSERT INTO categories (public_id, name, description, parent_id, depth, display_order)
      SELECT gen_random_uuid(), 'Aisle ' || r.display_order || '.' || j, NULL, r.id, 1, j FROM r, generate_series(1, ${CHILDREN}) j
      RETURNING id
    )
    INSERT INTO slugs (scope, slug, entity_id, is_current)
    SELECT 'category', 'category-' || id, id, true FROM (SELECT id FROM r UNION ALL SELECT id FROM ch) x`);
  await c.query('ANALYZE categories; ANALYZE slugs');
  await c.end();
}

const db = await freshDatabase();
const svc = await startService({ DATABASE_URL: db.url }, PORT);
const { built } = svc;
try {
  await seed(db.url);
  const url = `http://127.0.0.1:${PORT}/api/mobile/catalog/category-tree`;
  const body = await (await fetch(url)).json();
  const children = body.data.reduce((n, r) => n + r.children.length, 0);
  if (body.data.length !== ROOTS || children !== ROOTS * CHILDREN) throw new Error(`unexpected tree: ${body.data.length} roots, ${children} children`);
  await load(url); // warm-up: JIT, pool, PostgreSQL caches
  const res = await load(url);
  const ok = res.latency.p99 < 50;
  console.log(`category-tree (${ROOTS} roots x ${CHILDREN} children, ${CONNECTIONS} clients, ${DURATION}s, ${built ? 'dist' : 'sources'})`);
  console.log(`  p50 ${res.latency.p50} ms   p99 ${res.latency.p99} ms   ${Math.round(res.requests.average)} req/s   non-2xx ${res.non2xx}`);
  console.log(`  target p99 < 50 ms   ${ok ? 'ok' : 'OVER'}`);
  // the floor of this machine: the same response bytes from memory, bare node http, same load
  const bytes = Buffer.from(await (await fetch(url)).arrayBuffer());
  const bare = http.createServer((_req, r) => r.writeHead(200, { 'content-type': 'application/json', 'content-length': bytes.length }).end(bytes));
  await new Promise((r) => bare.listen(PORT + 1, '127.0.0.1', r));
  const floor = await load(`http://127.0.0.1:${PORT + 1}/`);
  bare.close();
  console.log(
    `  floor: the same ${(bytes.length / 1024).toFixed(0)} KB from memory (bare node http): p50 ${floor.latency.p50} ms   p99 ${floor.latency.p99} ms   ${Math.round(floor.requests.average)} req/s`,
  );
} finally {
  await stopService(svc.child);
  await dropDatabase(db.name);
}
