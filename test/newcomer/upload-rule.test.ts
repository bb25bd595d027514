import { bootApp, type TestApp } from '../support/app.js';
import { bearer, login, SUPERADMIN, SUPERADMIN_ENV } from '../support/auth.js';
import { png } from '../uploads/fixtures.js';

/*
 * The one rule of upload types (README, "Upload types"): avatar, landing and thumbnail are public (a permanent
 * URL anyone loads); image (the default), file and video are private (signed URLs that expire). A URL field
 * of a record others read takes only what serves to the public.
 */
describe('upload types: any URL a field accepts is one that serves', () => {
  let t: TestApp;
  let auth: Record<string, string>;
  let privateUpload: { relativePath: string; url: string };
  let publicUpload: { relativePath: string; url: string; expiresAt: number | null };

  const upload = async (uploadType?: string) => {
    const res = await t.http
      .post('/api/upload')
      .query(uploadType ? { uploadType } : {})
      .set(auth)
      .attach('file', await png(16, 9), { filename: 'photo.png', contentType: 'image/png' });
    expect(res.status).toBe(200);
    return res.body.data;
  };
  const post = (fields: Record<string, unknown>) =>
    t.http
      .post('/api/admin/blog/posts')
      .set(auth)
      .send({ title: `Post ${Math.random()}`, ...fields });

  beforeAll(async () => {
    t = await bootApp({ env: SUPERADMIN_ENV });
    auth = bearer((await login(t, SUPERADMIN.email, SUPERADMIN.password)).accessToken);
    privateUpload = await upload();
    publicUpload = await upload('landing');
  });
  afterAll(() => t.close());

  it('the default upload type is private; a public type gives a permanent URL that serves to anyone', async () => {
    expect(privateUpload.relativePath).toMatch(/^uploads\/image\//);
    expect(privateUpload.url).toContain('signature=');
    expect(publicUpload).toMatchObject({ relativePath: expect.stringMatching(/^public\/landing\//), expiresAt: null });
    const base = t.bazaar.config.publicBaseUrl;
    const res = await t.http.get(publicUpload.url.replace(base, '')).expect(200);
    expect(res.headers['content-type']).toBe('image/webp');
    // the private file's path without its signature does not serve
    await t.http.get(`/api/files/${privateUpload.relativePath}`).expect(403);
  });

  it('refuses a private file in an image field, however it is written, naming what to store instead', async () => {
    for (const value of [
      privateUpload.url,
      `/${privateUpload.relativePath}`,
      `/api/files/${privateUpload.relativePath}`,
      `${t.bazaar.config.publicBaseUrl}/api/files/${privateUpload.relativePath}`,
    ]) {
      const res = await post({ featuredImageUrl: value });
      expect({ value, status: res.status }).toEqual({ value, status: 400 });
      const problems = res.body.details.flatMap((d: { problems: string[] }) => d.problems).join(' ');
      expect(problems).toMatch(/private file|signed file URL/);
      expect(problems).toContain('landing, thumbnail or avatar');
    }
    const video = await post({ videos: [{ title: 'v', videoUrl: 'https://video.example/v', thumbnailUrl: privateUpload.url }] });
    expect(video.status).toBe(400);
  });

  it("takes a public upload's URL, and the published post's image serves without signing in", async () => {
    const created = await post({ slug: 'public-image', featuredImageUrl: publicUpload.url, status: 'published' });
    expect(created.status).toBe(201);
    const read = await t.http.get('/api/blogs/public-image').expect(200);
    await t.http.get(read.body.data.featuredImageUrl.replace(t.bazaar.config.publicBaseUrl, '')).expect(200);
    // a storefront's own path is still the storefront's business
    expect((await post({ featuredImageUrl: '/images/laptop.webp' })).status).toBe(201);
  });

  it('applies the same rule to the catalog, SEO and page content fields', async () => {
    const category = await t.http
      .post('/api/admin/catalog/categories')
      .set(auth)
      .send({ name: 'Phones', imageUrl: `/${privateUpload.relativePath}` });
    expect(category.status).toBe(400);
    const seo = await t.http.post('/api/admin/seo').set(auth).send({ title: 'x', ogImageUrl: privateUpload.url });
    expect(seo.status).toBe(400);
    const section = await t.http
      .put('/api/admin/content/pages/home/sections/hero')
      .set(auth)
      .send({ payload: { heading: 'Hi', image: { url: privateUpload.url } } });
    expect(section.status).toBe(400);
    expect(JSON.stringify(section.body.details)).toContain('signed file URL');
    const fine = await t.http
      .put('/api/admin/content/pages/home/sections/hero')
      .set(auth)
      .send({ payload: { heading: 'Hi', image: { url: publicUpload.url } } });
    expect(fine.status).toBe(200);
  });
});
