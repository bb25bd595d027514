import { bootApp, type TestApp } from '../support/app.js';
import { runScript } from './run-script.js';

const signIn = (t: TestApp, email: string, password: string) => t.http.post('/api/auth/login/email').send({ email, password });

describe('npm run admin:create', () => {
  let t: TestApp;
  let env: Record<string, string>;

  beforeAll(async () => {
    t = await bootApp();
    env = { DATABASE_URL: t.databaseUrl, DATA_DIR: t.dataDir };
  });
  afterAll(() => t.close());

  it('creates a superadmin from the password on stdin, who then signs in over the API with every permission', async () => {
    expect((await signIn(t, 'ops@bazaar.test', 'a-long-password-1')).status).toBe(401);
    const run = await runScript('scripts/admin-create.ts', ['--email', 'Ops@Bazaar.test', '--name', 'Ops'], env, 'a-long-password-1\n');
    expect(run).toMatchObject({ code: 0, out: expect.stringContaining('Superadmin ops@bazaar.test created') });
    expect(run.out).not.toContain('a-long-password-1');
    const res = await signIn(t, 'ops@bazaar.test', 'a-long-password-1');
    expect(res.status).toBe(200);
    expect(res.body.data.user).toMatchObject({ email: 'ops@bazaar.test', name: 'Ops' });
    const roles = await t.http.get('/api/admin/roles').set({ Authorization: `Bearer ${res.body.data.tokens.accessToken}` });
    expect(roles.status).toBe(200);
  });

  it('refuses an email that has an account, and --reset sets the password instead', async () => {
    const again = await runScript('scripts/admin-create.ts', ['--email', 'ops@bazaar.test'], env, 'another-password-2\n');
    expect(again).toMatchObject({ code: 1, out: expect.stringContaining('already exists (to make it a superadmin with this password: add --reset)') });
    expect((await signIn(t, 'ops@bazaar.test', 'another-password-2')).status).toBe(401);

    const reset = await runScript('scripts/admin-create.ts', ['--email', 'ops@bazaar.test', '--reset'], env, 'another-password-2\n');
    expect(reset.code).toBe(0);
    expect((await signIn(t, 'ops@bazaar.test', 'another-password-2')).status).toBe(200);
  });

  it('refuses a short password and a missing email, creating nobody', async () => {
    const short = await runScript('scripts/admin-create.ts', ['--email', 'short@bazaar.test'], env, 'short\n');
    expect(short).toMatchObject({ code: 1, out: expect.stringContaining('password must be 8 to 128 characters') });
    const noEmail = await runScript('scripts/admin-create.ts', [], env, 'a-long-password-1\n');
    expect(noEmail).toMatchObject({ code: 2, out: expect.stringContaining('--email') });
    expect((await signIn(t, 'short@bazaar.test', 'short')).status).toBe(401);
  });
});
