import { bootWithPanel, panelLogin, type Agent } from '../admin/support/panel.js';
import type { TestApp } from '../support/app.js';
import { adminWith, login, SUPERADMIN } from '../support/auth.js';
import { fixtures, type Made } from '../products/storefront-support.js';
import { PRODUCTS } from '../products/support.js';
import { bearer } from '../support/auth.js';
import { shopper, type Shopper } from './support.js';

let t: TestApp;
let root: string;
let su: Agent;
let phone: Made;
let ann: Shopper;
let bob: Shopper;
const list = (agent: Agent, query: Record<string, string> = {}) => agent.get('/admin/api/resources/Carts/actions/list').query(query);

beforeAll(async () => {
  t = await bootWithPanel();
  root = (await login(t, SUPERADMIN.email, SUPERADMIN.password)).accessToken;
  su = await panelLogin(t, SUPERADMIN.email, SUPERADMIN.password);
  const f = fixtures(t, () => root);
  const cat = await f.category({ name: 'Panel phones' });
  phone = await f.product({
    name: 'Panel Phone',
    category: cat,
    variants: [
      { mrp: 2000, sellingPrice: 1800, name: 'Black', onHand: 20 },
      { mrp: 500, sellingPrice: 500, name: 'Case', onHand: 20 },
    ],
  });
  ann = await shopper(t);
  bob = await shopper(t);
  await ann.set(phone.variants[0].publicId, 2);
  await ann.set(phone.variants[1].publicId, 1);
  await bob.cart();
}, 60_000);
afterAll(async () => t?.close());

describe('Carts panel resource (read only, under Accounts)', () => {
  it('lists carts with their customer, filters by customer and shows the lines with names, quantities and live totals', async () => {
    const all = await list(su).expect(200);
    expect(all.body.meta.total).toBe(2);
    const mine = await list(su, { 'filters.customerId': ann.id }).expect(200);
    expect(mine.body.records).toHaveLength(1);
    const cart = mine.body.records[0];
    expect(cart.params).toMatchObject({ customerId: ann.id, lineCount: 2, subtotal: 'Rs 41.00', grandTotal: 'Rs 41.00', locked: false, version: 3 });
    expect(cart.populated.customerId.title).toBe('Ann Buyer');
    const shown = await su.get(`/admin/api/resources/Carts/records/${cart.id}/show`).expect(200);
    const [table] = JSON.parse(shown.body.record.params.lines);
    const text = (c: any) => (typeof c === 'string' ? c : c.text);
    expect(table.columns.map((c: any) => c.label)).toEqual(['Product', 'Variant', 'SKU', 'Quantity', 'Unit price', 'Line total', 'Can be bought']);
    expect(table.rows.map((r: any[]) => r.map(text))).toEqual([
      ['Panel Phone', 'Black', '', '2', 'Rs 18.00', 'Rs 36.00', 'Yes'],
      ['Panel Phone', 'Case', '', '1', 'Rs 5.00', 'Rs 5.00', 'Yes'],
    ]);
    expect(table.rows[0][0]).toMatchObject({ resource: 'Products', id: expect.any(String) });
    expect((await list(su, { 'filters.hasItems': 'false' })).body.records.map((r: any) => r.params.customerId)).toEqual([bob.id]);
  });

  it('shows live prices: a repriced variant changes the totals and warns', async () => {
    await t.http.patch(`${PRODUCTS}/${phone.publicId}/variants/${phone.variants[1].publicId}`).set(bearer(root)).send({ sellingPrice: 450 }).expect(200);
    const [cart] = (await list(su, { 'filters.customerId': ann.id })).body.records;
    expect(cart.params).toMatchObject({ subtotal: 'Rs 40.50' });
    expect(cart.params.warnings).toMatch(/^PRICE_CHANGED: /);
  });

  it('offers no write: new, edit and delete are refused; an admin without Customers_READ cannot list', async () => {
    const [cart] = (await list(su, { 'filters.customerId': ann.id })).body.records;
    for (const res of [
      await su.post('/admin/api/resources/Carts/actions/new').type('form').send({}),
      await su.post(`/admin/api/resources/Carts/records/${cart.id}/delete`),
    ]) {
      expect(res.body.notice).toEqual({ message: 'forbiddenError', type: 'error' });
    }
    expect((await ann.cart()).items).toHaveLength(2);
    const email = `noperm${Date.now()}@bazaar.test`;
    await adminWith(t, root, ['Products_READ'], email);
    const other = await panelLogin(t, email, 'admin-password-1');
    const res = await list(other);
    expect(res.body).toMatchObject({ records: [], notice: { message: 'forbiddenError', type: 'error' } });
  });
});
