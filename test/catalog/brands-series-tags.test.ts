import { definePlugin } from '../../core/plugin.js';
import { sqlRows } from '../../core/db/sql.js';
import { availablePlugins } from '../../plugins/index.js';
import { CATALOG_TAG_USAGE } from '../../plugins/catalog/index.js';
import { bootApp, type TestApp } from '../support/app.js';
import { adminWith, bearer, login, SUPERADMIN, SUPERADMIN_ENV } from '../support/auth.js';
import { adminApi, BRANDS, SERIES, TAGS } from './support.js';

/** A stand-in for the future products plugin: links tags in its own table and vetoes their delete. */
const tagLinksPlugin = definePlugin({
  name: 'tag-links-test',
  requires: ['catalog'],
  async onStart() {
    await sqlRows(`CREATE TABLE IF NOT EXISTS test_product_tags (tag_id bigint NOT NULL)`);
  },
  hooks: [
    CATALOG_TAG_USAGE.handle('tag-links-test.count', async ({ tagId }) => {
      const [row] = await sqlRows<{ n: number }>(`SELECT count(*)::int AS n FROM test_product_tags WHERE tag_id = $1`, [tagId]);
      return row.n;
    }),
  ],
});

let t: TestApp;
let root: string;
const api = () => adminApi(t, () => root);

beforeAll(async () => {
  t = await bootApp({ env: SUPERADMIN_ENV, available: [...availablePlugins, tagLinksPlugin] });
  root = (await login(t, SUPERADMIN.email, SUPERADMIN.password)).accessToken;
});
afterAll(async () => t?.close());

describe('brands', () => {
  it('creates with the brand fields, refuses displayOrder and logoAlt without logoUrl', async () => {
    const res = await api().post(BRANDS, { name: 'Acmé', description: 'Tools', logoUrl: 'https://img.test/a.png', logoAlt: 'Acme logo' }).expect(201);
    expect(res.body.data).toMatchObject({ name: 'Acmé', slug: 'acme', displayOrder: 0, isVisible: true, logoAlt: 'Acme logo', deletedAt: null });
    expect((await api().post(BRANDS, { name: 'Order', displayOrder: 3 }).expect(400)).body.errorCode).toBe('VALIDATION_FAILED');
    expect((await api().post(BRANDS, { name: 'Alt', logoAlt: 'x' }).expect(400)).body.errorCode).toBe('VALIDATION_FAILED');
    expect(
      (
        await api()
          .post(BRANDS, { name: 'Long', description: 'x'.repeat(2001) })
          .expect(400)
      ).body.errorCode,
    ).toBe('VALIDATION_FAILED');
    expect((await api().post(BRANDS, { name: 'Dup', slug: 'acme' }).expect(409)).body.errorCode).toBe('BRAND_SLUG_ALREADY_EXISTS');
  });

  it('cannot delete a brand with alive series; lists with includeDeleted; reorders all brands', async () => {
    const brand = await api().brand({ name: 'Brand With Series' });
    const series = await api().series({ name: 'S One', brandPublicId: brand.publicId });
    expect((await api().del(`${BRANDS}/${brand.publicId}`).expect(409)).body.errorCode).toBe('BRAND_HAS_ACTIVE_SERIES');
    await api().del(`${SERIES}/${series.publicId}`).expect(200);
    await api().del(`${BRANDS}/${brand.publicId}`).expect(200);
    const alive = await api().get(`${BRANDS}?pagination=false`).expect(200);
    expect(alive.body.data.map((b: any) => b.publicId)).not.toContain(brand.publicId);
    const all = await api().get(`${BRANDS}?pagination=false&includeDeleted=true`).expect(200);
    expect(all.body.data.map((b: any) => b.publicId)).toContain(brand.publicId);
    expect((await api().post(`${SERIES}/${series.publicId}/restore`).expect(409)).body.errorCode).toBe('BRAND_SERIES_BRAND_DELETED');
    await api().post(`${BRANDS}/${brand.publicId}/restore`).expect(200);

    const ids = alive.body.data.map((b: any) => b.publicId).concat(brand.publicId);
    const reversed = [...ids].reverse();
    await api().patch(`${BRANDS}/reorder`, { publicIds: reversed }).expect(200);
    const ordered = await api().get(`${BRANDS}?pagination=false&sort=displayOrder&order=asc`).expect(200);
    expect(ordered.body.data.map((b: any) => b.publicId)).toEqual(reversed);
    expect(
      (
        await api()
          .patch(`${BRANDS}/reorder`, { publicIds: reversed.slice(1) })
          .expect(409)
      ).body.errorCode,
    ).toBe('CATALOG_REORDER_INVALID_ITEM');
  });

  it('bulk visibility, delete and restore report per item', async () => {
    const a = await api().brand({ name: 'Bulk Brand A' });
    const b = await api().brand({ name: 'Bulk Brand B' });
    await api().series({ name: 'Keeps B', brandPublicId: b.publicId });
    const del = await api()
      .post(`${BRANDS}/bulk/delete`, { publicIds: [a.publicId, b.publicId] })
      .expect(200);
    expect(del.body.data).toEqual({ succeeded: [a.publicId], failures: [{ publicId: b.publicId, errorCode: 'BRAND_HAS_ACTIVE_SERIES' }] });
    const res = await api()
      .post(`${BRANDS}/bulk/restore`, { publicIds: [a.publicId, b.publicId] })
      .expect(200);
    expect(res.body.data).toEqual({ succeeded: [a.publicId], failures: [{ publicId: b.publicId, errorCode: 'BRAND_NOT_DELETED' }] });
    const vis = await api()
      .post(`${BRANDS}/bulk/visibility`, { publicIds: [a.publicId], isVisible: false })
      .expect(200);
    expect(vis.body.data.succeeded).toEqual([a.publicId]);
    expect((await api().get(`${BRANDS}/${a.publicId}`).expect(200)).body.data.isVisible).toBe(false);
  });
});

describe('brand series', () => {
  it('needs an existing, alive owning brand', async () => {
    const missing = await api().post(SERIES, { name: 'Lost', brandPublicId: '01900000-0000-7000-8000-000000000000' }).expect(404);
    expect(missing.body.errorCode).toBe('BRAND_SERIES_BRAND_NOT_FOUND');
    expect((await api().post(SERIES, { name: 'No brand' }).expect(400)).body.errorCode).toBe('VALIDATION_FAILED');
    const gone = await api().brand({ name: 'Gone Brand' });
    await api().del(`${BRANDS}/${gone.publicId}`).expect(200);
    expect((await api().post(SERIES, { name: 'Late', brandPublicId: gone.publicId }).expect(409)).body.errorCode).toBe('BRAND_SERIES_BRAND_DELETED');
  });

  it('lists by brand and reorders per brand only', async () => {
    const b1 = await api().brand({ name: 'Series Owner 1' });
    const b2 = await api().brand({ name: 'Series Owner 2' });
    const s1 = await api().series({ name: 'Alpha', brandPublicId: b1.publicId });
    const s2 = await api().series({ name: 'Beta', brandPublicId: b1.publicId });
    const s3 = await api().series({ name: 'Gamma', brandPublicId: b2.publicId });
    expect(s1).toMatchObject({ brandPublicId: b1.publicId, slug: 'alpha' });
    const list = await api().get(`${SERIES}?brandPublicId=${b1.publicId}&sort=name&order=asc`).expect(200);
    expect(list.body.data.map((s: any) => s.name)).toEqual(['Alpha', 'Beta']);
    await api()
      .patch(`${SERIES}/reorder`, { publicIds: [s2.publicId, s1.publicId] })
      .expect(200);
    const ordered = await api().get(`${SERIES}?brandPublicId=${b1.publicId}&sort=displayOrder&order=asc`).expect(200);
    expect(ordered.body.data.map((s: any) => s.name)).toEqual(['Beta', 'Alpha']);
    const mixed = await api()
      .patch(`${SERIES}/reorder`, { publicIds: [s1.publicId, s2.publicId, s3.publicId] })
      .expect(409);
    expect(mixed.body.errorCode).toBe('CATALOG_REORDER_MIXED_PARENT');
    expect((await api().patch(`${SERIES}/${s1.publicId}`, { brandPublicId: b2.publicId }).expect(400)).body.errorCode).toBe('VALIDATION_FAILED');
  });

  it('checks BrandSeries_* permissions', async () => {
    const reader = await adminWith(t, root, ['BrandSeries_READ']);
    await t.http.get(SERIES).set(bearer(reader)).expect(200);
    await t.http.get(BRANDS).set(bearer(reader)).expect(403);
    await t.http.post(`${SERIES}/bulk/delete`).set(bearer(reader)).send({ publicIds: [] }).expect(403);
  });
});

describe('tags', () => {
  it('creates with {name, slug?, isVisible?} only and keeps slug history', async () => {
    const tag = await api().tag({ name: 'Summer Sale' });
    expect(tag).toMatchObject({ name: 'Summer Sale', slug: 'summer-sale', isVisible: true });
    expect((await api().post(TAGS, { name: 'Bad', description: 'no' }).expect(400)).body.errorCode).toBe('VALIDATION_FAILED');
    expect((await api().post(TAGS, { name: 'Again', slug: 'summer-sale' }).expect(409)).body.errorCode).toBe('TAG_SLUG_ALREADY_EXISTS');
    const renamed = await api().patch(`${TAGS}/${tag.publicId}`, { slug: 'sale-summer', isVisible: false }).expect(200);
    expect(renamed.body.data).toMatchObject({ slug: 'sale-summer', isVisible: false });
    expect((await api().post(TAGS, { name: 'Steal', slug: 'summer-sale' }).expect(409)).body.errorCode).toBe('TAG_SLUG_ALREADY_EXISTS');
    const sorted = await api().get(`${TAGS}?sort=displayOrder&order=asc&pagination=false`).expect(200);
    expect(sorted.body.data.map((x: any) => x.publicId)).toContain(tag.publicId);
    const vis = await api().patch(`${TAGS}/${tag.publicId}/visibility`, { isVisible: true }).expect(200);
    expect(vis.body.data.isVisible).toBe(true);
  });

  it('delete and restore give TAG_ALREADY_DELETED / TAG_NOT_DELETED / TAG_NOT_FOUND', async () => {
    const tag = await api().tag({ name: 'Short Lived' });
    const done = await api().del(`${TAGS}/${tag.publicId}`).expect(200);
    expect(done.body.data).toBeNull();
    expect((await api().del(`${TAGS}/${tag.publicId}`).expect(409)).body.errorCode).toBe('TAG_ALREADY_DELETED');
    expect((await api().post(`${TAGS}/${tag.publicId}/restore`).expect(200)).body.data.deletedAt).toBeNull();
    expect((await api().post(`${TAGS}/${tag.publicId}/restore`).expect(409)).body.errorCode).toBe('TAG_NOT_DELETED');
    expect((await api().get(`${TAGS}/01900000-0000-7000-8000-000000000000`).expect(404)).body.errorCode).toBe('TAG_NOT_FOUND');
  });

  it('refuses to delete a tag that the registered usage check reports as linked', async () => {
    const tag = await api().tag({ name: 'Linked' });
    const [{ id }] = await t.bazaar.dataSource.query(`SELECT id FROM tags WHERE public_id = $1`, [tag.publicId]);
    await t.bazaar.dataSource.query(`INSERT INTO test_product_tags (tag_id) VALUES ($1)`, [id]);
    const res = await api().del(`${TAGS}/${tag.publicId}`).expect(409);
    expect(res.body).toEqual({ statusCode: 409, errorCode: 'TAG_HAS_LINKED_PRODUCTS', message: expect.any(String) });
    expect((await api().get(`${TAGS}/${tag.publicId}`).expect(200)).body.data.deletedAt).toBeNull();
    await t.bazaar.dataSource.query(`DELETE FROM test_product_tags WHERE tag_id = $1`, [id]);
    await api().del(`${TAGS}/${tag.publicId}`).expect(200);
  });
});
