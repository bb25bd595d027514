import { seedDemo } from '../../core/demo/run-demo.js';
import { bootApp, type TestApp } from '../support/app.js';
import { SUPERADMIN_ENV } from '../checkout/support.js';

let t: TestApp;

beforeAll(async () => {
  t = await bootApp({ env: SUPERADMIN_ENV });
}, 120_000);
afterAll(async () => t?.close());

it('the demo shop has published reviews of delivered demo purchases, counted; a second seed adds none', async () => {
  await seedDemo(t.bazaar);
  const reviews = await t.bazaar.dataSource.query(`SELECT status, deleted_at FROM reviews`);
  expect(reviews.length).toBeGreaterThan(0);
  expect(reviews.every((r: any) => r.status === 'published' && r.deleted_at === null)).toBe(true);
  const [counted] = await t.bazaar.dataSource.query(
    `SELECT coalesce(sum(count_1 + count_2 + count_3 + count_4 + count_5), 0)::int AS n FROM product_rating_aggregates`,
  );
  expect(counted.n).toBe(reviews.length);
  await seedDemo(t.bazaar);
  const [again] = await t.bazaar.dataSource.query(`SELECT count(*)::int AS n FROM reviews`);
  expect(again.n).toBe(reviews.length);
}, 600_000);
