import { bootWithPanel, pageState, panelLogin, type Agent } from '../admin/support/panel.js';
import type { TestApp } from '../support/app.js';
import { adminWith, login, SUPERADMIN } from '../support/auth.js';
import { adminApi, BRANDS, CATEGORIES, SERIES, TAGS } from './support.js';

let t: TestApp;
let root: string;
let su: Agent;
const api = () => adminApi(t, () => root);
const action = (resource: string, name: string) => `/admin/api/resources/${resource}/actions/${name}`;
const recordAction = (resource: string, id: string, name: string) => `/admin/api/resources/${resource}/records/${id}/${name}`;
const bulk = (resource: string, name: string, ids: string[]) => `/admin/api/resources/${resource}/bulk/${name}?recordIds=${ids.join(',')}`;

beforeAll(async () => {
  t = await bootWithPanel();
  root = (await login(t, SUPERADMIN.email, SUPERADMIN.password)).accessToken;
  su = await panelLogin(t, SUPERADMIN.email, SUPERADMIN.password);
});
afterAll(async () => t?.close());

describe('catalog admin panel', () => {
  it('creates a category under a parent through the service (slug, depth, activity)', async () => {
    const parent = await api().category({ name: 'Panel Parent' });
    const res = await su
      .post(action('Categories', 'new'))
      .type('form')
      .send({ name: 'Panel Child', parentId: parent.publicId, isVisible: 'true', displayOrder: '4' })
      .expect(200);
    expect(res.body.notice).toMatchObject({ type: 'success' });
    expect(res.body.record.params).toMatchObject({ name: 'Panel Child', slug: 'panel-child', parentId: parent.publicId, depth: 1, displayOrder: 4 });
    const [activity] = await t.bazaar.dataSource.query(`SELECT action FROM activity_log WHERE public_id = $1`, [res.body.record.params.id]);
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
    const cycle = await su
      .post(recordAction('Categories', a.publicId, 'edit'))
      .type('form')
      .send({ name: 'Panel Move A', parentId: b.publicId })
      .expect(200);
    expect(cycle.body.notice).toMatchObject({ type: 'error' });
    expect((await api().get(`${CATEGORIES}/${a.publicId}`)).body.data.parentId).toBeNull();
    const other = await api().category({ name: 'Panel Move Target' });
    const moved = await su
      .post(recordAction('Categories', b.publicId, 'edit'))
      .type('form')
      .send({ name: 'Panel Move B2', parentId: other.publicId })
      .expect(200);
    expect(moved.body.notice).toMatchObject({ type: 'success' });
    expect((await api().get(`${CATEGORIES}/${b.publicId}`)).body.data).toMatchObject({ name: 'Panel Move B2', parentId: other.publicId });
    const top = await su.post(recordAction('Categories', b.publicId, 'moveToRoot')).expect(200);
    expect(top.body.notice).toMatchObject({ type: 'success' });
    expect(top.body.record.params).toMatchObject({ parentId: null, depth: 0 });
  });

  it('hides, deletes (guarded) and restores through record actions', async () => {
    const p = await api().category({ name: 'Panel Life' });
    await api().category({ name: 'Panel Life Kid', parentId: p.publicId });
    // a GET (what a link would do) only reads the record
    const peek = await su.get(recordAction('Categories', p.publicId, 'hide')).expect(200);
    expect(peek.body.record.params.isVisible).toBe(true);
    expect(peek.body.notice).toBeUndefined();
    expect((await api().get(`${CATEGORIES}/${p.publicId}`)).body.data.isVisible).toBe(true);
    const hidden = await su.post(recordAction('Categories', p.publicId, 'hide')).expect(200);
    expect(hidden.body.redirectUrl).toBe(`/admin/resources/Categories/records/${p.publicId}/show`);
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
    const series = await su
      .post(action('BrandSeries', 'new'))
      .type('form')
      .send({ name: 'Panel Series', brandPublicId: brand.body.record.params.id })
      .expect(200);
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
    // a read-only admin opens a record (AdminJS's own show page) but cannot unhide it
    const hiddenTag = await api().tag({ name: 'Reader Hidden', isVisible: false });
    const opened = await reader.get(recordAction('Tags', hiddenTag.publicId, 'show')).expect(200);
    expect(opened.body.record.params).toMatchObject({ id: hiddenTag.publicId, isVisible: false });
    expect(opened.body.notice).toBeUndefined();
    const unhide = await reader.post(recordAction('Tags', hiddenTag.publicId, 'unhide')).expect(200);
    expect(unhide.body.notice).toMatchObject({ type: 'error' });
    expect((await api().get(`${TAGS}/${hiddenTag.publicId}`)).body.data.isVisible).toBe(false);
    const unhidden = await su.post(recordAction('Tags', hiddenTag.publicId, 'unhide')).expect(200);
    expect(unhidden.body.record.params.isVisible).toBe(true);
  });

  it('edit form: a parent change and a refused field are one transaction (the category stays where it was)', async () => {
    const home = await api().category({ name: 'Atomic Home' });
    const away = await api().category({ name: 'Atomic Away' });
    const kid = await api().category({ name: 'Atomic Kid', parentId: home.publicId });
    await api().category({ name: 'Atomic Taken', slug: 'atomic-taken' });
    const refused = await su
      .post(recordAction('Categories', kid.publicId, 'edit'))
      .type('form')
      .send({ name: 'Atomic Kid', slug: 'atomic-taken', parentId: away.publicId })
      .expect(200);
    expect(refused.body.notice).toMatchObject({ type: 'error' });
    expect((await api().get(`${CATEGORIES}/${kid.publicId}`)).body.data).toMatchObject({ parentId: home.publicId, slug: 'atomic-kid' });
    // a deleted parent is refused by the move rules
    const gone = await api().category({ name: 'Atomic Gone' });
    await api().del(`${CATEGORIES}/${gone.publicId}`).expect(200);
    const deadParent = await su
      .post(recordAction('Categories', kid.publicId, 'edit'))
      .type('form')
      .send({ name: 'Atomic Kid', parentId: gone.publicId })
      .expect(200);
    expect(deadParent.body.notice).toMatchObject({ type: 'error' });
    // the parent field says that changing it moves the category
    const state = pageState((await su.get('/admin').expect(200)).text);
    const parent = state.resources.find((r: any) => r.id === 'Categories').properties.parentId;
    expect(parent.description).toMatch(/moves the category with its subcategories/);
    expect(JSON.stringify(state.locale)).toContain('"parentId":"Parent (move under)"');
    expect(JSON.stringify(state.locale)).toContain('"bulkRestore":"Restore selected"');
  });

  it('bulk hide and show: a GET only shows the selection, the POST runs the bulk service and counts', async () => {
    const a = await api().category({ name: 'Bulk Vis A' });
    const b = await api().category({ name: 'Bulk Vis B' });
    const preview = await su.get(bulk('Categories', 'bulkHide', [a.publicId, b.publicId])).expect(200);
    expect(preview.body.records.map((r: any) => r.params.name).sort()).toEqual(['Bulk Vis A', 'Bulk Vis B']);
    expect((await api().get(`${CATEGORIES}/${a.publicId}`)).body.data.isVisible).toBe(true);

    const hidden = await su.post(bulk('Categories', 'bulkHide', [a.publicId, b.publicId])).expect(200);
    expect(hidden.body.notice).toEqual({ message: '2 hidden', type: 'success' });
    expect(hidden.body.redirectUrl).toBe('/admin/resources/Categories');
    for (const c of [a, b]) expect((await api().get(`${CATEGORIES}/${c.publicId}`)).body.data.isVisible).toBe(false);
    const [activity] = await t.bazaar.dataSource.query(`SELECT count(*)::int AS n FROM activity_log WHERE public_id = ANY($1::uuid[]) AND action = 'hide'`, [
      [a.publicId, b.publicId],
    ]);
    expect(activity.n).toBe(2);

    const shown = await su.post(bulk('Categories', 'bulkShow', [a.publicId])).expect(200);
    expect(shown.body.notice).toEqual({ message: '1 shown', type: 'success' });
    expect((await api().get(`${CATEGORIES}/${a.publicId}`)).body.data.isVisible).toBe(true);

    const brand = await api().brand({ name: 'Bulk Brand', isVisible: false });
    const series = await api().series({ name: 'Bulk Series', brandPublicId: brand.publicId, isVisible: false });
    const tag = await api().tag({ name: 'Bulk Tag', isVisible: false });
    for (const [resource, item, path] of [
      ['Brands', brand, BRANDS],
      ['BrandSeries', series, SERIES],
      ['Tags', tag, TAGS],
    ] as const) {
      const res = await su.post(bulk(resource, 'bulkShow', [item.publicId])).expect(200);
      expect(res.body.notice).toEqual({ message: '1 shown', type: 'success' });
      expect((await api().get(`${path}/${item.publicId}`)).body.data.isVisible).toBe(true);
    }
  });

  it('bulk restore and bulk delete report per-item failures and keep the successes', async () => {
    const parent = await api().category({ name: 'Bulk Parent' });
    const kid = await api().category({ name: 'Bulk Kid', parentId: parent.publicId });
    const loner = await api().category({ name: 'Bulk Loner' });

    // parent has an alive child: refused; the loner goes
    const partial = await su.post(bulk('Categories', 'bulkDelete', [parent.publicId, loner.publicId])).expect(200);
    expect(partial.body.notice).toEqual({ message: '1 deleted, 1 failed: Bulk Parent (CATEGORY_HAS_CHILDREN)', type: 'error' });
    expect((await api().get(`${CATEGORIES}/${parent.publicId}`)).body.data.deletedAt).toBeNull();
    expect((await api().get(`${CATEGORIES}/${loner.publicId}`)).body.data.deletedAt).not.toBeNull();

    // the bulk service deletes deepest first: a whole branch in one batch
    const branch = await su.post(bulk('Categories', 'bulkDelete', [parent.publicId, kid.publicId])).expect(200);
    expect(branch.body.notice).toEqual({ message: '2 deleted', type: 'success' });

    // the kid cannot come back while its parent is deleted; the loner can
    const restoreKid = await su.post(bulk('Categories', 'bulkRestore', [kid.publicId, loner.publicId])).expect(200);
    expect(restoreKid.body.notice).toEqual({ message: '1 restored, 1 failed: Bulk Parent > Bulk Kid (CATEGORY_PARENT_DELETED)', type: 'error' });
    expect((await api().get(`${CATEGORIES}/${loner.publicId}`)).body.data.deletedAt).toBeNull();
    expect((await api().get(`${CATEGORIES}/${kid.publicId}`)).body.data.deletedAt).not.toBeNull();
    const both = await su.post(bulk('Categories', 'bulkRestore', [kid.publicId, parent.publicId])).expect(200);
    expect(both.body.notice).toEqual({ message: '2 restored', type: 'success' });

    // restoring an alive tag is a per-item failure too
    const tag = await api().tag({ name: 'Bulk Alive Tag' });
    const dead = await api().tag({ name: 'Bulk Dead Tag' });
    await api().del(`${TAGS}/${dead.publicId}`).expect(200);
    const tags = await su.post(bulk('Tags', 'bulkRestore', [tag.publicId, dead.publicId])).expect(200);
    expect(tags.body.notice.type).toBe('error');
    expect(tags.body.notice.message).toMatch(/^1 restored, 1 failed: Bulk Alive Tag \(TAG_NOT_DELETED\)$/);
  });

  it('gates each bulk action by its own permission', async () => {
    const email = `bulk${Date.now()}@bazaar.test`;
    await adminWith(t, root, ['Tags_READ', 'Tags_UPDATE'], email);
    const editor = await panelLogin(t, email, 'admin-password-1');
    const tag = await api().tag({ name: 'Gated Bulk Tag' });
    await api().del(`${TAGS}/${tag.publicId}`).expect(200);

    const restore = await editor.post(bulk('Tags', 'bulkRestore', [tag.publicId]));
    expect(restore.body.notice).toMatchObject({ type: 'error' });
    const remove = await editor.post(bulk('Tags', 'bulkDelete', [tag.publicId]));
    expect(remove.body.notice).toMatchObject({ type: 'error' });
    expect((await api().get(`${TAGS}/${tag.publicId}`)).body.data.deletedAt).not.toBeNull();

    const alive = await api().tag({ name: 'Gated Visible Tag' });
    const hide = await editor.post(bulk('Tags', 'bulkHide', [alive.publicId])).expect(200);
    expect(hide.body.notice).toEqual({ message: '1 hidden', type: 'success' });
    const brandHide = await editor.post(bulk('Brands', 'bulkHide', [(await api().brand({ name: 'Gated Brand' })).publicId]));
    expect(brandHide.body.notice).toMatchObject({ type: 'error' });

    // the list offers only the permitted bulk actions
    const list = await editor.get(action('Tags', 'list')).expect(200);
    const names = (body: any) => body.records[0].bulkActions.map((a: any) => a.name).sort();
    expect(names(list.body)).toEqual(['bulkHide', 'bulkShow']);
    expect(list.body.records[0].bulkActions.find((a: any) => a.name === 'bulkHide')).toMatchObject({ component: 'ActionConfirm', actionType: 'bulk' });
    const suList = await su.get(action('Tags', 'list')).expect(200);
    expect(names(suList.body)).toEqual(['bulkDelete', 'bulkHide', 'bulkRestore', 'bulkShow']);
  });

  it('edits category images and brand/series logos with the image upload field (landing)', async () => {
    const state = pageState((await su.get('/admin').expect(200)).text);
    const edit = (resource: string, prop: string) =>
      state.resources.find((r: any) => r.id === resource).editProperties.find((p: any) => p.propertyPath === prop);
    for (const [resource, prop] of [
      ['Categories', 'imageUrl'],
      ['Brands', 'logoUrl'],
      ['BrandSeries', 'logoUrl'],
    ] as const) {
      expect(edit(resource, prop)).toMatchObject({
        components: { edit: 'ImageUpload', show: 'ImageUpload' },
        custom: { imageUpload: { uploadType: 'landing', store: 'url' } },
      });
    }
    const url = 'http://localhost:3000/api/files/public/landing/0191d6a0-0000-7000-8000-000000000000.webp';
    const created = await su.post(action('Brands', 'new')).type('form').send({ name: 'Logo Brand', logoUrl: url, logoAlt: 'Logo' }).expect(200);
    expect(created.body.record.params).toMatchObject({ logoUrl: url });
  });
});
