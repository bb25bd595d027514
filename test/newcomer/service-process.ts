import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './run-script.js';

export interface ServiceProcess {
  child: ChildProcess;
  output(): string;
  /** resolves with the output once it matches, rejects if the process exits first or the time runs out */
  waitFor(pattern: RegExp, timeoutMs?: number): Promise<RegExpMatchArray>;
  /** SIGINT, then the exit code */
  stop(): Promise<number | null>;
}

/** `npm start` from the sources: main.ts as its own process, with only the given environment. */
export function startService(env: Record<string, string>, args: string[] = []): ServiceProcess {
  const child = spawn(process.execPath, ['--import', path.join(ROOT, 'test/support/ts-loader.mjs'), '--no-warnings', 'main.ts', ...args], {
    cwd: ROOT,
    env: { PATH: process.env.PATH, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const listeners = new Set<() => void>();
  const onData = (d: Buffer) => {
    out += d;
    for (const l of listeners) l();
  };
  child.stdout!.on('data', onData);
  child.stderr!.on('data', onData);
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return {
    child,
    output: () => out,
    waitFor(pattern, timeoutMs = 120_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const m = out.match(pattern);
          if (!m) return;
          done();
          resolve(m);
        };
        const timer = setTimeout(() => (done(), reject(new Error(`no ${pattern} within ${timeoutMs} ms; output:\n${out}`))), timeoutMs);
        const done = () => {
          clearTimeout(timer);
          listeners.delete(check);
        };
        void exited.then((code) => (done(), reject(new Error(`the service exited (${code}) before ${pattern}; output:\n${out}`))));
        listeners.add(check);
        check();
      });
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGINT');
      return exited;
    },
  };
}
