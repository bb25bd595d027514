import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawnWorker, type Worker } from '../../../support/spawn-worker.js';

const here = path.dirname(fileURLToPath(import.meta.url));

export interface WorkerProcess extends Worker {
  /** resolves with the 'ready' message: { pid, leaseOwner } */
  ready: Promise<{ pid: number; leaseOwner: number }>;
}

/** Starts the app as a separate worker process (ROLE=worker) on the test app's database and data folder. */
export function startCatalogWorker(databaseUrl: string, dataDir: string, env: Record<string, string> = {}): WorkerProcess {
  const worker = spawnWorker(path.join(here, 'worker-process.ts'), databaseUrl, {
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    RATE_LIMITS: 'off',
    OUTBOX_LEASE_MS: '300000',
    ...env,
  });
  const ready = worker.next('ready', 60_000);
  ready.catch(() => {});
  return { ...worker, ready };
}
