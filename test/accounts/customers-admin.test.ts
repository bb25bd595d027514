import type { TestApp } from '../support/app.js';
import { adminWith, bearer, login, SUPERADMIN } from '../support/auth.js';
import { bootWithPanel, panelLogin, type Agent } from '../admin/support/panel.js';
import { customerLogin, DEVICE, PASSWORD, register } from './support/customers.js';

let t: TestApp;
let root: string;
let su: Agent;
beforeAll(async () => {
  t = await bootWithPanel({ env: { PLUGINS: 'accounts' } });
  root = (await login(t, SUPERADMIN.email, SUPERADMIN.password)).accessToken;
  su = await panelLogin(t, SUPERADMIN.email, SUPERADMIN.password);
});
afterAll(async () => t?.close());

async function adminIn(permissions: string[]): Promise<Agent> {
  const email = `p${Date.now()}${Math.random().toString(36).slice(2, 6)}@bazaar.test`;
  await adminWith(t, root, permissions, email);
  return panelLogin(t, email, 'admin-password-1');
}

describe('Customers panel resource', () => {
  it('lists customers (not admins) by standing, gated by Customers_READ', async () => {
    const c = await register(t);
    const list = await su.get('/admin/api/resources/Customers/actions/list').query({ 'filters.email': c.email }).expect(200);
    expect(list.body.records.map((r: any) => r.params)).toEqual([
      expect.objectContaining({ id: c.user.id, email: c.email, standing: 'active', emailVerified: false }),
    ]);
    const admins = await su.get('/admin/api/resources/Customers/actions/list').query({ 'filters.email': SUPERADMIN.email }).expect(200);
    expect(admins.body.notice).toBeUndefined();
    expect(admins.body.records).toEqual([]);

    const without = await adminIn(['Admins_READ']);
    const refused = await without.get('/admin/api/resources/Customers/actions/list').expect(200);
    expect(refused.body.records).toEqual([]);
    expect(refused.body.notice).toMatchObject({ type: 'error' });
  });

  it('bans through the service: sessions end, sign-in and refresh are refused; unban restores sign-in', async () => {
    const c = await register(t);
    const reader = await adminIn(['Customers_READ']);
    const notAllowed = await reader.post(`/admin/api/resources/Customers/records/${c.user.id}/ban`).expect(200);
    expect(notAllowed.body.notice).toMatchObject({ type: 'error' });
    await t.http.get('/api/mobile/auth/me').set(bearer(c.tokens.accessToken)).expect(200);

    const banned = await su.post(`/admin/api/resources/Customers/records/${c.user.id}/ban`).expect(200);
    expect(banned.body.notice).toMatchObject({ type: 'success' });
    expect(banned.body.record.params.standing).toBe('banned');
    await t.http.get('/api/mobile/auth/me').set(bearer(c.tokens.accessToken)).expect(401);
    await t.http.post('/api/mobile/auth/refresh').send({ refreshToken: c.tokens.refreshToken }).expect(401);
    const refused = await t.http.post('/api/mobile/auth/login/email').send({ email: c.email, password: PASSWORD, deviceInfo: DEVICE }).expect(403);
    expect(refused.body.errorCode).toBe('AUTH_ACCOUNT_DISABLED');
    const filtered = await su.get('/admin/api/resources/Customers/actions/list').query({ 'filters.standing': 'banned' }).expect(200);
    expect(filtered.body.records.map((r: any) => r.id)).toContain(c.user.id);

    const updater = await adminIn(['Customers_READ', 'Customers_UPDATE']);
    const unbanned = await updater.post(`/admin/api/resources/Customers/records/${c.user.id}/unban`).expect(200);
    expect(unbanned.body.record.params.standing).toBe('active');
    await customerLogin(t, c.email);
  });

  it('a ban also refuses a refresh token issued before it on another session', async () => {
    const c = await register(t);
    const other = await customerLogin(t, c.email);
    await su.post(`/admin/api/resources/Customers/records/${c.user.id}/ban`).expect(200);
    await t.http.post('/api/mobile/auth/refresh').send({ refreshToken: other.refreshToken }).expect(401);
    await t.http.get('/api/mobile/auth/me').set(bearer(other.accessToken)).expect(401);
  });
});
