import type { TestApp } from './app.js';

export const SUPERADMIN = { email: 'root@bazaar.test', password: 'root-password-1' };
export const SUPERADMIN_ENV = { SUPERADMIN_EMAIL: SUPERADMIN.email, SUPERADMIN_PASSWORD: SUPERADMIN.password };

export async function login(t: TestApp, email: string, password: string): Promise<{ accessToken: string; refreshToken: string; sessionId: string }> {
  const res = await t.http.post('/api/auth/login/email').send({ email, password });
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data.tokens;
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** Creates a role with the permissions and an admin holding it; returns the admin's access token. */
export async function adminWith(
  t: TestApp,
  rootToken: string,
  permissions: string[],
  email = `a${Date.now()}${Math.random().toString(36).slice(2, 6)}@bazaar.test`,
): Promise<string> {
  const role = await t.http
    .post('/api/admin/roles')
    .set(bearer(rootToken))
    .send({ name: `role-${email}`, permissions });
  if (role.status !== 201) throw new Error(`role: ${role.status} ${JSON.stringify(role.body)}`);
  const admin = await t.http
    .post('/api/admin/admins')
    .set(bearer(rootToken))
    .send({ name: 'Admin', email, password: 'admin-password-1', roleId: role.body.data.id });
  if (admin.status !== 201) throw new Error(`admin: ${admin.status} ${JSON.stringify(admin.body)}`);
  return (await login(t, email, 'admin-password-1')).accessToken;
}
