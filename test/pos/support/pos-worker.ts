// A real process of the whole shop for the POS kill test (start it with spawnWorker). On IPC { sale, actor, hang }
// it completes the sale through the POS service as that admin; with `hang` the completion does all of its work (the
// order placed and handed over, inside the sale's transaction), tells the test ('mid-flight') and hangs before
// the commit, so the test's SIGKILL lands between the effects and their commit.
import 'reflect-metadata';
import { loadConfig } from '../../../config/index.js';
import { createBazaar } from '../../../core/app.js';
import { runAs, type Actor } from '../../../core/context/request-context.js';
import { availablePlugins } from '../../../plugins/index.js';
import { counterOrders } from '../../../plugins/orders/index.js';
import { pos } from '../../../plugins/pos/index.js';

const send = (message: Record<string, unknown>) => process.send?.(message);
const config = loadConfig({ ...process.env, ROLE: 'api' });
const bazaar = await createBazaar({ config, available: availablePlugins });

let hang = false;
for (const step of ['handOver', 'confirm'] as const) {
  const real = counterOrders[step];
  counterOrders[step] = async (orderId: string) => {
    await real(orderId);
    if (!hang) return;
    send({ type: 'mid-flight', orderId });
    await new Promise(() => {}); // held open until the SIGKILL
  };
}

process.on('message', (m: any) => {
  if (m === 'stop') {
    void bazaar.stop().then(() => process.exit(0));
    return;
  }
  hang = m.hang === true;
  void runAs(m.actor as Actor, () => pos.complete(m.sale, { payment: { method: 'cash', amountTendered: m.tendered } }), 'admin').then(
    (sale) => send({ type: 'completed', status: sale.status }),
    (e: Error) => send({ type: 'failed', message: e.message }),
  );
});
send({ type: 'ready', pid: process.pid });
