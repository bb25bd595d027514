import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startGatewaySimulator, type GatewaySimulator } from '../../tools/gateway-simulator/index.js';
import { killAll, spawnWorker, type Worker } from '../support/spawn-worker.js';
import { bootApp, type TestApp } from '../support/app.js';
import { shopFixture, SUPERADMIN_ENV, type Shop } from '../checkout/support.js';
import {
  attemptRow,
  customerWithCart,
  eventually,
  followReturn,
  postForm,
  PRODUCT_CODE,
  SECRET,
  sessionStatus,
  settlementsOf,
  startCheckout,
  startPayment,
} from './support.js';

const here = path.dirname(fileURLToPath(import.meta.url));
let t: TestApp;
let shop: Shop;
let sim: GatewaySimulator;
let gatewayEnv: Record<string, string>;
const workers: Worker[] = [];

beforeAll(async () => {
  sim = await startGatewaySimulator({ secret: SECRET, productCode: PRODUCT_CODE });
  gatewayEnv = {
    PAYMENT_GATEWAY_URL: sim.formUrl,
    PAYMENT_GATEWAY_STATUS_URL: sim.statusUrl,
    PAYMENT_GATEWAY_PRODUCT_CODE: PRODUCT_CODE,
    PAYMENT_GATEWAY_SECRET: SECRET,
    PAYMENT_GATEWAY_TIMEOUT_MS: '1000',
  };
  // this process serves the routes only (ROLE=api); verification jobs run in the worker processes, killed for real
  t = await bootApp({ env: { ...SUPERADMIN_ENV, ...gatewayEnv, ROLE: 'api' } });
  shop = await shopFixture(t);
}, 120_000);
afterAll(async () => {
  await killAll(workers);
  await t?.close();
  await sim?.close();
});

const worker = (env: Record<string, string> = {}) => {
  const w = spawnWorker(path.join(here, 'support/verify-worker.ts'), t.databaseUrl, { ...gatewayEnv, ...env });
  workers.push(w);
  return w;
};

/** A gateway attempt paid at the gateway whose confirmation lagged: pending_verification, the status API now says COMPLETE. */
async function pendingPaid(): Promise<{ id: string; checkoutId: string }> {
  const b = await customerWithCart(t, shop, [{ variantId: shop.variants[1], quantity: 1 }]);
  const { checkoutId } = await startCheckout(t, b);
  const res = await startPayment(t, b, checkoutId, 'gateway').expect(201);
  const id = res.body.data.id;
  await postForm(res.body.data.redirect);
  sim.setFault(id, { fault: 'pending_then_complete', checks: 1 });
  await followReturn(t, sim.pay(id).location).expect(303);
  expect((await attemptRow(t, id)).status).toBe('pending_verification');
  return { id, checkoutId };
}

it('kill -9 of the worker inside the verification round after the settlement was written: nothing half-done commits, the next worker settles exactly once (3 rounds)', async () => {
  for (let round = 0; round < 3; round++) {
    const { id, checkoutId } = await pendingPaid();
    const doomed = worker({ KILL_FOR: id });
    await doomed.next('ready', 60_000);
    const mid = await doomed.next('mid-flight', 60_000);
    expect(mid).toMatchObject({ attemptId: id, status: 'succeeded' });
    doomed.child.kill('SIGKILL');
    expect(await doomed.exited).toEqual({ code: null, signal: 'SIGKILL' });
    // the killed round's transaction never committed
    expect(await settlementsOf(t, checkoutId)).toEqual([]);
    expect((await attemptRow(t, id)).status).toBe('pending_verification');
    expect(await sessionStatus(t, checkoutId)).toBe('payment_in_progress');

    const next = worker();
    await next.next('ready', 60_000);
    const row = await eventually(
      () => attemptRow(t, id),
      (r) => r.status === 'succeeded',
      60_000,
    );
    expect(row.status).toBe('succeeded');
    expect(await settlementsOf(t, checkoutId)).toEqual([{ accepted: true, refused_reason: null, amount: expect.any(String) }]);
    expect(
      await eventually(
        () => sessionStatus(t, checkoutId),
        (s) => s === 'completed',
        30_000,
      ),
    ).toBe('completed');
    next.child.send('stop');
    await next.exited;
  }
}, 400_000);
