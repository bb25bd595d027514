import { bootApp, type TestApp } from '../support/app.js';
import { login, SUPERADMIN, SUPERADMIN_ENV } from '../support/auth.js';
import { BLOG_PLUGINS, blogApi } from './support.js';

let t: TestApp;
let api: ReturnType<typeof blogApi>;
const SURFACES = ['/api/blogs', '/api/mobile/blogs'];

let guides: { id: number; slug: string };
let news: { id: number; slug: string };
let seoId: string;
let faqPost: Record<string, any>;

beforeAll(async () => {
  t = await bootApp({ env: SUPERADMIN_ENV, available: BLOG_PLUGINS });
  api = blogApi(t, (await login(t, SUPERADMIN.email, SUPERADMIN.password)).accessToken);
  guides = await api.createCategory({ name: 'Guides', description: 'How-tos' });
  news = await api.createCategory({ name: 'News' });
  await api.createCategory({ name: 'Empty for now' });
  seoId = await api.createSeo('Phone guide SEO');
  faqPost = await api.createPost({
    title: 'Choosing a Phone',
    excerpt: 'Which phone suits you',
    heroIntro: 'Hero',
    body: '<p>Body</p>',
    featuredImageUrl: 'https://img.example/phone.webp',
    featuredImageAlt: 'Phone',
    displayDate: '2026-02-01T00:00:00Z',
    categoryId: guides.id,
    seoId,
    faqs: [{ question: 'Is 5G worth it?', answer: 'Usually', position: 0 }],
    cta: { ctaTitle: 'See phones', ctaButtonLabel: 'Shop', ctaButtonLink: '/c/phones', position: 1 },
    videos: [{ title: 'Unboxing', videoUrl: 'https://video.example/u', position: 0 }],
  });
  await api.publish(faqPost.id).expect(200);
  const second = await api.createPost({ title: 'Store Opening', categoryId: news.id, displayDate: '2026-03-01T00:00:00Z' });
  await api.publish(second.id).expect(200);
  const third = await api.createPost({ title: 'Tablet Guide', categoryId: guides.id, excerpt: 'tablets explained' });
  await api.publish(third.id).expect(200);
  await api.createPost({ title: 'Secret Draft Guide', categoryId: guides.id });
});
afterAll(async () => t?.close());

describe.each(SURFACES)('public blog on %s', (base) => {
  it('lists only published posts, newest publishedAt first, with the public item shape', async () => {
    const res = await t.http.get(base).expect(200);
    expect(res.body).toMatchObject({ count: 3, currentPage: 1, totalPage: 1, errorCode: null });
    expect(res.body.data.map((p: any) => p.title)).toEqual(['Tablet Guide', 'Store Opening', 'Choosing a Phone']);
    const phone = res.body.data[2];
    expect(phone).toEqual({
      id: faqPost.id,
      title: 'Choosing a Phone',
      slug: 'choosing-a-phone',
      excerpt: 'Which phone suits you',
      featuredImageUrl: 'https://img.example/phone.webp',
      featuredImageAlt: 'Phone',
      displayDate: '2026-02-01T00:00:00.000Z',
      publishedAt: expect.any(String),
      categoryName: 'Guides',
      categorySlug: 'guides',
    });
  });

  it('filters by category and search, sorts and pages', async () => {
    const byCategory = await t.http.get(base).query({ categoryId: guides.id, sort: 'title', order: 'asc' }).expect(200);
    expect(byCategory.body.data.map((p: any) => p.title)).toEqual(['Choosing a Phone', 'Tablet Guide']);
    const search = await t.http.get(base).query({ search: 'tablets' }).expect(200);
    expect(search.body.data.map((p: any) => p.title)).toEqual(['Tablet Guide']);
    const draftSearch = await t.http.get(base).query({ search: 'Secret' }).expect(200);
    expect(draftSearch.body).toMatchObject({ data: [], count: 0, totalPage: 0 });
    const paged = await t.http.get(base).query({ size: 1, page: 2, sort: 'displayDate', order: 'asc' }).expect(200);
    expect(paged.body).toMatchObject({ count: 3, currentPage: 2, totalPage: 3 });
    for (const query of [{ search: 'a' }, { sort: 'status' }, { size: 101 }, { status: 'draft' }]) {
      const res = await t.http.get(base).query(query);
      expect({ query, status: res.status, code: res.body.errorCode }).toEqual({ query, status: 400, code: 'VALIDATION_FAILED' });
    }
  });

  it('lists categories having published posts, with their published post counts', async () => {
    const res = await t.http.get(`${base}/categories`).expect(200);
    expect(res.body.data).toEqual([
      { id: guides.id, name: 'Guides', slug: 'guides', description: 'How-tos', postCount: 2 },
      { id: news.id, name: 'News', slug: 'news', description: null, postCount: 1 },
    ]);
  });

  it('shows the detail with FAQs, CTA, videos, author, SEO and JSON-LD structured data', async () => {
    const res = await t.http.get(`${base}/choosing-a-phone`).expect(200);
    const d = res.body.data;
    expect(d).toMatchObject({
      id: faqPost.id,
      slug: 'choosing-a-phone',
      heroIntro: 'Hero',
      body: '<p>Body</p>',
      authorName: 'Superadmin',
      faqs: [{ id: expect.any(Number), question: 'Is 5G worth it?', answer: 'Usually', position: 0 }],
      cta: { ctaTitle: 'See phones', ctaButtonLabel: 'Shop', ctaButtonLink: '/c/phones', position: 1 },
      videos: [
        { id: expect.any(Number), title: 'Unboxing', videoUrl: 'https://video.example/u', seoId: null, description: null, thumbnailUrl: null, position: 0 },
      ],
      seo: { id: seoId, title: 'Phone guide SEO' },
    });
    expect(d).not.toHaveProperty('status');
    expect(d).not.toHaveProperty('seoId');
    expect(d.structuredData.article).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: 'Choosing a Phone',
      description: 'Which phone suits you',
      image: ['https://img.example/phone.webp'],
      datePublished: d.publishedAt,
      author: { '@type': 'Person', name: 'Superadmin' },
    });
    expect(d.structuredData.faq).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [{ '@type': 'Question', name: 'Is 5G worth it?', acceptedAnswer: { '@type': 'Answer', text: 'Usually' } }],
    });
    expect(d.structuredData.breadcrumb).toMatchObject({ '@type': 'BreadcrumbList' });
    expect(d.structuredData.breadcrumb.itemListElement.map((i: any) => [i.position, i.name])).toEqual([
      [1, 'Home'],
      [2, 'Blog'],
      [3, 'Guides'],
      [4, 'Choosing a Phone'],
    ]);
    // JSON-LD ready: serialises without undefined holes
    expect(JSON.parse(JSON.stringify(d.structuredData))).toEqual(d.structuredData);
  });

  it('a post without FAQs has a null faq object', async () => {
    const res = await t.http.get(`${base}/store-opening`).expect(200);
    expect(res.body.data.structuredData.faq).toBeNull();
    expect(res.body.data.structuredData.article['@type']).toBe('Article');
    expect(res.body.data.seo).toBeNull();
  });

  it('answers 404 BLOG_POST_NOT_FOUND for a draft or an unknown slug', async () => {
    const draft = await t.http.get(`${base}/secret-draft-guide`).expect(404);
    expect(draft.body).toEqual({ statusCode: 404, errorCode: 'BLOG_POST_NOT_FOUND', message: expect.any(String) });
    await t.http.get(`${base}/no-such-post`).expect(404);
    await t.http.get(`${base}/${encodeURIComponent('Weird Slug!')}`).expect(404);
  });
});

describe('slug history on the public surfaces', () => {
  it('a retired slug of a published post answers 200 with the current post and canonical slug', async () => {
    const post = await api.createPost({ title: 'Renamed Story', status: 'published' });
    await api.put(post.id, { slug: 'the-renamed-story' }).expect(200);
    for (const base of SURFACES) {
      const old = await t.http.get(`${base}/renamed-story`).redirects(0).expect(200);
      expect(old.body.data).toMatchObject({ id: post.id, slug: 'the-renamed-story', title: 'Renamed Story' });
      const current = await t.http.get(`${base}/the-renamed-story`).expect(200);
      expect(current.body.data.id).toBe(post.id);
    }
    await api.unpublish(post.id).expect(200);
    await t.http.get('/api/blogs/renamed-story').expect(404);
    await t.http.get('/api/blogs/the-renamed-story').expect(404);
  });

  it('an unpublished post leaves the public list and the category counts', async () => {
    const before = (await t.http.get('/api/blogs/categories').expect(200)).body.data;
    await api.unpublish(faqPost.id).expect(200);
    const after = (await t.http.get('/api/blogs/categories').expect(200)).body.data;
    expect(after.find((c: any) => c.slug === 'guides').postCount).toBe(before.find((c: any) => c.slug === 'guides').postCount - 1);
    const list = await t.http.get('/api/blogs').expect(200);
    expect(list.body.data.map((p: any) => p.id)).not.toContain(faqPost.id);
    await api.publish(faqPost.id).expect(200);
  });

  it('every blog route declares its permission (or none) and rate-limit class in the OpenAPI document', async () => {
    const doc = (await t.http.get('/api/openapi.json').expect(200)).body;
    const policy = (path: string, verb: string) => {
      const op = doc.paths[path]?.[verb];
      return op && { auth: op['x-auth'], permission: op['x-permission'], rate: op['x-rate-limit']?.map((r: any) => r.class) };
    };
    for (const base of SURFACES) {
      for (const path of [base, `${base}/categories`, `${base}/{slug}`]) {
        expect({ path, ...policy(path, 'get') }).toEqual({ path, auth: 'none', permission: [], rate: ['PUBLIC_READ'] });
      }
    }
    const admin: Array<[string, string, string, string]> = [
      ['/api/admin/blog/posts', 'get', 'Blog_READ', 'ADMIN_READ'],
      ['/api/admin/blog/posts', 'post', 'Blog_CREATE', 'ADMIN_WRITE'],
      ['/api/admin/blog/posts/{id}', 'get', 'Blog_READ', 'ADMIN_READ'],
      ['/api/admin/blog/posts/{id}', 'put', 'Blog_UPDATE', 'ADMIN_WRITE'],
      ['/api/admin/blog/posts/{id}', 'delete', 'Blog_DELETE', 'ADMIN_WRITE'],
      ['/api/admin/blog/posts/{id}/publish', 'post', 'Blog_UPDATE', 'ADMIN_WRITE'],
      ['/api/admin/blog/posts/{id}/unpublish', 'post', 'Blog_UPDATE', 'ADMIN_WRITE'],
      ['/api/admin/blog/categories', 'get', 'Blog_READ', 'ADMIN_READ'],
      ['/api/admin/blog/categories', 'post', 'Blog_CREATE', 'ADMIN_WRITE'],
      ['/api/admin/blog/categories/{id}', 'get', 'Blog_READ', 'ADMIN_READ'],
      ['/api/admin/blog/categories/{id}', 'put', 'Blog_UPDATE', 'ADMIN_WRITE'],
      ['/api/admin/blog/categories/{id}', 'delete', 'Blog_DELETE', 'ADMIN_WRITE'],
    ];
    for (const [path, verb, permission, rate] of admin) {
      expect({ path, verb, ...policy(path, verb) }).toEqual({ path, verb, auth: 'admin', permission: [permission], rate: [rate] });
    }
    const blogOps = Object.entries<any>(doc.paths)
      .filter(([p]) => p.includes('/blog'))
      .flatMap(([p, item]) => Object.values<any>(item).map((op) => ({ p, op })));
    const ids = blogOps.map(({ op }) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { p, op } of blogOps) {
      for (const [, name] of p.matchAll(/\{(\w+)\}/g)) {
        expect([p, op.parameters?.find((x: any) => x.in === 'path' && x.name === name)?.required]).toEqual([p, true]);
      }
    }
    expect(doc.paths['/api/admin/blog/posts/{id}/publish'].post.responses['400'].content['application/json'].examples).toHaveProperty(
      'BLOG_POST_INVALID_STATUS_TRANSITION',
    );
  });
});
