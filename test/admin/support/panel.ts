import supertest from 'supertest';
import { mountAdminPanel } from '../../../admin/index.js';
import { bootApp, type BootOptions, type TestApp } from '../../support/app.js';
import { SUPERADMIN_ENV } from '../../support/auth.js';

export type Agent = ReturnType<typeof supertest.agent>;

/** The whole app with the admin panel mounted and a superadmin. */
export function bootWithPanel(opts: BootOptions = {}): Promise<TestApp> {
  return bootApp({ ...opts, env: { ...SUPERADMIN_ENV, ...opts.env }, adminPanel: mountAdminPanel });
}

/** Signs in through the panel's login form; the agent keeps the session cookie. */
export async function panelLogin(t: TestApp, email: string, password: string): Promise<Agent> {
  const agent = supertest.agent(t.bazaar.app);
  const res = await agent.post('/admin/login').type('form').send({ email, password });
  if (res.status !== 302 || res.headers.location !== '/admin') throw new Error(`panel sign-in failed: ${res.status} ${res.headers.location ?? ''}`);
  return agent;
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
