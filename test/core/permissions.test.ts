import { bootApp, type TestApp } from '../support/app.js';
import { adminWith, bearer, login, SUPERADMIN, SUPERADMIN_ENV } from '../support/auth.js';
import { availablePlugins } from '../../plugins/index.js';
import { demoPlugin } from '../support/demo-plugin.js';

let t: TestApp;
let root: string;
beforeAll(async () => {
  t = await bootApp({ env: SUPERADMIN_ENV, available: [...availablePlugins, demoPlugin] });
  root = (await login(t, SUPERADMIN.email, SUPERADMIN.password)).accessToken;
});
afterAll(async () => t?.close());

describe('Module_ACTION permissions', () => {
  it('syncs one row per module and action of the enabled plugins at start-up', async () => {
    const rows = await t.bazaar.dataSource.query(`SELECT name FROM permissions ORDER BY name`);
    const names = rows.map((r: any) => r.name);
    for (const m of ['Admins', 'Roles', 'Demo']) {
      for (const a of ['READ', 'CREATE', 'UPDATE', 'DELETE', 'RESTORE']) expect(names).toContain(`${m}_${a}`);
    }
  });

  it('lets the superadmin through every gate and reports all permissions', async () => {
    await t.http.get('/api/demo/protected').set(bearer(root)).expect(200);
    const res = await t.http.get('/api/auth/permissions').set(bearer(root)).expect(200);
    expect(res.body.data.isSuperadmin).toBe(true);
    expect(res.body.data.permissions).toEqual(expect.arrayContaining(['Demo_READ', 'Roles_CREATE']));
  });

  it('grants exactly what the role holds: 403 without, 200 with', async () => {
    const without = await adminWith(t, root, ['Roles_READ']);
    const res = await t.http.get('/api/demo/protected').set(bearer(without)).expect(403);
    expect(res.body).toEqual({ statusCode: 403, errorCode: 'FORBIDDEN', message: expect.stringContaining('Demo_READ') });
    const withIt = await adminWith(t, root, ['Demo_READ']);
    await t.http.get('/api/demo/protected').set(bearer(withIt)).expect(200);
    const perms = await t.http.get('/api/auth/permissions').set(bearer(withIt)).expect(200);
    expect(perms.body.data).toMatchObject({ isSuperadmin: false, permissions: ['Demo_READ'] });
  });

  it('applies a role change to live sessions at once', async () => {
    const role = await t.http.post('/api/admin/roles').set(bearer(root)).send({ name: 'live-change', permissions: [] }).expect(201);
    const email = 'live@bazaar.test';
    await t.http.post('/api/admin/admins').set(bearer(root)).send({ name: 'Live', email, password: 'live-password-1', roleId: role.body.data.id }).expect(201);
    const token = (await login(t, email, 'live-password-1')).accessToken;
    await t.http.get('/api/demo/protected').set(bearer(token)).expect(403);
    await t.http
      .patch(`/api/admin/roles/${role.body.data.id}`)
      .set(bearer(root))
      .send({ permissions: ['Demo_READ'] })
      .expect(200);
    await t.http.get('/api/demo/protected').set(bearer(token)).expect(200);
  });

  it('answers 401 without a token', async () => {
    const res = await t.http.get('/api/demo/protected').expect(401);
    expect(res.body.errorCode).toBe('UNAUTHORIZED');
  });
});

describe('roles', () => {
  it('creates a role with the start-up contract shape', async () => {
    const res = await t.http
      .post('/api/admin/roles')
      .set(bearer(root))
      .send({ name: 'Editors', permissions: ['Admins_READ', 'Roles_READ'] })
      .expect(201);
    expect(res.body.data).toMatchObject({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), name: 'Editors', permissions: ['Admins_READ', 'Roles_READ'] });
    const got = await t.http.get(`/api/admin/roles/${res.body.data.id}`).set(bearer(root)).expect(200);
    expect(got.body.data.permissions).toEqual(['Admins_READ', 'Roles_READ']);
  });

  it('shows a role change on the next read (the read cache is dropped on write)', async () => {
    const created = await t.http
      .post('/api/admin/roles')
      .set(bearer(root))
      .send({ name: 'Cached', permissions: ['Roles_READ'] })
      .expect(201);
    const id = created.body.data.id;
    await t.http.get(`/api/admin/roles/${id}`).set(bearer(root)).expect(200);
    await t.http
      .patch(`/api/admin/roles/${id}`)
      .set(bearer(root))
      .send({ name: 'Cached 2', permissions: ['Admins_READ'] })
      .expect(200);
    const after = await t.http.get(`/api/admin/roles/${id}`).set(bearer(root)).expect(200);
    expect(after.body.data).toMatchObject({ name: 'Cached 2', permissions: ['Admins_READ'] });
    await t.http.delete(`/api/admin/roles/${id}`).set(bearer(root)).expect(200);
    await t.http.get(`/api/admin/roles/${id}`).set(bearer(root)).expect(404);
  });

  it('drops a cached role when another instance announces a change', async () => {
    const created = await t.http.post('/api/admin/roles').set(bearer(root)).send({ name: 'Elsewhere', permissions: [] }).expect(201);
    const id = created.body.data.id;
    await t.http.get(`/api/admin/roles/${id}`).set(bearer(root)).expect(200);
    // another instance renames it and announces the deletion of the cached entry
    await t.bazaar.dataSource.transaction(async (m) => {
      await m.query(`UPDATE roles SET name = 'Renamed elsewhere' WHERE public_id = $1`, [id]);
      await m.query(`SELECT pg_notify('bazaar_cache_invalidate', $1)`, [JSON.stringify({ key: `accounts:role:${id}`, partition: 'accounts' })]);
    });
    const deadline = Date.now() + 15_000;
    let name = 'Elsewhere';
    while (name === 'Elsewhere' && Date.now() < deadline) {
      name = (await t.http.get(`/api/admin/roles/${id}`).set(bearer(root))).body.data.name;
    }
    expect(name).toBe('Renamed elsewhere');
  });

  it('refuses a duplicate name, unknown permissions and malformed ones', async () => {
    await t.http.post('/api/admin/roles').set(bearer(root)).send({ name: 'Dup', permissions: [] }).expect(201);
    const dup = await t.http.post('/api/admin/roles').set(bearer(root)).send({ name: 'Dup', permissions: [] }).expect(409);
    expect(dup.body.errorCode).toBe('ROLE_NAME_ALREADY_EXISTS');
    const unknown = await t.http
      .post('/api/admin/roles')
      .set(bearer(root))
      .send({ name: 'Unknown', permissions: ['Ghosts_READ'] })
      .expect(400);
    expect(unknown.body).toMatchObject({ errorCode: 'ROLE_PERMISSION_UNKNOWN', details: ['Ghosts_READ'] });
    const bad = await t.http
      .post('/api/admin/roles')
      .set(bearer(root))
      .send({ name: 'Bad', permissions: ['drop table'] })
      .expect(400);
    expect(bad.body.errorCode).toBe('VALIDATION_FAILED');
    const count = await t.bazaar.dataSource.query(`SELECT count(*)::int AS n FROM roles WHERE name IN ('Unknown', 'Bad')`);
    expect(count[0].n).toBe(0);
  });

  it('refuses to delete a role in use, deletes an unused one', async () => {
    const role = await t.http.post('/api/admin/roles').set(bearer(root)).send({ name: 'InUse', permissions: [] }).expect(201);
    await t.http
      .post('/api/admin/admins')
      .set(bearer(root))
      .send({ name: 'U', email: 'inuse@bazaar.test', password: 'inuse-password', roleId: role.body.data.id })
      .expect(201);
    const res = await t.http.delete(`/api/admin/roles/${role.body.data.id}`).set(bearer(root)).expect(409);
    expect(res.body.errorCode).toBe('ROLE_IN_USE');
    const free = await t.http.post('/api/admin/roles').set(bearer(root)).send({ name: 'Free', permissions: [] }).expect(201);
    await t.http.delete(`/api/admin/roles/${free.body.data.id}`).set(bearer(root)).expect(200);
    await t.http.get(`/api/admin/roles/${free.body.data.id}`).set(bearer(root)).expect(404);
  });

  it('lists roles paged, searchable, with an allowlisted sort', async () => {
    const res = await t.http.get('/api/admin/roles?search=edit&sort=name&order=asc').set(bearer(root)).expect(200);
    expect(res.body).toMatchObject({ count: 1, currentPage: 1, totalPage: 1 });
    expect(res.body.data[0].name).toBe('Editors');
    await t.http.get('/api/admin/roles?sort=permissions').set(bearer(root)).expect(400);
    await t.http.get('/api/admin/roles/not-a-uuid').set(bearer(root)).expect(400);
  });
});

describe('admins', () => {
  let roleId: string;
  beforeAll(async () => {
    roleId = (
      await t.http
        .post('/api/admin/roles')
        .set(bearer(root))
        .send({ name: 'Staff', permissions: ['Admins_READ'] })
        .expect(201)
    ).body.data.id;
  });

  it('creates an admin with the start-up contract shape and never returns the hash', async () => {
    const res = await t.http
      .post('/api/admin/admins')
      .set(bearer(root))
      .send({ name: 'Sita', email: 'Sita@Bazaar.test', password: 'sita-password-1', roleId })
      .expect(201);
    expect(res.body.data).toMatchObject({ id: expect.any(String), name: 'Sita', email: 'sita@bazaar.test', role: { id: roleId, name: 'Staff' } });
    expect(JSON.stringify(res.body)).not.toMatch(/password|scrypt/i);
    const stored = await t.bazaar.dataSource.query(`SELECT password_hash FROM users WHERE email = 'sita@bazaar.test'`);
    expect(stored[0].password_hash).toMatch(/^scrypt\$/);
    await login(t, 'sita@bazaar.test', 'sita-password-1');
  });

  it('refuses a taken email (any case) and an unknown role', async () => {
    const dup = await t.http
      .post('/api/admin/admins')
      .set(bearer(root))
      .send({ name: 'X', email: 'SITA@bazaar.test', password: 'another-pass', roleId })
      .expect(409);
    expect(dup.body.errorCode).toBe('ADMIN_EMAIL_ALREADY_EXISTS');
    const noRole = await t.http
      .post('/api/admin/admins')
      .set(bearer(root))
      .send({ name: 'X', email: 'x@bazaar.test', password: 'another-pass', roleId: '0190a7a0-0000-7000-8000-000000000000' })
      .expect(404);
    expect(noRole.body.errorCode).toBe('ROLE_NOT_FOUND');
  });

  it('deactivating an admin ends its sessions; soft delete and restore', async () => {
    const created = await t.http
      .post('/api/admin/admins')
      .set(bearer(root))
      .send({ name: 'Ram', email: 'ram@bazaar.test', password: 'ram-password-1', roleId })
      .expect(201);
    const id = created.body.data.id;
    const token = (await login(t, 'ram@bazaar.test', 'ram-password-1')).accessToken;
    await t.http.get('/api/auth/me').set(bearer(token)).expect(200);
    await t.http.patch(`/api/admin/admins/${id}`).set(bearer(root)).send({ isActive: false }).expect(200);
    await t.http.get('/api/auth/me').set(bearer(token)).expect(401);
    const refused = await t.http.post('/api/auth/login/email').send({ email: 'ram@bazaar.test', password: 'ram-password-1' }).expect(403);
    expect(refused.body.errorCode).toBe('AUTH_ACCOUNT_DISABLED');
    await t.http.delete(`/api/admin/admins/${id}`).set(bearer(root)).expect(200);
    const again = await t.http.delete(`/api/admin/admins/${id}`).set(bearer(root)).expect(400);
    expect(again.body.errorCode).toBe('ADMIN_ALREADY_DELETED');
    const list = await t.http.get('/api/admin/admins?search=ram').set(bearer(root)).expect(200);
    expect(list.body.count).toBe(0);
    const withDeleted = await t.http.get('/api/admin/admins?search=ram&includeDeleted=true').set(bearer(root)).expect(200);
    expect(withDeleted.body.data[0].deletedAt).not.toBeNull();
    const restored = await t.http.post(`/api/admin/admins/${id}/restore`).set(bearer(root)).expect(200);
    expect(restored.body.data.deletedAt).toBeNull();
  });

  it('refuses to let an admin delete itself', async () => {
    const me = await t.http.get('/api/auth/me').set(bearer(root)).expect(200);
    const res = await t.http.delete(`/api/admin/admins/${me.body.data.id}`).set(bearer(root)).expect(409);
    expect(res.body.errorCode).toBe('ADMIN_SUPERADMIN_PROTECTED');
  });

  it('needs Admins_CREATE to create admins', async () => {
    const reader = await adminWith(t, root, ['Admins_READ']);
    await t.http.get('/api/admin/admins').set(bearer(reader)).expect(200);
    await t.http.post('/api/admin/admins').set(bearer(reader)).send({ name: 'N', email: 'n@bazaar.test', password: 'n-password-1', roleId }).expect(403);
  });
});
