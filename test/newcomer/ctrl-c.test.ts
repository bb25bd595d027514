import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../support/free-port.js';
import { ROOT } from './run-script.js';

/*
 * Ctrl-C on `npm start` (embedded default): the terminal sends SIGINT to the whole foreground process group, the
 * service and whatever it started. The service stops in one line ("stopped"), exits 0, and prints no stack trace:
 * its embedded PostgreSQL runs in a session of its own (the signal does not reach it) and is stopped by the service,
 * last. The service runs from the sources, as `npm start` runs its build of them (see stale-build.test.ts).
 */

it('SIGINT to the process group: exit 0, one "stopped" line, no stack trace, the embedded PostgreSQL stopped too', async () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bazaar-ctrl-c-'));
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', path.join(ROOT, 'test/support/ts-loader.mjs'), '--no-warnings', 'main.ts'], {
    cwd: ROOT,
    env: { PATH: process.env.PATH, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'info', STARTUP_SUMMARY: 'off' },
    stdio: ['ignore', 'pipe', 'pipe'],
    // a process group of its own, as a terminal's foreground job
    detached: true,
  });
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (d) => (stdout += d));
  child.stderr!.on('data', (d) => (stderr += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  try {
    const deadline = Date.now() + 120_000;
    while (!stdout.includes('"msg":"Bazaar started"')) {
      if (child.exitCode !== null || Date.now() > deadline) throw new Error(`the service did not start:\n${stdout}\n${stderr}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    // it serves, and its database answers, before the signal
    expect((await fetch(`http://127.0.0.1:${port}/readyz`)).status).toBe(200);

    process.kill(-child.pid!, 'SIGINT');
    expect(await exited).toBe(0);
    expect(stdout).not.toContain('    at ');
    expect(stderr).not.toContain('    at ');
    expect(stderr).toBe('');
    const lines = stdout.split('\n').filter(Boolean);
    const after = lines.slice(lines.findIndex((l) => l.includes('"msg":"Bazaar started"')) + 1);
    expect(after.map((l) => JSON.parse(l))).toEqual([expect.objectContaining({ level: 30, signal: 'SIGINT', msg: 'stopped' })]);
    expect(existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
  } finally {
    if (child.exitCode === null) {
      process.kill(-child.pid!, 'SIGKILL');
      await exited;
    }
    // a server the failed run left behind (it is not in the child's process group)
    const pidFile = path.join(dataDir, 'postgres', 'postmaster.pid');
    try {
      if (existsSync(pidFile)) process.kill(Number(readFileSync(pidFile, 'utf8').split('\n')[0]), 'SIGINT');
    } catch {
      // already gone
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}, 180_000);
