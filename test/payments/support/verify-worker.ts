// A real worker process of the whole shop (every plugin, ROLE=worker) for the payments kill test: it runs the
// verification job, the flows and checkout's completion. With KILL_FOR naming attempts (comma-separated public
// ids), the verification round's `apply-outcome` step does its whole work for such an attempt (settlement
// written, checkout asked to settle, the outbox event published), tells the test (IPC 'mid-flight') and hangs
// before its transaction commits, so the test's SIGKILL lands between the effects and their commit.
import 'reflect-metadata';
import { loadConfig } from '../../../config/index.js';
import { createBazaar } from '../../../core/app.js';
import { availablePlugins } from '../../../plugins/index.js';
import { VERIFY_FLOW } from '../../../plugins/payments/verification.js';

const send = (message: Record<string, unknown>) => process.send?.(message);
const killFor = new Set((process.env.KILL_FOR ?? '').split(',').filter(Boolean));

if (killFor.size) {
  const step = VERIFY_FLOW.steps.find((s) => s.name === 'apply-outcome')!;
  if (step.kind !== 'local') throw new Error('apply-outcome is a local step');
  const run = step.run;
  step.run = async (ctx) => {
    const result = await run(ctx);
    const attemptId = (ctx.input as { attemptId: string }).attemptId;
    if (killFor.has(attemptId)) {
      send({ type: 'mid-flight', attemptId, status: (result as { status: string }).status });
      await new Promise(() => {}); // held open until the SIGKILL
    }
    return result;
  };
}

const config = loadConfig({ ...process.env, ROLE: 'worker' });
const bazaar = await createBazaar({ config, available: availablePlugins });
process.on('message', async (m) => {
  if (m !== 'stop') return;
  await bazaar.stop();
  process.exit(0);
});
send({ type: 'ready', pid: process.pid });
