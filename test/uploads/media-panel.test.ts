import sharp from 'sharp';
import { bootWithPanel, panelLogin, type Agent } from '../admin/support/panel.js';
import type { TestApp } from '../support/app.js';
import { adminWith, bearer, login, SUPERADMIN } from '../support/auth.js';
import { fetchUrl, png } from './fixtures.js';

let t: TestApp;
let root: string;
let su: Agent;
beforeAll(async () => {
  t = await bootWithPanel();
  root = (await login(t, SUPERADMIN.email, SUPERADMIN.password)).accessToken;
  su = await panelLogin(t, SUPERADMIN.email, SUPERADMIN.password);
});
afterAll(async () => t?.close());

const NEW = '/admin/api/resources/Media/actions/new';

describe('media library in the admin panel', () => {
  it('uploads through the panel session with the API checks and answers the relativePath and URL', async () => {
    const res = await su
      .post(NEW)
      .field('uploadType', 'landing')
      .attach('file', await png(12, 6), { filename: 'hero.png', contentType: 'image/png' })
      .expect(200);
    expect(res.body.notice).toMatchObject({ type: 'success' });
    const params = res.body.record.params;
    expect(params).toMatchObject({ originalName: 'hero.png', uploadType: 'landing', mimeType: 'image/webp', isPublic: true, ownerKind: 'admin' });
    expect(params.relativePath).toMatch(/^public\/landing\/[0-9a-f-]{36}\.webp$/);
    expect(Object.keys(params).some((k) => k.startsWith('file'))).toBe(false);
    const got = await fetchUrl(t, params.url);
    expect((await sharp(got.body).metadata()).width).toBe(12);

    const listed = await su.get('/admin/api/resources/Media/actions/list').query({ 'filters.originalName': 'hero' }).expect(200);
    expect(listed.body.records.map((r: any) => r.params.relativePath)).toEqual([params.relativePath]);
  });

  it('refuses a file that fails the allowlist, or no file, and stores nothing', async () => {
    const before = (await t.bazaar.dataSource.query(`SELECT count(*)::int AS n FROM uploaded_files`))[0].n;
    const bad = await su
      .post(NEW)
      .field('uploadType', 'image')
      .attach('file', Buffer.from('not an image'), { filename: 'x.png', contentType: 'image/png' })
      .expect(200);
    expect(bad.body.notice).toMatchObject({ type: 'error' });
    const none = await su.post(NEW).field('uploadType', 'image').expect(200);
    expect(none.body.notice).toMatchObject({ type: 'error' });
    expect(none.body.record.errors.file).toBeDefined();
    const after = (await t.bazaar.dataSource.query(`SELECT count(*)::int AS n FROM uploaded_files`))[0].n;
    expect(after).toBe(before);
  });

  it('lists API uploads too, and is gated by Uploads_READ / Uploads_CREATE', async () => {
    const api = await t.http
      .post('/api/upload')
      .query({ uploadType: 'file' })
      .set(bearer(root))
      .attach('file', Buffer.from('a,b\n1,2\n'), { filename: 'api-sheet.csv', contentType: 'text/csv' })
      .expect(200);
    const rows = await su.get('/admin/api/resources/Media/actions/list').query({ 'filters.originalName': 'api-sheet' }).expect(200);
    expect(rows.body.records[0].params).toMatchObject({ relativePath: api.body.data.relativePath, isPublic: false, url: null });

    const email = `media${Date.now()}@bazaar.test`;
    await adminWith(t, root, ['Uploads_READ'], email);
    const reader = await panelLogin(t, email, 'admin-password-1');
    const listed = await reader.get('/admin/api/resources/Media/actions/list').expect(200);
    expect(listed.body.notice).toBeUndefined();
    expect(listed.body.records.length).toBeGreaterThan(0);
    const refused = await reader
      .post(NEW)
      .attach('file', await png(), { filename: 'r.png', contentType: 'image/png' })
      .expect(200);
    expect(refused.body.notice).toMatchObject({ type: 'error' });
    const rows2 = await su.get('/admin/api/resources/Media/actions/list').query({ 'filters.originalName': 'r.png' }).expect(200);
    expect(rows2.body.records).toEqual([]);
  });
});
