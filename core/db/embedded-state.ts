import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

/** What DATA_DIR remembers about its embedded PostgreSQL: its port, and the process running it now. */
export interface EmbeddedState {
  port?: number;
  ownerPid?: number;
}

const FILE = 'embedded-postgres.json';

export function readEmbeddedState(dataDir: string): EmbeddedState {
  try {
    const raw = JSON.parse(readFileSync(path.join(dataDir, FILE), 'utf8')) as EmbeddedState;
    const valid = (n: unknown) => (Number.isInteger(n) && (n as number) > 0 ? (n as number) : undefined);
    return { port: valid(raw.port), ownerPid: valid(raw.ownerPid) };
  } catch {
    return {};
  }
}

export function writeEmbeddedState(dataDir: string, state: EmbeddedState): void {
  const file = path.join(dataDir, FILE);
  // written whole, then renamed: a reader never sees half a file
  writeFileSync(`${file}.tmp`, `${JSON.stringify(state)}\n`);
  renameSync(`${file}.tmp`, file);
}

/** The server stopped: keep the port, drop the owner. */
export function forgetOwner(dataDir: string): void {
  const { port } = readEmbeddedState(dataDir);
  writeEmbeddedState(dataDir, { port });
}

export function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.unref();
    srv.once('error', () => resolve(false));
    srv.listen(port, '127.0.0.1', () => srv.close(() => resolve(true)));
  });
}
