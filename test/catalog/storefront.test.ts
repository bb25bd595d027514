import { bootApp, type TestApp } from '../support/app.js';
import { login, SUPERADMIN, SUPERADMIN_ENV } from '../support/auth.js';
import { adminApi, BRANDS, CATEGORIES, SERIES, STORE, TAGS } from './support.js';

let t: TestApp;
let root: string;
const api = () => adminApi(t, () => root);
const tree = async () => (await t.http.get(`${STORE}/category-tree`).expect(200)).body;

beforeAll(async () => {
  t = await bootApp({ env: SUPERADMIN_ENV });
  root = (await login(t, SUPERADMIN.email, SUPERADMIN.password)).accessToken;
});
afterAll(async () => t?.close());

describe('storefront category tree', () => {
  it('answers an empty catalogue with 200 and an empty array, and refuses any query parameter', async () => {
    expect(await tree()).toEqual({ message: expect.any(String), data: [], errorCode: null });
    const res = await t.http.get(`${STORE}/category-tree?depth=2`).expect(400);
    expect(res.body.errorCode).toBe('VALIDATION_FAILED');
    expect((await t.http.get(`${STORE}/categories`).expect(200)).body.data).toEqual([]);
  });

  it('shows visible roots and their visible direct children in order, never grandchildren', async () => {
    const b = await api().category({ name: 'Root B', displayOrder: 2 });
    const odd = await api().category({ name: 'Odd "quoted" \\ name ü', displayOrder: 3, description: 'line\nbreak' });
    const a = await api().category({ name: 'Root A', displayOrder: 1, description: 'first', imageUrl: 'https://img.test/a.png', imageAlt: 'A' });
    const hidden = await api().category({ name: 'Root Hidden', isVisible: false });
    await api().category({ name: 'Under hidden', parentId: hidden.publicId });
    const a2 = await api().category({ name: 'A child 2', parentId: a.publicId, displayOrder: 5 });
    const a1 = await api().category({ name: 'A child 1', parentId: a.publicId, displayOrder: 5 });
    const aHidden = await api().category({ name: 'A child hidden', parentId: a.publicId, isVisible: false });
    await api().category({ name: 'Grandchild', parentId: a2.publicId });
    const body = await tree();
    expect(body.data.map((r: any) => r.name)).toEqual(['Root A', 'Root B', 'Odd "quoted" \\ name ü']);
    expect(body.data[2]).toMatchObject({ description: 'line\nbreak', children: [] });
    await api().del(`${CATEGORIES}/${odd.publicId}`).expect(200);
    expect(body.data[0]).toEqual({
      publicId: a.publicId,
      name: 'Root A',
      slug: 'root-a',
      description: 'first',
      imageUrl: 'https://img.test/a.png',
      imageAlt: 'A',
      displayOrder: 1,
      children: [
        { publicId: a2.publicId, name: 'A child 2', slug: 'a-child-2', description: null, imageUrl: null, imageAlt: null, displayOrder: 5 },
        { publicId: a1.publicId, name: 'A child 1', slug: 'a-child-1', description: null, imageUrl: null, imageAlt: null, displayOrder: 5 },
      ],
    });
    expect(body.data[1]).toMatchObject({ publicId: b.publicId, children: [] });
    expect(JSON.stringify(body)).not.toContain(aHidden.publicId);

    // rename shows the current slug; a deleted child disappears alone; a node without a current slug is dropped
    await api().patch(`${CATEGORIES}/${a.publicId}`, { slug: 'root-a-new' }).expect(200);
    await api().del(`${CATEGORIES}/${a1.publicId}`).expect(200);
    await t.bazaar.dataSource.query(`UPDATE slugs SET is_current = false WHERE scope = 'category' AND slug = 'root-b'`);
    const after = await tree();
    expect(after.data.map((r: any) => [r.slug, r.children.map((c: any) => c.name)])).toEqual([['root-a-new', ['A child 2']]]);
    await t.bazaar.dataSource.query(`UPDATE slugs SET is_current = true WHERE scope = 'category' AND slug = 'root-b'`);
    await api().patch(`${CATEGORIES}/${b.publicId}/visibility`, { isVisible: false }).expect(200);
    await api().patch(`${CATEGORIES}/${a.publicId}/visibility`, { isVisible: false }).expect(200);
    expect((await tree()).data).toEqual([]);
    await api().patch(`${CATEGORIES}/${a.publicId}/visibility`, { isVisible: true }).expect(200);
    await api().patch(`${CATEGORIES}/${b.publicId}/visibility`, { isVisible: true }).expect(200);
  });

  it('applies the caps: 200 roots, 200 children per root, 4,800 child rows (last roots lose children first)', async () => {
    await t.bazaar.dataSource.query(`DELETE FROM activity_log`);
    await t.bazaar.dataSource.query(`DELETE FROM slugs WHERE scope = 'category'`);
    await t.bazaar.dataSource.query(`UPDATE categories SET parent_id = NULL`);
    await t.bazaar.dataSource.query(`DELETE FROM categories`);
    // 210 roots; roots 0..29 get 201 children each (6,030 rows)
    await t.bazaar.dataSource.query(`
      WITH r AS (
        INSERT INTO categories (public_id, name, display_order)
        SELECT gen_random_uuid(), 'cap root ' || i, i FROM generate_series(0, 209) i RETURNING id, display_order
      ), c AS (
        INSERT INTO categories (public_id, name, parent_id, depth, display_order)
        SELECT gen_random_uuid(), 'cap child ' || r.display_order || '-' || j, r.id, 1, j FROM r, generate_series(0, 200) j WHERE r.display_order < 30
        RETURNING id
      )
      INSERT INTO slugs (scope, slug, entity_id, is_current)
      SELECT 'category', 'cap-' || id, id, true FROM (SELECT id FROM r UNION ALL SELECT id FROM c) x`);
    const body = await tree();
    expect(body.data).toHaveLength(200);
    expect(body.data[199].name).toBe('cap root 199');
    const counts = body.data.map((r: any) => r.children.length);
    expect(counts.slice(0, 24)).toEqual(Array(24).fill(200));
    expect(counts.slice(24).every((n: number) => n === 0)).toBe(true);
    expect(counts.reduce((s: number, n: number) => s + n, 0)).toBe(4800);
    expect(body.data[0].children[199].name).toBe('cap child 0-199');
    const flat = (await t.http.get(`${STORE}/categories`).expect(200)).body.data;
    expect(flat).toHaveLength(200);
    expect(Object.keys(flat[0]).sort()).toEqual(['description', 'displayOrder', 'imageAlt', 'imageUrl', 'name', 'publicId', 'slug']);
  });
});

describe('storefront details by slug', () => {
  it('answers current and retired slugs with canonicalSlug, and 404 under hidden or deleted ancestors', async () => {
    const parent = await api().category({ name: 'Detail Parent' });
    const child = await api().category({ name: 'Detail Child', parentId: parent.publicId, seoTitle: 'Child' });
    await api().patch(`${CATEGORIES}/${child.publicId}`, { slug: 'detail-child-new' }).expect(200);
    const byOld = await t.http.get(`${STORE}/categories/detail-child`).expect(200);
    expect(byOld.body.data).toEqual({
      publicId: child.publicId,
      name: 'Detail Child',
      canonicalSlug: 'detail-child-new',
      description: null,
      parentId: parent.publicId,
      imageUrl: null,
      imageAlt: null,
      seoTitle: 'Child',
      seoDescription: null,
    });
    const crumbs = await t.http.get(`${STORE}/categories/detail-child-new/breadcrumbs`).expect(200);
    expect(crumbs.body.data.map((c: any) => c.slug)).toEqual(['detail-parent', 'detail-child-new']);
    await api().patch(`${CATEGORIES}/${parent.publicId}/visibility`, { isVisible: false }).expect(200);
    for (const slug of ['detail-child', 'detail-child-new', 'detail-parent', 'no-such-slug']) {
      const res = await t.http.get(`${STORE}/categories/${slug}`).expect(404);
      expect(res.body.errorCode).toBe('CATEGORY_NOT_FOUND');
    }
    await t.http.get(`${STORE}/categories/detail-child/breadcrumbs`).expect(404);
  });

  it('serves brands, their series and series by slug; hidden ones are 404 or absent', async () => {
    const brand = await api().brand({ name: 'Store Brand', logoUrl: 'https://img.test/b.png' });
    const other = await api().brand({ name: 'Hidden Brand', isVisible: false });
    const s1 = await api().series({ name: 'Store Series One', brandPublicId: brand.publicId });
    await api().series({ name: 'Store Series Hidden', brandPublicId: brand.publicId, isVisible: false });
    await api().series({ name: 'Series Of Hidden', brandPublicId: other.publicId });
    const brands = await t.http.get(`${STORE}/brands`).expect(200);
    expect(brands.body).toMatchObject({ count: 1, currentPage: 1, totalPage: 1 });
    expect(brands.body.data[0]).toMatchObject({ publicId: brand.publicId, slug: 'store-brand', logoUrl: 'https://img.test/b.png' });
    const detail = await t.http.get(`${STORE}/brands/store-brand`).expect(200);
    expect(detail.body.data).toMatchObject({ publicId: brand.publicId, canonicalSlug: 'store-brand' });
    expect((await t.http.get(`${STORE}/brands/hidden-brand`).expect(404)).body.errorCode).toBe('BRAND_NOT_FOUND');
    const series = await t.http.get(`${STORE}/brands/store-brand/series`).expect(200);
    expect(series.body.data.map((s: any) => s.name)).toEqual(['Store Series One']);
    const all = await t.http.get(`${STORE}/series`).expect(200);
    expect(all.body.data.map((s: any) => s.name)).toEqual(['Store Series One']);
    const one = await t.http.get(`${STORE}/series/store-series-one`).expect(200);
    expect(one.body.data).toMatchObject({ publicId: s1.publicId, canonicalSlug: 'store-series-one', brand: { publicId: brand.publicId, slug: 'store-brand' } });
    expect((await t.http.get(`${STORE}/series/series-of-hidden`).expect(404)).body.errorCode).toBe('BRAND_SERIES_NOT_FOUND');
  });

  it('lists visible tags and finds one by current or retired slug', async () => {
    const tag = await api().tag({ name: 'Eco' });
    await api().tag({ name: 'Secret', isVisible: false });
    const list = await t.http.get(`${STORE}/tags`).expect(200);
    expect(list.body.data).toEqual([{ publicId: tag.publicId, name: 'Eco', slug: 'eco' }]);
    await api().patch(`${TAGS}/${tag.publicId}`, { slug: 'eco-friendly' }).expect(200);
    expect((await t.http.get(`${STORE}/tags/eco`).expect(200)).body.data).toEqual({ publicId: tag.publicId, name: 'Eco', canonicalSlug: 'eco-friendly' });
    expect((await t.http.get(`${STORE}/tags/secret`).expect(404)).body.errorCode).toBe('TAG_NOT_FOUND');
  });

  it('drops cached reads on every write (a rename and a hide show at once)', async () => {
    const brand = await api().brand({ name: 'Cache Brand' });
    expect((await t.http.get(`${STORE}/brands/cache-brand`).expect(200)).body.data.name).toBe('Cache Brand');
    await api().patch(`${BRANDS}/${brand.publicId}`, { name: 'Cache Brand Renamed' }).expect(200);
    expect((await t.http.get(`${STORE}/brands/cache-brand`).expect(200)).body.data.name).toBe('Cache Brand Renamed');
    await api().patch(`${BRANDS}/${brand.publicId}/visibility`, { isVisible: false }).expect(200);
    await t.http.get(`${STORE}/brands/cache-brand`).expect(404);
    const before = (await t.http.get(`${STORE}/series`).expect(200)).body.count;
    const visible = await api().brand({ name: 'Cache Owner' });
    await api().series({ name: 'Cache Series', brandPublicId: visible.publicId });
    expect((await t.http.get(`${STORE}/series`).expect(200)).body.count).toBe(before + 1);
    await api()
      .post(`${SERIES}/bulk/visibility`, {
        publicIds: [(await api().get(`${SERIES}?brandPublicId=${visible.publicId}`)).body.data[0].publicId],
        isVisible: false,
      })
      .expect(200);
    expect((await t.http.get(`${STORE}/series`).expect(200)).body.count).toBe(before);
  });
});
