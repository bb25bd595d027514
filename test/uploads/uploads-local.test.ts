import { mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { bootApp, type TestApp } from '../support/app.js';
import { adminWith, bearer, login, SUPERADMIN, SUPERADMIN_ENV } from '../support/auth.js';
import { png } from './fixtures.js';
import { uploadBehaviour, type UploadSuiteContext } from './upload-behaviour.js';

const ADMIN_LIMIT_MB = 1;
let t: TestApp;
let ctx: UploadSuiteContext;

async function adminOf(root: string): Promise<{ token: string; userId: string }> {
  const token = await adminWith(t, root, []);
  const me = await t.http.get('/api/auth/me').set(bearer(token)).expect(200);
  return { token, userId: me.body.data.id };
}

function walk(dir: string, prefix: string): string[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names.flatMap((n) => (statSync(path.join(dir, n)).isDirectory() ? walk(path.join(dir, n), `${prefix}${n}/`) : [`${prefix}${n}`]));
}

beforeAll(async () => {
  t = await bootApp({ env: { ...SUPERADMIN_ENV, UPLOAD_MAX_FILE_SIZE_MB: String(ADMIN_LIMIT_MB) } });
  const root = (await login(t, SUPERADMIN.email, SUPERADMIN.password)).accessToken;
  const objects = path.join(t.dataDir, 'files', 'objects');
  ctx = {
    t,
    admin: await adminOf(root),
    otherAdmin: await adminOf(root),
    adminLimitMb: ADMIN_LIMIT_MB,
    listKeys: async (prefix) =>
      walk(objects, '')
        .filter((k) => k.startsWith(prefix))
        .sort(),
  };
});
afterAll(async () => t?.close());

describe('uploads on local disk', () => {
  uploadBehaviour(() => ctx);

  it('documents the multipart bodies and the key routes in the OpenAPI document', async () => {
    const doc = (await t.http.get('/api/openapi.json').expect(200)).body;
    const single = doc.paths['/api/upload'].post.requestBody.content['multipart/form-data'].schema;
    expect(single).toMatchObject({ required: ['file'], properties: { file: { type: 'string', format: 'binary' } } });
    const many = doc.paths['/api/upload/multiple'].post.requestBody.content['multipart/form-data'].schema;
    expect(many.properties.files).toMatchObject({ type: 'array', maxItems: 10 });
    expect(doc.paths['/api/mobile/uploads'].post.description).toContain('MOBILE_UPLOAD');
    const keyRoute = Object.keys(doc.paths).find((p) => p.startsWith('/api/upload/signed-url/'));
    expect(doc.paths[keyRoute!].get.description).toContain('relativePath');
  });

  it('answers 502 UPLOAD_STORAGE_FAILED when the disk refuses the write, and keeps nothing', async () => {
    // a plain file where the type's folder must be: mkdir fails as it would on a broken disk
    const folder = path.join(t.dataDir, 'files', 'objects', 'uploads', 'video');
    rmSync(folder, { recursive: true, force: true });
    mkdirSync(path.dirname(folder), { recursive: true });
    writeFileSync(folder, 'in the way');
    try {
      const res = await t.http
        .post('/api/upload')
        .query({ uploadType: 'video' })
        .set(bearer(ctx.admin.token))
        .attach('file', Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(80)]), {
          filename: 'v.mp4',
          contentType: 'video/mp4',
        })
        .expect(502);
      expect(res.body).toEqual({ statusCode: 502, errorCode: 'UPLOAD_STORAGE_FAILED', message: expect.any(String) });
    } finally {
      rmSync(folder, { force: true });
    }
    await t.http
      .post('/api/upload')
      .set(bearer(ctx.admin.token))
      .attach('file', await png(), { filename: 'a.png', contentType: 'image/png' })
      .expect(200);
  });
});
