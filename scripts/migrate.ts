import 'reflect-metadata';
import { loadConfig } from '../config/index.js';
import { openDatabase } from '../core/db/open-database.js';
import { schemaMigrations } from '../core/db/schema-migrations.js';
import { availablePlugins } from '../plugins/index.js';

/** Runs pending migrations (core's and every known plugin's, enabled or not) and exits (start-up does the same). */
async function main(): Promise<void> {
  const { ds, embedded } = await openDatabase(loadConfig(), [], schemaMigrations(availablePlugins));
  console.log('migrations: up to date');
  await ds.destroy();
  await embedded?.stop();
}

main().catch((e) => {
  console.error(`migrations failed: ${e instanceof Error ? e.message : String(e)}`);
  process.exit(1);
});
