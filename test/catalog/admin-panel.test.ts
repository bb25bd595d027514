import { bootWithPanel, panelLogin, type Agent } from '../admin/support/panel.js';
import type { TestApp } from '../support/app.js';
import { adminWith, login, SUPERADMIN } from '../support/auth.js';
import { adminApi, CATEGORIES, TAGS } from './support.js';

let t: TestApp;
let root: string;
let su: Agent;
const api = () => adminApi(t, () => root);
const action = (resource: string, name: string) => `/admin/api/resources/${resource}/actions/${name}`;
const recordAction = (resource: string, id: string, name: string) => `/admin/api/resources/${resource}/records/${id}/${name}`;

beforeAll(async () => {
  t = await bootWithPanel();
  root = (await login(t, SUPERADMIN.email, SUPERADMIN.password)).accessToken;
  su = await panelLogin(t, SUPERADMIN.email, SUPERADMIN.password);
});
afterAll(async () => t?.close());

describe('catalog admin panel', () => {
  it('creates a category under a parent through the service (slug, depth, activity)', async () => {
    const parent = await api().category({ name: 'Panel Parent' });
    const res = await su.post(action('Categories', 'new')).type('form').send({ name: 'Panel Child', parentId: parent.publicId, isVisible: 'true', displayOrder: '4' }).expect(200);
    expect(res.body.notice).toMatchObject({ type: 'success' });
    expect(res.body.record.params).toMatchObject({ name: 'Panel Child', slug: 'panel-child', parentId: parent.publicId, depth: 1, displayOrder: 4 });
    const [activity] = await t.bazaar.dataSource.query(`SELECT action FROM catalog_activity WHERE "publicId" = $1`, [res.body.record.params.id]);
    expect(activity.action).toBe('create');
    const bad = await su.post(action('Categories', 'new')).type('form').send({ name: 'x' }).expect(200);
    expect(bad.body.record.errors.name).toBeDefined();
  });

  it('lists one level of the tree by the parent filter', async () => {
    const parent = await api().category({ name: 'Level Filter' });
    await api().category({ name: 'Level Kid', parentId: parent.publicId });
    const list = await su.get(action('Categories', 'list')).query({ 'filters.parentId': parent.publicId }).expect(200);
    expect(list.body.records.map((r: any) => r.params.name)).toEqual(['Level Kid']);
  });

  it('moves through the edit form with the move rules, and to the top level with its action', async () => {
    const a = await api().category({ name: 'Panel Move A' });
    const b = await api().category({ name: 'Panel Move B', parentId: a.publicId });
    const cycle = await su.post(recordAction('Categories', a.publicId, 'edit')).type('form').send({ name: 'Panel Move A', parentId: b.publicId }).expect(200);
    expect(cycle.body.notice).toMatchObject({ type: 'error' });
    expect((await api().get(`${CATEGORIES}/${a.publicId}`)).body.data.parentId).toBeNull();
    const other = await api().category({ name: 'Panel Move Target' });
    const moved = await su.post(recordAction('Categories', b.publicId, 'edit')).type('form').send({ name: 'Panel Move B2', parentId: other.publicId }).expect(200);
    expect(moved.body.notice).toMatchObject({ type: 'success' });
    expect((await api().get(`${CATEGORIES}/${b.publicId}`)).body.data).toMatchObject({ name: 'Panel Move B2', parentId: other.publicId });
    const top = await su.post(recordAction('Categories', b.publicId, 'moveToRoot')).expect(200);
    expect(top.body.notice).toMatchObject({ type: 'success' });
    expect(top.body.record.params).toMatchObject({ parentId: null, depth: 0 });
  });

  it('hides, deletes (guarded) and restores through record actions', async () => {
    const p = await api().category({ name: 'Panel Life' });
    await api().category({ name: 'Panel Life Kid', parentId: p.publicId });
    const hidden = await su.post(recordAction('Categories', p.publicId, 'hide')).expect(200);
    expect(hidden.body.record.params.isVisible).toBe(false);
    const blocked = await su.post(recordAction('Categories', p.publicId, 'delete')).expect(200);
    expect(blocked.body.notice).toMatchObject({ type: 'error' });
    const tag = await api().tag({ name: 'Panel Tag' });
    await su.post(recordAction('Tags', tag.publicId, 'delete')).expect(200);
    expect((await api().get(`${TAGS}/${tag.publicId}`)).body.data.deletedAt).not.toBeNull();
    const restored = await su.post(recordAction('Tags', tag.publicId, 'restore')).expect(200);
    expect(restored.body.notice).toMatchObject({ type: 'success' });
    expect(restored.body.record.params.deletedAt).toBeNull();
  });

  it('creates brands and series with the owner rule, and gates by permission module', async () => {
    const brand = await su.post(action('Brands', 'new')).type('form').send({ name: 'Panel Brand' }).expect(200);
    expect(brand.body.notice).toMatchObject({ type: 'success' });
    const series = await su.post(action('BrandSeries', 'new')).type('form').send({ name: 'Panel Series', brandPublicId: brand.body.record.params.id }).expect(200);
    expect(series.body.record.params).toMatchObject({ slug: 'panel-series', brandPublicId: brand.body.record.params.id });
    const email = `cat${Date.now()}@bazaar.test`;
    await adminWith(t, root, ['Tags_READ'], email);
    const reader = await panelLogin(t, email, 'admin-password-1');
    const refused = await reader.get(action('Categories', 'list')).expect(200);
    expect(refused.body.notice).toMatchObject({ type: 'error' });
    const create = await reader.post(action('Tags', 'new')).type('form').send({ name: 'Sneaky' }).expect(200);
    expect(create.body.notice).toMatchObject({ type: 'error' });
    const tags = await api().get(`${TAGS}?pagination=false`).expect(200);
    expect(tags.body.data.map((x: any) => x.name)).not.toContain('Sneaky');
  });
});
