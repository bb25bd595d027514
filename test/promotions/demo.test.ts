import { seedDemo } from '../../core/demo/run-demo.js';
import { promotions } from '../../plugins/promotions/index.js';
import { bootApp, type TestApp } from '../support/app.js';
import { SUPERADMIN_ENV } from '../support/auth.js';

let t: TestApp;
const sql = <T = any>(text: string, params: unknown[] = []): Promise<T[]> => t.bazaar.dataSource.query(text, params);

beforeAll(async () => {
  // only the areas this demo needs: seeding every area takes much longer
  t = await bootApp({ env: { ...SUPERADMIN_ENV, PLUGINS: 'accounts,seo,uploads,catalog,products,promotions' } });
  await seedDemo(t.bazaar);
});
afterAll(async () => t?.close());

describe('the demo coupons', () => {
  it('seeds one coupon of each kind and one scoped to the audio category, through the service; a second run adds nothing', async () => {
    const rows = await sql(`SELECT code, kind, scope FROM coupons ORDER BY code`);
    expect(rows).toEqual([
      { code: 'AUDIO15', kind: 'percentage', scope: 'categories' },
      { code: 'DASHAIN10', kind: 'percentage', scope: 'all' },
      { code: 'FREESHIP', kind: 'free_shipping', scope: 'all' },
      { code: 'NEWUSER500', kind: 'fixed', scope: 'all' },
    ]);
    expect(await sql(`SELECT DISTINCT actor FROM activity_log WHERE entity = 'coupon'`)).toEqual([{ actor: 'system' }]);
    await seedDemo(t.bazaar);
    expect((await sql(`SELECT count(*)::int AS n FROM coupons`))[0].n).toBe(4);
  });

  it('AUDIO15 applies to an audio product (a subcategory of audio) and not to a phone', async () => {
    const [audio] = await sql(`SELECT p.public_id::text AS id, v.public_id::text AS "variantId" FROM products p JOIN categories c ON c.id = p.category_id
      JOIN product_variants v ON v.product_id = p.id JOIN categories a ON a.id = c.parent_id JOIN slugs s ON s.scope = 'category' AND s.entity_id = a.parent_id AND s.slug = 'audio' LIMIT 1`);
    const [phone] = await sql(`SELECT p.public_id::text AS id, v.public_id::text AS "variantId" FROM products p JOIN product_variants v ON v.product_id = p.id
      JOIN slugs s ON s.scope = 'category' AND s.entity_id = p.category_id AND s.slug = 'android-phones' LIMIT 1`);
    expect(audio && phone).toBeTruthy();
    const r = await promotions.evaluate({
      code: 'audio15',
      subtotal: 30000,
      shippingFee: 10000,
      lines: [
        { variantId: audio.variantId, productId: audio.id, lineTotal: 20000 },
        { variantId: phone.variantId, productId: phone.id, lineTotal: 10000 },
      ],
    });
    expect([r.applied, r.discountAmount, r.allocations.map((a) => a.discountAmount)]).toEqual([true, 3000, [3000, 0]]);
  });
});
