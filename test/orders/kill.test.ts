import { bootApp, type TestApp } from '../support/app.js';
import { shopFixture, SUPERADMIN_ENV, type Shop } from '../checkout/support.js';
import { runKillRounds } from './support/kill-rounds.js';

let t: TestApp;
let shop: Shop;
beforeAll(async () => {
  // this process only settles (ROLE=api, as the payments routes would); the workers are separate processes, killed for real
  t = await bootApp({ env: { ...SUPERADMIN_ENV, ROLE: 'api' } });
  shop = await shopFixture(t);
}, 120_000);
afterAll(async () => t?.close());

// 6 rounds here (each kind of kill three times); bench/orders-kill.mjs runs 100
it('kill -9 of the worker between settlement and order creation, 6 rounds: every settled checkout ends with exactly one order and the stock matches', async () => {
  const report = await runKillRounds(t, shop, { rounds: 6, perRound: 2 });
  expect(report.settled).toBe(12);
  expect(report.withOneOrder).toBe(12);
  expect(report.midFlightKills).toEqual({ 'orders.complete-checkout': 3 });
  expect(report.randomKills).toBe(3);
  for (const s of report.stock) expect(s).toEqual({ expectedOnHand: s.expectedOnHand, onHand: s.expectedOnHand, reserved: 0 });
  expect(report.deadDeliveries).toBe(0);
}, 600_000);
