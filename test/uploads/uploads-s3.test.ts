import { Client } from 'minio';
import { bootApp, type TestApp } from '../support/app.js';
import { adminWith, bearer, login, SUPERADMIN, SUPERADMIN_ENV } from '../support/auth.js';
import { s3Env, startS3Server, uniqueBucket, type S3TestServer } from '../core/platform/s3-server.js';
import { pdf, png } from './fixtures.js';
import { uploadBehaviour, type UploadSuiteContext } from './upload-behaviour.js';

const ADMIN_LIMIT_MB = 1;
let s3: S3TestServer;
let bucket: string;
let t: TestApp;
let ctx: UploadSuiteContext;

function s3Admin(): Client {
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

async function keysIn(prefix: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const item of s3Admin().listObjectsV2(bucket, prefix, true)) if (item.name) keys.push(item.name);
  return keys.sort();
}

async function adminOf(root: string): Promise<{ token: string; userId: string }> {
  const token = await adminWith(t, root, []);
  const me = await t.http.get('/api/auth/me').set(bearer(token)).expect(200);
  return { token, userId: me.body.data.id };
}

beforeAll(async () => {
  s3 = await startS3Server();
  bucket = uniqueBucket();
  t = await bootApp({ env: { ...SUPERADMIN_ENV, ...s3Env(s3, bucket), UPLOAD_MAX_FILE_SIZE_MB: String(ADMIN_LIMIT_MB) } });
  const root = (await login(t, SUPERADMIN.email, SUPERADMIN.password)).accessToken;
  ctx = { t, admin: await adminOf(root), otherAdmin: await adminOf(root), adminLimitMb: ADMIN_LIMIT_MB, listKeys: keysIn };
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

describe('uploads on S3 (real s3rver)', () => {
  uploadBehaviour(() => ctx);

  it('puts the objects in the bucket with the stored content type; URLs point at the store', async () => {
    const res = await t.http
      .post('/api/upload')
      .query({ uploadType: 'file' })
      .set(bearer(ctx.admin.token))
      .attach('file', pdf(), { filename: 'a.pdf', contentType: 'application/pdf' })
      .expect(200);
    const st = await s3Admin().statObject(bucket, res.body.data.relativePath);
    expect(st.metaData['content-type']).toBe('application/pdf');
    expect(res.body.data.url.startsWith(`${s3.endpoint}/${bucket}/`)).toBe(true);
    expect(res.body.data.url).toContain('X-Amz-Signature=');
  });

  it('answers 502 UPLOAD_STORAGE_FAILED when the store refuses the upload', async () => {
    const admin = s3Admin();
    const keys = await keysIn('');
    for (const key of keys) await admin.removeObject(bucket, key);
    await admin.removeBucket(bucket);
    try {
      const res = await t.http
        .post('/api/upload')
        .set(bearer(ctx.admin.token))
        .attach('file', await png(), { filename: 'a.png', contentType: 'image/png' })
        .expect(502);
      expect(res.body).toEqual({ statusCode: 502, errorCode: 'UPLOAD_STORAGE_FAILED', message: expect.any(String) });
    } finally {
      await admin.makeBucket(bucket, 'us-east-1');
    }
    await t.http
      .post('/api/upload')
      .set(bearer(ctx.admin.token))
      .attach('file', await png(), { filename: 'a.png', contentType: 'image/png' })
      .expect(200);
  });
});
