// A real worker process of the whole shop (every plugin, ROLE=worker) for the payments kill test: it runs the
// verification job and checkout's completion. With KILL_FOR naming attempts (comma-separated public ids), a
// verification round of such an attempt does its whole work (settlement written, checkout asked to settle, the
// outbox event published), tells the test (IPC 'mid-flight') and hangs before its transaction commits (a
// handler of the round's hook, run inside it), so the test's SIGKILL lands between the effects and their commit.
import 'reflect-metadata';
import { loadConfig } from '../../../config/index.js';
import { createBazaar } from '../../../core/app.js';
import { availablePlugins } from '../../../plugins/index.js';
import { PAYMENTS_VERIFY_ROUND_APPLIED } from '../../../plugins/payments/hooks.js';
import { withPaymentsHook } from './with-payments-hook.js';

const send = (message: Record<string, unknown>) => process.send?.(message);
const killFor = new Set((process.env.KILL_FOR ?? '').split(',').filter(Boolean));

const hangingRound = PAYMENTS_VERIFY_ROUND_APPLIED.handle('payments.kill-test-hang', async ({ attemptId, status }) => {
  if (!killFor.has(attemptId)) return;
  send({ type: 'mid-flight', attemptId, status });
  await new Promise(() => {}); // held open until the SIGKILL
});

const config = loadConfig({ ...process.env, ROLE: 'worker' });
const bazaar = await createBazaar({ config, available: killFor.size ? withPaymentsHook(hangingRound) : availablePlugins });
process.on('message', async (m) => {
  if (m !== 'stop') return;
  await bazaar.stop();
  process.exit(0);
});
send({ type: 'ready', pid: process.pid });
