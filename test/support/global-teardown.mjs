import { rmSync } from 'node:fs';
import pg from 'pg';

/** Drops this run's template databases and stops the embedded server, if one was started. */
export default async function globalTeardown() {
  const server = process.env.BAZAAR_TEST_SERVER;
  const run = process.env.BAZAAR_TEST_RUN;
  const embedded = globalThis.__bazaarEmbedded;
  if (server && run && !embedded) {
    const c = new pg.Client({ connectionString: server });
    await c.connect();
    const { rows } = await c.query(`SELECT datname FROM pg_database WHERE datname LIKE $1`, [`bazaar_%${run}%`]);
    for (const r of rows) await c.query(`DROP DATABASE IF EXISTS "${r.datname}" WITH (FORCE)`).catch(() => {});
    await c.end();
  }
  if (embedded) {
    await embedded.pg.stop();
    rmSync(embedded.dir, { recursive: true, force: true });
  }
}
