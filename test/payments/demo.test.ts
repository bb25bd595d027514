import { seedDemo } from '../../core/demo/run-demo.js';
import { DEMO_CUSTOMER } from '../../plugins/accounts/index.js';
import { bootApp, type TestApp } from '../support/app.js';
import { SUPERADMIN_ENV } from '../support/auth.js';

let t: TestApp;
const sql = <T = any>(text: string, params: unknown[] = []): Promise<T[]> => t.bazaar.dataSource.query(text, params);

beforeAll(async () => {
  // the areas the demo purchases stand on, and orders to receive them
  t = await bootApp({
    env: { ...SUPERADMIN_ENV, PLUGINS: 'accounts,seo,uploads,catalog,products,shipping,addresses,promotions,cart,checkout,payments,orders' },
  });
  await seedDemo(t.bazaar);
}, 180_000);
afterAll(async () => t?.close());

describe('the demo purchases', () => {
  it('are four COD payments by the demo customer, each her order through the outbox before the next (the seed waits); a second seed buys nothing more', async () => {
    const attempts = await sql(`SELECT a.method, a.status, a.amount::int AS amount FROM payment_attempts a ORDER BY a.id`);
    expect(attempts).toHaveLength(4);
    for (const a of attempts) expect(a).toMatchObject({ method: 'cod', status: 'succeeded' });
    // seedDemo returned after the outbox settled: the orders are there, no polling
    const orders = await sql(
      `SELECT o.payment_method AS method, o.grand_total::int AS total, u.email FROM orders o JOIN users u ON u.public_id = o.customer_public_id ORDER BY o.id`,
    );
    expect(orders).toEqual(attempts.map((a) => ({ method: 'cod', total: a.amount, email: DEMO_CUSTOMER.email })));
    expect((await sql(`SELECT sum(quantity)::int AS n FROM order_items`))[0].n).toBe(7);
    await seedDemo(t.bazaar);
    expect((await sql(`SELECT count(*)::int AS n FROM payment_attempts`))[0].n).toBe(4);
  });

  it('the orders demo moves them along: one to confirm, one processing, one shipped (an open parcel), one delivered with its cash to collect; a second seed leaves them', async () => {
    const statuses = async () => (await sql(`SELECT status FROM orders ORDER BY id`)).map((r) => r.status);
    expect(await statuses()).toEqual(['created', 'processing', 'shipped', 'delivered']);
    const parcels = await sql(`SELECT s.status, s.carrier, s.tracking_number AS tracking FROM order_shipments s ORDER BY s.id`);
    expect(parcels).toEqual([
      { status: 'open', carrier: 'Nepal Post', tracking: 'NP-DEMO-0001' },
      { status: 'delivered', carrier: 'Nepal Post', tracking: 'NP-DEMO-0002' },
    ]);
    expect((await sql(`SELECT cod_collected_at FROM orders WHERE status = 'delivered'`))[0].cod_collected_at).toBeNull();
    await seedDemo(t.bazaar);
    expect(await statuses()).toEqual(['created', 'processing', 'shipped', 'delivered']);
  });
});
