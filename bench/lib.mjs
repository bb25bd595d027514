// Shared helpers of the benchmarks: start the service (built, else from sources), wait for health, fresh databases.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';

export const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

export function serverUrl() {
  return process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
}

export async function freshDatabase(prefix = 'bazaar_bench') {
  const name = `${prefix}_${Date.now().toString(36)}`;
  const c = new pg.Client({ connectionString: serverUrl() });
  await c.connect();
  await c.query(`CREATE DATABASE ${name}`);
  await c.end();
  const u = new URL(serverUrl());
  u.pathname = `/${name}`;
  return { name, url: u.toString() };
}

export async function dropDatabase(name) {
  const c = new pg.Client({ connectionString: serverUrl() });
  await c.connect();
  await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await c.end();
}

export function tempDir() {
  return mkdtempSync(path.join(os.tmpdir(), 'bazaar-bench-'));
}

/**
 * Starts the service with env: dist/main.js when built, else the TypeScript sources through the test loader
 * (slower to start); resolves with the process and ms until /healthz answered 200.
 */
export async function startService(env, port) {
  const t0 = performance.now();
  const built = existsSync(path.join(root, 'dist/main.js'));
  // BENCH_NODE_ARGS: node flags for the service only, e.g. "--cpu-prof --cpu-prof-dir=.tmp/prof" (NODE_OPTIONS refuses those)
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const args = [...nodeArgs, ...(built ? [path.join(root, 'dist/main.js')] : ['--import', './test/support/ts-loader.mjs', 'main.ts'])];
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'warn', RATE_LIMITS: 'off', PORT: String(port), ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let exited = false;
  child.on('exit', () => (exited = true));
  const limitMs = built ? 60_000 : 120_000;
  for (;;) {
    if (exited) throw new Error('service exited before it was healthy');
    try {
      const res = await fetch(`http://127.0.0.1:${port}/healthz`);
      if (res.status === 200) break;
    } catch {
      /* not listening yet */
    }
    if (performance.now() - t0 > limitMs) throw new Error(`service not healthy within ${limitMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 20));
  }
  return { child, ms: Math.round(performance.now() - t0), built };
}

export function stopService(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.on('exit', resolve);
    child.kill('SIGINT');
  });
}

/** fetch that expects a JSON success, else throws with the body */
export async function json(url, init) {
  const res = await fetch(url, init);
  const body = await res.json();
  if (!res.ok) throw new Error(`${url}: ${res.status} ${JSON.stringify(body)}`);
  return body;
}

/** A /proc/<pid>/status memory field (VmRSS, VmHWM) in MB. */
export const statusMb = (pid, field) => {
  const m = new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) / 1024 : NaN;
};

/** A port nobody listens on now (each run gets its own: a fixed one may be taken by another service). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net
      .createServer()
      .once('error', reject)
      .listen(0, '127.0.0.1', () => {
        const { port } = srv.address();
        srv.close(() => resolve(port));
      });
  });
}

/** CPU time (user + system) a process has used so far, in ms (/proc/<pid>/stat, clock ticks of 10 ms). */
export const cpuMs = (pid) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
};

/** CPU ms each server backend connected to `database` has used so far, by pid (the database's side of a run). */
export async function backendCpuMs(database) {
  const c = new pg.Client({ connectionString: serverUrl() });
  await c.connect();
  try {
    const { rows } = await c.query(`SELECT pid FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()`, [database]);
    const out = new Map();
    for (const { pid } of rows) {
      try {
        out.set(pid, cpuMs(pid));
      } catch {
        /* ended meanwhile, or another machine's server: not counted */
      }
    }
    return out;
  } finally {
    await c.end();
  }
}

/**
 * Runs `run` (an autocannon load) and reports the CPU per answered request (ms) of the process `pid` and, with
 * `database`, of the database's backends (only the measured process talks to it meanwhile): on a shared machine
 * req/s moves with the neighbours' load, CPU per request much less.
 */
export async function measured(pid, run, database) {
  const before = cpuMs(pid);
  const dbBefore = database ? await backendCpuMs(database) : null;
  const res = await run();
  const answered = res.requests.total || 1;
  const cpuPerRequestMs = (cpuMs(pid) - before) / answered;
  let dbCpuPerRequestMs = null;
  if (database) {
    const dbAfter = await backendCpuMs(database);
    let spent = 0;
    for (const [p, ms] of dbAfter) spent += ms - (dbBefore.get(p) ?? 0);
    dbCpuPerRequestMs = spent / answered;
  }
  return Object.assign(res, { cpuPerRequestMs, dbCpuPerRequestMs });
}

/** Starts a floor handler (`node <args>`, run from the project root) and resolves once it prints "ready". */
export function startBare(args) {
  const child = spawn(process.execPath, args, { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (d) => String(d).includes('ready') && resolve(child));
    child.on('exit', (code) => reject(new Error(`bare handler exited (${code})`)));
  });
}

/** `connections` clients for `seconds`, each request made by `next()` (method, path, headers, body). */
export function loadRequests(base, next, seconds, connections) {
  return new Promise((resolve, reject) => {
    autocannon({ url: base, connections, duration: seconds, pipelining: 1, requests: [{ setupRequest: (req) => ({ ...req, ...next() }) }] }, (err, res) =>
      err ? reject(err) : resolve(res),
    );
  });
}

/** The q-quantile (0.5, 0.99) of ascending numbers; NaN for none. */
export const pct = (sorted, q) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] : NaN);

/** The home-hero placement with an active campaign, a country rule (NP, IN) and 3 banners, written straight to its tables. */
export async function seedHomeHero(c) {
  const id = async (sql, params) => (await c.query(sql, params)).rows[0].id;
  const uuid = (i) => `01900000-0000-7000-8000-${String(i).padStart(12, '0')}`;
  const placement = await id(
    `INSERT INTO placements (public_id, slug, label, layout_type, max_banners, allow_partial_render) VALUES ($1, 'home-hero', 'Home hero', 'full_slider', 3, true) RETURNING id`,
    [uuid(1)],
  );
  const campaign = await id(`INSERT INTO campaigns (public_id, name, status) VALUES ($1, 'Spring', 'active') RETURNING id`, [uuid(2)]);
  await c.query(`INSERT INTO campaign_placements (campaign_id, placement_id) VALUES ($1, $2)`, [campaign, placement]);
  await c.query(`INSERT INTO targeting_rules (public_id, campaign_id, rule_type, operator, value) VALUES ($1, $2, 'country', 'in', '{"values":["NP","IN"]}')`, [
    uuid(3),
    campaign,
  ]);
  for (let i = 0; i < 3; i++) {
    const banner = await id(
      `INSERT INTO banners (public_id, title, headline, subheadline, primary_image_url, mobile_image_url, primary_image_alt, cta_label, cta_url, target_kind, utm_source, utm_medium, bg_color)
       VALUES ($1, $2, 'Spring sale', 'Up to 40% off phones, laptops and audio', $3, $4, 'Spring sale banner', 'Shop now', $5, 'url', 'site', 'banner', '#1a2b3c') RETURNING id`,
      [
        uuid(10 + i),
        `Spring banner ${i + 1}`,
        `https://cdn.example/banners/spring-${i}.webp`,
        `https://cdn.example/banners/spring-${i}-m.webp`,
        `https://shop.example/sale/${i}`,
      ],
    );
    await c.query(`INSERT INTO banner_assignments (campaign_id, placement_id, banner_id, display_order) VALUES ($1, $2, $3, $4)`, [
      campaign,
      placement,
      banner,
      i,
    ]);
  }
}

/** A JSON API call that must succeed (else throws with the body): the whole answer body. */
export const send = (base, method, p, body, token, extra = {}) =>
  json(`${base}${p}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}), ...extra },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

/** A fresh Idempotency-Key header. */
export const idempotencyKey = () => ({ 'idempotency-key': crypto.randomUUID() });

const loadLine = (r) =>
  `p50 ${r.latency.p50} ms  p99 ${r.latency.p99} ms  ${Math.round(r.requests.average)} req/s  CPU ${r.cpuPerRequestMs.toFixed(3)} ms/req (database ${r.dbCpuPerRequestMs.toFixed(3)})  non-2xx ${r.non2xx}  errors ${r.errors}`;

/**
 * One route under load against its floor, in the same run: each warmed up, then measured with its CPU per request
 * (and PostgreSQL's, `database`); prints both and the service's share of the floor's req/s.
 */
export async function againstFloor(label, { connections, warmup, seconds, database, service, floor }) {
  const run = async (side) => {
    await loadRequests(side.base, side.next, warmup, connections);
    return measured(side.pid, () => loadRequests(side.base, side.next, seconds, connections), database);
  };
  const ours = await run(service);
  const bare = await run(floor);
  console.log(`  ${label}, ${connections} clients`);
  console.log(`    service ${loadLine(ours)}`);
  console.log(`    floor   ${loadLine(bare)}`);
  console.log(`    req/s ${((ours.requests.average / bare.requests.average) * 100).toFixed(1)}% of the floor`);
}
