import { seedDemo } from '../../core/demo/run-demo.js';
import { DEMO_CUSTOMER } from '../../plugins/accounts/index.js';
import { bootApp, type TestApp } from '../support/app.js';
import { SUPERADMIN_ENV } from '../support/auth.js';
import { until } from '../orders/support.js';

let t: TestApp;
const sql = <T = any>(text: string, params: unknown[] = []): Promise<T[]> => t.bazaar.dataSource.query(text, params);

beforeAll(async () => {
  // the areas the demo purchase stands on, and orders to receive it
  t = await bootApp({
    env: { ...SUPERADMIN_ENV, PLUGINS: 'accounts,seo,uploads,catalog,products,shipping,addresses,promotions,cart,checkout,payments,orders' },
  });
  await seedDemo(t.bazaar);
}, 120_000);
afterAll(async () => t?.close());

describe('the demo purchase', () => {
  it('is a COD payment by the demo customer that becomes her order through the outbox; a second seed buys nothing more', async () => {
    const [attempt] = await sql(`SELECT a.method, a.status, a.amount::int AS amount FROM payment_attempts a`);
    expect(attempt).toMatchObject({ method: 'cod', status: 'succeeded' });
    const orders = await until(
      () =>
        sql(
          `SELECT o.status, o.payment_method AS method, o.grand_total::int AS total, u.email FROM orders o JOIN users u ON u.public_id = o.customer_public_id`,
        ),
      (rows) => rows.length > 0,
    );
    expect(orders).toEqual([{ status: 'created', method: 'cod', total: attempt.amount, email: DEMO_CUSTOMER.email }]);
    expect((await sql(`SELECT sum(quantity)::int AS n FROM order_items`))[0].n).toBe(3);
    await seedDemo(t.bazaar);
    expect((await sql(`SELECT count(*)::int AS n FROM payment_attempts`))[0].n).toBe(1);
  });
});
