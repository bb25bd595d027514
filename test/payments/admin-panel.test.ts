import { startGatewaySimulator, type GatewaySimulator } from '../../tools/gateway-simulator/index.js';
import { bootPanelAsSuperadmin, type Agent } from '../admin/support/panel.js';
import type { TestApp } from '../support/app.js';
import { customerWithCart, shopFixture, type Shop } from '../checkout/support.js';
import { followReturn, postForm, PRODUCT_CODE, SECRET, startCheckout, startPayment } from './support.js';

let t: TestApp;
let su: Agent;
let sim: GatewaySimulator;
let shop: Shop;
let flaggedId: string;
const list = (resource: string, query: Record<string, string> = {}) => su.get(`/admin/api/resources/${resource}/actions/list`).query(query);

beforeAll(async () => {
  sim = await startGatewaySimulator({ secret: SECRET, productCode: PRODUCT_CODE });
  ({ t, su } = await bootPanelAsSuperadmin({
    env: {
      PAYMENT_GATEWAY_URL: sim.formUrl,
      PAYMENT_GATEWAY_STATUS_URL: sim.statusUrl,
      PAYMENT_GATEWAY_PRODUCT_CODE: PRODUCT_CODE,
      PAYMENT_GATEWAY_SECRET: SECRET,
    },
  }));
  shop = await shopFixture(t);
  // one paid COD attempt, one gateway attempt paid with the wrong amount (flagged)
  const cod = await customerWithCart(t, shop, [{ variantId: shop.variants[1], quantity: 1 }]);
  await startPayment(t, cod, (await startCheckout(t, cod)).checkoutId, 'cod').expect(201);
  const gw = await customerWithCart(t, shop, [{ variantId: shop.variants[1], quantity: 1 }]);
  const res = await startPayment(t, gw, (await startCheckout(t, gw)).checkoutId, 'gateway').expect(201);
  flaggedId = res.body.data.id;
  await postForm(res.body.data.redirect);
  sim.setFault(flaggedId, { fault: 'wrong_amount' });
  await followReturn(t, sim.pay(flaggedId).location).expect(303);
}, 120_000);
afterAll(async () => {
  await t?.close();
  await sim?.close();
});

describe('Payments in the admin panel', () => {
  it('Payment attempts: customer by name and email, method, business status, amount; the record shows its timeline', async () => {
    const res = await list('PaymentAttempts').expect(200);
    expect(res.body.meta.total).toBe(2);
    const byMethod = Object.fromEntries(res.body.records.map((r: any) => [r.params.method, r.params]));
    expect(byMethod.cod).toMatchObject({ customer: expect.stringMatching(/^Ann Buyer <.+@.+>$/), status: 'paid', amount: 'Rs 108.00' });
    expect(byMethod.gateway).toMatchObject({ status: 'failed_retryable', reason: 'amount_mismatch' });
    expect((await list('PaymentAttempts', { 'filters.status': 'paid' })).body.records).toHaveLength(1);
    expect((await list('PaymentAttempts', { 'filters.method': 'gateway' })).body.records).toHaveLength(1);
    const shown = await su.get(`/admin/api/resources/PaymentAttempts/records/${flaggedId}/show`).expect(200);
    // the timeline as readable events: when (Kathmandu), what, the status change, the details
    const [timeline] = JSON.parse(shown.body.record.params.timeline);
    expect(timeline.rows.map((r: string[]) => [r[1], r[2]])).toEqual([
      ['Created', 'Initiated'],
      ['Redirect issued', ''],
      ['Gateway return', ''],
      ['Reconciliation flagged', ''],
      ['Failed', 'Initiated → Failed'],
    ]);
    expect(timeline.rows[3][3]).toMatch(/^Reason: amount mismatch · /);
    expect(shown.body.record.params.timeline).not.toMatch(/\\"signature\\":|Signature: /);
  });

  it('the dashboard counts the cases to reconcile and lists the oldest', async () => {
    const data = (await su.get('/admin/api/dashboard').expect(200)).body;
    expect(data.counts.find((c: any) => c.label === 'Payments to reconcile').value).toBe(1);
    const oldest = data.lists.find((l: any) => l.title === 'Oldest payments to reconcile');
    expect(oldest.items).toEqual([
      expect.objectContaining({ id: flaggedId, title: expect.stringMatching(/^Ann Buyer · gateway$/), detail: 'amount_mismatch · Rs 108.00' }),
    ]);
  });

  it('Reconciliation queue: the flagged case; Resolve needs a note of 10+ characters and takes it out of the queue', async () => {
    const queue = await list('ReconciliationQueue').expect(200);
    expect(queue.body.records.map((r: any) => r.params.id)).toEqual([flaggedId]);
    const short = await su.post(`/admin/api/resources/ReconciliationQueue/records/${flaggedId}/resolve`).type('form').send({ note: 'too short' }).expect(200);
    expect(short.body.notice).toMatchObject({ type: 'error' });
    const done = await su
      .post(`/admin/api/resources/ReconciliationQueue/records/${flaggedId}/resolve`)
      .type('form')
      .send({ note: 'Customer refunded at the gateway' })
      .expect(200);
    expect(done.body.notice).toMatchObject({ type: 'success' });
    expect((await list('ReconciliationQueue')).body.records).toHaveLength(0);
    const shown = await su.get(`/admin/api/resources/PaymentAttempts/records/${flaggedId}/show`).expect(200);
    expect(shown.body.record.params).toMatchObject({
      storedStatus: 'failed',
      reason: 'amount_mismatch',
      note: 'Customer refunded at the gateway',
      resolvedBy: expect.stringContaining('@'),
    });
    const data = (await su.get('/admin/api/dashboard').expect(200)).body;
    expect(data.counts.find((c: any) => c.label === 'Payments to reconcile').value).toBe(0);
    expect(data.activity[0]).toMatchObject({ action: 'resolve', noun: 'payment', title: expect.stringMatching(/^gateway payment of Ann Buyer$/) });
  });
});
