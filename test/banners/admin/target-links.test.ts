import { appendUtm, bannerTargetSlugs, resolveCtaUrl } from '../../../plugins/banners/index.js';
import { bootApp, type TestApp } from '../../support/app.js';
import { bearer, login, SUPERADMIN, SUPERADMIN_ENV } from '../../support/auth.js';
import { fixtures } from '../../products/storefront-support.js';
import { bannerApi } from './support.js';

/* The read surface the serving side uses: a typed target's current slug, the resolved link, the UTM parameters. */
let t: TestApp;
let root: string;
let api: ReturnType<typeof bannerApi>;
let f: ReturnType<typeof fixtures>;
const internalId = async (publicId: string) => String((await t.bazaar.dataSource.query(`SELECT id FROM banners WHERE public_id = $1`, [publicId]))[0].id);

beforeAll(async () => {
  t = await bootApp({ env: SUPERADMIN_ENV });
  root = (await login(t, SUPERADMIN.email, SUPERADMIN.password)).accessToken;
  api = bannerApi(t, () => root);
  f = fixtures(t, () => root);
});
afterAll(async () => t?.close());

describe('banner target links', () => {
  it('gives the current slug of live typed targets, and nothing for url, untyped or deleted targets', async () => {
    const cat = await f.category({ name: 'Link phones', slug: 'link-phones' });
    const brand = await f.brand({ name: 'Link brand', slug: 'link-brand' });
    const product = await f.product({ name: 'Link phone', slug: 'link-phone', category: cat });
    const ids = {
      product: await internalId((await api.banner({ targetKind: 'product', targetProductPublicId: product.publicId, ctaUrl: '/old' })).publicId),
      category: await internalId((await api.banner({ targetKind: 'category', targetCategoryPublicId: cat.publicId })).publicId),
      brand: await internalId((await api.banner({ targetKind: 'brand', targetBrandPublicId: brand.publicId })).publicId),
      url: await internalId((await api.banner({ targetKind: 'url', ctaUrl: 'https://x.test/' })).publicId),
      none: await internalId((await api.banner()).publicId),
    };
    const map = await t.bazaar.dataSource.transaction(() => bannerTargetSlugs(Object.values(ids)));
    expect(Object.fromEntries(map)).toEqual({
      [ids.product]: { kind: 'product', slug: 'link-phone' },
      [ids.category]: { kind: 'category', slug: 'link-phones' },
      [ids.brand]: { kind: 'brand', slug: 'link-brand' },
    });
    // the slug of the moment: a renamed product links to its new slug
    const rename = await t.http.patch(`/api/admin/products/${product.publicId}`).set(bearer(root)).send({ slug: 'link-phone-2' });
    expect(rename.status).toBe(200);
    expect((await bannerTargetSlugs([ids.product])).get(ids.product)).toEqual({ kind: 'product', slug: 'link-phone-2' });
    // a soft-deleted target is absent (the stored ctaUrl is used)
    await t.http.delete(`/api/admin/products/${product.publicId}`).set(bearer(root)).expect(200);
    expect((await bannerTargetSlugs([ids.product])).size).toBe(0);
    expect((await bannerTargetSlugs([])).size).toBe(0);
  });

  it('resolves the link: override first, then the target under the frontend base (relative without one), then the stored ctaUrl', () => {
    const target = { kind: 'category' as const, slug: 'phones' };
    expect(resolveCtaUrl({ ctaUrl: '/x' }, target, { overrideCtaUrl: 'https://o.test/' })).toBe('https://o.test/');
    expect(resolveCtaUrl({ ctaUrl: '/x' }, target, { frontendBaseUrl: 'https://shop.test/' })).toBe('https://shop.test/categories/phones');
    expect(resolveCtaUrl({ ctaUrl: '/x' }, { kind: 'product', slug: 'a b' })).toBe('/products/a%20b');
    expect(resolveCtaUrl({ ctaUrl: '/x' }, undefined, { frontendBaseUrl: 'https://shop.test' })).toBe('/x');
    expect(resolveCtaUrl({ ctaUrl: null }, undefined)).toBeNull();
  });

  it('appends the UTM parameters that are set, before a fragment', () => {
    const utm = { utmSource: 'bazaar', utmMedium: 'banner', utmCampaign: null, utmContent: 'hero 1' };
    expect(appendUtm('https://shop.test/p', utm)).toBe('https://shop.test/p?utm_source=bazaar&utm_medium=banner&utm_content=hero+1');
    expect(appendUtm('/p?a=1#top', { utmSource: 's' })).toBe('/p?a=1&utm_source=s#top');
    expect(appendUtm('/p', {})).toBe('/p');
    expect(appendUtm(null, utm)).toBeNull();
  });
});
