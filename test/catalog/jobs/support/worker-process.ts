// A real catalog worker process for the kill test: `node --import test/support/ts-loader.mjs worker-process.ts`,
// the whole app with ROLE=worker on the test's database and data folder, configured by its environment.
// Tells the test over IPC when it is ready (with its lease owner id) and stops on 'stop'.
import 'reflect-metadata';
import { loadConfig } from '../../../../config/index.js';
import { createBazaar } from '../../../../core/app.js';
import { currentLeaseOwner } from '../../../../core/jobs/lease-owner.js';
import { availablePlugins } from '../../../../plugins/index.js';

const bazaar = await createBazaar({ config: loadConfig(process.env), available: availablePlugins });
process.on('message', async (m) => {
  if (m !== 'stop') return;
  await bazaar.stop();
  process.exit(0);
});
process.send?.({ type: 'ready', pid: process.pid, leaseOwner: currentLeaseOwner() });
