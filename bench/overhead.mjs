// Framework overhead: an authenticated GET of a small record through the whole stack (JWT, session check,
// permission, rate-limit class, validation, envelope) vs a bare express handler returning the same JSON.
// Target: Bazaar at least 40% of bare express requests/second. Both servers run as their own process;
// the load generator (autocannon) runs here. Needs `npm run build` first.
import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
import { dropDatabase, freshDatabase, root, startService, stopService } from './lib.mjs';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

function load(url, headers) {
  return new Promise((resolve, reject) => {
    autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION, pipelining: 1 }, (err, res) => (err ? reject(err) : resolve(res)));
  });
}

async function json(url, init) {
  const res = await fetch(url, init);
  if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  return res.json();
}

const db = await freshDatabase();
const svc = await startService({ DATABASE_URL: db.url, SUPERADMIN_EMAIL: 'bench@bazaar.test', SUPERADMIN_PASSWORD: 'bench-password-1' }, 3821);
let bare;
try {
  const base = 'http://127.0.0.1:3821';
  const login = await json(`${base}/api/auth/login/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'bench@bazaar.test', password: 'bench-password-1' }),
  });
  const auth = { authorization: `Bearer ${login.data.tokens.accessToken}`, 'content-type': 'application/json' };
  const role = await json(`${base}/api/admin/roles`, { method: 'POST', headers: auth, body: JSON.stringify({ name: 'bench', permissions: ['Roles_READ'] }) });
  const url = `${base}/api/admin/roles/${role.data.id}`;
  const body = await json(url, { headers: auth });

  bare = spawn(process.execPath, [`${root}/bench/bare-express.mjs`, '3822', JSON.stringify(body)], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise((r) => bare.stdout.once('data', r));

  await load(url, auth); // warm-up of the JIT and the pool is the first run's job; measure the second
  const ours = await load(url, auth);
  await load('http://127.0.0.1:3822/record');
  const baseline = await load('http://127.0.0.1:3822/record');
  const ratio = ours.requests.average / baseline.requests.average;
  console.log(`bare express        ${Math.round(baseline.requests.average)} req/s  p99 ${baseline.latency.p99} ms`);
  console.log(`bazaar (auth GET)   ${Math.round(ours.requests.average)} req/s  p99 ${ours.latency.p99} ms  non-2xx ${ours.non2xx}`);
  console.log(`ratio               ${(ratio * 100).toFixed(1)}%   target >= 40%   ${ratio >= 0.4 ? 'ok' : 'UNDER'}`);
} finally {
  bare?.kill();
  await stopService(svc.child);
  await dropDatabase(db.name);
}
