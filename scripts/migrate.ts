import 'reflect-metadata';
import { loadConfig } from '../config/index.js';
import { openDatabase } from '../core/db/open-database.js';

/** Runs pending migrations and exits (start-up does the same). */
async function main(): Promise<void> {
  const { ds, embedded } = await openDatabase(loadConfig(), []);
  console.log('migrations: up to date');
  await ds.destroy();
  await embedded?.stop();
}

main().catch((e) => {
  console.error(`migrations failed: ${e instanceof Error ? e.message : String(e)}`);
  process.exit(1);
});
