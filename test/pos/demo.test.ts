import { seedDemo } from '../../core/demo/run-demo.js';
import { DEMO_CUSTOMER } from '../../plugins/accounts/index.js';
import { bootApp, type TestApp } from '../support/app.js';
import { SUPERADMIN_ENV } from '../support/auth.js';

let t: TestApp;
const sql = <T = any>(text: string, params: unknown[] = []): Promise<T[]> => t.bazaar.dataSource.query(text, params);

beforeAll(async () => {
  t = await bootApp({
    env: { ...SUPERADMIN_ENV, PLUGINS: 'accounts,seo,uploads,catalog,products,shipping,addresses,promotions,cart,checkout,payments,orders,pos' },
  });
  await seedDemo(t.bazaar);
}, 240_000);
afterAll(async () => t?.close());

it('seeds one completed counter sale: the demo customer’s pickup, paid in cash, an ordinary pos order; a second seed adds nothing', async () => {
  const sales = await sql(`SELECT status, payment_method AS method, order_public_id AS "orderId", customer_public_id AS "customerId" FROM pos_sales`);
  expect(sales).toHaveLength(1);
  expect(sales[0]).toMatchObject({ status: 'picked_up', method: 'cash' });
  const [order] = await sql(`SELECT o.channel, o.status, u.email FROM orders o JOIN users u ON u.public_id = o.customer_public_id WHERE o.public_id = $1`, [
    sales[0].orderId,
  ]);
  expect(order).toEqual({ channel: 'pos', status: 'delivered', email: DEMO_CUSTOMER.email });
  await seedDemo(t.bazaar);
  expect(await sql(`SELECT 1 FROM pos_sales`)).toHaveLength(1);
});
