import { spawn } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';
import { createTestDatabase, dropTestDatabase } from '../support/database.js';
import { freePort } from '../support/free-port.js';

const root = path.resolve(import.meta.dirname, '../..');

/** Runs a TypeScript entry point (main.ts by default) as a real process, through the test loader. */
function runMain(env: Record<string, string>, entry = 'main.ts') {
  const child = spawn(process.execPath, ['--import', './test/support/ts-loader.mjs', entry], {
    cwd: root,
    env: { PATH: process.env.PATH!, LOG_LEVEL: 'silent', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  let stdout = '';
  child.stderr.on('data', (d) => (stderr += d));
  child.stdout.on('data', (d) => (stdout += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const started = new Promise<boolean>((resolve) => {
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
      if (out.includes('"msg":"Bazaar started"')) resolve(true);
    });
    child.on('exit', () => resolve(false));
  });
  return { child, exited, started, stderr: () => stderr, stdout: () => stdout };
}

describe('start-up', () => {
  it('stops on a bad variable with one line naming it', async () => {
    const run = runMain({ PORT: 'eighty', DATABASE_URL: 'postgres://127.0.0.1:1/none' });
    expect(await run.exited).toBe(1);
    expect(run.stderr().trim().split('\n')).toEqual(['Invalid configuration: PORT must be an integer, got "eighty"']);
  });

  it('stops on an unknown plugin with one clear line', async () => {
    const run = runMain({ PLUGINS: 'accounts,ghost', DATABASE_URL: 'postgres://127.0.0.1:1/none' });
    expect(await run.exited).toBe(1);
    const lines = run.stderr().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Cannot start: PLUGINS names an unknown plugin "ghost"/);
  });

  it('serves /healthz, then stops cleanly on SIGTERM', async () => {
    const db = await createTestDatabase();
    const port = await freePort();
    const run = runMain({ DATABASE_URL: db.url, PORT: String(port), DATA_DIR: path.join(root, '.tmp', `startup-${port}`), LOG_LEVEL: 'info' });
    try {
      expect(await run.started).toBe(true);
      const res = await fetch(`http://127.0.0.1:${port}/healthz`);
      expect(res.status).toBe(200);
      run.child.kill('SIGTERM');
      expect(await run.exited).toBe(0);
    } finally {
      run.child.kill('SIGKILL');
      await dropTestDatabase(db.name);
    }
  });
});

describe('npm run permissions:sync', () => {
  it('migrates and writes the permission rows of the enabled plugins', async () => {
    const db = await createTestDatabase();
    try {
      const run = runMain({ DATABASE_URL: db.url, PLUGINS: 'accounts,seo' }, 'scripts/permissions-sync.ts');
      expect(await run.exited).toBe(0);
      expect(run.stdout()).toContain('permissions:sync: 25 permissions for accounts, seo');
      const c = new pg.Client({ connectionString: db.url });
      await c.connect();
      const { rows } = await c.query(`SELECT name FROM permissions ORDER BY name`);
      await c.end();
      const actions = ['CREATE', 'DELETE', 'READ', 'RESTORE', 'UPDATE'];
      const modules = ['Admins', 'Customers', 'OAuthProviders', 'Roles', 'Seo'];
      expect(rows.map((r: any) => r.name)).toEqual(modules.flatMap((m) => actions.map((a) => `${m}_${a}`)));
    } finally {
      await dropTestDatabase(db.name);
    }
  });
});
