import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { bootApp, type TestApp } from '../support/app.js';
import { createDataSource } from '../../core/db/data-source.js';
import { ensureDatabase, withDatabase } from '../../core/db/database-url.js';
import { dropTestDatabase } from '../support/database.js';
import { schemaMigrations } from '../../core/db/schema-migrations.js';
import { availablePlugins } from '../../plugins/index.js';

const migrations = schemaMigrations(availablePlugins);

type Columns = Record<string, string>; // "table.column" -> data type

async function columnsOf(ds: DataSource): Promise<Columns> {
  const rows: Array<{ t: string; c: string; type: string }> = await ds.query(
    `SELECT table_name AS t, column_name AS c, data_type AS type FROM information_schema.columns
      WHERE table_schema = 'public' AND table_name NOT IN ('migrations', 'agenda_jobs')`,
  );
  return Object.fromEntries(rows.map((r) => [`${r.t}.${r.c}`, r.type]));
}

let t: TestApp;
beforeAll(async () => {
  t = await bootApp();
});
afterAll(async () => t?.close());

describe('column naming convention', () => {
  it('leaves no column with an uppercase letter, except in the job library’s own table', async () => {
    const camel = await t.bazaar.dataSource.query(
      `SELECT table_name || '.' || column_name AS col FROM information_schema.columns
        WHERE table_schema = 'public' AND column_name ~ '[A-Z]' AND table_name <> 'agenda_jobs'`,
    );
    expect(camel).toEqual([]);
  });

  it('names every entity column as it exists in the database (snake_case of the property)', async () => {
    const existing = await columnsOf(t.bazaar.dataSource);
    const expected = t.bazaar.dataSource.entityMetadatas.flatMap((m) => m.columns.map((c) => `${m.tableName}.${c.databaseName}`));
    expect(expected.length).toBeGreaterThan(100);
    expect(expected.filter((name) => !(name in existing))).toEqual([]);
    expect(expected.filter((name) => /[A-Z]/.test(name))).toEqual([]);
  });

  it('upgrades a database migrated before the rename to the same columns as a fresh one, keeping its rows', async () => {
    // every owner renames its own tables' columns: the first of those migrations is where the rename begins
    const cut = migrations.findIndex((m) => /SnakeCaseColumns\d{13}$/.test(m.name));
    expect(cut).toBeGreaterThan(0);
    const name = `bazaar_upgrade_${randomBytes(4).toString('hex')}`;
    const url = withDatabase(process.env.BAZAAR_TEST_SERVER!, name);
    await ensureDatabase(url);
    const before = new DataSource({ ...createDataSource(url, [], 2).options, migrations: migrations.slice(0, cut) } as any);
    await before.initialize();
    try {
      await before.runMigrations({ transaction: 'each' });
      await before.query(`INSERT INTO brands ("publicId", name, "displayOrder", "isVisible") VALUES (gen_random_uuid(), 'Acme', 3, true)`);
      await before.destroy();

      const after = createDataSource(url, [], 2, migrations);
      await after.initialize();
      try {
        await after.runMigrations({ transaction: 'each' });
        expect(await columnsOf(after)).toEqual(await columnsOf(t.bazaar.dataSource));
        expect(await after.query(`SELECT name, display_order, is_visible FROM brands`)).toEqual([{ name: 'Acme', display_order: 3, is_visible: true }]);
      } finally {
        await after.destroy();
      }
    } finally {
      if (before.isInitialized) await before.destroy();
      await dropTestDatabase(name);
    }
  });
});
