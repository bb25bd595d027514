import type { TestApp } from '../support/app.js';
import { bearer, login, SUPERADMIN } from '../support/auth.js';
import { bootWithPanel, panelLogin, type Agent } from '../admin/support/panel.js';

/*
 * Issue 15 item 6 (privilege escalation) and item 16 (changes that end an admin's panel and API sessions),
 * through the API and through the panel's record edit endpoint, which call the same service.
 */

const PASSWORD = 'admin-password-1';
let t: TestApp;
let root: string;
let n = 0;
beforeAll(async () => {
  t = await bootWithPanel({ env: { PLUGINS: 'accounts' } });
  root = (await login(t, SUPERADMIN.email, SUPERADMIN.password)).accessToken;
});
afterAll(async () => t?.close());

async function role(permissions: string[]): Promise<string> {
  const res = await t.http
    .post('/api/admin/roles')
    .set(bearer(root))
    .send({ name: `r${++n}-${Date.now()}`, permissions })
    .expect(201);
  return res.body.data.id;
}

async function admin(permissions: string[]): Promise<{ id: string; email: string; roleId: string; token: string }> {
  const roleId = await role(permissions);
  const email = `ra${++n}${Date.now()}@bazaar.test`;
  const res = await t.http.post('/api/admin/admins').set(bearer(root)).send({ name: 'Admin', email, password: PASSWORD, roleId }).expect(201);
  return { id: res.body.data.id, email, roleId, token: (await login(t, email, PASSWORD)).accessToken };
}

const roleIdOf = async (id: string) => (await t.http.get(`/api/admin/admins/${id}`).set(bearer(root)).expect(200)).body.data.role.id;
const EVERYTHING = [
  'Admins_READ',
  'Admins_CREATE',
  'Admins_UPDATE',
  'Admins_DELETE',
  'Roles_READ',
  'Roles_CREATE',
  'Roles_UPDATE',
  'Roles_DELETE',
  'Customers_READ',
  'Customers_UPDATE',
];
const MANAGER = ['Admins_READ', 'Admins_CREATE', 'Admins_UPDATE', 'Roles_READ', 'Roles_UPDATE'];

describe('role assignment over the API', () => {
  it('refuses an admin changing its own role (403), even one with every permission', async () => {
    const me = await admin(EVERYTHING);
    const bigger = await role(EVERYTHING);
    const res = await t.http.patch(`/api/admin/admins/${me.id}`).set(bearer(me.token)).send({ roleId: bigger }).expect(403);
    expect(res.body).toEqual({ statusCode: 403, errorCode: 'ADMIN_CANNOT_CHANGE_OWN_ROLE', message: expect.any(String) });
    expect(await roleIdOf(me.id)).toBe(me.roleId);
    // its own role again is no change, and other fields may still be edited
    const renamed = await t.http.patch(`/api/admin/admins/${me.id}`).set(bearer(me.token)).send({ roleId: me.roleId, name: 'Renamed' }).expect(200);
    expect(renamed.body.data.name).toBe('Renamed');
  });

  it('needs Roles_UPDATE besides Admins_UPDATE to assign a role, on update and on create', async () => {
    const editor = await admin(['Admins_READ', 'Admins_CREATE', 'Admins_UPDATE']);
    const target = await admin(['Admins_READ']);
    const small = await role(['Admins_READ']);
    const res = await t.http.patch(`/api/admin/admins/${target.id}`).set(bearer(editor.token)).send({ roleId: small }).expect(403);
    expect(res.body).toMatchObject({ statusCode: 403, errorCode: 'ROLE_ASSIGNMENT_FORBIDDEN', details: ['Roles_UPDATE'] });
    expect(await roleIdOf(target.id)).toBe(target.roleId);
    const created = await t.http
      .post('/api/admin/admins')
      .set(bearer(editor.token))
      .send({ name: 'X', email: `x${Date.now()}@bazaar.test`, password: PASSWORD, roleId: small })
      .expect(403);
    expect(created.body.errorCode).toBe('ROLE_ASSIGNMENT_FORBIDDEN');
    // other fields stay editable without it
    await t.http.patch(`/api/admin/admins/${target.id}`).set(bearer(editor.token)).send({ name: 'Other name' }).expect(200);
  });

  it('never assigns a role granting a permission the actor lacks; a role within its own is fine', async () => {
    const manager = await admin(MANAGER);
    const target = await admin(['Admins_READ']);
    const wider = await role([...MANAGER, 'Admins_DELETE']);
    const res = await t.http.patch(`/api/admin/admins/${target.id}`).set(bearer(manager.token)).send({ roleId: wider }).expect(403);
    expect(res.body).toMatchObject({ statusCode: 403, errorCode: 'ROLE_PERMISSIONS_NOT_HELD', details: ['Admins_DELETE'] });
    const created = await t.http
      .post('/api/admin/admins')
      .set(bearer(manager.token))
      .send({ name: 'X', email: `y${Date.now()}@bazaar.test`, password: PASSWORD, roleId: wider })
      .expect(403);
    expect(created.body.errorCode).toBe('ROLE_PERMISSIONS_NOT_HELD');
    const within = await role(['Admins_READ', 'Roles_READ']);
    await t.http.patch(`/api/admin/admins/${target.id}`).set(bearer(manager.token)).send({ roleId: within }).expect(200);
    expect(await roleIdOf(target.id)).toBe(within);
    // the superadmin may assign anything
    await t.http.patch(`/api/admin/admins/${target.id}`).set(bearer(root)).send({ roleId: wider }).expect(200);
  });

  it('a role never grants more than its author holds: create, and permissions added on update', async () => {
    const manager = await admin([...MANAGER, 'Roles_CREATE']);
    const refused = await t.http
      .post('/api/admin/roles')
      .set(bearer(manager.token))
      .send({ name: `wide-${Date.now()}`, permissions: ['Admins_DELETE'] })
      .expect(403);
    expect(refused.body).toMatchObject({ errorCode: 'ROLE_PERMISSIONS_NOT_HELD', details: ['Admins_DELETE'] });
    // its own role: adding a permission it lacks is the same escalation
    const grown = await t.http
      .patch(`/api/admin/roles/${manager.roleId}`)
      .set(bearer(manager.token))
      .send({ permissions: [...MANAGER, 'Roles_CREATE', 'Roles_DELETE'] })
      .expect(403);
    expect(grown.body.details).toEqual(['Roles_DELETE']);
    // a role that already grants more may be renamed or narrowed
    const wide = await role(['Admins_READ', 'Admins_DELETE']);
    await t.http
      .patch(`/api/admin/roles/${wide}`)
      .set(bearer(manager.token))
      .send({ name: `narrowed-${Date.now()}`, permissions: ['Admins_READ', 'Admins_DELETE'] })
      .expect(200);
    await t.http
      .patch(`/api/admin/roles/${wide}`)
      .set(bearer(manager.token))
      .send({ permissions: ['Admins_READ'] })
      .expect(200);
  });
});

describe('role assignment in the panel (same service)', () => {
  const edit = (agent: Agent, id: string, form: Record<string, string>) =>
    agent.post(`/admin/api/resources/Admins/records/${id}/edit`).type('form').send(form).expect(200);

  it('refuses its own role change and a role wider than its own; assigns one within it', async () => {
    const manager = await admin(MANAGER);
    const agent = await panelLogin(t, manager.email, PASSWORD);
    const everything = await role(EVERYTHING);
    const own = await edit(agent, manager.id, { name: 'Admin', email: manager.email, password: '', roleId: everything, isActive: 'true' });
    expect(own.body.notice).toMatchObject({ type: 'error', message: 'You cannot change your own role' });
    expect(await roleIdOf(manager.id)).toBe(manager.roleId);
    // the form always sends the role: unchanged, the edit goes through
    const renamed = await edit(agent, manager.id, { name: 'Renamed Admin', email: manager.email, password: '', roleId: manager.roleId, isActive: 'true' });
    expect(renamed.body.notice).toMatchObject({ type: 'success' });

    const target = await admin(['Admins_READ']);
    const wider = await edit(agent, target.id, { name: 'Admin', email: target.email, password: '', roleId: everything, isActive: 'true' });
    expect(wider.body.notice).toMatchObject({ type: 'error' });
    expect(await roleIdOf(target.id)).toBe(target.roleId);
    const within = await role(['Admins_READ', 'Roles_READ']);
    const ok = await edit(agent, target.id, { name: 'Admin', email: target.email, password: '', roleId: within, isActive: 'true' });
    expect(ok.body.notice).toMatchObject({ type: 'success' });
    expect(await roleIdOf(target.id)).toBe(within);
  });

  it('refuses creating an admin with a role granting more than the creator holds', async () => {
    const manager = await admin(MANAGER);
    const agent = await panelLogin(t, manager.email, PASSWORD);
    const everything = await role(EVERYTHING);
    const email = `pc${Date.now()}@bazaar.test`;
    const res = await agent
      .post('/admin/api/resources/Admins/actions/new')
      .type('form')
      .send({ name: 'New', email, password: PASSWORD, roleId: everything })
      .expect(200);
    expect(res.body.notice).toMatchObject({ type: 'error' });
    const found = await t.http.get('/api/admin/admins').query({ search: email }).set(bearer(root)).expect(200);
    expect(found.body.data).toEqual([]);
  });
});

describe('changes that end every session of an admin (panel and API)', () => {
  async function signedIn(permissions = ['Admins_READ']) {
    const a = await admin(permissions);
    const agent = await panelLogin(t, a.email, PASSWORD);
    await agent.get('/admin').expect(200);
    return { ...a, agent };
  }
  const signedOut = async (agent: Agent) => expect((await agent.get('/admin').expect(302)).headers.location).toBe('/admin/login');

  it('a password change over the API ends the panel session; signing in with the new one works', async () => {
    const a = await signedIn();
    await t.http.patch(`/api/admin/admins/${a.id}`).set(bearer(root)).send({ password: 'new-password-22' }).expect(200);
    await signedOut(a.agent);
    await t.http.get('/api/auth/me').set(bearer(a.token)).expect(401);
    const again = await panelLogin(t, a.email, 'new-password-22');
    await again.get('/admin').expect(200);
  });

  it('the admin setting its own password (password/set) ends its panel session, keeps the calling API session', async () => {
    const a = await signedIn();
    await t.http.post('/api/auth/password/set').set(bearer(a.token)).send({ currentPassword: PASSWORD, newPassword: 'new-password-33' }).expect(200);
    await signedOut(a.agent);
    await t.http.get('/api/auth/me').set(bearer(a.token)).expect(200);
  });

  it('a password change in the panel ends the panel session of that admin', async () => {
    const a = await signedIn();
    const su = await panelLogin(t, SUPERADMIN.email, SUPERADMIN.password);
    const res = await su
      .post(`/admin/api/resources/Admins/records/${a.id}/edit`)
      .type('form')
      .send({ name: 'Admin', email: a.email, password: 'panel-password-44', roleId: a.roleId, isActive: 'true' })
      .expect(200);
    expect(res.body.notice).toMatchObject({ type: 'success' });
    await signedOut(a.agent);
    await su.get('/admin').expect(200);
  });

  it('a role change ends the panel and API sessions; a role edit does not', async () => {
    const a = await signedIn();
    await t.http
      .patch(`/api/admin/roles/${a.roleId}`)
      .set(bearer(root))
      .send({ permissions: ['Admins_READ', 'Roles_READ'] })
      .expect(200);
    await a.agent.get('/admin').expect(200);
    await t.http.get('/api/auth/me').set(bearer(a.token)).expect(200);
    await t.http
      .patch(`/api/admin/admins/${a.id}`)
      .set(bearer(root))
      .send({ roleId: await role(['Admins_READ']) })
      .expect(200);
    await signedOut(a.agent);
    await t.http.get('/api/auth/me').set(bearer(a.token)).expect(401);
  });

  it('deactivation and deletion end the panel sessions', async () => {
    const a = await signedIn();
    await t.http.patch(`/api/admin/admins/${a.id}`).set(bearer(root)).send({ isActive: false }).expect(200);
    await signedOut(a.agent);
    await t.http.patch(`/api/admin/admins/${a.id}`).set(bearer(root)).send({ isActive: true }).expect(200);
    const again = await panelLogin(t, a.email, PASSWORD);
    await t.http.delete(`/api/admin/admins/${a.id}`).set(bearer(root)).expect(200);
    await signedOut(again);
    const [row] = await t.bazaar.dataSource.query(`SELECT session_epoch FROM users WHERE public_id = $1`, [a.id]);
    expect(row.session_epoch).toBe(2);
  });
});
