import { bootApp, type TestApp } from '../support/app.js';
import { adminWith, bearer, login, SUPERADMIN, SUPERADMIN_ENV } from '../support/auth.js';
import { BLOG_PLUGINS, blogApi, blogTableCounts } from './support.js';

let t: TestApp;
let root: string;
let api: ReturnType<typeof blogApi>;
beforeAll(async () => {
  t = await bootApp({ env: SUPERADMIN_ENV, available: BLOG_PLUGINS });
  root = (await login(t, SUPERADMIN.email, SUPERADMIN.password)).accessToken;
  api = blogApi(t, root);
});
afterAll(async () => t?.close());

const ERROR = (statusCode: number, errorCode: string) => ({ statusCode, errorCode, message: expect.any(String) });

describe('blog posts: admin writes', () => {
  it('creates a post with FAQs, CTA and videos, sanitising the body, with integer ids and the author', async () => {
    const category = await api.createCategory({ name: 'Buying Guides', description: 'How to choose' });
    expect(category).toMatchObject({ id: expect.any(Number), slug: 'buying-guides' });
    const seoId = await api.createSeo();
    const res = await t.http
      .post('/api/admin/blog/posts')
      .set(bearer(root))
      .send({
        title: 'How to Pick a Laptop',
        excerpt: 'Short version',
        heroIntro: 'Intro',
        body: '<p onclick="steal()">Hello <a href="javascript:alert(1)">x</a><a href="https://ok.example/">ok</a><script>alert(1)</script><img src="https://img.example/a.png" onerror="x()"></p>',
        featuredImageUrl: '/images/laptop.webp',
        featuredImageAlt: 'A laptop',
        displayDate: '2026-01-05T10:00:00.000Z',
        categoryId: category.id,
        seoId,
        faqs: [
          { question: 'Second?', answer: 'B', position: 2 },
          { question: 'First?', answer: 'A', position: 1 },
        ],
        cta: { ctaTitle: 'Shop laptops', ctaButtonLabel: 'Shop', ctaButtonLink: '/c/laptops', position: 3 },
        videos: [{ title: 'Review', videoUrl: 'https://video.example/v1', seoId, description: 'A review', thumbnailUrl: '/t.webp', position: 0 }],
      })
      .expect(201);
    const post = res.body.data;
    expect(post).toMatchObject({
      id: expect.any(Number),
      title: 'How to Pick a Laptop',
      slug: 'how-to-pick-a-laptop',
      status: 'draft',
      publishedAt: null,
      categoryId: category.id,
      categoryName: 'Buying Guides',
      categorySlug: 'buying-guides',
      seoId,
      authorName: 'Superadmin',
      displayDate: '2026-01-05T10:00:00.000Z',
      cta: { ctaTitle: 'Shop laptops', ctaButtonLabel: 'Shop', ctaButtonLink: '/c/laptops', position: 3 },
      previousSlugs: [],
    });
    expect(post.body).toBe('<p>Hello <a>x</a><a href="https://ok.example/">ok</a><img src="https://img.example/a.png" /></p>');
    expect(post.faqs).toEqual([
      { id: expect.any(Number), question: 'First?', answer: 'A', position: 1 },
      { id: expect.any(Number), question: 'Second?', answer: 'B', position: 2 },
    ]);
    expect(post.videos).toEqual([
      { id: expect.any(Number), title: 'Review', videoUrl: 'https://video.example/v1', seoId, description: 'A review', thumbnailUrl: '/t.webp', position: 0 },
    ]);
    const again = await api.getPost(post.id).expect(200);
    expect(again.body.data).toEqual(post);
  });

  it('records the creating admin as author, and a permission-less admin is refused', async () => {
    const writer = await adminWith(t, root, ['Blog_READ', 'Blog_CREATE']);
    const created = await t.http.post('/api/admin/blog/posts').set(bearer(writer)).send({ title: 'By a writer' }).expect(201);
    expect(created.body.data.authorName).toBe('Admin');
    const reader = await adminWith(t, root, ['Blog_READ']);
    const refused = await t.http.post('/api/admin/blog/posts').set(bearer(reader)).send({ title: 'Nope' }).expect(403);
    expect(refused.body).toEqual(ERROR(403, 'FORBIDDEN'));
    await t.http.post(`/api/admin/blog/posts/${created.body.data.id}/publish`).set(bearer(writer)).expect(403);
    await t.http.get('/api/admin/blog/posts').expect(401);
  });

  it('refuses bad input with the right code and changes nothing', async () => {
    const before = await blogTableCounts(t);
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{}, 400, 'VALIDATION_FAILED'],
      [{ title: 'x', slug: 'Not A Slug' }, 400, 'VALIDATION_FAILED'],
      [{ title: 'x', slug: 'categories' }, 400, 'VALIDATION_FAILED'],
      [{ title: '!!!' }, 400, 'VALIDATION_FAILED'],
      [{ title: 'x', status: 'archived' }, 400, 'VALIDATION_FAILED'],
      [{ title: 'x', categoryId: '1' }, 400, 'VALIDATION_FAILED'],
      [{ title: 'x', categoryId: 1.5 }, 400, 'VALIDATION_FAILED'],
      [{ title: 'x', featuredImageUrl: 'javascript:alert(1)' }, 400, 'VALIDATION_FAILED'],
      [{ title: 'x', displayDate: 'yesterday' }, 400, 'VALIDATION_FAILED'],
      [{ title: 'x', faqs: [{ question: 'q' }] }, 400, 'VALIDATION_FAILED'],
      [{ title: 'x', faqs: [{ question: 'q', answer: 'a', extra: 1 }] }, 400, 'VALIDATION_FAILED'],
      [{ title: 'x', cta: { ctaTitle: 't', ctaButtonLabel: 'l', ctaButtonLink: '//evil.example' } }, 400, 'VALIDATION_FAILED'],
      [{ title: 'x', videos: Array.from({ length: 21 }, (_, i) => ({ title: `v${i}`, videoUrl: 'https://v.example/' })) }, 400, 'VALIDATION_FAILED'],
      [{ title: 'x', authorName: 'Someone else' }, 400, 'VALIDATION_FAILED'],
      [{ title: 'x', categoryId: 999999 }, 404, 'BLOG_CATEGORY_NOT_FOUND'],
      [{ title: 'x', seoId: '0190a6f0-0000-7000-8000-000000000000' }, 400, 'BLOG_SEO_NOT_FOUND'],
      [{ title: 'x', videos: [{ title: 'v', videoUrl: 'https://v.example/', seoId: '0190a6f0-0000-7000-8000-000000000001' }] }, 400, 'BLOG_SEO_NOT_FOUND'],
    ];
    for (const [body, status, code] of cases) {
      const res = await t.http.post('/api/admin/blog/posts').set(bearer(root)).send(body);
      expect({ body, status: res.status, code: res.body.errorCode }).toEqual({ body, status, code });
    }
    expect(await blogTableCounts(t)).toEqual(before);
  });

  it('accepts exactly 20 videos', async () => {
    const videos = Array.from({ length: 20 }, (_, i) => ({ title: `v${i}`, videoUrl: `https://v.example/${i}` }));
    const post = await api.createPost({ title: 'Twenty videos', videos });
    expect(post.videos.map((v: any) => v.position)).toEqual([...Array(20).keys()]);
  });

  it('PUT changes only the given fields and replaces FAQs, CTA and videos as wholes', async () => {
    const post = await api.createPost({
      title: 'Partial',
      excerpt: 'keep me',
      faqs: [{ question: 'q1', answer: 'a1' }],
      cta: { ctaTitle: 'c', ctaButtonLabel: 'b', ctaButtonLink: 'https://shop.example/x' },
      videos: [{ title: 'v', videoUrl: 'https://v.example/1' }],
    });
    const renamed = await api.put(post.id, { title: 'Partial renamed' }).expect(200);
    expect(renamed.body.data).toMatchObject({
      title: 'Partial renamed',
      excerpt: 'keep me',
      slug: 'partial',
      faqs: [{ question: 'q1' }],
      cta: { ctaTitle: 'c', position: 0 },
    });
    const replaced = await api
      .put(post.id, {
        faqs: [
          { question: 'q2', answer: 'a2' },
          { question: 'q3', answer: 'a3' },
        ],
        excerpt: null,
      })
      .expect(200);
    expect(replaced.body.data.faqs.map((f: any) => f.question)).toEqual(['q2', 'q3']);
    expect(replaced.body.data.excerpt).toBeNull();
    expect(replaced.body.data.videos).toHaveLength(1);
    const cleared = await api.put(post.id, { faqs: [], videos: [], cta: null }).expect(200);
    expect(cleared.body.data).toMatchObject({ faqs: [], videos: [], cta: null, title: 'Partial renamed' });
    const [{ n }] = await t.bazaar.dataSource.query(`SELECT count(*)::int AS n FROM blog_post_faqs WHERE post_id = $1`, [post.id]);
    expect(n).toBe(0);

    const nulls = await api.put(post.id, { title: null }).expect(400);
    expect(nulls.body.errorCode).toBe('VALIDATION_FAILED');
    await api.put(post.id, { faqs: null }).expect(400);
    await api.put(999999, { title: 'ghost' }).expect(404);
    const badId = await t.http.put('/api/admin/blog/posts/abc').set(bearer(root)).send({ title: 'x' }).expect(400);
    expect(badId.body.errorCode).toBe('VALIDATION_FAILED');
  });

  it('a failing PUT leaves the post as it was (atomic)', async () => {
    const post = await api.createPost({ title: 'Atomic', faqs: [{ question: 'keep', answer: 'a' }] });
    const before = (await api.getPost(post.id).expect(200)).body.data;
    const res = await api.put(post.id, { title: 'Changed', faqs: [], seoId: '0190a6f0-0000-7000-8000-000000000002' }).expect(400);
    expect(res.body.errorCode).toBe('BLOG_SEO_NOT_FOUND');
    expect((await api.getPost(post.id).expect(200)).body.data).toEqual(before);
  });

  it('keeps slug history: a new slug retires the old one, which no other post may take', async () => {
    const post = await api.createPost({ title: 'Old Name' });
    const moved = await api.put(post.id, { slug: 'new-name' }).expect(200);
    expect(moved.body.data).toMatchObject({ slug: 'new-name', previousSlugs: ['old-name'] });
    const taken = await t.http.post('/api/admin/blog/posts').set(bearer(root)).send({ title: 'Old Name' }).expect(409);
    expect(taken.body).toEqual(ERROR(409, 'BLOG_POST_SLUG_ALREADY_EXISTS'));
    const current = await t.http.post('/api/admin/blog/posts').set(bearer(root)).send({ title: 'x', slug: 'new-name' }).expect(409);
    expect(current.body.errorCode).toBe('BLOG_POST_SLUG_ALREADY_EXISTS');
    // moving back to a slug it held before is fine
    const back = await api.put(post.id, { slug: 'old-name' }).expect(200);
    expect(back.body.data).toMatchObject({ slug: 'old-name', previousSlugs: ['new-name'] });
  });

  it('publish sets publishedAt; publish twice or unpublish a draft is refused; unpublish goes back to draft', async () => {
    const post = await api.createPost({ title: 'Lifecycle' });
    const wrong = await api.unpublish(post.id).expect(400);
    expect(wrong.body).toEqual(ERROR(400, 'BLOG_POST_INVALID_STATUS_TRANSITION'));
    const published = await api.publish(post.id).expect(200);
    expect(published.body.data).toMatchObject({ status: 'published', publishedAt: expect.any(String) });
    const twice = await api.publish(post.id).expect(400);
    expect(twice.body.errorCode).toBe('BLOG_POST_INVALID_STATUS_TRANSITION');
    const draft = await api.unpublish(post.id).expect(200);
    expect(draft.body.data).toMatchObject({ status: 'draft', publishedAt: null });
    await api.publish(999999).expect(404);
    const created = await api.createPost({ title: 'Born published', status: 'published' });
    expect(created).toMatchObject({ status: 'published', publishedAt: expect.any(String) });
  });

  it('two racing publishes of one draft: exactly one wins', async () => {
    const post = await api.createPost({ title: 'Race to publish' });
    const results = await Promise.all([api.publish(post.id), api.publish(post.id), api.publish(post.id)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 400, 400]);
  });

  it('PUT status follows the same transitions: draft -> published sets publishedAt, same status is a no-op', async () => {
    const post = await api.createPost({ title: 'Put status', displayDate: '2026-01-01T00:00:00Z' });
    const published = await api.put(post.id, { status: 'published', displayDate: null }).expect(200);
    expect(published.body.data).toMatchObject({ status: 'published', publishedAt: expect.any(String), displayDate: null });
    const same = await api.put(post.id, { status: 'published' }).expect(200);
    expect(same.body.data.publishedAt).toBe(published.body.data.publishedAt);
    const draft = await api.put(post.id, { status: 'draft' }).expect(200);
    expect(draft.body.data).toMatchObject({ status: 'draft', publishedAt: null });
  });

  it('racing PUTs replacing the FAQs: the result is one whole set, never a mix', async () => {
    const post = await api.createPost({ title: 'Racing FAQs' });
    const set = (tag: string) => Array.from({ length: 5 }, (_, i) => ({ question: `${tag}${i}`, answer: tag }));
    const results = await Promise.all([api.put(post.id, { faqs: set('a') }), api.put(post.id, { faqs: set('b') }), api.put(post.id, { faqs: set('c') })]);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    const faqs = (await api.getPost(post.id).expect(200)).body.data.faqs;
    expect(faqs).toHaveLength(5);
    expect(new Set(faqs.map((f: any) => f.answer)).size).toBe(1);
  });

  it('two racing creates with one slug: one 201, the other 409', async () => {
    const send = () => t.http.post('/api/admin/blog/posts').set(bearer(root)).send({ title: 'Racing slug' });
    const results = await Promise.all([send(), send()]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.status === 409)!.body.errorCode).toBe('BLOG_POST_SLUG_ALREADY_EXISTS');
  });

  it('deletes a post with its FAQs and videos and frees its slugs', async () => {
    const post = await api.createPost({ title: 'Doomed', faqs: [{ question: 'q', answer: 'a' }], videos: [{ title: 'v', videoUrl: 'https://v.example/' }] });
    await api.put(post.id, { slug: 'doomed-2' }).expect(200);
    await t.http.delete(`/api/admin/blog/posts/${post.id}`).set(bearer(root)).expect(200);
    await api.getPost(post.id).expect(404);
    const again = await t.http.delete(`/api/admin/blog/posts/${post.id}`).set(bearer(root)).expect(404);
    expect(again.body.errorCode).toBe('BLOG_POST_NOT_FOUND');
    const [{ faqs, videos }] = await t.bazaar.dataSource.query(
      `SELECT (SELECT count(*)::int FROM blog_post_faqs WHERE post_id = $1) AS faqs, (SELECT count(*)::int FROM blog_post_videos WHERE post_id = $1) AS videos`,
      [post.id],
    );
    expect({ faqs, videos }).toEqual({ faqs: 0, videos: 0 });
    expect((await api.createPost({ title: 'Doomed' })).slug).toBe('doomed');
  });
});

describe('blog posts: admin list', () => {
  let catA: number;
  let catB: number;
  beforeAll(async () => {
    catA = (await api.createCategory({ name: 'List A' })).id;
    catB = (await api.createCategory({ name: 'List B' })).id;
    await api.createPost({ title: 'Zebra listing', categoryId: catA, status: 'published', displayDate: '2025-01-01T00:00:00Z' });
    await api.createPost({ title: 'Alpha listing', categoryId: catA, excerpt: 'about zebras too', displayDate: '2025-03-01T00:00:00Z' });
    await api.createPost({ title: 'Mid listing', categoryId: catB, status: 'published', displayDate: '2025-02-01T00:00:00Z' });
  });
  const list = (query: Record<string, unknown>) => t.http.get('/api/admin/blog/posts').query(query).set(bearer(root));

  it('filters by category, status and search; pages with count/currentPage/totalPage', async () => {
    const a = await list({ categoryId: catA, sort: 'title', order: 'asc' }).expect(200);
    expect(a.body.data.map((p: any) => p.title)).toEqual(['Alpha listing', 'Zebra listing']);
    expect(a.body).toMatchObject({ count: 2, currentPage: 1, totalPage: 1, errorCode: null });
    const published = await list({ categoryId: catA, status: 'published' }).expect(200);
    expect(published.body.data.map((p: any) => p.title)).toEqual(['Zebra listing']);
    const search = await list({ search: 'zebra', sort: 'title', order: 'asc' }).expect(200);
    expect(search.body.data.map((p: any) => p.title)).toEqual(['Alpha listing', 'Zebra listing']);
    const paged = await list({ search: 'listing', size: 2, page: 2, sort: 'displayDate', order: 'desc' }).expect(200);
    expect(paged.body).toMatchObject({ count: 3, currentPage: 2, totalPage: 2 });
    expect(paged.body.data.map((p: any) => p.title)).toEqual(['Zebra listing']);
    const all = await list({ search: 'listing', pagination: false }).expect(200);
    expect(all.body).toMatchObject({ count: 3, currentPage: 1, totalPage: 1 });
    expect(all.body.data).toHaveLength(3);
    expect(all.body.data[0]).not.toHaveProperty('body');
  });

  it('sorts by default on updatedAt desc', async () => {
    const res = await list({ search: 'listing' }).expect(200);
    const stamps = res.body.data.map((p: any) => Date.parse(p.updatedAt));
    expect(stamps).toEqual([...stamps].sort((x, y) => y - x));
  });

  it('refuses a short search, an unknown sort, a size over 100, a bad status or categoryId', async () => {
    for (const query of [{ search: 'z' }, { search: ' z ' }, { sort: 'body' }, { size: 101 }, { status: 'gone' }, { categoryId: 'x' }, { order: 'up' }]) {
      const res = await list(query);
      expect({ query, status: res.status, code: res.body.errorCode }).toEqual({ query, status: 400, code: 'VALIDATION_FAILED' });
    }
    await list({ size: 100 }).expect(200);
  });
});

describe('blog categories: admin', () => {
  it('creates, reads, renames with slug history, lists with post counts', async () => {
    const c = await api.createCategory({ name: 'Café Culture' });
    expect(c).toMatchObject({ slug: 'cafe-culture', description: null, postCount: 0 });
    await api.createPost({ title: 'In the cafe', categoryId: c.id });
    const renamed = await t.http.put(`/api/admin/blog/categories/${c.id}`).set(bearer(root)).send({ slug: 'coffee', description: 'Beans' }).expect(200);
    expect(renamed.body.data).toMatchObject({ name: 'Café Culture', slug: 'coffee', description: 'Beans', postCount: 1, previousSlugs: ['cafe-culture'] });
    const taken = await t.http.post('/api/admin/blog/categories').set(bearer(root)).send({ name: 'Cafe culture' }).expect(409);
    expect(taken.body).toEqual(ERROR(409, 'BLOG_CATEGORY_SLUG_ALREADY_EXISTS'));
    const other = await api.createCategory({ name: 'Tea' });
    const clash = await t.http.put(`/api/admin/blog/categories/${other.id}`).set(bearer(root)).send({ slug: 'coffee' }).expect(409);
    expect(clash.body.errorCode).toBe('BLOG_CATEGORY_SLUG_ALREADY_EXISTS');
    const list = await t.http.get('/api/admin/blog/categories').query({ search: 'coffee' }).set(bearer(root)).expect(200);
    expect(list.body).toMatchObject({ count: 1, data: [{ id: c.id, postCount: 1 }] });
    await t.http.get('/api/admin/blog/categories/999999').set(bearer(root)).expect(404);
    const bad = await t.http.post('/api/admin/blog/categories').set(bearer(root)).send({ name: '' }).expect(400);
    expect(bad.body.errorCode).toBe('VALIDATION_FAILED');
  });

  it('refuses to delete a category with posts (draft ones too); deletes an empty one', async () => {
    const c = await api.createCategory({ name: 'Soon empty' });
    const post = await api.createPost({ title: 'Holding it', categoryId: c.id });
    const refused = await t.http.delete(`/api/admin/blog/categories/${c.id}`).set(bearer(root)).expect(409);
    expect(refused.body).toEqual(ERROR(409, 'BLOG_CATEGORY_NOT_EMPTY'));
    await api.put(post.id, { categoryId: null }).expect(200);
    await t.http.delete(`/api/admin/blog/categories/${c.id}`).set(bearer(root)).expect(200);
    await t.http.get(`/api/admin/blog/categories/${c.id}`).set(bearer(root)).expect(404);
    const gone = await t.http.delete(`/api/admin/blog/categories/${c.id}`).set(bearer(root)).expect(404);
    expect(gone.body.errorCode).toBe('BLOG_CATEGORY_NOT_FOUND');
  });

  it('a delete racing a post being filed in the category: never an orphan, never a 500', async () => {
    for (let i = 0; i < 5; i++) {
      const c = await api.createCategory({ name: `Racing category ${i}` });
      const [del, create] = await Promise.all([
        t.http.delete(`/api/admin/blog/categories/${c.id}`).set(bearer(root)),
        t.http
          .post('/api/admin/blog/posts')
          .set(bearer(root))
          .send({ title: `Racing post ${i}`, categoryId: c.id }),
      ]);
      const outcome = `${del.status}/${create.status}`;
      expect(['200/404', '409/201']).toContain(outcome);
      const [{ orphans }] = await t.bazaar.dataSource.query(
        `SELECT count(*)::int AS orphans FROM blog_posts p WHERE p.category_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM blog_categories c WHERE c.id = p.category_id)`,
      );
      expect(orphans).toBe(0);
    }
  });
});
