import 'reflect-metadata';
import { loadConfig } from '../config/index.js';
import { syncPermissions } from '../core/auth/permission-sync.js';
import { openDatabase } from '../core/db/open-database.js';
import { schemaMigrations } from '../core/db/schema-migrations.js';
import { resolvePlugins } from '../core/plugin.js';
import { availablePlugins } from '../plugins/index.js';

/** Deploy step: writes the permission rows of the enabled plugins (start-up does the same). */
async function main(): Promise<void> {
  const config = loadConfig();
  const plugins = resolvePlugins(availablePlugins, config.plugins);
  const { ds, embedded } = await openDatabase(config, [], schemaMigrations(availablePlugins));
  try {
    const names = await syncPermissions(ds, plugins);
    console.log(`permissions:sync: ${names.length} permissions for ${plugins.map((p) => p.name).join(', ')}`);
  } finally {
    await ds.destroy();
    await embedded?.stop();
  }
}

main().catch((e) => {
  console.error(`permissions:sync failed: ${e instanceof Error ? e.message : String(e)}`);
  process.exit(1);
});
