import { bootWithPanel, panelLogin, type Agent } from '../admin/support/panel.js';
import type { TestApp } from '../support/app.js';
import { adminWith, login, SUPERADMIN } from '../support/auth.js';
import { BLOG_PLUGINS, blogApi } from './support.js';

let t: TestApp;
let root: string;
let su: Agent;
let api: ReturnType<typeof blogApi>;
beforeAll(async () => {
  t = await bootWithPanel({ available: BLOG_PLUGINS });
  root = (await login(t, SUPERADMIN.email, SUPERADMIN.password)).accessToken;
  api = blogApi(t, root);
  su = await panelLogin(t, SUPERADMIN.email, SUPERADMIN.password);
});
afterAll(async () => t?.close());

describe('blog in the admin panel', () => {
  it('creates a category and a post through the services (slug, sanitised body, author)', async () => {
    const category = await su
      .post('/admin/api/resources/BlogCategories/actions/new')
      .type('form')
      .send({ name: 'Panel News', description: 'From the panel' })
      .expect(200);
    expect(category.body.notice).toMatchObject({ type: 'success' });
    expect(category.body.record.params).toMatchObject({ name: 'Panel News', slug: 'panel-news' });
    const categoryId = category.body.record.params.id;

    const post = await su
      .post('/admin/api/resources/BlogPosts/actions/new')
      .type('form')
      .send({
        title: 'Panel Post',
        body: '<p>ok<script>alert(1)</script></p>',
        categoryId,
        excerpt: '',
        displayDate: '2026-04-01T09:00:00.000Z',
      })
      .expect(200);
    expect(post.body.notice).toMatchObject({ type: 'success' });
    const id = Number(post.body.record.params.id);
    const stored = (await api.getPost(id).expect(200)).body.data;
    expect(stored).toMatchObject({
      slug: 'panel-post',
      body: '<p>ok</p>',
      status: 'draft',
      authorName: 'Superadmin',
      categoryId: Number(categoryId),
      excerpt: null,
      displayDate: '2026-04-01T09:00:00.000Z',
    });
    const listed = await su.get('/admin/api/resources/BlogPosts/actions/list').query({ 'filters.categoryId': categoryId }).expect(200);
    expect(listed.body.records.map((r: any) => r.params.title)).toEqual(['Panel Post']);
  });

  it('validates with the route DTOs and keeps the rules (slug taken, category not empty)', async () => {
    const before = (
      await t.http
        .get('/api/admin/blog/posts')
        .set({ Authorization: `Bearer ${root}` })
        .expect(200)
    ).body.count;
    const bad = await su.post('/admin/api/resources/BlogPosts/actions/new').type('form').send({ title: 'Bad', slug: 'Not Valid' }).expect(200);
    expect(bad.body.record.errors.slug).toBeDefined();
    const taken = await su.post('/admin/api/resources/BlogPosts/actions/new').type('form').send({ title: 'Panel Post' }).expect(200);
    expect(taken.body.notice).toMatchObject({ type: 'error' });
    expect(
      (
        await t.http
          .get('/api/admin/blog/posts')
          .set({ Authorization: `Bearer ${root}` })
          .expect(200)
      ).body.count,
    ).toBe(before);

    const [{ id }] = await t.bazaar.dataSource.query(`SELECT id FROM blog_categories WHERE slug = 'panel-news'`);
    const refused = await su.post(`/admin/api/resources/BlogCategories/records/${id}/delete`).expect(200);
    expect(refused.body.notice).toMatchObject({ type: 'error', message: 'The category still has posts' });
    await t.http
      .get(`/api/admin/blog/categories/${id}`)
      .set({ Authorization: `Bearer ${root}` })
      .expect(200);
  });

  it('publishes and unpublishes through the same service; a second publish is refused', async () => {
    const post = await api.createPost({ title: 'Panel Lifecycle' });
    const shown = await su.get(`/admin/api/resources/BlogPosts/records/${post.id}/show`).expect(200);
    const offered = shown.body.record.recordActions.map((a: any) => a.name);
    expect(offered).toContain('publish');
    expect(offered).not.toContain('unpublish');

    const published = await su.post(`/admin/api/resources/BlogPosts/records/${post.id}/publish`).expect(200);
    expect(published.body.notice).toMatchObject({ type: 'success' });
    expect(published.body.record.params.status).toBe('published');
    await t.http.get('/api/blogs/panel-lifecycle').expect(200);

    const again = await su.post(`/admin/api/resources/BlogPosts/records/${post.id}/publish`).expect(200);
    expect(again.body.notice).toMatchObject({ type: 'error' });

    const unpublished = await su.post(`/admin/api/resources/BlogPosts/records/${post.id}/unpublish`).expect(200);
    expect(unpublished.body.notice).toMatchObject({ type: 'success' });
    expect((await api.getPost(post.id).expect(200)).body.data).toMatchObject({ status: 'draft', publishedAt: null });
    await t.http.get('/api/blogs/panel-lifecycle').expect(404);
  });

  it('gates the actions by Blog permissions: a reader can list but not publish or create', async () => {
    const post = await api.createPost({ title: 'Reader Cannot Publish' });
    const email = `reader${Date.now()}@bazaar.test`;
    await adminWith(t, root, ['Blog_READ'], email);
    const reader = await panelLogin(t, email, 'admin-password-1');
    const list = await reader.get('/admin/api/resources/BlogPosts/actions/list').expect(200);
    expect(list.body.records.map((r: any) => Number(r.id))).toContain(post.id);
    const publish = await reader.post(`/admin/api/resources/BlogPosts/records/${post.id}/publish`);
    expect(publish.status).toBe(200);
    expect(publish.body.record.baseError).toMatchObject({ type: 'ForbiddenError' });
    await reader.post('/admin/api/resources/BlogCategories/actions/new').type('form').send({ name: 'Sneaky' }).expect(200);
    expect((await api.getPost(post.id).expect(200)).body.data.status).toBe('draft');
    const [{ n }] = await t.bazaar.dataSource.query(`SELECT count(*)::int AS n FROM blog_categories WHERE name = 'Sneaky'`);
    expect(n).toBe(0);
  });

  it('edits a post: an emptied optional field is cleared, the body stays sanitised', async () => {
    const post = await api.createPost({ title: 'Panel Edit', excerpt: 'to clear' });
    const edited = await su
      .post(`/admin/api/resources/BlogPosts/records/${post.id}/edit`)
      .type('form')
      .send({ title: 'Panel Edited', slug: 'panel-edit', excerpt: '', body: '<p onmouseover="x()">hi</p>' })
      .expect(200);
    expect(edited.body.notice).toMatchObject({ type: 'success' });
    expect((await api.getPost(post.id).expect(200)).body.data).toMatchObject({ title: 'Panel Edited', excerpt: null, body: '<p>hi</p>', slug: 'panel-edit' });
  });

  describe('FAQs, call to action and videos as JSON text', () => {
    const EDIT = (id: number) => `/admin/api/resources/BlogPosts/records/${id}/edit`;
    const faqs = [
      { question: 'Does it ship abroad?', answer: 'Yes, to the EU.' },
      { question: 'Returns?', answer: '30 days', position: 5 },
    ];
    const cta = { ctaTitle: 'Ready?', ctaButtonLabel: 'Shop now', ctaButtonLink: '/shop' };
    const videos = [{ title: 'Unboxing', videoUrl: 'https://video.example.com/v/1', thumbnailUrl: '/api/files/public/thumbnail/t.webp' }];

    it('edits them through the service (replaced as wholes) and shows them as JSON text', async () => {
      const post = await api.createPost({ title: 'Panel Nested' });
      const edited = await su
        .post(EDIT(post.id))
        .type('form')
        .send({ title: 'Panel Nested', faqs: JSON.stringify(faqs), cta: JSON.stringify(cta), videos: JSON.stringify(videos) })
        .expect(200);
      expect(edited.body.notice).toMatchObject({ type: 'success' });
      const stored = (await api.getPost(post.id).expect(200)).body.data;
      expect(stored.faqs).toMatchObject([
        { question: 'Does it ship abroad?', answer: 'Yes, to the EU.', position: 0 },
        { question: 'Returns?', answer: '30 days', position: 5 },
      ]);
      expect(stored.cta).toEqual({ ...cta, position: 0 });
      expect(stored.videos).toMatchObject([
        { title: 'Unboxing', videoUrl: videos[0]!.videoUrl, thumbnailUrl: videos[0]!.thumbnailUrl, seoId: null, description: null, position: 0 },
      ]);

      const shown = (await su.get(`/admin/api/resources/BlogPosts/records/${post.id}/show`).expect(200)).body.record.params;
      expect(JSON.parse(shown.faqs)).toEqual(stored.faqs.map(({ id: _id, ...f }: any) => f));
      expect(JSON.parse(shown.cta)).toEqual(stored.cta);
      expect(JSON.parse(shown.videos)).toEqual(stored.videos.map(({ id: _id, ...v }: any) => v));

      // the form sends the shown text back untouched: the sets are not rewritten (their ids stay)
      const again = await su
        .post(EDIT(post.id))
        .type('form')
        .send({ title: 'Panel Nested 2', faqs: shown.faqs, cta: shown.cta, videos: shown.videos })
        .expect(200);
      expect(again.body.notice).toMatchObject({ type: 'success' });
      const after = (await api.getPost(post.id).expect(200)).body.data;
      expect(after.title).toBe('Panel Nested 2');
      expect(after.faqs.map((f: any) => f.id)).toEqual(stored.faqs.map((f: any) => f.id));
      expect(after.videos.map((v: any) => v.id)).toEqual(stored.videos.map((v: any) => v.id));

      // emptied text clears: no FAQs, no call to action, no videos
      const cleared = await su.post(EDIT(post.id)).type('form').send({ faqs: '', cta: '', videos: '  ' }).expect(200);
      expect(cleared.body.notice).toMatchObject({ type: 'success' });
      expect((await api.getPost(post.id).expect(200)).body.data).toMatchObject({ faqs: [], cta: null, videos: [] });
    });

    it('creates a post with them', async () => {
      const created = await su
        .post('/admin/api/resources/BlogPosts/actions/new')
        .type('form')
        .send({ title: 'Panel Nested New', faqs: JSON.stringify(faqs.slice(0, 1)), cta: '', videos: '' })
        .expect(200);
      expect(created.body.notice).toMatchObject({ type: 'success' });
      const stored = (await api.getPost(Number(created.body.record.params.id)).expect(200)).body.data;
      expect(stored).toMatchObject({ faqs: [{ question: 'Does it ship abroad?' }], cta: null, videos: [] });
    });

    it('refuses bad JSON and what the DTOs refuse, on the field, changing nothing', async () => {
      const post = await api.createPost({ title: 'Panel Nested Bad', faqs, cta });
      const before = (await api.getPost(post.id).expect(200)).body.data;
      const cases: Array<[Record<string, string>, string, RegExp]> = [
        [{ faqs: '[{"question": "no end"' }, 'faqs', /^faqs is not valid JSON/],
        [{ faqs: JSON.stringify([{ question: '', answer: 'a' }]) }, 'faqs', /^faqs\.0\.question: /],
        [{ faqs: JSON.stringify({ question: 'q', answer: 'a' }) }, 'faqs', /faqs must be an array/],
        [{ faqs: JSON.stringify([{ question: 'q', answer: 'a', extra: 1 }]) }, 'faqs', /^faqs\.0\.extra: property extra should not exist/],
        [{ cta: JSON.stringify({ ctaTitle: 'T', ctaButtonLabel: 'L', ctaButtonLink: 'javascript:alert(1)' }) }, 'cta', /^cta\.ctaButtonLink: /],
        [{ videos: JSON.stringify([{ title: 'V', videoUrl: 'not a url' }]) }, 'videos', /^videos\.0\.videoUrl: /],
        [{ videos: '[[[[[[[[[[1]]]]]]]]]]' }, 'videos', /nests deeper/],
      ];
      for (const [form, field, message] of cases) {
        const res = await su
          .post(EDIT(post.id))
          .type('form')
          .send({ title: 'Changed', ...form })
          .expect(200);
        expect(res.body.notice).toMatchObject({ type: 'error' });
        expect(res.body.record.errors[field]?.message).toMatch(message);
      }
      expect((await api.getPost(post.id).expect(200)).body.data).toEqual(before);
    });

    it('an unknown SEO record of a video is refused by the service as a notice', async () => {
      const post = await api.createPost({ title: 'Panel Nested Seo' });
      const res = await su
        .post(EDIT(post.id))
        .type('form')
        .send({ videos: JSON.stringify([{ title: 'V', videoUrl: '/v.mp4', seoId: '0190c3a4-0000-7000-8000-000000000000' }]) })
        .expect(200);
      expect(res.body.notice).toMatchObject({ type: 'error' });
      expect((await api.getPost(post.id).expect(200)).body.data.videos).toEqual([]);
    });
  });

  it("the featured image field's stored form, a public upload URL, passes the post rules; a bare storage key does not", async () => {
    const post = await api.createPost({ title: 'Panel Image' });
    const url = 'http://localhost:3000/api/files/public/landing/0190c3a4-0000-7000-8000-000000000001.webp';
    const res = await su.post(`/admin/api/resources/BlogPosts/records/${post.id}/edit`).type('form').send({ featuredImageUrl: url }).expect(200);
    expect(res.body.notice).toMatchObject({ type: 'success' });
    expect((await api.getPost(post.id).expect(200)).body.data.featuredImageUrl).toBe(url);
    const refused = await su
      .post(`/admin/api/resources/BlogPosts/records/${post.id}/edit`)
      .type('form')
      .send({ featuredImageUrl: 'public/landing/x.webp' })
      .expect(200);
    expect(refused.body.record.errors.featuredImageUrl).toBeDefined();
  });
});
