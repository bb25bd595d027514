import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export interface S3TestServer {
  endpoint: string;
  /** the credentials s3rver knows */
  accessKey: string;
  secretKey: string;
  close(): Promise<void>;
}

/** A real S3-compatible server (s3rver) on a free loopback port, storing in a temp dir. */
export async function startS3Server(): Promise<S3TestServer> {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'bazaar-s3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  const { port } = await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    accessKey: 'S3RVER',
    secretKey: 'S3RVER',
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

export function s3Env(s3: S3TestServer, bucket: string): Record<string, string> {
  return { S3_ENDPOINT: s3.endpoint, S3_ACCESS_KEY: s3.accessKey, S3_SECRET_KEY: s3.secretKey, S3_BUCKET: bucket };
}

export function uniqueBucket(): string {
  return `bazaar-test-${process.pid}-${Math.random().toString(36).slice(2, 8)}`;
}
