import 'reflect-metadata';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../config/index.js';
import { createBazaar } from '../../core/app.js';
import { createDataSource } from '../../core/db/data-source.js';
import { schemaMigrations } from '../../core/db/schema-migrations.js';
import { availablePlugins } from '../../plugins/index.js';
import { createEmptyTestDatabase, dropTestDatabase } from '../support/database.js';

/**
 * The migrations as the global list ran them before plugins owned theirs, in its order. TypeORM records a run
 * migration by class name: each of these must still exist, once, or an existing database re-runs or misses one.
 */
const RELEASED = [
  'Core1763800000000',
  'Accounts1763800001000',
  'Jobs1763800002000',
  'AccountsCustomers1763800003000',
  'AccountsFederated1763800004000',
  'Seo1763800005000',
  'Uploads1763800006000',
  'Content1763800007000',
  'Blog1763800008000',
  'Catalog1763800009000',
  'CatalogJobs1763800010000',
  'AccountsSessionEpoch1763800011000',
  'OutboxSubscribers1763800011100',
  'Flows1763800011200',
  'CatalogJobLeaseOwner1763800015070',
];

const layout = schemaMigrations(availablePlugins);
const layoutNames = layout.map((m) => m.name);
const byName = new Map(layout.map((m) => [m.name, m]));

/** The released classes in the old list's order, up to `count` of them (an older database ran a prefix). */
const oldList = (count = RELEASED.length) => RELEASED.slice(0, count).map((name) => byName.get(name)!);

async function migrate(url: string, migrations: Function[]): Promise<string[]> {
  const ds = createDataSource(url, [], 2, migrations);
  await ds.initialize();
  try {
    return (await ds.runMigrations({ transaction: 'each' })).map((m) => m.name);
  } finally {
    await ds.destroy();
  }
}

/** What a run leaves: recorded migrations, tables, columns, indexes and functions of the public schema. */
async function schemaOf(url: string) {
  const ds = createDataSource(url, [], 1);
  await ds.initialize();
  try {
    const q = (sql: string) => ds.query(sql);
    return {
      migrations: (await q('SELECT name FROM migrations ORDER BY name')).map((r: { name: string }) => r.name),
      tables: (await q(`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY 1`)).map(
        (r: { table_name: string }) => r.table_name,
      ),
      columns: await q(`
        SELECT table_name, column_name, data_type, character_maximum_length, is_nullable, column_default
          FROM information_schema.columns WHERE table_schema = 'public' ORDER BY 1, 2`),
      indexes: await q(`SELECT tablename, indexname, indexdef FROM pg_indexes WHERE schemaname = 'public' ORDER BY 2`),
      functions: await q(`
        SELECT p.proname, pg_get_function_identity_arguments(p.oid) AS args
          FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace WHERE n.nspname = 'public' ORDER BY 1, 2`),
    };
  } finally {
    await ds.destroy();
  }
}

describe('plugin-owned migrations', () => {
  const dbs: string[] = [];
  const emptyDatabase = async () => {
    const db = await createEmptyTestDatabase();
    dbs.push(db.name);
    return db.url;
  };
  afterAll(async () => {
    for (const name of dbs) await dropTestDatabase(name);
  });

  it('keeps every released migration class, once, and orders the layout by timestamp', () => {
    for (const name of RELEASED) expect(layoutNames.filter((n) => n === name)).toEqual([name]);
    expect(new Set(layoutNames).size).toBe(layoutNames.length);
    const stamps = layoutNames.map((n) => Number(n.slice(-13)));
    expect(stamps).toEqual([...stamps].sort((a, b) => a - b));
    // the released ones keep their old relative order
    expect(layoutNames.filter((n) => RELEASED.includes(n))).toEqual(RELEASED);
  });

  it('takes the migrations of every known plugin, its own list in its manifest', () => {
    for (const plugin of availablePlugins) {
      expect(plugin.migrations?.length).toBeGreaterThan(0);
      for (const m of plugin.migrations!) expect(layoutNames).toContain(m.name);
    }
  });

  it('brings a database migrated by the old global list, whole or in part, to the schema a fresh run gives', async () => {
    const [fresh, upgradedWhole, upgradedPart] = await Promise.all([emptyDatabase(), emptyDatabase(), emptyDatabase()]);

    expect(await migrate(fresh, layout)).toEqual(layoutNames);

    expect(await migrate(upgradedWhole, oldList())).toEqual(RELEASED);
    expect(await migrate(upgradedWhole, layout)).toEqual(layoutNames.filter((n) => !RELEASED.includes(n)));

    // a user who last ran the service before the session epoch, outbox v2, flows and lease owner migrations
    expect(await migrate(upgradedPart, oldList(11))).toEqual(RELEASED.slice(0, 11));
    expect(await migrate(upgradedPart, layout)).toEqual(layoutNames.filter((n) => !RELEASED.slice(0, 11).includes(n)));

    const expected = await schemaOf(fresh);
    expect(expected.migrations).toEqual([...layoutNames].sort());
    expect(expected.tables).toEqual(expect.arrayContaining(['idempotency_keys', 'users', 'catalog_jobs', 'flow_steps']));
    for (const db of [upgradedWhole, upgradedPart]) {
      const upgraded = await schemaOf(db);
      expect(upgraded.migrations).toEqual(expected.migrations);
      expect(upgraded.tables).toEqual(expected.tables);
      expect(upgraded.columns).toEqual(expected.columns);
      expect(upgraded.indexes).toEqual(expected.indexes);
      expect(upgraded.functions).toEqual(expected.functions);
    }
  });

  it('creates the tables of a plugin that is not enabled, so switching it on later needs no step', async () => {
    const url = await emptyDatabase();
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bazaar-test-data-'));
    const config = loadConfig({ RATE_LIMITS: 'off', LOG_LEVEL: 'silent', PLUGINS: 'accounts', DATABASE_URL: url, DATA_DIR: dataDir });
    const bazaar = await createBazaar({ config, available: availablePlugins });
    try {
      expect(bazaar.plugins.map((p) => p.name)).toEqual(['accounts']);
      const [row] = await bazaar.dataSource.query(
        `SELECT to_regclass('catalog_jobs') AS catalog, to_regclass('blog_posts') AS blog, to_regclass('uploaded_files') AS uploads`,
      );
      expect(row).toEqual({ catalog: 'catalog_jobs', blog: 'blog_posts', uploads: 'uploaded_files' });
    } finally {
      await bazaar.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
