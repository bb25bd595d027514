import type { TestApp } from '../support/app.js';
import { adminWith, bearer } from '../support/auth.js';
import { bootPanelAsSuperadmin, listOf, type Agent } from '../admin/support/panel.js';

/* The Admins and Roles lists of the panel: their filters and sort read the tables as the list promises. */

let t: TestApp;
let root: string;
let su: Agent;
beforeAll(async () => {
  ({ t, root, su } = await bootPanelAsSuperadmin());
});
afterAll(async () => t?.close());

const unique = () => `l${Date.now()}${Math.random().toString(36).slice(2, 6)}@bazaar.test`;
/** A list page, answered 200. */
async function list(agent: Agent, resource: string, query: Record<string, string>) {
  const res = await listOf(agent, resource, query);
  expect(res.status).toBe(200);
  return res;
}

const emails = (res: { body: any }) => res.body.records.map((r: any) => r.params.email);

async function roleIdOf(email: string): Promise<string> {
  const found = await t.http.get('/api/admin/admins').query({ search: email }).set(bearer(root)).expect(200);
  return found.body.data[0].role.id;
}

/** An admin who never signed in (created through the API, no sign-in). */
async function neverSignedIn(): Promise<string> {
  const email = unique();
  const role = await t.http
    .post('/api/admin/roles')
    .set(bearer(root))
    .send({ name: `role-${email}`, permissions: ['Tags_READ'] })
    .expect(201);
  await t.http.post('/api/admin/admins').set(bearer(root)).send({ name: 'Never', email, password: 'admin-password-1', roleId: role.body.data.id }).expect(201);
  return email;
}

describe('the Admins list', () => {
  it('filters by role and by a created-at range', async () => {
    const a = unique();
    const b = unique();
    await adminWith(t, root, ['Uploads_READ'], a);
    await adminWith(t, root, ['Uploads_READ'], b);

    const byRole = await list(su, 'Admins', { 'filters.roleId': await roleIdOf(a) });
    expect(emails(byRole)).toEqual([a]);
    expect(emails(await list(su, 'Admins', { 'filters.roleId': 'not-a-uuid' }))).toEqual([]);

    const now = Date.now();
    const inRange = await list(su, 'Admins', {
      'filters.email': 'bazaar.test',
      'filters.createdAt~~from': new Date(now - 60_000).toISOString(),
      'filters.createdAt~~to': new Date(now + 60_000).toISOString(),
      perPage: '500',
    });
    expect(emails(inRange)).toEqual(expect.arrayContaining([a, b]));
    const later = await list(su, 'Admins', { 'filters.createdAt~~from': new Date(now + 60_000).toISOString() });
    expect(later.body.records).toEqual([]);
    const earlier = await list(su, 'Admins', { 'filters.createdAt~~to': new Date(now - 3_600_000).toISOString() });
    expect(emails(earlier)).not.toContain(a);
  });

  it('sorts by last sign-in with those who never signed in last, either way', async () => {
    const never = await neverSignedIn();
    await adminWith(t, root, ['Tags_READ'], unique());
    for (const direction of ['asc', 'desc']) {
      const res = await list(su, 'Admins', { sortBy: 'lastLoginAt', direction, perPage: '500' });
      const signedIn = res.body.records.map((r: any) => !!r.params.lastLoginAt);
      expect(signedIn[0]).toBe(true);
      expect(signedIn.indexOf(false)).toBeGreaterThan(0);
      expect(signedIn.slice(signedIn.indexOf(false))).not.toContain(true);
      expect(emails(res)).toContain(never);
    }
  });
});

describe('the Roles list', () => {
  it('filters by a permission and shows every permission of a role found', async () => {
    const a = unique();
    await adminWith(t, root, ['Brands_READ', 'Brands_UPDATE'], a);
    await adminWith(t, root, ['Tags_READ'], unique());
    const res = await list(su, 'Roles', { 'filters.permissions': 'Brands_UPDATE', perPage: '500' });
    const names = res.body.records.map((r: any) => r.params.name);
    expect(names).toContain(`role-${a}`);
    expect(names.every((n: string) => n === `role-${a}` || !n.startsWith('role-l'))).toBe(true);
    const found = res.body.records.find((r: any) => r.params.name === `role-${a}`);
    expect([found.params['permissions.0'], found.params['permissions.1']]).toEqual(['Brands_READ', 'Brands_UPDATE']);
  });
});
