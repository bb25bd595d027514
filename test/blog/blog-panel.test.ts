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
    const category = await su.post('/admin/api/resources/BlogCategories/actions/new').type('form').send({ name: 'Panel News', description: 'From the panel' }).expect(200);
    expect(category.body.notice).toMatchObject({ type: 'success' });
    expect(category.body.record.params).toMatchObject({ name: 'Panel News', slug: 'panel-news' });
    const categoryId = category.body.record.params.id;

    const post = await su.post('/admin/api/resources/BlogPosts/actions/new').type('form').send({
      title: 'Panel Post', body: '<p>ok<script>alert(1)</script></p>', categoryId, excerpt: '', displayDate: '2026-04-01T09:00:00.000Z',
    }).expect(200);
    expect(post.body.notice).toMatchObject({ type: 'success' });
    const id = Number(post.body.record.params.id);
    const stored = (await api.getPost(id).expect(200)).body.data;
    expect(stored).toMatchObject({
      slug: 'panel-post', body: '<p>ok</p>', status: 'draft', authorName: 'Superadmin', categoryId: Number(categoryId), excerpt: null,
      displayDate: '2026-04-01T09:00:00.000Z',
    });
    const listed = await su.get('/admin/api/resources/BlogPosts/actions/list').query({ 'filters.categoryId': categoryId }).expect(200);
    expect(listed.body.records.map((r: any) => r.params.title)).toEqual(['Panel Post']);
  });

  it('validates with the route DTOs and keeps the rules (slug taken, category not empty)', async () => {
    const before = (await t.http.get('/api/admin/blog/posts').set({ Authorization: `Bearer ${root}` }).expect(200)).body.count;
    const bad = await su.post('/admin/api/resources/BlogPosts/actions/new').type('form').send({ title: 'Bad', slug: 'Not Valid' }).expect(200);
    expect(bad.body.record.errors.slug).toBeDefined();
    const taken = await su.post('/admin/api/resources/BlogPosts/actions/new').type('form').send({ title: 'Panel Post' }).expect(200);
    expect(taken.body.notice).toMatchObject({ type: 'error' });
    expect((await t.http.get('/api/admin/blog/posts').set({ Authorization: `Bearer ${root}` }).expect(200)).body.count).toBe(before);

    const [{ id }] = await t.bazaar.dataSource.query(`SELECT id FROM blog_categories WHERE slug = 'panel-news'`);
    const refused = await su.post(`/admin/api/resources/BlogCategories/records/${id}/delete`).expect(200);
    expect(refused.body.notice).toMatchObject({ type: 'error', message: 'The category still has posts' });
    await t.http.get(`/api/admin/blog/categories/${id}`).set({ Authorization: `Bearer ${root}` }).expect(200);
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
    const edited = await su.post(`/admin/api/resources/BlogPosts/records/${post.id}/edit`).type('form')
      .send({ title: 'Panel Edited', slug: 'panel-edit', excerpt: '', body: '<p onmouseover="x()">hi</p>' }).expect(200);
    expect(edited.body.notice).toMatchObject({ type: 'success' });
    expect((await api.getPost(post.id).expect(200)).body.data).toMatchObject({ title: 'Panel Edited', excerpt: null, body: '<p>hi</p>', slug: 'panel-edit' });
  });
});
