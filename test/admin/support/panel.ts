import supertest from 'supertest';
import { mountAdminPanel } from '../../../admin/index.js';
import { bootApp, type BootOptions, type TestApp } from '../../support/app.js';
import { adminWith, login, SUPERADMIN, SUPERADMIN_ENV } from '../../support/auth.js';

export type Agent = ReturnType<typeof supertest.agent>;

/** The whole app with the admin panel mounted and a superadmin. */
export function bootWithPanel(opts: BootOptions = {}): Promise<TestApp> {
  return bootApp({ ...opts, env: { ...SUPERADMIN_ENV, ...opts.env }, adminPanel: mountAdminPanel });
}

/** The origin the panel takes state-changing requests from (PUBLIC_BASE_URL's). */
export function panelOrigin(t: TestApp): string {
  return new URL(t.bazaar.config.publicBaseUrl).origin;
}

/** The CSRF token a panel page of a signed-in admin carries. */
export function csrfTokenIn(html: string): string {
  const m = /<meta name="bazaar-csrf-token" content="([^"]+)">/.exec(html);
  if (!m) throw new Error('no CSRF token in the page');
  return m[1]!;
}

/**
 * Signs in through the panel's login form; the agent keeps the session cookie and, like the panel's own
 * pages, sends the panel's Origin and the session's CSRF token with every request.
 */
export async function panelLogin(t: TestApp, email: string, password: string): Promise<Agent> {
  const agent = supertest.agent(t.bazaar.app).set('Origin', panelOrigin(t));
  const res = await agent.post('/admin/login').type('form').send({ email, password });
  if (res.status !== 302 || res.headers.location !== '/admin') throw new Error(`panel sign-in failed: ${res.status} ${res.headers.location ?? ''}`);
  const page = await agent.get('/admin');
  agent.set('X-CSRF-Token', csrfTokenIn(page.text));
  return agent;
}

/** The app with the panel, the superadmin's API token (`root`) and the superadmin signed in to the panel (`su`). */
export async function bootPanelAsSuperadmin(opts: BootOptions = {}): Promise<{ t: TestApp; root: string; su: Agent }> {
  const t = await bootWithPanel(opts);
  const root = (await login(t, SUPERADMIN.email, SUPERADMIN.password)).accessToken;
  return { t, root, su: await panelLogin(t, SUPERADMIN.email, SUPERADMIN.password) };
}

/** A new admin holding only `permissions`, signed in to the panel. */
export async function panelAdminWith(t: TestApp, rootToken: string, permissions: string[], email: string): Promise<Agent> {
  await adminWith(t, rootToken, permissions, email);
  return panelLogin(t, email, 'admin-password-1');
}

/** The state AdminJS renders into its page (resources, currentAdmin...). */
export function pageState(html: string): any {
  const m = /window\.REDUX_STATE = (\{.*?\});\s*\n/s.exec(html);
  if (!m) throw new Error('no REDUX_STATE in the page');
  return JSON.parse(m[1]!);
}

/** Runs an AdminJS API action and returns its JSON. */
export async function listOf(agent: Agent, resource: string, query: Record<string, string> = {}) {
  const res = await agent.get(`/admin/api/resources/${resource}/actions/list`).query(query);
  return res;
}
