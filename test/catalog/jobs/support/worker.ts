import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../../../..');

export interface WorkerProcess {
  child: ChildProcess;
  /** resolves with the 'ready' message: { pid, leaseOwner } */
  ready: Promise<{ pid: number; leaseOwner: number }>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  output(): string;
}

/** Starts the app as a separate worker process (ROLE=worker) on the test app's database and data folder. */
export function startCatalogWorker(databaseUrl: string, dataDir: string, env: Record<string, string> = {}): WorkerProcess {
  const child = fork(path.join(here, 'worker-process.ts'), [], {
    cwd: root,
    execArgv: ['--import', path.join(root, 'test/support/ts-loader.mjs'), '--no-warnings'],
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      ROLE: 'worker',
      RATE_LIMITS: 'off',
      LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
      JOBS_PROCESS_EVERY_MS: '100',
      JOBS_LOCK_LIFETIME_MS: '1000',
      OUTBOX_POLL_MS: '100',
      OUTBOX_RETRY_BASE_MS: '20',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
  const ready = new Promise<{ pid: number; leaseOwner: number }>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the worker was not ready in 60 s; its output:\n${out}`)), 60_000);
    child.on('message', (m: any) => {
      if (m?.type === 'ready') {
        clearTimeout(timer);
        resolve(m);
      }
    });
    exited.then(({ code, signal }) => {
      clearTimeout(timer);
      reject(new Error(`the worker exited (${code ?? signal}) before it was ready; its output:\n${out}`));
    });
  });
  ready.catch(() => {});
  return { child, ready, exited, output: () => out };
}
