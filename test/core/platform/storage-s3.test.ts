import { Client } from 'minio';
import { Readable } from 'node:stream';
import { loadConfig } from '../../../config/index.js';
import { bufferUpTo } from '../../../core/storage/buffer-up-to.js';
import { createStorage } from '../../../core/storage/create-storage.js';
import { StorageError } from '../../../core/storage/errors.js';
import { S3Storage } from '../../../core/storage/s3-storage.js';
import type { Storage } from '../../../core/storage/storage.js';
import { configureLogger } from '../../../core/log/logger.js';
import { startFileServer } from './file-server.js';
import { s3Env, startS3Server, uniqueBucket, type S3TestServer } from './s3-server.js';
import { bufferOf, privateKey, publicKey, storageBehaviour } from './storage-behaviour.js';

let s3: S3TestServer;
let bucket: string;
let storage: Storage;

function admin(): Client {
  const { hostname, port } = new URL(s3.endpoint);
  return new Client({
    endPoint: hostname,
    port: Number(port),
    useSSL: false,
    accessKey: s3.accessKey,
    secretKey: s3.secretKey,
    region: 'us-east-1',
    pathStyle: true,
  });
}

beforeAll(async () => {
  configureLogger(process.env.TEST_LOG_LEVEL ?? 'silent');
  s3 = await startS3Server();
  bucket = uniqueBucket();
  storage = await createStorage(loadConfig(s3Env(s3, bucket)));
});

afterAll(async () => {
  await storage?.close();
  await s3?.close();
});

describe('S3 storage (real s3rver over HTTP): shared behaviour', () => {
  it('is the S3 implementation when S3_* is set', () => {
    expect(storage.kind).toBe('s3');
    expect(storage).toBeInstanceOf(S3Storage);
  });

  storageBehaviour(() => storage);
});

describe('S3 storage specifics', () => {
  it('created the missing bucket at start-up, and starts again on an existing one', async () => {
    expect(await admin().bucketExists(bucket)).toBe(true);
    const again = await createStorage(loadConfig(s3Env(s3, bucket)));
    const key = privateKey();
    await storage.put(key, Buffer.from('kept'), { contentType: 'image/png' });
    expect(await again.exists(key)).toBe(true);
    await again.close();
  });

  it('stores objects in the bucket under the key, with the content type as S3 metadata', async () => {
    const key = privateKey();
    await storage.put(key, Buffer.from('in the bucket'), { contentType: 'image/webp' });
    const st = await admin().statObject(bucket, key);
    expect(st.size).toBe('in the bucket'.length);
    expect(st.metaData['content-type']).toBe('image/webp');
  });

  it('public URL is endpoint/bucket/key; signed URLs are presigned by the store (SigV4)', async () => {
    const key = publicKey();
    expect(storage.publicUrl(key)).toBe(`${s3.endpoint}/${bucket}/${key}`);
    const signed = new URL((await storage.signedUrl(privateKey(), 600)).url);
    expect(`${signed.origin}${signed.pathname}`.startsWith(`${s3.endpoint}/${bucket}/uploads/image/`)).toBe(true);
    expect(signed.pathname).toContain('%2Ba%3Db%40c~d.png');
    expect(signed.searchParams.get('X-Amz-Algorithm')).toBe('AWS4-HMAC-SHA256');
    expect(signed.searchParams.get('X-Amz-Expires')).toBe('600');
    expect(signed.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('the file route of the service stays empty: S3 URLs point at the store', async () => {
    const files = await startFileServer();
    try {
      files.serve(storage);
      const res = await fetch(`${files.baseUrl}/api/files/${publicKey()}`);
      expect(res.status).toBe(404);
      expect(((await res.json()) as any).errorCode).toBe('NOT_FOUND');
    } finally {
      await files.close();
    }
  });

  it('reads an unsized stream into one PUT when short, and replays a longer one whole', async () => {
    const short = await bufferUpTo(Readable.from([Buffer.from('abc'), Buffer.from('def')]), 10);
    expect(Buffer.isBuffer(short) && short.toString()).toBe('abcdef');
    const long = await bufferUpTo(Readable.from(['0123456789', 'abcdefghij', 'KLMNO'].map((s) => Buffer.from(s))), 12);
    expect(Buffer.isBuffer(long)).toBe(false);
    expect((await bufferOf(long as Readable)).toString()).toBe('0123456789abcdefghijKLMNO');
  });

  it('a store that refuses (wrong credentials) surfaces as StorageError: 502 STORAGE_UNAVAILABLE', async () => {
    const refused = new S3Storage({
      endpoint: s3.endpoint,
      accessKey: 'NOT-A-KEY',
      secretKey: 'nope',
      bucket,
      region: 'us-east-1',
      defaultSignedUrlSeconds: 60,
    });
    try {
      for (const op of [
        () => refused.put(privateKey(), Buffer.from('x'), { contentType: 'image/png' }),
        () => refused.stat(privateKey()),
        () => refused.get(privateKey()),
        () => refused.delete(privateKey()),
        () => refused.init(),
      ]) {
        const error: any = await op().then(
          () => undefined,
          (e) => e,
        );
        expect(error).toBeInstanceOf(StorageError);
        expect(error).toMatchObject({ statusCode: 502, errorCode: 'STORAGE_UNAVAILABLE' });
        expect(error.message).not.toMatch(/access key/i);
        expect(['InvalidAccessKeyId', 'AccessDenied']).toContain(error.cause?.code);
      }
    } finally {
      await refused.close();
    }
  });

  it('a store that is down surfaces as StorageError, and start-up fails with it', async () => {
    const other = await startS3Server();
    const endpoint = other.endpoint;
    await other.close();
    const down = new S3Storage({ endpoint, accessKey: 'S3RVER', secretKey: 'S3RVER', bucket, region: 'us-east-1', defaultSignedUrlSeconds: 60 });
    try {
      const error: any = await down.put(privateKey(), Buffer.from('x'), { contentType: 'image/png' }).then(
        () => undefined,
        (e) => e,
      );
      expect(error).toBeInstanceOf(StorageError);
      expect(error).toMatchObject({ statusCode: 502, operation: 'put' });
    } finally {
      await down.close();
    }
    await expect(createStorage(loadConfig({ ...s3Env(s3, bucket), S3_ENDPOINT: endpoint }))).rejects.toBeInstanceOf(StorageError);
  });
});
