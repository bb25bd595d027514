import 'reflect-metadata';
import { ConfigError, loadConfig, type Config } from '../config/index.js';
import { createBazaar, type Bazaar } from '../core/app.js';
import { PluginLoadError } from '../core/plugin.js';
import { availablePlugins } from '../plugins/index.js';

/**
 * The service without its HTTP port, for an operator's script: the configured database (the embedded one by
 * default, shared with a running `npm start` of the same checkout), migrations, every enabled plugin started.
 * As ROLE=api (the default) it runs no jobs: events it publishes wait for the service's worker. Logs warnings only
 * unless LOG_LEVEL says otherwise.
 */
export async function bootForScript(name: string, opts: { role?: Config['role'] } = {}): Promise<Bazaar> {
  process.env.NODE_ENV ??= 'production';
  let config: Config;
  try {
    config = loadConfig({ LOG_LEVEL: 'warn', ...process.env });
    return await createBazaar({ config: { ...config, role: opts.role ?? 'api' }, available: availablePlugins });
  } catch (e) {
    if (e instanceof ConfigError || e instanceof PluginLoadError) {
      console.error(`${name}: ${e.message}`);
      process.exit(1);
    }
    throw e;
  }
}
