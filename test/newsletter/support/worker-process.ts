// A real newsletter worker process for the kill test: `node --import test/support/ts-loader.mjs worker-process.ts`,
// the app (accounts + newsletter) with ROLE=worker on the test's database, configured by its environment
// (SMTP_URL names the test's SMTP server). Tells the test over IPC when it is ready and stops on 'stop'.
import 'reflect-metadata';
import { loadConfig } from '../../../config/index.js';
import { createBazaar } from '../../../core/app.js';
import accounts from '../../../plugins/accounts/index.js';
import newsletter from '../../../plugins/newsletter/index.js';

const bazaar = await createBazaar({ config: loadConfig(process.env), available: [accounts, newsletter] });
process.on('message', async (m) => {
  if (m !== 'stop') return;
  await bazaar.stop();
  process.exit(0);
});
process.send?.({ type: 'ready', pid: process.pid });
