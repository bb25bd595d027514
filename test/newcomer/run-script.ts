import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Runs one of the project's TypeScript entry points (main.ts, scripts/*.ts) as `node` would after a build. */
export function runScript(script: string, args: string[], env: Record<string, string>, stdin?: string): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', path.join(ROOT, 'test/support/ts-loader.mjs'), '--no-warnings', script, ...args], {
      cwd: ROOT,
      env: { PATH: process.env.PATH, LOG_LEVEL: 'warn', ...env },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('close', (code) => resolve({ code, out }));
    child.stdin.end(stdin ?? '');
  });
}
