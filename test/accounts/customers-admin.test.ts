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

  it('the standing filter (SQL) and the standing shown (TS) agree for every standing', async () => {
    const q = (sql: string, params: unknown[]) => t.bazaar.dataSource.query(sql, params);
    const set = async (id: string, columns: string) => q(`UPDATE users SET ${columns} WHERE public_id = $1`, [id]);
    const made: Record<string, string> = {};
    for (const standing of ['active', 'banned', 'pending_deletion', 'deleted', 'deleted-by-anonymising', 'banned-pending']) {
      const c = await register(t);
      made[standing] = c.user.id;
      if (standing === 'banned') await set(c.user.id, 'is_active = false');
      if (standing === 'pending_deletion') await set(c.user.id, `deletion_scheduled_at = now() + interval '3 days'`);
      if (standing === 'deleted') await set(c.user.id, `deletion_scheduled_at = now() - interval '1 minute'`);
      if (standing === 'deleted-by-anonymising') await set(c.user.id, 'anonymised_at = now()');
      if (standing === 'banned-pending') await set(c.user.id, `is_active = false, deletion_scheduled_at = now() + interval '3 days'`);
    }
    const ours = new Set(Object.values(made));
    for (const standing of ['active', 'banned', 'pending_deletion', 'deleted']) {
      const res = await su.get('/admin/api/resources/Customers/actions/list').query({ 'filters.standing': standing, perPage: 500 }).expect(200);
      const listed = res.body.records.filter((r: { id: string }) => ours.has(r.id));
      expect(listed.length).toBeGreaterThan(0);
      for (const r of listed) expect({ id: r.id, standing: r.params.standing }).toEqual({ id: r.id, standing });
    }
    const shownAs = async (id: string) => (await su.get(`/admin/api/resources/Customers/records/${id}/show`).expect(200)).body.record.params.standing;
    expect(await shownAs(made['banned-pending'])).toBe('banned');
    expect(await shownAs(made['deleted-by-anonymising'])).toBe('deleted');
  });
});
