// The heavy variant of test/reliability/fuzz.test.ts: the same generator and checks (test/reliability/fuzz-*.ts,
// run through the test loader), 50,000 requests by default against the service as its own process
// (dist/main.js after `npm run build`, else the sources). FUZZ_SEED and FUZZ_RUNS as in the test;
// BENCH_CONNECTIONS sets the concurrency. Exits 1 when any answer breaks a rule.
import { rmSync } from 'node:fs';
import { dropDatabase, freshDatabase, root, startService, stopService, tempDir } from './lib.mjs';

await import('../test/support/ts-loader.mjs');
const { runFuzz, fuzzSettings } = await import('../test/reliability/fuzz-run.ts');
const { FUZZ_ENV } = await import('../test/reliability/fuzz-fixtures.ts');
const { dedupe, formatFindings, formatStats, leakPatterns } = await import('../test/reliability/fuzz-checks.ts');

const PORT = 3851;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const { seed, runs, reproduce } = fuzzSettings(50_000);

const db = await freshDatabase('bazaar_fuzz');
const dataDir = tempDir();
const svc = await startService({ DATABASE_URL: db.url, DATA_DIR: dataDir, ...FUZZ_ENV }, PORT);
try {
  console.log(`fuzz (${reproduce}, ${CONNECTIONS} connections, ${svc.built ? 'dist' : 'sources'})`);
  const result = await runFuzz({
    baseUrl: `http://127.0.0.1:${PORT}`,
    seed,
    runs,
    concurrency: CONNECTIONS,
    leaks: leakPatterns([dataDir, root]),
  });
  console.log(formatStats(result.stats));
  const missed = result.documented.filter((k) => !result.exercised.has(k));
  if (missed.length) console.log(`  operations without a request: ${missed.join(', ')}`);
  const distinct = dedupe(result.findings);
  if (distinct.length) {
    console.log(formatFindings(distinct, `${reproduce} node bench/fuzz.mjs`, Number(process.env.FUZZ_REPORT_LINES ?? 100)));
    process.exitCode = 1;
  } else console.log('  no problems');
} finally {
  await stopService(svc.child);
  await dropDatabase(db.name);
  rmSync(dataDir, { recursive: true, force: true });
}
