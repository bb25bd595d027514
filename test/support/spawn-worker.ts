import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface Worker {
  child: ChildProcess;
  output: () => string;
  /** the next IPC message of this type the worker sent */
  next(type: string, timeoutMs?: number): Promise<any>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Starts `script` as its own node process running the TypeScript sources, as a worker (ROLE=worker) with fast timings. */
export function spawnWorker(script: string, databaseUrl: string, env: Record<string, string>): Worker {
  const child = fork(script, [], {
    cwd: root,
    execArgv: ['--import', path.join(root, 'test/support/ts-loader.mjs'), '--no-warnings'],
    env: {
      PATH: process.env.PATH,
      DATABASE_URL: databaseUrl,
      ROLE: 'worker',
      LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
      JOBS_PROCESS_EVERY_MS: '100',
      JOBS_LOCK_LIFETIME_MS: '1000',
      OUTBOX_LEASE_MS: '1500',
      OUTBOX_POLL_MS: '100',
      OUTBOX_RETRY_BASE_MS: '20',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const messages: any[] = [];
  const waiters: Array<{ type: string; resolve: (m: any) => void }> = [];
  child.on('message', (m: any) => {
    const i = waiters.findIndex((w) => w.type === m.type);
    if (i >= 0) waiters.splice(i, 1)[0].resolve(m);
    else messages.push(m);
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  return {
    child,
    output: () => out,
    exited,
    next(type, timeoutMs = 30_000) {
      const i = messages.findIndex((m) => m.type === type);
      if (i >= 0) return Promise.resolve(messages.splice(i, 1)[0]);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`worker sent no "${type}" in ${timeoutMs} ms; its output:\n${out}`)), timeoutMs);
        void exited.then(({ code, signal }) => reject(new Error(`worker exited (${code ?? signal}) before "${type}"; its output:\n${out}`)));
        waiters.push({ type, resolve: (m) => (clearTimeout(timer), resolve(m)) });
      });
    },
  };
}

/** Kills every worker still running and waits for them to be gone. */
export async function killAll(workers: Worker[]): Promise<void> {
  for (const w of workers) if (w.child.exitCode === null && w.child.signalCode === null) w.child.kill('SIGKILL');
  await Promise.all(workers.map((w) => w.exited));
}
