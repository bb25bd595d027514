import { parse } from 'csv-parse/sync';
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

describe('Orders panel resource (module Orders)', () => {
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
    const [lines] = JSON.parse(p.lines);
    expect(lines.columns.map((c: any) => c.label)).toEqual([
      '',
      'Product',
      'Variant',
      'SKU',
      'Quantity',
      'Unit price',
      'Discount',
      'Line total',
      'State',
      'Units',
    ]);
    expect(lines.rows.map((r: any[]) => [r[1].resource, r[1].text, r[2].text, r[3], r[4], r[5], r[6], r[7], r[8]])).toEqual([
      ['Products', expect.stringMatching(/^Phone \d+$/), 'Blue', expect.stringMatching(/^PH-\d+-B$/), '1', 'Rs 450.00', 'Rs 0.00', 'Rs 450.00', 'Processing'],
      ['Products', expect.stringMatching(/^Phone \d+$/), 'Case', expect.stringMatching(/^PH-\d+-C$/), '2', 'Rs 8.00', 'Rs 0.00', 'Rs 16.00', 'Processing'],
    ]);
    expect(p).toMatchObject({ subtotal: 'Rs 466.00', shippingAmount: 'Rs 100.00', grandTotal: 'Rs 566.00', refundedAmount: 'Rs 0.00' });
    const [timeline] = JSON.parse(p.timeline);
    expect(timeline.rows.map((r: any[]) => [r[1], r[3]])).toContainEqual(['Order created', expect.stringContaining('Message: Order placed')]);
    expect(p.shipTo).toContain('Jhamsikhel Road');
    // the order links its checkout session by its title, and its payment attempt (the fixture settles with an attempt id of its own)
    expect(shown.body.record.populated.checkoutId?.title).toMatch(/^Checkout · Ann Buyer · Rs 566\.00/);
    expect(p.paymentAttemptId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-/);
  });

  it("today's orders (a Kathmandu day) export as CSV: the rows are the list's, in its order, money in rupees", async () => {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kathmandu' }).format(new Date());
    const day = { 'filters.createdAt~~from': today, 'filters.createdAt~~to': today };
    const listed = (await list(su, { ...day, perPage: '500' }).expect(200)).body;
    const res = await su
      .get('/admin/api/resources/Orders/actions/exportCsv')
      .query({ ...day, format: 'csv' })
      .buffer(true)
      .parse((r, done) => {
        let text = '';
        r.setEncoding('utf8');
        r.on('data', (c: string) => (text += c));
        r.on('end', () => done(null, text));
      })
      .expect(200);
    expect(res.headers['content-disposition']).toMatch(/filename="orders-\d{4}-\d{2}-\d{2}\.csv"/);
    const rows: Record<string, string>[] = parse(res.body, { bom: true, columns: true });
    expect(rows).toHaveLength(listed.meta.total);
    expect(rows.map((r) => r.Order)).toEqual(listed.records.map((r: any) => r.params.orderNumber));
    expect(rows.find((r) => r.Order === listed.records.find((x: any) => x.id === orderId).params.orderNumber)).toMatchObject({
      'Total (Rs)': '566.00',
      Payment: 'Cash on delivery',
    });
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
