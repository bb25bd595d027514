// Framework overhead: an authenticated GET of a small record through the whole stack (JWT, session check,
// permission, rate-limit class, validation, envelope) vs a bare express handler returning the same JSON.
// Target: Bazaar at least 70% of bare express requests/second. Both servers run as their own process;
// the load generator (autocannon) runs here, on the same cores: one run of each swings by 10-20%, so the two
// are measured in turns (BENCH_ROUNDS, default 3) and the median of the rounds' ratios is the result.
// Needs `npm run build` first.
import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
import { dropDatabase, freshDatabase, measured, root, startService, stopService } from './lib.mjs';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

const us = (run) => Math.round(run.cpuPerRequestMs * 1000);

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
let born;
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

  const startBare = async (port, ...mode) => {
    const child = spawn(process.execPath, [`${root}/bench/bare-express.mjs`, String(port), JSON.stringify(body), ...mode], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    await new Promise((r) => child.stdout.once('data', r));
    return child;
  };
  // the target's floor: express as it comes; and the same with requests born with express's prototypes (as ours are)
  bare = await startBare(3822);
  born = await startBare(3823, 'born');

  // warm-up of the JIT and the pools is the first run's job
  await load(url, auth);
  await load('http://127.0.0.1:3822/record');
  await load('http://127.0.0.1:3823/record');
  const ratios = [];
  const bornRatios = [];
  const line = (name, run) => `${name} ${Math.round(run.requests.average)} req/s p99 ${run.latency.p99} ms CPU ${us(run)} us/request`;
  for (let round = 1; round <= ROUNDS; round++) {
    const ours = await measured(svc.child.pid, () => load(url, auth));
    const baseline = await measured(bare.pid, () => load('http://127.0.0.1:3822/record'));
    const bornline = await measured(born.pid, () => load('http://127.0.0.1:3823/record'));
    const ratio = ours.requests.average / baseline.requests.average;
    ratios.push(ratio);
    bornRatios.push(ours.requests.average / bornline.requests.average);
    console.log(
      `round ${round}: ${line('bazaar (auth GET)', ours)} non-2xx ${ours.non2xx}; ${line('bare express', baseline)}; ` +
        `${line('bare express born', bornline)}; ratio ${(ratio * 100).toFixed(1)}% (${(bornRatios.at(-1) * 100).toFixed(1)}% of born)`,
    );
  }
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  console.log(`ratio (median of ${ROUNDS})  ${(median(ratios) * 100).toFixed(1)}%   target >= 70%   ${median(ratios) >= 0.7 ? 'ok' : 'UNDER'}`);
  console.log(`against bare express with born requests (the route layer's own cost): ${(median(bornRatios) * 100).toFixed(1)}%`);
} finally {
  bare?.kill();
  born?.kill();
  await stopService(svc.child);
  await dropDatabase(db.name);
}
