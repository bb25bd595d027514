import { seedDemo } from '../../core/demo/run-demo.js';
import { DEMO_CUSTOMER } from '../../plugins/accounts/index.js';
import { bootApp, type TestApp } from '../support/app.js';
import { SUPERADMIN_ENV } from '../support/auth.js';
import { DEVICE } from '../accounts/support/customers.js';

let t: TestApp;
const sql = <T = any>(text: string, params: unknown[] = []): Promise<T[]> => t.bazaar.dataSource.query(text, params);

beforeAll(async () => {
  // only the areas this demo needs: seeding every area takes much longer
  t = await bootApp({ env: { ...SUPERADMIN_ENV, PLUGINS: 'accounts,shipping,addresses' } });
  await seedDemo(t.bazaar);
});
afterAll(async () => t?.close());

describe('the demo customer and her addresses', () => {
  it('seeds a verified customer who can sign in with the published password', async () => {
    const res = await t.http.post('/api/mobile/auth/login/email').send({ email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password, deviceInfo: DEVICE });
    expect([res.status, res.body.errorCode]).toEqual([200, null]);
    const token = res.body.data.accessToken ?? res.body.data.tokens?.accessToken;
    const book = await t.http.get('/api/mobile/addresses').set('Authorization', `Bearer ${token}`).expect(200);
    expect(book.body.data.map((a: any) => [a.label, a.districtName, a.isDefault])).toEqual([
      ['Home', 'Kathmandu', true],
      ['Office', 'Lalitpur', false],
    ]);
  });

  it('adds nothing on a second run, and leaves an address the customer removed removed', async () => {
    await sql(`UPDATE customer_addresses SET archived_at = now() WHERE label = 'Office'`);
    await seedDemo(t.bazaar);
    expect((await sql(`SELECT count(*)::int AS n FROM users WHERE email = $1`, [DEMO_CUSTOMER.email]))[0].n).toBe(1);
    expect((await sql(`SELECT label FROM customer_addresses ORDER BY id`)).map((r) => r.label)).toEqual(['Home', 'Office']);
  });
});
