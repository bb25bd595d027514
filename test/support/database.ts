import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDataSource } from '../../core/db/data-source.js';
import { withDatabase } from '../../core/db/database-url.js';
import { schemaMigrations } from '../../core/db/schema-migrations.js';
import { availablePlugins } from '../../plugins/index.js';

function server(): string {
  const s = process.env.BAZAAR_TEST_SERVER;
  if (!s) throw new Error('jest global setup did not run');
  return s;
}

const run = () => process.env.BAZAAR_TEST_RUN!;
const templateName = () => `bazaar_tpl_${run()}`;

async function onAdmin<T>(fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: withDatabase(server(), 'postgres') });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

/** The first test file of the run migrates a template database (under an advisory lock); the rest clone it. */
async function ensureTemplate(c: pg.Client): Promise<string> {
  const name = templateName();
  await c.query('SELECT pg_advisory_lock(7270001)');
  try {
    const { rowCount } = await c.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) {
      await c.query(`CREATE DATABASE ${name}_building`);
      const ds = createDataSource(withDatabase(server(), `${name}_building`), [], 2, schemaMigrations(availablePlugins));
      await ds.initialize();
      await ds.runMigrations({ transaction: 'each' });
      await ds.destroy();
      await c.query(`ALTER DATABASE ${name}_building RENAME TO ${name}`);
    }
  } finally {
    await c.query('SELECT pg_advisory_unlock(7270001)');
  }
  return name;
}

const testDatabaseName = () => `bazaar_t_${run()}_${randomBytes(4).toString('hex')}`;

/** An empty database (no migration run yet), for tests of the migrations themselves. */
export async function createEmptyTestDatabase(): Promise<{ url: string; name: string }> {
  const name = testDatabaseName();
  await onAdmin((c) => c.query(`CREATE DATABASE ${name}`));
  return { url: withDatabase(server(), name), name };
}

/** A fresh database for one test file, cloned from the migrated template. */
export async function createTestDatabase(): Promise<{ url: string; name: string }> {
  const name = testDatabaseName();
  await onAdmin(async (c) => {
    const template = await ensureTemplate(c);
    // the template is briefly busy while another worker clones it
    for (let attempt = 0; ; attempt++) {
      try {
        await c.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
        return;
      } catch (e: any) {
        if (e.code !== '55006' || attempt > 100) throw e;
        await new Promise((r) => setTimeout(r, 50));
      }
    }
  });
  return { url: withDatabase(server(), name), name };
}

export async function dropTestDatabase(name: string): Promise<void> {
  await onAdmin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
}
