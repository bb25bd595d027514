import { randomUUID } from 'node:crypto';
import type { Test } from 'supertest';
import { apiDocument } from '../../../core/http/openapi.js';
import { availablePlugins } from '../../../plugins/index.js';
import { availableApiDocument } from '../../../scripts/openapi-document.js';
import { bootApp, type TestApp } from '../../support/app.js';
import { bearer, SUPERADMIN, SUPERADMIN_ENV } from '../../support/auth.js';
import { ASSET_ORIGIN, doc as richText, VALID_PAYLOADS } from '../../content/samples.js';
import { png } from '../../uploads/fixtures.js';
import { DEVICE } from '../../accounts/support/customers.js';
import { newPublicId } from '../../../core/db/ids.js';
import { documentConformance } from './conformance.js';
import { operations } from './spec-walk.js';

/*
 * A tour of the API with every plugin on: each answer is checked against the document the app serves
 * (conformance.ts): the status is documented and the JSON body matches its schema, success bodies closed.
 */
const PUBLIC_BASE_URL = 'https://shop.bazaar.test';

let t: TestApp;
let served: any;
let conforms: ReturnType<typeof documentConformance>;
beforeAll(async () => {
  t = await bootApp({ env: { ...SUPERADMIN_ENV, ASSET_ORIGINS: ASSET_ORIGIN, PUBLIC_BASE_URL } });
  served = (await t.http.get('/api/openapi.json').expect(200)).body;
  conforms = documentConformance(served);
});
afterAll(async () => t?.close());

/** The answer, checked against the document and against the status the tour expects. */
async function call(req: Test, status: number) {
  const res = await req;
  conforms(res);
  const route = `${(res as any).req.method} ${(res as any).req.path}`;
  expect([route, res.status, res.status === status ? '' : res.text]).toEqual([route, status, '']);
  return res.body;
}

/** A plugin listed here has every route of it called below (the last test checks); a new area adds its tour and its name. */
const TOURED_PLUGINS = ['accounts', 'seo', 'uploads', 'content', 'blog', 'catalog', 'products'];

let root: string;
const admin = () => bearer(root);

it('serves the document npm run openapi:dump writes (every available plugin, same builder)', () => {
  expect(served).toEqual(JSON.parse(JSON.stringify(availableApiDocument(PUBLIC_BASE_URL))));
});

describe('answers conform to the document', () => {
  it('accounts: sign-in, session, roles, admins, providers, customers', async () => {
    const signIn = await call(t.http.post('/api/auth/login/email').send(SUPERADMIN), 200);
    root = signIn.data.tokens.accessToken;
    await call(t.http.get('/api/auth/me').set(admin()), 200);
    await call(t.http.get('/api/auth/permissions').set(admin()), 200);
    await call(t.http.get('/api/auth/me'), 401);
    await call(t.http.get('/api/auth/account-deletion/status').set(admin()), 200);
    await call(t.http.post('/api/auth/password/forgot').send({ email: SUPERADMIN.email }), 200);
    await call(t.http.post('/api/auth/email/verify/resend').send({ email: SUPERADMIN.email }), 200);

    const role = (
      await call(
        t.http
          .post('/api/admin/roles')
          .set(admin())
          .send({ name: 'Editors', permissions: ['Blog_READ'] }),
        201,
      )
    ).data;
    await call(t.http.get('/api/admin/roles').set(admin()), 200);
    await call(t.http.get(`/api/admin/roles/${role.id}`).set(admin()), 200);
    await call(t.http.patch(`/api/admin/roles/${role.id}`).set(admin()).send({ description: 'Blog readers' }), 200);
    await call(t.http.post('/api/admin/roles').set(admin()).send({ name: 'Editors', permissions: [] }), 409);

    const editor = { name: 'Ed Itor', email: 'editor@bazaar.test', password: 'editor-password-1', roleId: role.id };
    const created = (await call(t.http.post('/api/admin/admins').set(admin()).send(editor), 201)).data;
    await call(t.http.get('/api/admin/admins').set(admin()).query({ page: 1, size: 10 }), 200);
    await call(t.http.get(`/api/admin/admins/${created.id}`).set(admin()), 200);
    await call(t.http.patch(`/api/admin/admins/${created.id}`).set(admin()).send({ name: 'Edith Itor' }), 200);
    await call(t.http.delete(`/api/admin/roles/${role.id}`).set(admin()), 409);
    await call(t.http.delete(`/api/admin/admins/${created.id}`).set(admin()), 200);
    await call(t.http.post(`/api/admin/admins/${created.id}/restore`).set(admin()), 200);
    await call(t.http.get(`/api/admin/admins/${randomUUID()}`).set(admin()), 404);

    await call(t.http.get('/api/admin/auth/oauth-providers').set(admin()), 200);
    await call(t.http.get('/api/admin/auth/oauth-providers/idp-verified').set(admin()), 200);
    await call(t.http.get('/api/admin/auth/oauth-providers/nope').set(admin()), 404);

    const email = 'ann@shop.test';
    const customer = (await call(t.http.post('/api/mobile/auth/register').send({ name: 'Ann Buyer', email, password: 'customer-password-1' }), 201)).data;
    const shopper = bearer(customer.tokens.accessToken);
    await call(t.http.post('/api/mobile/auth/login/email').send({ email, password: 'customer-password-1', deviceInfo: DEVICE }), 200);
    await call(t.http.get('/api/mobile/auth/me').set(shopper), 200);
    await call(t.http.get('/api/auth/me').set(shopper), 403);
    await call(
      t.http.post('/api/mobile/auth/password/set').set(shopper).send({ currentPassword: 'customer-password-1', newPassword: 'customer-password-2' }),
      200,
    );
    await call(t.http.post('/api/mobile/auth/email/verify/resend').send({ email }), 200);
    await call(t.http.post('/api/mobile/auth/password/forgot').send({ email }), 200);
    await call(t.http.post('/api/mobile/auth/password/reset').send({ email, otp: '000000', newPassword: 'customer-password-3' }), 400);
    await call(t.http.post('/api/mobile/auth/email/verify/confirm').send({ email, otp: '000000' }), 400);
    await call(t.http.get('/api/mobile/auth/account-deletion/status').set(shopper), 200);
    const refreshed = (await call(t.http.post('/api/mobile/auth/refresh').send({ refreshToken: customer.tokens.refreshToken }), 200)).data;
    const again = bearer(refreshed.tokens.accessToken);
    await call(t.http.post('/api/mobile/auth/account-deletion/request').set(again), 200);
    await call(t.http.post('/api/mobile/auth/account-deletion/recover').send({ email }), 200);
    await call(t.http.post('/api/mobile/auth/account-deletion/recover/confirm').send({ email, otp: '000000' }), 400);

    const other = (await call(t.http.post('/api/mobile/auth/register').send({ name: 'Bo Buyer', email: 'bo@shop.test', password: 'customer-password-1' }), 201))
      .data;
    await call(t.http.delete('/api/mobile/auth/logout').set(bearer(other.tokens.accessToken)), 200);
    await call(t.http.post('/api/auth/refresh').send({ refreshToken: signIn.data.tokens.refreshToken }), 200).then((b) => (root = b.data.tokens.accessToken));
  });

  it('accounts: flows that need a code, an SMS or an OpenID provider answer their documented errors', async () => {
    const email = SUPERADMIN.email;
    await call(t.http.post('/api/auth/password/reset').send({ email, otp: '000000', newPassword: 'root-password-2' }), 400);
    await call(t.http.post('/api/auth/email/verify/confirm').send({ email, otp: '000000' }), 400);
    await call(t.http.post('/api/auth/phone/verify/confirm').set(admin()).send({ otp: '000000' }), 400);
    await call(t.http.post('/api/auth/account-deletion/recover').send({ email }), 200);
    await call(t.http.post('/api/auth/account-deletion/recover/confirm').send({ email, otp: '000000' }), 400);
    await call(t.http.delete('/api/auth/account-deletion/cancel').set(admin()), 409);
    await call(t.http.post('/api/mobile/auth/account-deletion/recover/confirm').send({ email: 'nobody@shop.test', otp: '000000' }), 400);
    // the superadmin cannot schedule its own deletion
    const request = await t.http.post('/api/auth/account-deletion/request').set(admin());
    conforms(request);
    expect(request.body.errorCode).toBe('ADMIN_SUPERADMIN_PROTECTED');
    // the SMS sender of the test configuration may or may not deliver: either answer is documented
    conforms(await t.http.post('/api/auth/phone/verify/request').set(admin()).send({ phone: '+15551234567' }));

    // the OpenID providers are off in this configuration: every federated route says so, as documented
    for (const provider of ['idp-verified', 'idp-unverified']) {
      conforms(await t.http.get(`/api/mobile/auth/${provider}`).query({ redirect_uri: 'https://app.bazaar.test/cb' }));
      conforms(await t.http.get(`/api/mobile/auth/${provider}/callback`).query({ state: 'x', code: 'y' }));
      conforms(await t.http.post(`/api/mobile/auth/${provider}/exchange`).send({ code: 'one-time' }));
    }
    const customer = (
      await call(t.http.post('/api/mobile/auth/register').send({ name: 'Di Buyer', email: 'di@shop.test', password: 'customer-password-1' }), 201)
    ).data;
    const shopper = bearer(customer.tokens.accessToken);
    conforms(await t.http.post('/api/mobile/auth/idp-unverified/link').set(shopper).send({ redirectUri: 'https://app.bazaar.test/cb' }));
    conforms(await t.http.delete('/api/mobile/auth/idp-unverified/link').set(shopper));
    await call(t.http.post('/api/mobile/auth/account-deletion/request').set(shopper), 200);
    await call(t.http.delete('/api/mobile/auth/account-deletion/cancel').set(shopper), 401);
    // saving settings reads the issuer's discovery document: this one does not answer
    conforms(
      await t.http
        .put('/api/admin/auth/oauth-providers/idp-verified')
        .set(admin())
        .send({ issuer: 'http://127.0.0.1:9/', clientId: 'bazaar', clientSecret: 'secret' }),
    );

    const editor = (await call(t.http.post('/api/auth/login/email').send({ email: 'editor@bazaar.test', password: 'editor-password-1' }), 200)).data;
    await call(
      t.http
        .post('/api/auth/password/set')
        .set(bearer(editor.tokens.accessToken))
        .send({ currentPassword: 'editor-password-1', newPassword: 'editor-password-2' }),
      200,
    );
    await call(t.http.delete('/api/auth/logout').set(bearer(editor.tokens.accessToken)), 200);
  });

  let seoId: string;
  it('seo records', async () => {
    const seo = (
      await call(
        t.http
          .post('/api/admin/seo')
          .set(admin())
          .send({ title: 'Acme', description: 'Speakers', canonicalUrl: 'https://shop.bazaar.test/acme', robots: 'index,follow' }),
        201,
      )
    ).data;
    seoId = seo.id;
    await call(t.http.get('/api/admin/seo').set(admin()), 200);
    await call(t.http.get(`/api/admin/seo/${seo.id}`).set(admin()), 200);
    await call(t.http.patch(`/api/admin/seo/${seo.id}`).set(admin()).send({ ogImageUrl: null }), 200);
    const gone = (await call(t.http.post('/api/admin/seo').set(admin()).send({ title: 'Old' }), 201)).data;
    await call(t.http.delete(`/api/admin/seo/${gone.id}`).set(admin()), 200);
    await call(t.http.delete(`/api/admin/seo/${gone.id}`).set(admin()), 409);
    await call(t.http.post(`/api/admin/seo/${gone.id}/restore`).set(admin()), 200);
  });

  it('blog: admin, then the public web and mobile surfaces', async () => {
    const category = (await call(t.http.post('/api/admin/blog/categories').set(admin()).send({ name: 'Guides', description: 'How-tos' }), 201)).data;
    await call(t.http.get('/api/admin/blog/categories').set(admin()), 200);
    await call(t.http.get(`/api/admin/blog/categories/${category.id}`).set(admin()), 200);
    await call(t.http.put(`/api/admin/blog/categories/${category.id}`).set(admin()).send({ name: 'Buying guides' }), 200);
    const empty = (await call(t.http.post('/api/admin/blog/categories').set(admin()).send({ name: 'Empty' }), 201)).data;
    await call(t.http.delete(`/api/admin/blog/categories/${empty.id}`).set(admin()), 200);

    const post = (
      await call(
        t.http
          .post('/api/admin/blog/posts')
          .set(admin())
          .send({
            title: 'Choosing speakers',
            body: '<p>Listen first.</p>',
            excerpt: 'A short guide',
            categoryId: category.id,
            seoId,
            displayDate: '2026-01-05',
            faqs: [{ question: 'Wired or not?', answer: 'Both work.' }],
            cta: { ctaTitle: 'Shop speakers', ctaButtonLabel: 'Shop', ctaButtonLink: '/catalog/speakers' },
            videos: [{ title: 'Setup', videoUrl: 'https://video.bazaar.test/setup.mp4', seoId }],
          }),
        201,
      )
    ).data;
    await call(t.http.get('/api/admin/blog/posts').set(admin()), 200);
    await call(t.http.get(`/api/admin/blog/posts/${post.id}`).set(admin()), 200);
    await call(t.http.put(`/api/admin/blog/posts/${post.id}`).set(admin()).send({ heroIntro: 'Read this first' }), 200);
    await call(t.http.post(`/api/admin/blog/posts/${post.id}/publish`).set(admin()), 200);
    await call(t.http.post(`/api/admin/blog/posts/${post.id}/publish`).set(admin()), 400);
    for (const base of ['/api/blogs', '/api/mobile/blogs']) {
      await call(t.http.get(base), 200);
      await call(t.http.get(`${base}/categories`), 200);
      await call(t.http.get(`${base}/${post.slug}`), 200);
      await call(t.http.get(`${base}/no-such-post`), 404);
    }
    await call(t.http.post(`/api/admin/blog/posts/${post.id}/unpublish`).set(admin()), 200);
    const draft = (await call(t.http.post('/api/admin/blog/posts').set(admin()).send({ title: 'Scrap' }), 201)).data;
    await call(t.http.delete(`/api/admin/blog/posts/${draft.id}`).set(admin()), 200);
  });

  it('content pages and sections', async () => {
    await call(t.http.get('/api/admin/content/pages/home').set(admin()), 200);
    for (const section of ['hero', 'faq_intro', 'trust_strip']) {
      await call(t.http.put(`/api/admin/content/pages/home/sections/${section}`).set(admin()).send({ payload: VALID_PAYLOADS[section] }), 200);
    }
    await call(
      t.http
        .put('/api/admin/content/pages/about/sections/our_mission')
        .set(admin())
        .send({ payload: { heading: 'Why', body: richText('We sell what we use.') } }),
      200,
    );
    await call(t.http.put('/api/admin/content/pages/return_policy/sections/hero').set(admin()).send({ payload: VALID_PAYLOADS.hero }), 400);
    await call(t.http.patch('/api/admin/content/pages/home/meta').set(admin()).send({ title: 'Welcome', seoId }), 200);
    await call(t.http.delete('/api/admin/content/pages/home/sections/trust_strip').set(admin()), 200);
    await call(t.http.get('/api/content/pages/home'), 200);
    await call(t.http.get('/api/mobile/content/pages/about'), 200);
    await call(t.http.get('/api/content/pages/nope'), 404);
  });

  it('catalog: admin records, tree, order, bulk actions, then the storefront', async () => {
    const acme = (
      await call(t.http.post('/api/admin/catalog/brands').set(admin()).send({ name: 'Acme Audio', description: 'Speakers', logoUrl: '/public/acme.webp' }), 201)
    ).data;
    const zed = (await call(t.http.post('/api/admin/catalog/brands').set(admin()).send({ name: 'Zed Sound' }), 201)).data;
    await call(t.http.get('/api/admin/catalog/brands').set(admin()), 200);
    await call(t.http.get(`/api/admin/catalog/brands/${acme.publicId}`).set(admin()), 200);
    await call(t.http.patch(`/api/admin/catalog/brands/${acme.publicId}`).set(admin()).send({ seoTitle: 'Acme speakers' }), 200);
    await call(t.http.patch(`/api/admin/catalog/brands/${zed.publicId}/visibility`).set(admin()).send({ isVisible: true }), 200);
    await call(
      t.http
        .patch('/api/admin/catalog/brands/reorder')
        .set(admin())
        .send({ publicIds: [zed.publicId, acme.publicId] }),
      200,
    );
    await call(
      t.http
        .post('/api/admin/catalog/brands/bulk/visibility')
        .set(admin())
        .send({ publicIds: [acme.publicId, zed.publicId], isVisible: true }),
      200,
    );
    await call(
      t.http
        .post('/api/admin/catalog/brands/bulk/delete')
        .set(admin())
        .send({ publicIds: [zed.publicId, newPublicId()] }),
      200,
    );
    await call(
      t.http
        .post('/api/admin/catalog/brands/bulk/restore')
        .set(admin())
        .send({ publicIds: [zed.publicId] }),
      200,
    );

    const series = (await call(t.http.post('/api/admin/catalog/brand-series').set(admin()).send({ brandPublicId: acme.publicId, name: 'Acme Studio' }), 201))
      .data;
    await call(t.http.get('/api/admin/catalog/brand-series').set(admin()), 200);
    await call(t.http.get(`/api/admin/catalog/brand-series/${series.publicId}`).set(admin()), 200);
    await call(t.http.patch(`/api/admin/catalog/brand-series/${series.publicId}`).set(admin()).send({ description: 'Monitors' }), 200);
    await call(
      t.http
        .post('/api/admin/catalog/brand-series/bulk/visibility')
        .set(admin())
        .send({ publicIds: [series.publicId], isVisible: true }),
      200,
    );

    const electronics = (await call(t.http.post('/api/admin/catalog/categories').set(admin()).send({ name: 'Electronics' }), 201)).data;
    const audio = (
      await call(
        t.http.post('/api/admin/catalog/categories').set(admin()).send({ name: 'Audio', parentId: electronics.publicId, imageUrl: '/public/audio.webp' }),
        201,
      )
    ).data;
    const gifts = (await call(t.http.post('/api/admin/catalog/categories').set(admin()).send({ name: 'Gifts' }), 201)).data;
    await call(t.http.get('/api/admin/catalog/categories').set(admin()), 200);
    await call(t.http.get('/api/admin/catalog/categories/tree').set(admin()), 200);
    await call(t.http.get(`/api/admin/catalog/categories/${audio.publicId}`).set(admin()), 200);
    await call(t.http.get(`/api/admin/catalog/categories/${audio.publicId}/breadcrumbs`).set(admin()), 200);
    await call(t.http.patch(`/api/admin/catalog/categories/${gifts.publicId}/move`).set(admin()).send({ parentId: electronics.publicId }), 200);
    await call(t.http.patch(`/api/admin/catalog/categories/${gifts.publicId}/move`).set(admin()).send({ parentId: null }), 200);
    await call(
      t.http
        .patch('/api/admin/catalog/categories/reorder')
        .set(admin())
        .send({ publicIds: [gifts.publicId, electronics.publicId] }),
      200,
    );
    await call(t.http.patch(`/api/admin/catalog/categories/${gifts.publicId}`).set(admin()).send({ description: 'Presents' }), 200);
    await call(t.http.patch(`/api/admin/catalog/categories/${gifts.publicId}/visibility`).set(admin()).send({ isVisible: true }), 200);
    await call(t.http.delete(`/api/admin/catalog/categories/${electronics.publicId}`).set(admin()), 409);
    await call(t.http.delete(`/api/admin/catalog/categories/${gifts.publicId}`).set(admin()), 200);
    await call(t.http.post(`/api/admin/catalog/categories/${gifts.publicId}/restore`).set(admin()), 200);
    await call(
      t.http
        .post('/api/admin/catalog/categories/bulk/delete')
        .set(admin())
        .send({ publicIds: [gifts.publicId] }),
      200,
    );
    await call(
      t.http
        .post('/api/admin/catalog/categories/bulk/restore')
        .set(admin())
        .send({ publicIds: [gifts.publicId] }),
      200,
    );
    await call(
      t.http
        .post('/api/admin/catalog/categories/bulk/visibility')
        .set(admin())
        .send({ publicIds: [gifts.publicId], isVisible: true }),
      200,
    );

    const tag = (await call(t.http.post('/api/admin/catalog/tags').set(admin()).send({ name: 'Wireless' }), 201)).data;
    await call(t.http.get('/api/admin/catalog/tags').set(admin()), 200);
    await call(t.http.get(`/api/admin/catalog/tags/${tag.publicId}`).set(admin()), 200);
    const renamed = (await call(t.http.patch(`/api/admin/catalog/tags/${tag.publicId}`).set(admin()).send({ name: 'Wireless audio' }), 200)).data;
    await call(t.http.patch(`/api/admin/catalog/tags/${tag.publicId}/visibility`).set(admin()).send({ isVisible: true }), 200);

    await call(t.http.get('/api/mobile/catalog/categories'), 200);
    await call(t.http.get('/api/mobile/catalog/category-tree'), 200);
    await call(t.http.get(`/api/mobile/catalog/categories/${audio.slug}`), 200);
    await call(t.http.get(`/api/mobile/catalog/categories/${audio.slug}/breadcrumbs`), 200);
    await call(t.http.get('/api/mobile/catalog/brands'), 200);
    await call(t.http.get(`/api/mobile/catalog/brands/${acme.slug}`), 200);
    await call(t.http.get(`/api/mobile/catalog/brands/${acme.slug}/series`), 200);
    await call(t.http.get('/api/mobile/catalog/series'), 200);
    await call(t.http.get(`/api/mobile/catalog/series/${series.slug}`), 200);
    await call(t.http.get('/api/mobile/catalog/tags'), 200);
    await call(t.http.get(`/api/mobile/catalog/tags/${renamed.slug}`), 200);
    await call(t.http.get('/api/mobile/catalog/search').query({ q: 'acme' }), 200);
    await call(t.http.get('/api/mobile/catalog/search/suggestions').query({ q: 'ac' }), 200);
    await call(t.http.get('/api/mobile/catalog/brands/no-such-brand'), 404);

    await call(t.http.delete(`/api/admin/catalog/tags/${tag.publicId}`).set(admin()), 200);
    await call(t.http.post(`/api/admin/catalog/tags/${tag.publicId}/restore`).set(admin()), 200);
    await call(t.http.delete(`/api/admin/catalog/brand-series/${series.publicId}`).set(admin()), 200);
    await call(t.http.post(`/api/admin/catalog/brand-series/${series.publicId}/restore`).set(admin()), 200);
    await call(t.http.patch(`/api/admin/catalog/brand-series/${series.publicId}/visibility`).set(admin()).send({ isVisible: false }), 200);
    await call(
      t.http
        .patch('/api/admin/catalog/brand-series/reorder')
        .set(admin())
        .send({ publicIds: [series.publicId] }),
      200,
    );
    await call(
      t.http
        .post('/api/admin/catalog/brand-series/bulk/delete')
        .set(admin())
        .send({ publicIds: [series.publicId] }),
      200,
    );
    await call(
      t.http
        .post('/api/admin/catalog/brand-series/bulk/restore')
        .set(admin())
        .send({ publicIds: [series.publicId] }),
      200,
    );
    await call(t.http.delete(`/api/admin/catalog/brands/${zed.publicId}`).set(admin()), 200);
    await call(t.http.post(`/api/admin/catalog/brands/${zed.publicId}/restore`).set(admin()), 200);
  });

  it('catalog jobs', async () => {
    const key = () => ({ 'Idempotency-Key': randomUUID() });
    const exported = (await call(t.http.post('/api/admin/catalog/jobs/export').set(admin()).set(key()).send({ entity: 'brand' }), 200)).data;
    const imported = (
      await call(
        t.http
          .post('/api/admin/catalog/jobs/import')
          .set(admin())
          .set(key())
          .field('entity', 'brand')
          .attach('file', Buffer.from('name\nNova\n'), 'brands.csv'),
        200,
      )
    ).data;
    await call(t.http.get('/api/admin/catalog/jobs').set(admin()), 200);
    await call(t.http.get(`/api/admin/catalog/jobs/${exported.publicId}`).set(admin()), 200);
    await call(t.http.get('/api/admin/catalog/jobs/import-template').set(admin()).query({ entity: 'brand' }), 200);
    const cancel = await t.http.post(`/api/admin/catalog/jobs/${imported.publicId}/cancel`).set(admin());
    conforms(cancel); // 200 while queued, 409 once the worker finished it: both documented
    expect([200, 409]).toContain(cancel.status);
  });

  it('products: admin records, facets, variants, stock, bulk actions, jobs', async () => {
    const key = () => ({ 'Idempotency-Key': randomUUID() });
    const P = '/api/admin/products';
    const create = async (path: string, body: object) => (await call(t.http.post(path).set(admin()).set(key()).send(body), 201)).data;
    const phones = await create('/api/admin/catalog/categories', { name: 'Phones' });
    const nova = await create('/api/admin/catalog/brands', { name: 'Nova Mobile' });
    const series = await create('/api/admin/catalog/brand-series', { brandPublicId: nova.publicId, name: 'Nova X' });
    const tag = await create('/api/admin/catalog/tags', { name: 'Flagship' });

    const phone = await create(P, {
      name: 'Nova X1',
      sku: 'NX1',
      categoryPublicId: phones.publicId,
      brandPublicId: nova.publicId,
      brandSeriesPublicId: series.publicId,
      mrp: 8_999_900,
      sellingPrice: 7_999_900,
    });
    const p = `${P}/${phone.publicId}`;
    let version: number = phone.version;
    const write = async (path: string, body: Record<string, unknown>) => {
      const data = (
        await call(
          t.http
            .patch(path)
            .set(admin())
            .send({ ...body, version }),
          200,
        )
      ).data;
      version = data.version;
      return data;
    };
    await call(t.http.get(P).set(admin()).query({ search: 'nova', includeDeleted: true }), 200);
    await call(t.http.get(p).set(admin()), 200);
    await write(p, { shortDescription: 'A phone', specifications: [{ group: 'Display', name: 'Size', value: '6.1 in' }] });
    await write(`${p}/pricing`, { mrp: 8_999_900, sellingPrice: 7_499_900 });
    await write(`${p}/stock`, { stockStatus: 'in_stock' });
    await write(`${p}/media`, {
      thumbnailKey: 'products/nova-x1.webp',
      thumbnailAlt: 'Nova X1',
      gallery: [{ key: 'products/nova-x1-back.webp', alt: 'Back' }],
      videos: [{ embedUrl: 'https://www.youtube.com/embed/nova-x1', title: 'Unboxing' }, { key: 'products/nova-x1.mp4' }],
      attachments: [{ key: 'products/nova-x1-manual.pdf', name: 'Manual' }],
    });
    await write(`${p}/seo`, { seoId });
    await write(`${p}/discovery`, { featured: true, newArrival: true });
    await write(`${p}/tags`, { tagPublicIds: [tag.publicId] });
    await write(`${p}/lifecycle`, { status: 'published' });
    await call(t.http.patch(`${p}/stock`).set(admin()).send({ stockStatus: 'low_stock', version: 1 }), 409);

    await call(
      t.http
        .put(`${p}/options`)
        .set(admin())
        .send({ options: [{ name: 'Color', values: ['Black', 'Blue'] }] }),
      200,
    );
    const blue = await create(`${p}/variants`, { sku: 'NX1-BLU', options: { Color: 'Blue' }, mrp: 8_999_900, sellingPrice: 7_799_900 });
    const v = `${p}/variants/${blue.publicId}`;
    await call(
      t.http
        .post(`${p}/variants`)
        .set(admin())
        .set(key())
        .send({ options: { Color: 'Blue' }, mrp: 1, sellingPrice: 1 }),
      409,
    );
    await call(t.http.get(`${p}/variants`).set(admin()).query({ includeDeleted: true }), 200);
    await call(t.http.get(v).set(admin()), 200);
    await call(t.http.get(`${p}/variants/${newPublicId()}`).set(admin()), 404);
    await call(t.http.patch(v).set(admin()).send({ lowStockThreshold: 3, isTracked: true }), 200);
    await create(`${v}/inventory/adjustments`, { delta: 12, reason: 'receipt', note: 'First delivery' });
    await call(t.http.post(`${v}/inventory/adjustments`).set(admin()).set(key()).send({ delta: -20, reason: 'adjustment' }), 409);
    await call(t.http.get(`${v}/inventory/movements`).set(admin()).query({ limit: 5 }), 200);
    await call(t.http.delete(v).set(admin()), 200);

    const spare = await create(P, { name: 'Nova X1 case', categoryPublicId: phones.publicId, mrp: 99_900, sellingPrice: 89_900 });
    const ids = { publicIds: [spare.publicId, newPublicId()] };
    await call(
      t.http
        .post(`${P}/bulk/lifecycle`)
        .set(admin())
        .set(key())
        .send({ ...ids, status: 'unlisted' }),
      200,
    );
    await call(
      t.http
        .post(`${P}/bulk/discovery`)
        .set(admin())
        .set(key())
        .send({ ...ids, trending: true }),
      200,
    );
    await call(t.http.post(`${P}/bulk/delete`).set(admin()).set(key()).send(ids), 200);
    await call(t.http.post(`${P}/bulk/restore`).set(admin()).set(key()).send(ids), 200);
    await call(t.http.post(`${P}/bulk/delete`).send(ids), 401);
    await call(t.http.delete(`${P}/${spare.publicId}`).set(admin()), 200);
    await call(t.http.post(`${P}/${spare.publicId}/restore`).set(admin()).set(key()), 200);
    await call(t.http.get(`${P}/${newPublicId()}`).set(admin()), 404);

    const J = `${P}/jobs`;
    const exported = (await call(t.http.post(`${J}/export`).set(admin()).set(key()).send({ format: 'csv' }), 200)).data;
    const template = await t.http.get(`${J}/import-template`).set(admin());
    conforms(template);
    expect([template.status, template.headers['content-type']]).toEqual([200, 'text/csv; charset=utf-8']);
    const header = template.text.trim();
    const file = `${header}\nnova-x2,Nova X2,${phones.slug},,,draft,,,,,,,,,NX2,,,,,,,,,1000,900,,3\n`;
    const imported = (await call(t.http.post(`${J}/import`).set(admin()).set(key()).attach('file', Buffer.from(file), 'products.csv'), 200)).data;
    await call(t.http.get(J).set(admin()).query({ kind: 'import' }), 200);
    await call(t.http.get(`${J}/${exported.publicId}`).set(admin()), 200);
    await call(t.http.get(`${J}/${newPublicId()}`).set(admin()), 404);
    const cancel = await t.http.post(`${J}/${imported.publicId}/cancel`).set(admin());
    conforms(cancel); // 200 while queued, 409 once the worker finished it: both documented
    expect([200, 409]).toContain(cancel.status);
  });

  it('products: deals, then the storefront (list, search, suggestions, feeds, detail) with a live deal applied', async () => {
    const key = () => ({ 'Idempotency-Key': randomUUID() });
    const create = async (path: string, body: object) => (await call(t.http.post(path).set(admin()).set(key()).send(body), 201)).data;
    const P = '/api/admin/products';
    const D = '/api/admin/deals';
    const tvs = await create('/api/admin/catalog/categories', { name: 'Televisions', isVisible: true });
    const lumo = await create('/api/admin/catalog/brands', { name: 'Lumo Vision', isVisible: true });
    const series = await create('/api/admin/catalog/brand-series', { brandPublicId: lumo.publicId, name: 'Lumo Cinema', isVisible: true });
    const tag = await create('/api/admin/catalog/tags', { name: 'Big screen', isVisible: true });
    const tv = await create(P, {
      name: 'Lumo Cinema 55',
      sku: 'LC55',
      categoryPublicId: tvs.publicId,
      brandPublicId: lumo.publicId,
      brandSeriesPublicId: series.publicId,
      mrp: 12_000_000,
      sellingPrice: 9_999_900,
    });
    const p = `${P}/${tv.publicId}`;
    let version: number = tv.version;
    const write = async (path: string, body: Record<string, unknown>) => {
      version = (
        await call(
          t.http
            .patch(path)
            .set(admin())
            .send({ ...body, version }),
          200,
        )
      ).data.version;
    };
    await write(p, { shortDescription: 'A television', description: 'Bright', specifications: [{ group: 'Display', name: 'Size', value: '55 in' }] });
    await write(`${p}/media`, {
      thumbnailKey: 'public/products/lumo-55.webp',
      thumbnailAlt: 'Lumo Cinema 55',
      gallery: [{ key: 'products/lumo-55-back.webp', alt: 'Back' }],
      videos: [{ embedUrl: 'https://player.vimeo.com/video/55', title: 'Tour' }, { key: 'products/lumo-55.mp4' }],
      attachments: [{ key: 'products/lumo-55-manual.pdf', name: 'Manual' }],
    });
    await write(`${p}/seo`, { seoId });
    await write(`${p}/discovery`, { featured: true });
    await write(`${p}/tags`, { tagPublicIds: [tag.publicId] });
    await write(`${p}/lifecycle`, { status: 'published' });
    await call(
      t.http
        .put(`${p}/options`)
        .set(admin())
        .send({ options: [{ name: 'Stand', values: ['Feet', 'Wall'] }] }),
      200,
    );
    await create(`${p}/variants`, { sku: 'LC55-WALL', options: { Stand: 'Wall' }, mrp: 12_500_000, sellingPrice: 10_499_900 });

    const startsAt = new Date(Date.now() - 3_600_000).toISOString();
    const endsAt = new Date(Date.now() + 86_400_000).toISOString();
    const deal = await create(D, { name: 'TV week', discountBps: 1500, startsAt, endsAt, brandPublicIds: [lumo.publicId] });
    await call(
      t.http
        .post(D)
        .set(admin())
        .set(key())
        .send({ name: 'Backwards', discountBps: 100, startsAt: endsAt, endsAt: startsAt, productPublicIds: [tv.publicId] }),
      400,
    );
    await call(t.http.get(D).set(admin()).query({ live: true, search: 'tv' }), 200);
    await call(t.http.get(`${D}/${deal.publicId}`).set(admin()), 200);
    await call(t.http.get(`${D}/${newPublicId()}`).set(admin()), 404);
    await call(
      t.http
        .patch(`${D}/${deal.publicId}`)
        .set(admin())
        .send({ discountBps: 2000, categoryPublicIds: [tvs.publicId] }),
      200,
    );
    await call(t.http.delete(`${D}/${deal.publicId}`).set(admin()), 200);
    await call(t.http.delete(`${D}/${deal.publicId}`).set(admin()), 409);
    await call(t.http.post(`${D}/${deal.publicId}/restore`).set(admin()).set(key()), 200);

    const S = '/api/mobile/products';
    const listed = await call(t.http.get(S).query({ categorySlug: tvs.slug, sort: 'priceAsc' }), 200);
    expect(listed.data.map((c: any) => [c.slug, c.pricing.deal?.discountBps, c.thumbnail?.expiresAt])).toEqual([[tv.slug, 2000, null]]);
    await call(t.http.get(`${S}/search`).query({ q: 'lumo cinema', limit: 5 }), 200);
    await call(t.http.get(`${S}/search`).query({ limit: 101 }), 400);
    await call(t.http.get(`${S}/suggestions`).query({ q: 'lum' }), 200);
    expect((await call(t.http.get(`${S}/discovery/deals`), 200)).data.map((c: any) => c.id)).toEqual([tv.publicId]);
    await call(t.http.get(`${S}/discovery/featured`).query({ limit: 1 }), 200);
    await call(t.http.get(`${S}/discovery/on-sale`), 404);
    const detail = (await call(t.http.get(`${S}/${tv.slug}`), 200)).data;
    expect([detail.variants.length, detail.gallery.length, detail.videos.length, detail.attachments.length, detail.tags.length, detail.seo?.id]).toEqual([
      2,
      1,
      2,
      1,
      1,
      seoId,
    ]);
    await call(t.http.get(`${S}/no-such-product`), 404);
  });

  it('uploads: admin and customer', async () => {
    const file = await png();
    const single = (
      await call(
        t.http.post('/api/upload').set(admin()).query({ uploadType: 'image' }).attach('file', file, { filename: 'a.png', contentType: 'image/png' }),
        200,
      )
    ).data;
    await call(
      t.http
        .post('/api/upload/multiple')
        .set(admin())
        .query({ uploadType: 'landing' })
        .attach('files', file, { filename: 'b.png', contentType: 'image/png' })
        .attach('files', file, { filename: 'c.png', contentType: 'image/png' }),
      200,
    );
    await call(t.http.get(`/api/upload/signed-url/${single.relativePath}`).set(admin()), 200);
    await call(
      t.http
        .post('/api/upload/signed-urls')
        .set(admin())
        .send({ keys: [single.relativePath] }),
      200,
    );
    await call(t.http.get(`/api/upload/file/${single.relativePath}`).set(admin()), 200);
    await call(
      t.http.post('/api/upload').set(admin()).query({ uploadType: 'nope' }).attach('file', file, { filename: 'a.png', contentType: 'image/png' }),
      400,
    );

    const customer = (
      await call(t.http.post('/api/mobile/auth/register').send({ name: 'Cy Buyer', email: 'cy@shop.test', password: 'customer-password-1' }), 201)
    ).data;
    const shopper = bearer(customer.tokens.accessToken);
    const avatar = (
      await call(
        t.http.post('/api/mobile/uploads').set(shopper).query({ uploadType: 'avatar' }).attach('file', file, { filename: 'me.png', contentType: 'image/png' }),
        200,
      )
    ).data;
    const own = (
      await call(
        t.http.post('/api/mobile/uploads').set(shopper).query({ uploadType: 'image' }).attach('file', file, { filename: 'i.png', contentType: 'image/png' }),
        200,
      )
    ).data;
    await call(t.http.get(`/api/mobile/uploads/signed-url/${own.relativePath}`).set(shopper), 200);
    expect(avatar.expiresAt).toBeNull();
  });

  it('toured every operation of the plugins above', () => {
    const toured = availablePlugins.filter((p) => TOURED_PLUGINS.includes(p.name));
    const ops = operations(
      apiDocument(
        toured.flatMap((p) => p.controllers ?? []),
        PUBLIC_BASE_URL,
      ),
    );
    expect(toured).toHaveLength(TOURED_PLUGINS.length);
    expect(ops.filter(({ op }) => !conforms.checked.has(op.operationId)).map(({ key }) => key)).toEqual([]);
  });
});
