// The kill rounds outside jest, for bench/orders-kill.mjs: `node --import ./test/support/ts-loader.mjs
// test/orders/support/kill-bench.ts <rounds>` against the PostgreSQL at DATABASE_URL. Prints one JSON line.
import 'reflect-metadata';
import pg from 'pg';
import { withDatabase } from '../../../core/db/database-url.js';
import { bootApp } from '../../support/app.js';
import { shopFixture, SUPERADMIN_ENV } from '../../checkout/support.js';
import { runKillRounds } from './kill-rounds.js';

const rounds = Number(process.argv[2] ?? 100);
const server = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
process.env.BAZAAR_TEST_SERVER = server;
process.env.BAZAAR_TEST_RUN = `bench_${process.pid}_${Date.now().toString(36)}`;

const t = await bootApp({ env: { ...SUPERADMIN_ENV, ROLE: 'api' } });
let code = 0;
try {
  const shop = await shopFixture(t);
  const report = await runKillRounds(t, shop, { rounds, perRound: 2, log: (line) => process.stderr.write(`${line}\n`) });
  const ok =
    report.withOneOrder === report.settled && report.deadDeliveries === 0 && report.stock.every((s) => s.onHand === s.expectedOnHand && s.reserved === 0);
  code = ok ? 0 : 1;
  process.stdout.write(`${JSON.stringify({ ok, ...report })}\n`);
} catch (e) {
  process.stderr.write(`${(e as Error).stack}\n`);
  code = 1;
} finally {
  await t.close();
  const c = new pg.Client({ connectionString: withDatabase(server, 'postgres') });
  await c.connect();
  await c.query(`DROP DATABASE IF EXISTS bazaar_tpl_${process.env.BAZAAR_TEST_RUN} WITH (FORCE)`);
  await c.end();
}
process.exit(code);
