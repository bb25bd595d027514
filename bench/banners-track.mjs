// Banner tracking under load: POST /api/mobile/banners/events/impression from 50 clients, each request a new
// correlationId, against one service process (ROLE=all: the API and the record job that drains the inbox in
// the same 2 cores). Each 202 is sent only after the event is committed (group commit into the inbox). After
// the run the inbox is drained and the stored raw events must equal the accepted count exactly.
// Targets: >= 3,000 accepted events/s; stored == accepted.
import autocannon from 'autocannon';
import pg from 'pg';
import { dropDatabase, freePort, freshDatabase, startService, stopService } from './lib.mjs';

// a fixed number of requests (autocannon waits for every answer), so accepted counts each committed event
const EVENTS = Number(process.env.BENCH_EVENTS ?? 30_000);
const WARMUP = Number(process.env.BENCH_WARMUP_EVENTS ?? 3_000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

const db = await freshDatabase('bazaar_bench_track');
const port = await freePort();
const svc = await startService({ DATABASE_URL: db.url, ROLE: 'all', JOBS_PROCESS_EVERY_MS: '1000' }, port);
const c = new pg.Client({ connectionString: db.url });
await c.connect();
try {
  const uuid = (i) => `01900000-0000-7000-8000-${String(i).padStart(12, '0')}`;
  await c.query(`INSERT INTO placements (public_id, slug, label, layout_type) VALUES ($1, 'home-hero', 'Home hero', 'full_slider')`, [uuid(1)]);
  await c.query(`INSERT INTO campaigns (public_id, name, status) VALUES ($1, 'Spring', 'active')`, [uuid(2)]);
  await c.query(`INSERT INTO banners (public_id, title, primary_image_url) VALUES ($1, 'Spring', 'https://cdn.example/b.webp')`, [uuid(3)]);
  let n = 0;
  const body = () =>
    JSON.stringify({
      bannerPublicId: uuid(3),
      placementPublicId: uuid(1),
      campaignPublicId: uuid(2),
      sessionId: `s-${n % 997}`,
      deviceType: 'mobile',
      countryCode: 'NP',
      pageUrl: 'https://shop.example/',
      referrerUrl: 'https://www.google.com/',
      occurredAt: new Date().toISOString(),
      correlationId: `bench-${++n}`,
    });
  const load = (amount) =>
    new Promise((resolve, reject) =>
      autocannon(
        {
          url: `http://127.0.0.1:${port}/api/mobile/banners/events/impression`,
          method: 'POST',
          connections: CONNECTIONS,
          amount,
          pipelining: 1,
          headers: { 'content-type': 'application/json' },
          requests: [{ setupRequest: (req) => ({ ...req, body: body() }) }],
        },
        (e, r) => (e ? reject(e) : resolve(r)),
      ),
    );
  const warm = await load(WARMUP);
  const started = performance.now();
  const run = await load(EVENTS);
  const seconds = (performance.now() - started) / 1000;
  const accepted = warm['2xx'] + run['2xx'];
  const t0 = performance.now();
  const count = async (sql) => Number((await c.query(sql)).rows[0].n);
  while ((await count(`SELECT count(*) AS n FROM banner_event_inbox`)) > 0) {
    if (performance.now() - t0 > 120_000) throw new Error('the inbox did not drain in 120 s');
    await new Promise((r) => setTimeout(r, 250));
  }
  const stored = await count(`SELECT count(*) AS n FROM banner_impression_events`);
  const perSecond = run['2xx'] / seconds;
  console.log(`banners-track (${CONNECTIONS} clients, ${EVENTS} events in ${seconds.toFixed(1)} s, ${svc.built ? 'dist' : 'sources'}, ROLE=all)`);
  console.log(
    `  accepted ${Math.round(perSecond)} events/s  p50 ${run.latency.p50} ms  p99 ${run.latency.p99} ms  non-2xx ${run.non2xx}  errors ${run.errors}`,
  );
  console.log(`  drained in ${((performance.now() - t0) / 1000).toFixed(1)} s after the load; accepted ${accepted}, stored ${stored}`);
  console.log(`  target >= 3,000 events/s and stored == accepted: ${perSecond >= 3000 && stored === accepted ? 'ok' : 'NOT MET'}`);
} finally {
  await c.end();
  await stopService(svc.child);
  await dropDatabase(db.name);
}
