import { seedDemo } from '../../core/demo/run-demo.js';
import { bootApp, type TestApp } from '../support/app.js';
import { login, SUPERADMIN, SUPERADMIN_ENV } from '../support/auth.js';
import { BANKS, EMI, emiApi, store } from './support.js';

/* The demo EMI (npm run seed): on for the whole store, three banks with a rate in force and tenures; a second run adds nothing. */
let t: TestApp;
let api: ReturnType<typeof emiApi>;
const sql = (text: string) => t.bazaar.dataSource.query(text);

beforeAll(async () => {
  t = await bootApp({ env: { ...SUPERADMIN_ENV, PLUGINS: 'accounts,seo,uploads,catalog,products,emi' } });
  const root = (await login(t, SUPERADMIN.email, SUPERADMIN.password)).accessToken;
  api = emiApi(t, () => root);
  await seedDemo(t.bazaar);
});
afterAll(async () => t?.close());

describe('the demo EMI', () => {
  it('switches EMI on and offers three banks on a demo product, the 0% one at exactly the price', async () => {
    expect((await api.get(`${EMI}/settings`)).body.data).toMatchObject({ enabled: true, priceSource: 'selling_price', eligibilityMode: 'all' });
    const banks = (await api.get(BANKS).expect(200)).body.data;
    expect(banks.map((b: any) => [b.name, b.rateInForce?.annualRateBps])).toEqual([
      ['Nabil Bank', 1199],
      ['NIC Asia Bank', 1250],
      ['Global IME Bank', 0],
    ]);
    const [product] = await sql(`SELECT public_id FROM products WHERE deleted_at IS NULL AND status = 'published' ORDER BY id LIMIT 1`);
    const options = (await store(t).options(product.public_id).expect(200)).body.data;
    expect(options.banks.map((b: any) => b.name)).toEqual(['Nabil Bank', 'NIC Asia Bank', 'Global IME Bank']);
    const zero = options.banks[2].quotes[0];
    expect(zero).toMatchObject({ tenureMonths: 3, totalInterest: 0, totalRepayment: options.principal, monthlyEmi: Math.ceil(options.principal / 3) });
  });

  it('a second run adds nothing', async () => {
    const before = await sql(`SELECT (SELECT count(*) FROM emi_banks)::int AS banks, (SELECT count(*) FROM emi_rates)::int AS rates`);
    await seedDemo(t.bazaar);
    expect(await sql(`SELECT (SELECT count(*) FROM emi_banks)::int AS banks, (SELECT count(*) FROM emi_rates)::int AS rates`)).toEqual(before);
  });
});
