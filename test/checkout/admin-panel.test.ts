import { bootPanelAsSuperadmin, type Agent } from '../admin/support/panel.js';
import type { TestApp } from '../support/app.js';
import { CHECKOUT, customerWithCart, shopFixture, stockOf, type Buyer, type Shop } from './support.js';

let t: TestApp;
let su: Agent;
let shop: Shop;
let ann: Buyer;
let session: any;
const list = (query: Record<string, string> = {}) => su.get('/admin/api/resources/CheckoutSessions/actions/list').query(query);

beforeAll(async () => {
  ({ t, su } = await bootPanelAsSuperadmin());
  shop = await shopFixture(t);
  ann = await customerWithCart(t, shop, [
    { variantId: shop.variants[0], quantity: 2 },
    { variantId: shop.variants[1], quantity: 1 },
  ]);
  session = (await t.http.post(CHECKOUT).set(ann.auth()).send({ addressId: ann.addressId }).expect(201)).body.data;
}, 120_000);
afterAll(async () => t?.close());

describe('Checkout sessions panel resource', () => {
  it("lists sessions with the customer's name and email, status and totals; shows the frozen lines", async () => {
    const res = await list().expect(200);
    expect(res.body.meta.total).toBe(1);
    const [row] = res.body.records;
    expect(row.params).toMatchObject({
      customer: expect.stringMatching(/^Ann Buyer <.+@.+>$/),
      status: 'pending_payment',
      grandTotal: 'Rs 1,008.00',
      subtotal: 'Rs 908.00',
      shippingAmount: 'Rs 100.00',
    });
    expect(row.params.customer).not.toContain(ann.customerId);
    const shown = await su.get(`/admin/api/resources/CheckoutSessions/records/${session.checkout.id}/show`).expect(200);
    // the frozen lines as a table: product and variant (links to their records), quantity, prices in rupees
    const [lines] = JSON.parse(shown.body.record.params.lines);
    expect(lines.rows.map((r: any[]) => [r[0].text, r[1].text, r[3], r[6]])).toEqual([
      [expect.stringMatching(/^Phone \d+$/), 'Blue', '2', 'Rs 900.00'],
      [expect.stringMatching(/^Phone \d+$/), 'Case', '1', 'Rs 8.00'],
    ]);
    expect((await list({ 'filters.status': 'cancelled' })).body.records).toHaveLength(0);
    expect((await list({ 'filters.customer': 'ann buyer' })).body.records).toHaveLength(1);
  });

  it('Cancel calls the checkout service: released holds, unlocked cart, status cancelled', async () => {
    const before = await stockOf(t, shop.variants[0]);
    const res = await su.post(`/admin/api/resources/CheckoutSessions/records/${session.checkout.id}/cancel`).expect(200);
    expect(res.body.notice).toMatchObject({ type: 'success' });
    expect(res.body.record.params.status).toBe('cancelled');
    expect(await stockOf(t, shop.variants[0])).toEqual({ onHand: before.onHand, reserved: before.reserved - 2 });
    expect((await t.http.get('/api/mobile/cart').set(ann.auth())).body.data.locked).toBe(false);
    const again = await su.post(`/admin/api/resources/CheckoutSessions/records/${session.checkout.id}/expire`);
    expect(again.body.notice).toMatchObject({ type: 'error' });
  });
});
