import type { TestApp } from '../support/app.js';
import { adminWith, bearer, login, SUPERADMIN } from '../support/auth.js';
import { bootWithPanel, pageState, panelLogin, type Agent } from './support/panel.js';

let t: TestApp;
let root: string;
beforeAll(async () => {
  t = await bootWithPanel();
  root = (await login(t, SUPERADMIN.email, SUPERADMIN.password)).accessToken;
});
afterAll(async () => t?.close());

const ADMIN_PASSWORD = 'admin-password-1';

async function adminIn(permissions: string[]): Promise<{ email: string; agent: Agent }> {
  const email = `p${Date.now()}${Math.random().toString(36).slice(2, 6)}@bazaar.test`;
  await adminWith(t, root, permissions, email);
  return { email, agent: await panelLogin(t, email, ADMIN_PASSWORD) };
}

async function navigation(agent: Agent): Promise<Record<string, string | null>> {
  const state = pageState((await agent.get('/admin').expect(200)).text);
  return Object.fromEntries(state.resources.map((r: any) => [r.id, r.href]));
}

async function roleOf(email: string): Promise<string> {
  const list = await t.http.get('/api/admin/admins').query({ search: email }).set(bearer(root)).expect(200);
  return list.body.data[0].role.id;
}

describe('admin panel permissions', () => {
  it('an admin without Roles_READ gets no Roles resource; with it, the roles are listed', async () => {
    const without = await adminIn(['Admins_READ']);
    expect(await navigation(without.agent)).toMatchObject({ Admins: '/admin/resources/Admins', Roles: null });
    const refused = await without.agent.get('/admin/api/resources/Roles/actions/list').expect(200);
    expect(refused.body.records).toEqual([]);
    expect(refused.body.notice).toMatchObject({ type: 'error' });
    const roles = await t.http.get('/api/admin/roles').set(bearer(root)).expect(200);
    const someRole = roles.body.data[0].id;
    const show = await without.agent.get(`/admin/api/resources/Roles/records/${someRole}/show`).expect(200);
    expect(show.body.record.params).toEqual({});
    expect(show.body.notice).toMatchObject({ type: 'error' });

    const withRead = await adminIn(['Admins_READ', 'Roles_READ']);
    expect((await navigation(withRead.agent)).Roles).toBe('/admin/resources/Roles');
    const listed = await withRead.agent.get('/admin/api/resources/Roles/actions/list').expect(200);
    expect(listed.body.notice).toBeUndefined();
    expect(listed.body.records.map((r: any) => r.params.name)).toContain(`role-${without.email}`);
  });

  it('gates writes by CREATE/UPDATE/DELETE: a read-only admin cannot create', async () => {
    const reader = await adminIn(['Admins_READ', 'Roles_READ']);
    const res = await reader.agent
      .post('/admin/api/resources/Roles/actions/new')
      .type('form')
      .send({ name: 'sneaky', 'permissions.0': 'Roles_READ' })
      .expect(200);
    expect(res.body.notice).toMatchObject({ type: 'error' });
    const roles = await t.http.get('/api/admin/roles').query({ search: 'sneaky' }).set(bearer(root)).expect(200);
    expect(roles.body.data).toEqual([]);
  });

  it('re-reads permissions on every request: a role change applies without signing in again, deactivation signs out', async () => {
    const admin = await adminIn(['Admins_READ']);
    expect((await navigation(admin.agent)).Roles).toBeNull();
    const roleId = await roleOf(admin.email);
    await t.http
      .patch(`/api/admin/roles/${roleId}`)
      .set(bearer(root))
      .send({ permissions: ['Admins_READ', 'Roles_READ'] })
      .expect(200);
    expect((await navigation(admin.agent)).Roles).toBe('/admin/resources/Roles');
    const list = await t.http.get('/api/admin/admins').query({ search: admin.email }).set(bearer(root)).expect(200);
    await t.http.patch(`/api/admin/admins/${list.body.data[0].id}`).set(bearer(root)).send({ isActive: false }).expect(200);
    const after = await admin.agent.get('/admin').expect(302);
    expect(after.headers.location).toBe('/admin/login');
    await expect(panelLogin(t, admin.email, ADMIN_PASSWORD)).rejects.toThrow(/panel sign-in failed/);
  });
});

describe('admin panel writes go through the services', () => {
  let su: Agent;
  beforeAll(async () => {
    su = await panelLogin(t, SUPERADMIN.email, SUPERADMIN.password);
  });

  it('creates a role from permission names and an admin with a hashed password who can sign in', async () => {
    const role = await su
      .post('/admin/api/resources/Roles/actions/new')
      .type('form')
      .send({ name: 'Editors', description: 'edit things', 'permissions.0': 'Admins_READ', 'permissions.1': 'Roles_READ' })
      .expect(200);
    expect(role.body.notice).toMatchObject({ type: 'success' });
    const roleId = role.body.record.params.id;
    const detail = await t.http.get(`/api/admin/roles/${roleId}`).set(bearer(root)).expect(200);
    expect(detail.body.data.permissions).toEqual(['Admins_READ', 'Roles_READ']);

    const created = await su
      .post('/admin/api/resources/Admins/actions/new')
      .type('form')
      .send({ name: 'Eve Editor', email: 'Eve@Bazaar.test', password: 'eve-password-1', roleId })
      .expect(200);
    expect(created.body.notice).toMatchObject({ type: 'success' });
    expect(created.body.record.params).toMatchObject({ email: 'eve@bazaar.test', roleId, isActive: true });
    expect(created.body.record.params).not.toHaveProperty('password');
    await login(t, 'eve@bazaar.test', 'eve-password-1');
    const [row] = await t.bazaar.dataSource.query(`SELECT password_hash FROM users WHERE email = 'eve@bazaar.test'`);
    expect(row.password_hash).toMatch(/^scrypt\$/);
  });

  it('validates with the route DTOs: a short password is refused per field', async () => {
    const roles = await t.http.get('/api/admin/roles').set(bearer(root)).expect(200);
    const res = await su
      .post('/admin/api/resources/Admins/actions/new')
      .type('form')
      .send({ name: 'Shorty', email: 'shorty@bazaar.test', password: 'x', roleId: roles.body.data[0].id })
      .expect(200);
    expect(res.body.record.errors.password).toMatchObject({ type: 'minLength' });
    const found = await t.http.get('/api/admin/admins').query({ search: 'shorty' }).set(bearer(root)).expect(200);
    expect(found.body.data).toEqual([]);
  });

  it('keeps the rules: a role in use is not deleted, the superadmin is protected', async () => {
    const eveRole = (await t.http.get('/api/admin/roles').query({ search: 'Editors' }).set(bearer(root)).expect(200)).body.data[0].id;
    const refused = await su.post(`/admin/api/resources/Roles/records/${eveRole}/delete`).expect(200);
    expect(refused.body.notice).toMatchObject({ type: 'error', message: 'The role is assigned to admins' });
    await t.http.get(`/api/admin/roles/${eveRole}`).set(bearer(root)).expect(200);

    const [me] = await t.bazaar.dataSource.query(`SELECT public_id FROM users WHERE email = $1`, [SUPERADMIN.email]);
    const protectedEdit = await su.post(`/admin/api/resources/Admins/records/${me.public_id}/edit`).type('form').send({ name: 'Renamed' }).expect(200);
    expect(protectedEdit.body.notice).toMatchObject({ type: 'error' });
    const [still] = await t.bazaar.dataSource.query(`SELECT name FROM users WHERE email = $1`, [SUPERADMIN.email]);
    expect(still.name).toBe('Superadmin');
  });

  it('edits, soft deletes and restores an admin', async () => {
    const eve = (await t.http.get('/api/admin/admins').query({ search: 'eve@' }).set(bearer(root)).expect(200)).body.data[0];
    const edited = await su
      .post(`/admin/api/resources/Admins/records/${eve.id}/edit`)
      .type('form')
      .send({ name: 'Eve Renamed', email: eve.email, password: '', roleId: eve.role.id, isActive: 'true' })
      .expect(200);
    expect(edited.body.notice).toMatchObject({ type: 'success' });
    await login(t, 'eve@bazaar.test', 'eve-password-1'); // an empty password field leaves the password alone
    expect((await t.http.get(`/api/admin/admins/${eve.id}`).set(bearer(root)).expect(200)).body.data.name).toBe('Eve Renamed');

    await su.post(`/admin/api/resources/Admins/records/${eve.id}/delete`).expect(200);
    const deleted = await su.get('/admin/api/resources/Admins/actions/list').query({ 'filters.deleted': 'true' }).expect(200);
    expect(deleted.body.records.map((r: any) => r.id)).toEqual([eve.id]);
    const live = await su.get('/admin/api/resources/Admins/actions/list').expect(200);
    expect(live.body.records.map((r: any) => r.id)).not.toContain(eve.id);
    expect(deleted.body.records[0].recordActions.map((a: any) => a.name)).toContain('restore');

    const restored = await su.post(`/admin/api/resources/Admins/records/${eve.id}/restore`).expect(200);
    expect(restored.body.notice).toMatchObject({ type: 'success' });
    expect(restored.body.record.params.deletedAt).toBeNull();
    await login(t, 'eve@bazaar.test', 'eve-password-1');
  });

  it('answers 404 for a resource that does not exist', async () => {
    const res = await su.get('/admin/api/resources/Nope/actions/list').expect(404);
    expect(res.body).toMatchObject({ statusCode: 404, errorCode: 'NOT_FOUND' });
  });
});
