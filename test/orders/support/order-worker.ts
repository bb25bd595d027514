// A real worker process of the whole shop (every plugin, ROLE=worker) for the order kill test: it runs the
// outbox relays and subscribers, checkout's completion and orders' creation among them. With KILL_AT naming a
// subscriber, that subscriber's handler does its whole work for a checkout of KILL_FOR (comma-separated public
// ids), tells the test (IPC 'mid-flight') and then hangs before its transaction commits, so the test's SIGKILL
// lands between the effects and their commit. Other checkouts (left over from earlier kills) run normally.
import 'reflect-metadata';
import { loadConfig } from '../../../config/index.js';
import { createBazaar } from '../../../core/app.js';
import type { PluginManifest } from '../../../core/plugin.js';
import { availablePlugins } from '../../../plugins/index.js';

const send = (message: Record<string, unknown>) => process.send?.(message);
const killAt = process.env.KILL_AT || null;
const killFor = new Set((process.env.KILL_FOR ?? '').split(',').filter(Boolean));

const hangingAt = (plugin: PluginManifest): PluginManifest => ({
  ...plugin,
  subscribers: plugin.subscribers?.map((s) =>
    s.name !== killAt
      ? s
      : {
          ...s,
          handler: async (event) => {
            await s.handler(event);
            const checkoutId = (event.payload as { checkoutId?: string })?.checkoutId;
            if (!checkoutId || !killFor.has(checkoutId)) return;
            send({ type: 'mid-flight', subscriber: s.name, checkoutId });
            await new Promise(() => {}); // held open until the SIGKILL
          },
        },
  ),
});

const config = loadConfig({ ...process.env, ROLE: 'worker' });
const bazaar = await createBazaar({ config, available: killAt ? availablePlugins.map(hangingAt) : availablePlugins });
process.on('message', async (m) => {
  if (m !== 'stop') return;
  await bazaar.stop();
  process.exit(0);
});
send({ type: 'ready', pid: process.pid });
