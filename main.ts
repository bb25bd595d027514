import 'reflect-metadata';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from './config/index.js';
import { createBazaar, type Bazaar } from './core/app.js';
import { seedDemo } from './core/demo/run-demo.js';
import { PluginLoadError } from './core/plugin.js';
import { logger } from './core/log/logger.js';
import { shouldPrintSummary, startupSummary } from './core/startup-summary.js';
import { accounts } from './plugins/accounts/index.js';
import { availablePlugins } from './plugins/index.js';
import { mountAdminPanel } from './admin/index.js';

/** `npm start -- --demo` seeds the demo shop, as DEMO_DATA=on does. */
function readArgs(): { demo: boolean } {
  try {
    const { values } = parseArgs({ options: { demo: { type: 'boolean' } } });
    return { demo: values.demo === true };
  } catch (e) {
    console.error(`Cannot start: ${(e as Error).message} (the one option is --demo)`);
    process.exit(1);
  }
}

async function superadminExists(bazaar: Bazaar): Promise<boolean | undefined> {
  if (!bazaar.plugins.some((p) => p.name === 'accounts')) return undefined;
  return accounts.admins.superadminExists();
}

async function main(): Promise<void> {
  const started = Date.now();
  const args = readArgs();
  // the service runs as production unless told otherwise (AdminJS then serves its minified bundles)
  process.env.NODE_ENV ??= 'production';
  let config;
  try {
    config = loadConfig();
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(e.message);
      process.exit(1);
    }
    throw e;
  }
  let bazaar: Bazaar;
  try {
    bazaar = await createBazaar({ config, available: availablePlugins, adminPanel: mountAdminPanel });
  } catch (e) {
    if (e instanceof PluginLoadError || e instanceof ConfigError) {
      console.error(`Cannot start: ${e.message}`);
      process.exit(1);
    }
    throw e;
  }
  let stopping = false;
  // Ctrl-C or a stop: one line when done, exit 0 (the embedded PostgreSQL is not signalled with us: see core/db/embedded.ts)
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    const since = Date.now();
    let failed = false;
    await bazaar.stop().catch((e) => {
      failed = true;
      logger().error({ err: e }, 'error while stopping');
    });
    logger().info({ signal, ms: Date.now() - since }, 'stopped');
    process.exit(failed ? 1 : 0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  let demo;
  try {
    demo = config.demoData || args.demo ? await seedDemo(bazaar) : undefined;
  } catch (e) {
    await bazaar.stop().catch(() => {});
    throw e;
  }
  if (config.role !== 'worker') await bazaar.listen();
  const ms = Date.now() - started;
  logger().info({ port: config.port, role: config.role, plugins: bazaar.plugins.map((p) => p.name), ms }, 'Bazaar started');
  if (shouldPrintSummary(config.startupSummary, process.stdout.isTTY === true)) {
    const superadmin = await superadminExists(bazaar);
    process.stdout.write(
      startupSummary({ config, plugins: bazaar.plugins.map((p) => p.name), ms, embedded: bazaar.embedded, superadmin, demo: demo?.plugins }),
    );
  }
}

main().catch((e) => {
  logger().fatal({ err: e }, 'start-up failed');
  console.error(`Cannot start: ${e instanceof Error ? e.message : String(e)}`);
  process.exit(1);
});
