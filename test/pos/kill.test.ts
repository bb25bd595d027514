import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bootApp, type TestApp } from '../support/app.js';
import { killAll, spawnWorker, type Worker } from '../support/spawn-worker.js';
import { customerWithCart, stockOf } from '../checkout/support.js';
import { counterFixture, counts, draftSale, posApi, SUPERADMIN_ENV, type Counter } from './support.js';

const here = path.dirname(fileURLToPath(import.meta.url));
let t: TestApp;
let c: Counter;
const workers: Worker[] = [];
beforeAll(async () => {
  t = await bootApp({ env: SUPERADMIN_ENV });
  c = await counterFixture(t);
}, 120_000);
afterAll(async () => {
  await killAll(workers);
  await t?.close();
});

async function cashierActor() {
  const sub = JSON.parse(Buffer.from(c.cashier.split('.')[1], 'base64url').toString()).sub as string;
  const [u] = await t.bazaar.dataSource.query(`SELECT id::text AS id FROM users WHERE public_id = $1`, [sub]);
  return { kind: 'admin', publicId: sub, internalId: u.id };
}

/** Nothing of a sale's completion is left: no session, attempt, order or stock move of its customer, the sale a draft. */
async function nothingLeft(sale: string, customerId: string, variant: string, stock: { onHand: number; reserved: number }) {
  expect((await posApi(t, c.cashier).get(sale).expect(200)).body.data).toMatchObject({ status: 'draft', links: { orderId: null } });
  expect(await counts(t, `SELECT 1 FROM checkout_sessions WHERE customer_public_id = $1`, [customerId])).toBe(0);
  expect(await counts(t, `SELECT 1 FROM payment_attempts WHERE customer_id = $1`, [customerId])).toBe(0);
  expect(await counts(t, `SELECT 1 FROM orders WHERE customer_public_id = $1`, [customerId])).toBe(0);
  expect(await stockOf(t, variant)).toEqual(stock);
}

it('kill -9 during completion leaves no half sale; the sale completes afterwards into exactly one order', async () => {
  const api = posApi(t, c.cashier);
  const actor = await cashierActor();
  const { product, variantIds } = await c.shop.makeProduct(`Kill goods ${Date.now()}`, [
    { mrp: 900, sellingPrice: 700, name: 'Red', sku: `PK-${Date.now()}`, onHand: 50 },
  ]);
  const [variant] = variantIds;
  for (const fulfilment of ['pickup', 'delivery'] as const) {
    const buyer = await customerWithCart(t, c.shop, []);
    const sale = await draftSale(api, product.publicId, [{ variantPublicId: variant, quantity: 3 }], buyer.customerId);
    if (fulfilment === 'delivery') await api.fulfilment(sale, { fulfilment, addressId: buyer.addressId, shippingCharge: 100 }).expect(200);
    const stock = await stockOf(t, variant);
    const w = spawnWorker(path.join(here, 'support/pos-worker.ts'), t.databaseUrl, { DATA_DIR: t.dataDir, LOG_LEVEL: 'silent' });
    workers.push(w);
    await w.next('ready', 60_000);
    w.child.send({ sale, actor, hang: true, tendered: 10000 });
    const mid = await w.next('mid-flight');
    // the order exists inside the worker's open transaction: invisible here
    expect(await counts(t, `SELECT 1 FROM orders WHERE public_id = $1`, [mid.orderId])).toBe(0);
    w.child.kill('SIGKILL');
    expect((await w.exited).signal).toBe('SIGKILL');
    await nothingLeft(sale, buyer.customerId, variant, stock);
    const done = (await api.complete(sale, { payment: { method: 'cash', amountTendered: 10000 } }).expect(200)).body.data;
    expect(done.status).toBe(fulfilment === 'pickup' ? 'picked_up' : 'ordered');
    expect(await counts(t, `SELECT 1 FROM orders WHERE customer_public_id = $1`, [buyer.customerId])).toBe(1);
    expect(await stockOf(t, variant)).toEqual({ onHand: stock.onHand - 3, reserved: 0 });
  }
}, 240_000);
