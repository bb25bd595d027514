import { bootWithPanel, pageState, panelLogin, type Agent } from '../admin/support/panel.js';
import { fetchUrl, png } from '../uploads/fixtures.js';
import type { TestApp } from '../support/app.js';
import { adminWith, bearer, login, SUPERADMIN } from '../support/auth.js';

let t: TestApp;
let root: string;
let su: Agent;
beforeAll(async () => {
  t = await bootWithPanel();
  root = (await login(t, SUPERADMIN.email, SUPERADMIN.password)).accessToken;
  su = await panelLogin(t, SUPERADMIN.email, SUPERADMIN.password);
});
afterAll(async () => t?.close());

describe('SEO records in the admin panel', () => {
  it('creates through the service with the route validation, edits, deletes and restores', async () => {
    const bad = await su
      .post('/admin/api/resources/Seo/actions/new')
      .type('form')
      .send({ title: 'Bad', canonicalUrl: 'not-a-url', robots: 'index,follow' })
      .expect(200);
    expect(bad.body.record.errors.canonicalUrl).toBeDefined();
    expect((await t.http.get('/api/admin/seo').query({ search: 'Bad' }).set(bearer(root)).expect(200)).body.data).toEqual([]);

    const created = await su
      .post('/admin/api/resources/Seo/actions/new')
      .type('form')
      .send({ title: 'Panel page', description: '', canonicalUrl: 'https://shop.example.com/p', robots: 'noindex,follow', ogImageUrl: '' })
      .expect(200);
    expect(created.body.notice).toMatchObject({ type: 'success' });
    const id = created.body.record.params.id;
    const api = await t.http.get(`/api/admin/seo/${id}`).set(bearer(root)).expect(200);
    expect(api.body.data).toMatchObject({ title: 'Panel page', description: null, robots: 'noindex,follow', ogImageUrl: null });

    const edited = await su
      .post(`/admin/api/resources/Seo/records/${id}/edit`)
      .type('form')
      .send({ title: 'Panel page 2', description: 'd', canonicalUrl: '', robots: 'noindex,follow', ogImageUrl: '/public/landing/x.webp' })
      .expect(200);
    expect(edited.body.notice).toMatchObject({ type: 'success' });
    const after = (await t.http.get(`/api/admin/seo/${id}`).set(bearer(root)).expect(200)).body.data;
    expect(after).toMatchObject({ title: 'Panel page 2', description: 'd', canonicalUrl: null, ogImageUrl: '/public/landing/x.webp' });

    await su.post(`/admin/api/resources/Seo/records/${id}/delete`).expect(200);
    const deleted = await su.get('/admin/api/resources/Seo/actions/list').query({ 'filters.deleted': 'true' }).expect(200);
    expect(deleted.body.records.map((r: any) => r.id)).toEqual([id]);
    expect(deleted.body.records[0].recordActions.map((a: any) => a.name)).toContain('restore');
    const restored = await su.post(`/admin/api/resources/Seo/records/${id}/restore`).expect(200);
    expect(restored.body.notice).toMatchObject({ type: 'success' });
    expect((await t.http.get(`/api/admin/seo/${id}`).set(bearer(root)).expect(200)).body.data.deletedAt).toBeNull();
  });

  it('gates the resource by Seo permissions', async () => {
    const email = `seo${Date.now()}@bazaar.test`;
    await adminWith(t, root, ['Seo_READ'], email);
    const reader = await panelLogin(t, email, 'admin-password-1');
    const listed = await reader.get('/admin/api/resources/Seo/actions/list').expect(200);
    expect(listed.body.notice).toBeUndefined();
    expect(listed.body.records.length).toBeGreaterThan(0);
    const refused = await reader.post('/admin/api/resources/Seo/actions/new').type('form').send({ title: 'sneaky' }).expect(200);
    expect(refused.body.notice).toMatchObject({ type: 'error' });
    expect((await t.http.get('/api/admin/seo').query({ search: 'sneaky' }).set(bearer(root)).expect(200)).body.data).toEqual([]);
  });

  it('the Open Graph image field uploads a public image and its URL is what the record stores', async () => {
    const state = pageState((await su.get('/admin').expect(200)).text);
    const field = state.resources.find((r: any) => r.id === 'Seo').editProperties.find((p: any) => p.propertyPath === 'ogImageUrl');
    expect(field).toMatchObject({ components: { edit: 'ImageUpload' }, custom: { imageUpload: { uploadType: 'landing', store: 'url' } } });

    // what the field does in the browser: upload to the media library, then save the answered URL
    const upload = await su
      .post('/admin/api/resources/Media/actions/new')
      .field('uploadType', field.custom.imageUpload.uploadType)
      .field('optimize', 'true')
      .attach('file', await png(), { filename: 'og.png', contentType: 'image/png' })
      .expect(200);
    expect(upload.body.notice).toMatchObject({ type: 'success' });
    const url = upload.body.record.params[field.custom.imageUpload.store];
    const created = await su.post('/admin/api/resources/Seo/actions/new').type('form').send({ title: 'With image', ogImageUrl: url }).expect(200);
    expect(created.body.notice).toMatchObject({ type: 'success' });
    const stored = (await t.http.get(`/api/admin/seo/${created.body.record.params.id}`).set(bearer(root)).expect(200)).body.data;
    expect(stored.ogImageUrl).toBe(url);
    const file = await fetchUrl(t, stored.ogImageUrl);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
  });
});
