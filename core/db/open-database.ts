import type { DataSource } from 'typeorm';
import type { Config } from '../../config/index.js';
import { logger } from '../log/logger.js';
import { createDataSource } from './data-source.js';
import { ensureDatabase, withDatabase } from './database-url.js';
import { startEmbeddedPostgres, type EmbeddedServer } from './embedded.js';

const MIGRATION_LOCK = 7_270_002;

/** TypeORM takes no lock: processes starting together on a fresh database would run the same DDL twice. */
async function migrateUnderLock(ds: DataSource): Promise<void> {
  const runner = ds.createQueryRunner();
  await runner.connect();
  try {
    await runner.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      await ds.runMigrations({ transaction: 'each' });
    } finally {
      await runner.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } finally {
    await runner.release();
  }
}

/**
 * Connects to DATABASE_URL, or starts the embedded PostgreSQL under DATA_DIR when it is unset,
 * and runs the migrations (never `synchronize`): `migrations` is schemaMigrations(every known plugin).
 */
export async function openDatabase(config: Config, entities: Function[], migrations: Function[]): Promise<{ ds: DataSource; embedded?: EmbeddedServer }> {
  let embedded: EmbeddedServer | undefined;
  let url = config.databaseUrl;
  try {
    if (!url) {
      embedded = await startEmbeddedPostgres(config.dataDir, config.embeddedPgPort, (m) => logger().debug({ pg: m.trim() }));
      url = withDatabase(embedded.url, 'bazaar');
    }
    await ensureDatabase(url);
    const ds = createDataSource(url, entities, config.dbPoolSize, migrations);
    await ds.initialize();
    try {
      await migrateUnderLock(ds);
    } catch (e) {
      await ds.destroy();
      throw e;
    }
    return { ds, embedded };
  } catch (e) {
    await embedded?.stop().catch(() => {});
    throw e;
  }
}
