import { bootPanelAsSuperadmin, panelAdminWith, type Agent } from '../admin/support/panel.js';
import type { TestApp } from '../support/app.js';
import { shopFixture, type Shop } from '../checkout/support.js';
import { orderFor, settledCheckout } from './support.js';

let t: TestApp;
let root: string;
let su: Agent;
let shop: Shop;
let orderId: string;
let gatewayOrderId: string;
const list = (agent: Agent, query: Record<string, string> = {}) => agent.get('/admin/api/resources/Orders/actions/list').query(query);

beforeAll(async () => {
  ({ t, root, su } = await bootPanelAsSuperadmin());
  shop = await shopFixture(t);
  orderId = await orderFor(
    t,
    (
      await settledCheckout(t, shop, [
        { variantId: shop.variants[0], quantity: 1 },
        { variantId: shop.variants[1], quantity: 2 },
      ])
    ).checkoutId,
  );
  gatewayOrderId = await orderFor(t, (await settledCheckout(t, shop, [{ variantId: shop.variants[1], quantity: 1 }], 'gateway')).checkoutId);
}, 120_000);
afterAll(async () => t?.close());

describe('Orders panel resource (read only, module Orders)', () => {
  it('lists orders by number with the customer, status, total, payment method and date; filters', async () => {
    const res = await list(su).expect(200);
    expect(res.body.meta.total).toBe(2);
    const [newest, oldest] = res.body.records;
    expect(newest.id).toBe(gatewayOrderId);
    expect(oldest.params).toMatchObject({
      orderNumber: expect.stringMatching(/^BZ-\d{6}$/),
      status: 'created',
      grandTotal: 'Rs 566.00',
      paymentMethod: 'cod',
      customer: expect.stringMatching(/^Ann Buyer <.+@shop\.test>$/),
    });
    expect(oldest.title).toBe(oldest.params.orderNumber);
    expect((await list(su, { 'filters.paymentMethod': 'gateway' })).body.records.map((r: any) => r.id)).toEqual([gatewayOrderId]);
    expect((await list(su, { 'filters.orderNumber': oldest.params.orderNumber })).body.records.map((r: any) => r.id)).toEqual([orderId]);
    expect((await list(su, { 'filters.status': 'delivered' })).body.records).toEqual([]);
  });

  it('shows an order with its lines, money and timeline', async () => {
    const shown = await su.get(`/admin/api/resources/Orders/records/${orderId}/show`).expect(200);
    const p = shown.body.record.params;
    expect(p.lines.split('\n')).toEqual([
      expect.stringMatching(/^1 x Phone \d+ \(Blue\) \[PH-\d+-B\] @ Rs 450\.00 = Rs 450\.00, discount Rs 0\.00: processing$/),
      expect.stringMatching(/^2 x Phone \d+ \(Case\) \[PH-\d+-C\] @ Rs 8\.00 = Rs 16\.00, discount Rs 0\.00: processing$/),
    ]);
    expect(p).toMatchObject({ subtotal: 'Rs 466.00', shippingAmount: 'Rs 100.00', grandTotal: 'Rs 566.00', refundedAmount: 'Rs 0.00' });
    expect(p.timeline).toMatch(/ order\.created: Order placed$/);
    expect(p.shipTo).toContain('Jhamsikhel Road');
  });

  it('the dashboard counts orders and lists the new ones waiting for the shop, oldest first', async () => {
    const data = (await su.get('/admin/api/dashboard').expect(200)).body;
    expect(data.counts.find((c: any) => c.label === 'Orders').value).toBe(2);
    const waiting = data.lists.find((l: any) => l.title === 'New orders');
    expect(waiting.items.map((i: any) => i.id)).toEqual([orderId, gatewayOrderId]);
    expect(waiting.items[0]).toMatchObject({ title: expect.stringMatching(/^BZ-\d{6} · Ann Buyer$/), detail: 'Cash on delivery · Rs 566.00' });
    expect(waiting.items[1].detail).toBe('Paid online · Rs 108.00');
  });

  it('offers no write, and an admin without Orders_READ cannot list', async () => {
    const res = await su.post('/admin/api/resources/Orders/actions/new').type('form').send({});
    expect(res.body.notice).toEqual({ message: 'forbiddenError', type: 'error' });
    const other = await panelAdminWith(t, root, ['Products_READ'], `noorders${Date.now()}@bazaar.test`);
    expect((await list(other)).body).toMatchObject({ records: [], notice: { message: 'forbiddenError', type: 'error' } });
  });
});
