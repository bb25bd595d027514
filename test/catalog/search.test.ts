import { bootApp, type TestApp } from '../support/app.js';
import { login, SUPERADMIN, SUPERADMIN_ENV } from '../support/auth.js';
import { adminApi, CATEGORIES, STORE } from './support.js';

let t: TestApp;
let root: string;
const api = () => adminApi(t, () => root);
const search = async (query: string) => (await t.http.get(`${STORE}/search`).query({ q: query }).expect(200)).body.data;
const suggest = async (query: string, limit?: number) =>
  (
    await t.http
      .get(`${STORE}/search/suggestions`)
      .query(limit ? { q: query, limit } : { q: query })
      .expect(200)
  ).body.data;

beforeAll(async () => {
  t = await bootApp({ env: SUPERADMIN_ENV });
  root = (await login(t, SUPERADMIN.email, SUPERADMIN.password)).accessToken;
  await api().category({ name: 'Café & Tea' });
  await api().category({ name: 'Coffee Machines' });
  await api().category({ name: 'Iced Coffee' });
  const electronics = await api().category({ name: 'Electronics' });
  await api().category({ name: 'Smartphones', parentId: electronics.publicId });
  const hiddenParent = await api().category({ name: 'Hidden Things', isVisible: false });
  await api().category({ name: 'Hidden Coffee Cups', parentId: hiddenParent.publicId });
  const samsung = await api().brand({ name: 'Samsung' });
  await api().brand({ name: 'Šamsonite Bags' });
  await api().series({ name: 'Galaxy S', brandPublicId: samsung.publicId });
  await api().series({ name: 'Galaxy Tab', brandPublicId: samsung.publicId });
  const gone = await api().brand({ name: 'Samsara Gone' });
  await api().del(`/api/admin/catalog/brands/${gone.publicId}`).expect(200);
});
afterAll(async () => t?.close());

describe('storefront search', () => {
  it('matches accent- and case-insensitively across the three entities', async () => {
    const res = await search('CAFE');
    expect(res.categories.map((c: any) => c.name)).toEqual(['Café & Tea']);
    expect(res.categories[0]).toEqual({ publicId: expect.any(String), name: 'Café & Tea', slug: 'cafe-tea', imageUrl: null, imageAlt: null });
    const sam = await search('sam');
    expect(sam.brands.map((b: any) => b.name)).toEqual(['Samsung', 'Šamsonite Bags']);
    const galaxy = await search('galaxy');
    expect(galaxy.series.map((s: any) => s.name)).toEqual(['Galaxy S', 'Galaxy Tab']);
    expect(galaxy.series[0].brand).toMatchObject({ name: 'Samsung', slug: 'samsung' });
  });

  it('matches word prefixes in any word, ranks whole-name prefixes first, tolerates a typo', async () => {
    const res = await search('mach');
    expect(res.categories.map((c: any) => c.name)).toEqual(['Coffee Machines']);
    const coffee = await search('coffee mach');
    expect(coffee.categories.map((c: any) => c.name)).toEqual(['Coffee Machines']);
    const typo = await search('smartphnes');
    expect(typo.categories.map((c: any) => c.name)).toEqual(['Smartphones']);
  });

  it('leaves out hidden, deleted and hidden-ancestor entities', async () => {
    const res = await search('coffee');
    // a name that starts with the text ranks before one that only has a word starting with it
    expect(res.categories.map((c: any) => c.name)).toEqual(['Coffee Machines', 'Iced Coffee']);
    expect((await search('samsara')).brands).toEqual([]);
    expect((await search('zzzz-nothing')).categories).toEqual([]);
  });

  it('filters by types and validates its parameters', async () => {
    const res = await t.http.get(`${STORE}/search`).query({ q: 'galaxy', types: 'brand,category' });
    expect(res.body).toMatchObject({ errorCode: null });
    expect(res.body.data.series).toEqual([]);
    for (const q of [{}, { q: '' }, { q: 'x', types: 'product' }, { q: 'x', limit: 0 }, { q: 'x', limit: 51 }, { q: 'x', other: 1 }, { q: 'x'.repeat(101) }]) {
      const bad = await t.http.get(`${STORE}/search`).query(q).expect(400);
      expect(bad.body.errorCode).toBe('VALIDATION_FAILED');
    }
    const punct = await t.http.get(`${STORE}/search`).query({ q: "'&|!:*()" }).expect(200);
    expect(punct.body.data).toEqual({ categories: [], brands: [], series: [] });
  });
});

describe('storefront suggestions', () => {
  it('suggests across entities, best first, at most 10', async () => {
    const res = await suggest('s');
    expect(res.length).toBeGreaterThan(0);
    expect(res.length).toBeLessThanOrEqual(10);
    const names = (await suggest('samsung')).map((s: any) => [s.type, s.name]);
    expect(names[0]).toEqual(['brand', 'Samsung']);
    for (let i = 0; i < 12; i++) await api().category({ name: `Suggest item ${i}` });
    expect(await suggest('suggest')).toHaveLength(10);
    expect(await suggest('suggest', 3)).toHaveLength(3);
    expect((await t.http.get(`${STORE}/search/suggestions`).query({ q: 'x', limit: 11 }).expect(400)).body.errorCode).toBe('VALIDATION_FAILED');
  });

  it('reflects a rename at once (search is not cached)', async () => {
    const c = await api().category({ name: 'Temporary Name' });
    await api().patch(`${CATEGORIES}/${c.publicId}`, { name: 'Permanent Name' }).expect(200);
    expect((await suggest('permanent')).map((s: any) => s.name)).toEqual(['Permanent Name']);
  });
});
