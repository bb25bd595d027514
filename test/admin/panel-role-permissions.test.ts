import { permissionLabel } from '../../core/panel/labels.js';
import type { TestApp } from '../support/app.js';
import { bearer, login, SUPERADMIN } from '../support/auth.js';
import { bootWithPanel, pageState, panelLogin, type Agent } from './support/panel.js';

/* A role's permissions read as words in the panel ("Categories: read"); the stored values stay the names. */

let t: TestApp;
let root: string;
let su: Agent;
beforeAll(async () => {
  t = await bootWithPanel();
  root = (await login(t, SUPERADMIN.email, SUPERADMIN.password)).accessToken;
  su = await panelLogin(t, SUPERADMIN.email, SUPERADMIN.password);
});
afterAll(async () => t?.close());

describe('role permissions in the panel', () => {
  it('words a permission name: the module split into words, the action in lower case', () => {
    expect(permissionLabel('Categories_READ')).toBe('Categories: read');
    expect(permissionLabel('BrandSeries_UPDATE')).toBe('Brand series: update');
    expect(permissionLabel('Roles_DELETE')).toBe('Roles: delete');
  });

  it('offers every permission by its words in the form and the filter, and shows them as badges', async () => {
    const roles = pageState((await su.get('/admin').expect(200)).text).resources.find((r: any) => r.id === 'Roles');
    const permissions = roles.properties.permissions;
    expect(permissions.isArray).toBe(true);
    expect(permissions.availableValues).toEqual(
      expect.arrayContaining([
        { value: 'Categories_READ', label: 'Categories: read' },
        { value: 'Roles_UPDATE', label: 'Roles: update' },
      ]),
    );
    // no permission is left raw
    expect(permissions.availableValues.filter((o: any) => o.label === o.value || o.label.includes('_'))).toEqual([]);
    expect(permissions.components).toMatchObject({ show: 'EnumBadge', list: 'EnumBadge' });
    expect(permissions.custom.enum.labels.Categories_READ).toBe('Categories: read');
  });

  it('a role made in the panel stores the permission names, and its page sends them with their words', async () => {
    const name = `Merchandiser ${Date.now()}`;
    const made = await su
      .post('/admin/api/resources/Roles/actions/new')
      .type('form')
      .send({ name, 'permissions.0': 'Categories_READ', 'permissions.1': 'Categories_UPDATE' })
      .expect(200);
    expect(made.body.notice).toMatchObject({ type: 'success' });
    const api = await t.http.get('/api/admin/roles').query({ search: name }).set(bearer(root)).expect(200);
    expect(api.body.data[0].permissions.slice().sort()).toEqual(['Categories_READ', 'Categories_UPDATE']);

    const show = await su.get(`/admin/api/resources/Roles/records/${api.body.data[0].id}/show`).expect(200);
    const params = show.body.record.params;
    expect([params['permissions.0'], params['permissions.1']].sort()).toEqual(['Categories_READ', 'Categories_UPDATE']);
  });
});
