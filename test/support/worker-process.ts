// A real jobs worker process for the kill tests (start it with spawnWorker): configured by its environment
// (DATABASE_URL, ROLE, JOBS_*, OUTBOX_*, KILL_TEST_MODE, and TEST_PLUGIN: the path of the module whose
// `testPlugin(mode, send)` gives the plugin to run). Talks to the test over IPC.
import 'reflect-metadata';
import { loadConfig } from '../../config/index.js';
import { createDataSource } from '../../core/db/data-source.js';
import { bindDataSource } from '../../core/db/transaction.js';
import { notifications } from '../../core/db/notifications.js';
import { installHooks } from '../../core/hooks/index.js';
import { startJobs } from '../../core/jobs/jobs.js';
import { configureLogger } from '../../core/log/logger.js';

const send = (message: Record<string, unknown>) => process.send?.(message);
const mode = process.env.KILL_TEST_MODE === 'hang' ? 'hang' : 'normal';
const config = loadConfig(process.env);
configureLogger(config.logLevel);
const ds = createDataSource(config.databaseUrl!, [], 4);
await ds.initialize();
bindDataSource(ds);
await notifications.start(config.databaseUrl!);
if (!process.env.TEST_PLUGIN) throw new Error('TEST_PLUGIN names the module of the plugin to run');
const { testPlugin } = await import(process.env.TEST_PLUGIN);
const plugins = [testPlugin(mode, send)];
installHooks(plugins);
const jobs = await startJobs({ config, plugins, dataSource: ds });
process.on('message', async (m) => {
  if (m !== 'stop') return;
  await jobs.stop();
  await notifications.stop();
  await ds.destroy();
  process.exit(0);
});
send({ type: 'ready', pid: process.pid });
