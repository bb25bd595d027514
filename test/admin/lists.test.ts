import { parse } from 'csv-parse/sync';
import { panelReads } from '../../core/panel/panel-reads.js';
import { definePanelResource } from '../../core/panel/resource-spec.js';
import { definePlugin } from '../../core/plugin.js';
import { kathmanduDayStart, rangeBounds } from '../../core/panel/date-range.js';
import { availablePlugins } from '../../plugins/index.js';
import type { TestApp } from '../support/app.js';
import { customerWithCart, shopFixture, type Shop } from '../checkout/support.js';
import { orderFor, settledCheckout } from '../orders/support.js';
import { startCheckout, startPayment } from '../payments/support.js';
import { bootPanelAsSuperadmin, panelAdminWith, type Agent } from './support/panel.js';

/*
 * Lists that answer questions (issue 24): the date-range filter in Kathmandu days, the CSV export of the filtered
 * list (streamed through the list's own query, any size; money in rupees, times in Kathmandu, names not ids; the
 * resource's READ), the product list's stock status from its variants, and the readable record pages.
 */

/** A list of 1234 numbered rows, one a Kathmandu hour apart from 2026-11-20 00:00 NPT, read through a cursor. */
const numberReads = panelReads({
  select: `SELECT t.id, timestamptz '2026-11-19T18:15:00Z' + (t.id - 1) * interval '1 hour' AS at, 'n' || t.id AS name FROM generate_series(1, 1234) AS t(id)`,
  countFrom: 'FROM generate_series(1, 1234) AS t(id)',
  sortable: { name: 't.id' },
  defaultSort: 'name',
  filters: {},
  dates: { at: `(timestamptz '2026-11-19T18:15:00Z' + (t.id - 1) * interval '1 hour')` },
  byIds: 't.id::text = ANY($1::text[])',
  compositeIds: true,
  toRow: (r) => ({ id: String(r.id), name: r.name, at: r.at, amount: Number(r.id) * 100 + 5 }),
});

const numberSpec = (id: string, withCursor: boolean) =>
  definePanelResource({
    id,
    module: 'Numbers',
    properties: [
      { path: 'id', isId: true },
      { path: 'name', isTitle: true, isSortable: true },
      { path: 'at', type: 'datetime' },
      { path: 'amount', money: true },
    ],
    options: { listProperties: ['name', 'at', 'amount'] },
    find: numberReads.find,
    count: numberReads.count,
    findMany: numberReads.findMany,
    ...(withCursor ? { scan: numberReads.scan } : {}),
    listTools: { dateRange: 'at', csv: true },
  });

const numbersPlugin = definePlugin({
  name: 'numbers',
  requires: ['accounts'],
  permissions: ['Numbers'],
  admin: () => [numberSpec('Numbers', true), numberSpec('PagedNumbers', false)],
});

let t: TestApp;
let su: Agent;
let shop: Shop;

const list = (agent: Agent, resource: string, query: Record<string, string> = {}) =>
  agent.get(`/admin/api/resources/${resource}/actions/list`).query({ perPage: '500', ...query });
const exported = (agent: Agent, resource: string, query: Record<string, string> = {}) =>
  agent
    .get(`/admin/api/resources/${resource}/actions/exportCsv`)
    .query({ ...query, format: 'csv' })
    .buffer(true)
    .parse((res, done) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (text += c));
      res.on('end', () => done(null, text));
    });
const rowsOf = (csv: string): Record<string, string>[] => parse(csv, { bom: true, columns: true });

beforeAll(async () => {
  ({ t, su } = await bootPanelAsSuperadmin({ available: [...availablePlugins, numbersPlugin] }));
  shop = await shopFixture(t);
}, 120_000);
afterAll(async () => t?.close());

describe('the date-range filter reads Kathmandu days', () => {
  it('a day is the UTC instants it spans in Kathmandu (UTC+05:45); instants stay instants', () => {
    expect(kathmanduDayStart('2026-11-28')?.toISOString()).toBe('2026-11-27T18:15:00.000Z');
    expect(kathmanduDayStart('2026-02-30')).toBeUndefined();
    expect(rangeBounds({ from: '2026-11-28', to: '2026-11-28' })).toEqual({
      from: new Date('2026-11-27T18:15:00Z'),
      before: new Date('2026-11-28T18:15:00Z'),
    });
    expect(rangeBounds({ to: '2026-11-28T10:00:00.000Z' })).toEqual({ until: new Date('2026-11-28T10:00:00Z') });
    expect(rangeBounds({ from: 'yesterday' })).toBeNull();
  });

  it('"from 2026-11-28 to 2026-11-28" lists that Kathmandu day of checkout sessions, its edges included and excluded', async () => {
    const at = ['2026-11-27T18:14:59.999Z', '2026-11-27T18:15:00.000Z', '2026-11-28T18:14:59.999Z', '2026-11-28T18:15:00.000Z'];
    const ids: string[] = [];
    for (const instant of at) {
      const buyer = await customerWithCart(t, shop, [{ variantId: shop.variants[1], quantity: 1 }]);
      const { checkoutId } = await startCheckout(t, buyer);
      await t.bazaar.dataSource.query(`UPDATE checkout_sessions SET created_at = $2 WHERE public_id = $1`, [checkoutId, instant]);
      ids.push(checkoutId);
    }
    const day = { 'filters.createdAt~~from': '2026-11-28', 'filters.createdAt~~to': '2026-11-28' };
    const res = await list(su, 'CheckoutSessions', day).expect(200);
    expect(res.body.meta.total).toBe(2);
    expect(res.body.records.map((r: any) => r.params.id).sort()).toEqual([ids[1], ids[2]].sort());
    // an end that is neither a day nor an instant matches nothing (never the whole list)
    expect((await list(su, 'CheckoutSessions', { 'filters.createdAt~~from': 'yesterday' })).body.meta.total).toBe(0);
    // the export of the same query has the same rows, in the list's order
    const csv = rowsOf((await exported(su, 'CheckoutSessions', { ...day, sortBy: 'createdAt', direction: 'asc' }).expect(200)).body);
    expect(csv.map((r) => r['Created At (Kathmandu)'])).toEqual(['2026-11-28 00:00:00', '2026-11-28 23:59:59']);
  });
});

describe('CSV export of the filtered list', () => {
  it('streams the rows the filters match: money in rupees, times in Kathmandu, names not ids, formulas kept as text', async () => {
    const buyer = await customerWithCart(t, shop, [{ variantId: shop.variants[0], quantity: 2 }]);
    await t.bazaar.dataSource.query(`UPDATE users SET name = '=HYPERLINK("x")' WHERE public_id = $1`, [buyer.customerId]);
    const { checkoutId, grandTotal } = await startCheckout(t, buyer);
    const attempt = (await startPayment(t, buyer, checkoutId, 'cod').expect(201)).body.data.id;
    const res = await exported(su, 'PaymentAttempts', { 'filters.customerId': buyer.customerId }).expect(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="payment-attempts-\d{4}-\d{2}-\d{2}\.csv"$/);
    const [row, ...more] = rowsOf(res.body);
    expect(more).toEqual([]);
    const [stamp] = await t.bazaar.dataSource.query(
      `SELECT to_char(created_at AT TIME ZONE 'Asia/Kathmandu', 'YYYY-MM-DD HH24:MI:SS') AS s FROM payment_attempts WHERE public_id = $1`,
      [attempt],
    );
    expect(row).toEqual({
      'Created At (Kathmandu)': stamp.s,
      Customer: `'=HYPERLINK("x") <${(await t.bazaar.dataSource.query(`SELECT email FROM users WHERE public_id = $1`, [buyer.customerId]))[0].email}>`,
      Method: 'Cash on delivery',
      Status: 'Paid',
      'Amount (Rs)': (grandTotal / 100).toFixed(2),
      // the checkout session by its title, not its id
      'Checkout session': expect.stringMatching(/^Checkout · '?=HYPERLINK\("x"\) · Rs [\d,]+\.\d\d · \d\d \w{3} \d{4}, \d\d:\d\d$/),
      'Transaction UUID': '',
      'Gateway reference': '',
      'Failure Reason': '',
    });
    // without format=csv the action says how many rows the filters match
    const count = await su.get('/admin/api/resources/PaymentAttempts/actions/exportCsv').query({ 'filters.customerId': buyer.customerId }).expect(200);
    expect(count.body.data).toMatchObject({ count: 1, columns: expect.arrayContaining(['Amount (Rs)']) });
  });

  it('any size: 1234 rows through the cursor and, without one, page by page; the same rows as the list, in its order', async () => {
    for (const resource of ['Numbers', 'PagedNumbers']) {
      const all = rowsOf((await exported(su, resource, { sortBy: 'name', direction: 'desc' }).expect(200)).body);
      expect(all).toHaveLength(1234);
      expect(all[0]).toEqual({ Name: 'n1234', 'At (Kathmandu)': '2027-01-10 09:00:00', 'Amount (Rs)': '1234.05' });
      expect(all.at(-1)).toEqual({ Name: 'n1', 'At (Kathmandu)': '2026-11-20 00:00:00', 'Amount (Rs)': '1.05' });
      // a Kathmandu day holds 24 of them
      const day = { 'filters.at~~from': '2026-11-21', 'filters.at~~to': '2026-11-21' };
      const listed = await list(su, resource, day).expect(200);
      const csv = rowsOf((await exported(su, resource, day).expect(200)).body);
      expect(listed.body.meta.total).toBe(24);
      expect(csv.map((r) => r.Name)).toEqual(listed.body.records.map((r: any) => r.params.name));
    }
  });

  it("is gated by the resource's READ and only reads", async () => {
    const checkoutOnly = await panelAdminWith(t, shop.adminToken, ['Checkout_READ'], 'lists-checkout@shop.test');
    await exported(checkoutOnly, 'CheckoutSessions').expect(200);
    // AdminJS answers a forbidden action with an error notice
    const refused = await checkoutOnly.get('/admin/api/resources/PaymentAttempts/actions/exportCsv').query({ format: 'csv' }).expect(200);
    expect(refused.headers['content-type']).toMatch(/json/);
    expect(refused.body.notice).toMatchObject({ type: 'error' });
    const post = await su.post('/admin/api/resources/PaymentAttempts/actions/exportCsv').query({ format: 'csv' }).type('form').send({});
    expect(post.headers['content-type']).not.toMatch(/csv/);
  });

  it('lists the date-range property among the filters, with the Kathmandu-days filter', async () => {
    const res = await su.get('/admin/resources/PaymentAttempts').expect(200);
    const state = JSON.parse(/window\.REDUX_STATE = (\{.*?\});\s*\n/s.exec(res.text)![1]!);
    const payments = state.resources.find((r: any) => r.id === 'PaymentAttempts');
    expect(payments.filterProperties.map((p: any) => p.name)).toContain('createdAt');
    expect(payments.filterProperties.find((p: any) => p.name === 'createdAt').components.filter).toBe('DateRangeFilter');
    expect(payments.resourceActions.map((a: any) => a.name)).toContain('exportCsv');
  });
});

describe('the product list follows its variants', () => {
  it('out of stock when every tracked variant has none; low when one is at its threshold; an untracked variant is in stock', async () => {
    const make = (name: string, variants: Array<{ onHand: number; tracked?: boolean }>) =>
      shop.makeProduct(
        name,
        variants.map((v, i) => ({
          mrp: 1000,
          sellingPrice: 900,
          name: `V${i}`,
          sku: `${name.replace(/\W/g, '')}-${i}`,
          onHand: v.onHand,
          isTracked: v.tracked,
        })),
      );
    const out = await make('Empty Shelf', [{ onHand: 0 }, { onHand: 0 }]);
    const low = await make('Nearly Gone', [{ onHand: 0 }, { onHand: 40 }]);
    const untracked = await make('Made To Order', [{ onHand: 0, tracked: false }]);
    const mixed = await make('Half Made', [{ onHand: 0 }, { onHand: 0, tracked: false }]);
    const stock = async (id: string) => (await su.get(`/admin/api/resources/Products/records/${id}/show`).expect(200)).body.record.params.stockStatus;
    expect(await stock(out.product.publicId)).toBe('out_of_stock');
    expect(await stock(low.product.publicId)).toBe('low_stock');
    expect(await stock(untracked.product.publicId)).toBe('in_stock');
    // the untracked variant keeps it on sale: not out of stock, low for the tracked one at 0
    expect(await stock(mixed.product.publicId)).toBe('low_stock');
    const listed = await list(su, 'Products', { 'filters.stockStatus': 'out_of_stock' }).expect(200);
    expect(listed.body.records.map((r: any) => r.params.name)).toEqual(['Empty Shelf']);
  });
});

describe('readable records', () => {
  const show = async (agent: Agent, resource: string, id: string) =>
    (await agent.get(`/admin/api/resources/${resource}/records/${id}/show`).expect(200)).body.record;
  const sections = (params: Record<string, unknown>, path = 'related') => JSON.parse(String(params[path])) as any[];

  it('a payment attempt is titled by its method, amount, customer and time, links its customer and checkout, and reads its timeline as events', async () => {
    const buyer = await customerWithCart(t, shop, [{ variantId: shop.variants[1], quantity: 1 }]);
    const { checkoutId } = await startCheckout(t, buyer);
    const attemptId = (await startPayment(t, buyer, checkoutId, 'cod').expect(201)).body.data.id;
    const attempt = await show(su, 'PaymentAttempts', attemptId);
    expect(attempt.title).toMatch(/^Cash on delivery Rs [\d,]+\.\d\d · Ann Buyer · \d\d \w{3} \d{4}, \d\d:\d\d$/);
    expect(attempt.params).toMatchObject({ customerId: buyer.customerId, checkoutId });
    expect(attempt.populated.customerId.title).toBe('Ann Buyer');
    expect(attempt.populated.checkoutId.title).toMatch(/^Checkout · Ann Buyer · Rs [\d,]+\.\d\d · /);
    const [timeline] = sections(attempt.params, 'timeline');
    expect(timeline.columns.map((c: any) => c.label)).toEqual(['When', 'Event', 'Status', 'Details']);
    expect(timeline.rows.map((r: string[]) => r[1])).toEqual(['Created', 'Settled']);
    expect(timeline.rows[1][2]).toBe('Initiated → Succeeded');
    expect(timeline.rows[0][3]).toMatch(/^Amount: Rs [\d,]+\.\d\d · Method: cod$/);
    expect(timeline.rows[0][0]).toMatch(/^\d\d \w{3} \d{4}, \d\d:\d\d$/);

    // the checkout session's page: its lines as a table, its attempts linked back
    const session = await show(su, 'CheckoutSessions', checkoutId);
    expect(session.title).toMatch(/^Checkout · Ann Buyer · Rs /);
    expect(session.populated.customerId.title).toBe('Ann Buyer');
    const [lines] = sections(session.params, 'lines');
    expect(lines.rows).toEqual([
      [
        { text: expect.stringMatching(/^Phone /), resource: 'Products', id: shop.product.publicId },
        { text: 'Case', resource: 'ProductVariants', id: shop.variants[1] },
        expect.any(String),
        '1',
        'Rs 8.00',
        'Rs 0.00',
        'Rs 8.00',
        '0',
      ],
    ]);
    const [attempts] = sections(session.params);
    expect(attempts.title).toBe('Payment attempts (1)');
    expect(attempts.rows[0][0]).toMatchObject({ resource: 'PaymentAttempts', id: attemptId });
  });

  it('stock movements, carts and products are titled by what they are', async () => {
    const [movement] = (await list(su, 'StockMovements', { 'filters.variantPublicId': shop.variants[0], sortBy: 'createdAt', direction: 'asc' })).body.records;
    expect(movement.title).toMatch(/^\+20 Phone \d+ · Blue · PH-\d+-B \(\w+\)$/);
    const product = await show(su, 'Products', shop.product.publicId);
    expect(product.title).toMatch(/^Phone \d+$/);
    expect(product.title).toBe(product.params.name);
    const buyer = await customerWithCart(t, shop, [{ variantId: shop.variants[1], quantity: 3 }]);
    const [cart] = (await list(su, 'Carts', { 'filters.customerId': buyer.customerId })).body.records;
    expect(cart.title).toBe('Cart · Ann Buyer · 1 line');
    const [lines] = sections((await show(su, 'Carts', cart.id)).params, 'lines');
    expect(lines.rows[0]).toEqual([
      expect.objectContaining({ resource: 'Products' }),
      expect.objectContaining({ text: 'Case' }),
      expect.any(String),
      '3',
      'Rs 8.00',
      'Rs 24.00',
      'Yes',
    ]);
  });
});

describe("a customer's page", () => {
  it('shows their orders, addresses, cart, checkouts, payments and sign-in sessions, each a link; only what the viewer may read', async () => {
    const settled = await settledCheckout(t, shop, [{ variantId: shop.variants[1], quantity: 2 }]);
    const orderId = await orderFor(t, settled.checkoutId);
    const buyer = settled.buyer;
    await t.http.put(`/api/mobile/cart/items/${shop.variants[0]}`).set(buyer.auth()).send({ quantity: 1 }).expect(200);
    const page = async (agent: Agent) => {
      const record = (await agent.get(`/admin/api/resources/Customers/records/${buyer.customerId}/show`).expect(200)).body.record;
      return Object.fromEntries((JSON.parse(record.params.related) as any[]).map((s) => [s.title.replace(/ \(.*$|:.*$/, ''), s]));
    };
    const all = await page(su);
    expect(Object.keys(all)).toEqual(['Orders', 'Addresses', 'Cart', 'Checkout sessions', 'Payment attempts', 'Sign-in sessions']);
    const [order] = await t.bazaar.dataSource.query(`SELECT order_number AS n FROM orders WHERE public_id = $1`, [orderId]);
    expect(all.Orders.rows).toEqual([
      [
        { text: order.n, resource: 'Orders', id: orderId },
        expect.stringMatching(/^\d\d \w{3} \d{4}, \d\d:\d\d$/),
        'Created',
        '2',
        expect.stringMatching(/^Rs /),
      ],
    ]);
    expect(all.Addresses.rows).toEqual([
      [
        { text: 'Jhamsikhel Road, ward 5, Lalitpur Metropolitan City, Lalitpur', resource: 'CustomerAddresses', id: buyer.addressId },
        '',
        'Sita Sharma',
        '9841234567',
        'Default',
      ],
    ]);
    expect(all.Cart.title).toBe("Cart: 1 line, Rs 450.00 at today's prices");
    expect(all.Orders.title).toBe('Orders (1)');
    expect(all.Cart.rows[0][0]).toMatchObject({ resource: 'Products', id: shop.product.publicId });
    expect(all.Cart.more).toMatchObject({ resource: 'Carts', id: expect.any(String) });
    expect(all['Checkout sessions'].rows[0][0]).toMatchObject({ resource: 'CheckoutSessions', id: settled.checkoutId });
    expect(all['Sign-in sessions'].rows[0]).toEqual([expect.any(String), expect.any(String), 'Phone', expect.any(String), 'Active', expect.any(String)]);

    const customersOnly = await panelAdminWith(t, shop.adminToken, ['Customers_READ'], 'lists-customers@shop.test');
    expect(Object.keys(await page(customersOnly))).toEqual(['Addresses', 'Cart', 'Sign-in sessions']);
  });
});
