import 'reflect-metadata';
import { ConfigError, loadConfig } from './config/index.js';
import { createBazaar } from './core/app.js';
import { PluginLoadError } from './core/plugin.js';
import { logger } from './core/log/logger.js';
import { availablePlugins } from './plugins/index.js';
import { mountAdminPanel } from './admin/index.js';

async function main(): Promise<void> {
  const started = Date.now();
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
  let bazaar;
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
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger().info({ signal }, 'stopping');
    await bazaar.stop().catch((e) => logger().error({ err: e }, 'error while stopping'));
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  if (config.role !== 'worker') await bazaar.listen();
  logger().info({ port: config.port, role: config.role, plugins: bazaar.plugins.map((p) => p.name), ms: Date.now() - started }, 'Bazaar started');
}

main().catch((e) => {
  logger().fatal({ err: e }, 'start-up failed');
  console.error(`Cannot start: ${e instanceof Error ? e.message : String(e)}`);
  process.exit(1);
});
