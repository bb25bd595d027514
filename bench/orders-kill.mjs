// Kill -9 of the worker between settlement and order creation, 100 rounds (ORDERS_KILL_ROUNDS to change):
// each round settles 2 checkouts and kills a real worker process mid checkout completion, mid order creation or
// at a random instant; a last healthy worker drains. Prints the result: every settled checkout must end with
// exactly one order, the stock must match, no delivery dead. Exit code 1 otherwise.
// Run: DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node bench/orders-kill.mjs
import { spawn } from 'node:child_process';
import path from 'node:path';
import { root, serverUrl } from './lib.mjs';

const rounds = Number(process.env.ORDERS_KILL_ROUNDS ?? 100);
const child = spawn(
  process.execPath,
  ['--import', path.join(root, 'test/support/ts-loader.mjs'), '--no-warnings', path.join(root, 'test/orders/support/kill-bench.ts'), String(rounds)],
  {
    cwd: root,
    env: { ...process.env, DATABASE_URL: serverUrl(), LOG_LEVEL: 'silent' },
    stdio: ['ignore', 'pipe', 'inherit'],
  },
);
let out = '';
child.stdout.on('data', (d) => (out += d));
const code = await new Promise((resolve) => child.on('exit', resolve));
const line = out.trim().split('\n').pop();
if (!line) {
  console.error(`orders-kill: no result (exit ${code})`);
  process.exit(1);
}
const r = JSON.parse(line);
console.log(
  `orders-kill: ${r.rounds} rounds, ${r.settled} settled checkouts, ${r.withOneOrder} with exactly one order; ` +
    `kills mid completion and order creation ${r.midFlightKills['orders.complete-checkout'] ?? 0}, random ${r.randomKills}; ` +
    `stock ${r.stock.map((s) => `${s.onHand}/${s.expectedOnHand} (reserved ${s.reserved})`).join(', ')}; dead deliveries ${r.deadDeliveries}, most attempts of a delivery ${r.maxAttempts}; ${(r.ms / 1000).toFixed(0)} s: ${r.ok ? 'OK' : 'FAILED'}`,
);
process.exit(r.ok ? 0 : 1);
