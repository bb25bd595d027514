import { seedDemo } from '../../../core/demo/run-demo.js';
import { bootApp, type TestApp } from '../../support/app.js';
import { login, SUPERADMIN, SUPERADMIN_ENV } from '../../support/auth.js';
import { BANNERS, bannerApi, CAMPAIGNS, PLACEMENTS } from './support.js';

/* The demo banners (npm run seed): placements, an active campaign over the demo catalog, a fallback; a second run adds nothing. */
let t: TestApp;
let root: string;
let api: ReturnType<typeof bannerApi>;
const sql = <T = any>(text: string, params: unknown[] = []): Promise<T[]> => t.bazaar.dataSource.query(text, params);
const TABLES = ['placements', 'campaigns', 'banners', 'campaign_placements', 'banner_assignments', 'targeting_rules'];
const counts = async () =>
  Object.fromEntries(await Promise.all(TABLES.map(async (table) => [table, (await sql(`SELECT count(*)::int AS n FROM ${table}`))[0].n])));

beforeAll(async () => {
  // only the areas this demo needs: seeding every area takes much longer
  t = await bootApp({ env: { ...SUPERADMIN_ENV, PLUGINS: 'accounts,seo,uploads,catalog,products,banners' } });
  root = (await login(t, SUPERADMIN.email, SUPERADMIN.password)).accessToken;
  api = bannerApi(t, () => root);
  await seedDemo(t.bazaar);
});
afterAll(async () => t?.close());

describe('the demo banners', () => {
  it('seeds the placements, an active campaign on all three, banners targeting demo records with stored images, and a fallback', async () => {
    const placements = (await api.get(`${PLACEMENTS}?sort=sortOrder&order=asc`).expect(200)).body.data;
    expect(placements.map((p: any) => [p.slug, p.layoutType])).toEqual([
      ['home-hero', 'full_slider'],
      ['home-promo', 'half_pair'],
      ['sidebar', 'sidebar_single'],
    ]);
    const [campaign] = (await api.get(`${CAMPAIGNS}`).expect(200)).body.data;
    expect(campaign).toMatchObject({ name: 'Festive tech sale', status: 'active' });
    const list = (await api.get(`${BANNERS}?size=100`).expect(200)).body.data;
    expect(list.map((b: any) => b.targetKind).sort()).toEqual(['brand', 'category', 'category', 'product', 'url']);
    for (const b of list) {
      // stored by the uploads plugin (not the placeholder used when no plugin stores files)
      expect(b.primaryImageUrl).toMatch(/^(https?:\/\/|\/)/);
      expect(b.primaryImageUrl).not.toMatch(/^\/demo\//);
      if (b.targetKind === 'product') expect(b.targetProductPublicId).toMatch(/^[0-9a-f-]{36}$/);
      if (b.targetKind === 'category') expect(b.targetCategoryPublicId).toMatch(/^[0-9a-f-]{36}$/);
      if (b.targetKind === 'brand') expect(b.targetBrandPublicId).toMatch(/^[0-9a-f-]{36}$/);
    }
    const fallback = list.find((b: any) => b.targetKind === 'url');
    expect(fallback).toMatchObject({ isEvergreenFallback: true, ctaUrl: '/deals' });
    const sidebar = placements[2];
    const assigned = (await api.get(`${CAMPAIGNS}/${campaign.publicId}/placements/${sidebar.publicId}/banners`).expect(200)).body.data;
    expect(assigned).toEqual([expect.objectContaining({ bannerPublicId: fallback.publicId, isFallback: true, fallbackPriority: 0 })]);
  });

  it('a second run adds nothing', async () => {
    const before = await counts();
    expect(before).toMatchObject({ placements: 3, campaigns: 1, banners: 5, campaign_placements: 3, banner_assignments: 5 });
    await seedDemo(t.bazaar);
    expect(await counts()).toEqual(before);
  });
});
