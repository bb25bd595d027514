// Cold start to /healthz 200: on PostgreSQL (fresh database), embedded first run (fresh DATA_DIR), embedded second run.
// Targets: < 5 s on PostgreSQL, < 10 s embedded first run, < 5 s after. Needs `npm run build` first.
import { rmSync } from 'node:fs';
import { dropDatabase, freshDatabase, startService, stopService, tempDir } from './lib.mjs';

const results = [];
const db = await freshDatabase();
try {
  const first = await startService({ DATABASE_URL: db.url }, 3811);
  await stopService(first.child);
  const again = await startService({ DATABASE_URL: db.url }, 3811);
  await stopService(again.child);
  results.push(['PostgreSQL, fresh database (migrations run)', first.ms, 5000], ['PostgreSQL, migrated database', again.ms, 5000]);
} finally {
  await dropDatabase(db.name);
}

const dataDir = tempDir();
try {
  const env = { DATA_DIR: dataDir, EMBEDDED_PG_PORT: '54811' };
  delete process.env.DATABASE_URL;
  const first = await startService(env, 3812);
  await stopService(first.child);
  const again = await startService(env, 3812);
  await stopService(again.child);
  results.push(['embedded, first run (initdb + migrations)', first.ms, 10000], ['embedded, second run', again.ms, 5000]);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

for (const [name, ms, target] of results) {
  console.log(`${name.padEnd(48)} ${String(ms).padStart(6)} ms   target < ${target} ms   ${ms < target ? 'ok' : 'OVER'}`);
}
