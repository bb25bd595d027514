import { seedDemo } from '../core/demo/run-demo.js';
import { bootForScript } from './boot-for-script.js';

/** `npm run seed`: the demo shop on the configured database (every enabled plugin's demo data); safe to run again. */
async function main(): Promise<void> {
  // a worker: the demo purchases become orders (through the outbox) while it seeds, for the orders demo to move
  const bazaar = await bootForScript('seed', { role: 'worker' });
  try {
    const run = await seedDemo(bazaar);
    console.log(`Demo data in place (${run.plugins.join(', ')}) in ${(run.ms / 1000).toFixed(1)} s. Running it again changes nothing.`);
  } finally {
    await bazaar.stop();
  }
}

main().catch((e) => {
  console.error(`seed failed: ${e instanceof Error ? e.message : String(e)}`);
  process.exit(1);
});
