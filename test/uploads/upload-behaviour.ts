import { readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { clock } from '../../core/clock/clock.js';
import type { TestApp } from '../support/app.js';
import { bearer } from '../support/auth.js';
import { customerToken, fetchUrl, gif, jpegWithExif, mp4, pdf, png, xlsx } from './fixtures.js';

export interface UploadSuiteContext {
  t: TestApp;
  /** an admin (not superadmin) and its public id */
  admin: { token: string; userId: string };
  otherAdmin: { token: string; userId: string };
  /** every stored key starting with the prefix */
  listKeys(prefix: string): Promise<string[]>;
  /** UPLOAD_MAX_FILE_SIZE_MB the app was booted with */
  adminLimitMb: number;
}

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}';

/** The temp folder of received parts is empty again after every request. */
function tempFiles(t: TestApp): string[] {
  try {
    return readdirSync(path.join(t.dataDir, 'tmp', 'uploads'));
  } catch {
    return [];
  }
}

/** The upload routes' behaviour, the same on every store. */
export function uploadBehaviour(get: () => UploadSuiteContext): void {
  let c: UploadSuiteContext;
  beforeAll(() => {
    c = get();
  });
  afterEach(() => {
    expect(tempFiles(c.t)).toEqual([]);
  });

  const upload = (token: string, query: Record<string, string> = {}) => c.t.http.post('/api/upload').query(query).set(bearer(token));

  describe('single upload', () => {
    it('re-encodes an image to WebP (metadata dropped) under the private key of the admin, with a signed URL', async () => {
      const before = clock.nowMs();
      expect((await jpegWithExif()).includes('secret-owner')).toBe(true);
      const res = await upload(c.admin.token)
        .attach('file', await jpegWithExif(), { filename: 'Holiday photo.JPG', contentType: 'image/jpeg' })
        .expect(200);
      expect(res.body).toMatchObject({ message: expect.any(String), errorCode: null });
      const data = res.body.data;
      expect(data).toEqual({
        filename: expect.stringMatching(new RegExp(`^${UUID}\\.webp$`)),
        originalName: 'Holiday photo.JPG',
        mimeType: 'image/webp',
        size: expect.any(Number),
        relativePath: `uploads/image/${c.admin.userId}/${data.filename}`,
        url: expect.any(String),
        expiresAt: expect.any(Number),
      });
      // about 2 hours (SIGNED_URL_TTL_SECONDS default)
      expect(data.expiresAt - before).toBeGreaterThan(7190_000);
      expect(data.expiresAt - before).toBeLessThan(7210_000);
      const got = await fetchUrl(c.t, data.url);
      expect(got.status).toBe(200);
      expect(got.body.length).toBe(data.size);
      expect(got.body.includes('secret-owner')).toBe(false);
      const meta = await sharp(got.body).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.exif).toBeUndefined();
      // EXIF orientation 6 applied: 16x8 becomes 8x16
      expect([meta.width, meta.height]).toEqual([8, 16]);
    });

    it('keeps the image as sent with optimize=false', async () => {
      const bytes = await png();
      const res = await upload(c.admin.token, { optimize: 'false' }).attach('file', bytes, { filename: 'dot.png', contentType: 'image/png' }).expect(200);
      expect(res.body.data).toMatchObject({ mimeType: 'image/png', size: bytes.length, filename: expect.stringMatching(/\.png$/) });
      expect((await fetchUrl(c.t, res.body.data.url)).body.equals(bytes)).toBe(true);
    });

    it('stores public types under public/<type>/ with a permanent URL anyone can read', async () => {
      for (const type of ['avatar', 'landing', 'thumbnail']) {
        const res = await upload(c.admin.token, { uploadType: type })
          .attach('file', await gif(), { filename: 'a.gif', contentType: 'image/gif' })
          .expect(200);
        const data = res.body.data;
        expect(data.relativePath).toMatch(new RegExp(`^public/${type}/${UUID}\\.webp$`));
        expect(data.expiresAt).toBeNull();
        expect(data.url).not.toMatch(/signature|X-Amz-Signature/i);
        const got = await fetchUrl(c.t, data.url);
        expect(got.status).toBe(200);
        expect((await sharp(got.body).metadata()).format).toBe('webp');
      }
    });

    it('accepts documents for `file` and MP4 for `video` (private), with the sniffed MIME type', async () => {
      const cases: Array<[string, Buffer, string, string, string]> = [
        ['file', pdf(), 'terms.pdf', 'application/pdf', 'application/pdf'],
        [
          'file',
          await xlsx(),
          'stock.xlsx',
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        ],
        ['file', Buffer.from('sku,qty\nA-1,3\nß,2\n'), 'stock.csv', 'application/vnd.ms-excel', 'text/csv'],
        ['video', mp4(), 'clip.mp4', 'video/mp4', 'video/mp4'],
      ];
      for (const [type, bytes, filename, declared, stored] of cases) {
        const res = await upload(c.admin.token, { uploadType: type }).attach('file', bytes, { filename, contentType: declared }).expect(200);
        expect(res.body.data).toMatchObject({ mimeType: stored, size: bytes.length, originalName: filename, expiresAt: expect.any(Number) });
        expect(res.body.data.relativePath).toMatch(new RegExp(`^uploads/${type}/${c.admin.userId}/${UUID}\\.${path.extname(filename).slice(1)}$`));
        expect((await fetchUrl(c.t, res.body.data.url)).body.equals(bytes)).toBe(true);
      }
    });

    it('refuses what does not match the allowlist (extension, declared type, content) and stores nothing', async () => {
      const before = await c.listKeys(`uploads/image/${c.admin.userId}/`);
      const image = await png();
      const refused: Array<[string, Buffer, string, string]> = [
        ['image', image, 'dot.pdf', 'image/png'], // extension of another format
        ['image', image, 'dot.png', 'image/jpeg'], // declared type of another format
        ['image', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'x.svg', 'image/svg+xml'], // not allowed at all
        ['image', Buffer.from('not an image at all'), 'fake.png', 'image/png'], // content is not PNG
        ['image', pdf(), 'fake.jpg', 'image/jpeg'], // content is a PDF
        ['image', image, 'noext', 'image/png'],
        ['image', image, 'dot.png', 'application/octet-stream'],
        ['file', image, 'dot.png', 'image/png'], // images are not `file`s
        ['file', Buffer.from([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0]), 'tool.txt', 'text/plain'], // binary as text
        ['file', image, 'sheet.csv', 'text/csv'], // PNG bytes as CSV
        ['video', image, 'clip.mp4', 'video/mp4'],
      ];
      for (const [type, bytes, filename, declared] of refused) {
        const res = await upload(c.admin.token, { uploadType: type }).attach('file', bytes, { filename, contentType: declared });
        expect([res.status, res.body.errorCode, filename]).toEqual([400, 'UPLOAD_FILE_TYPE_NOT_ALLOWED', filename]);
        expect(res.body).toEqual({ statusCode: 400, errorCode: 'UPLOAD_FILE_TYPE_NOT_ALLOWED', message: expect.any(String), details: expect.any(Object) });
      }
      expect(await c.listKeys(`uploads/image/${c.admin.userId}/`)).toEqual(before);
    });

    it('answers 400 for no file, an empty file, an undecodable image, a bad uploadType, a wrong field or query', async () => {
      const noFile = await upload(c.admin.token).field('note', 'x').expect(400);
      expect(noFile.body.errorCode).toBe('UPLOAD_FILE_REQUIRED');
      const json = await upload(c.admin.token).send({ file: 'x' }).expect(400);
      expect(json.body.errorCode).toBe('UPLOAD_FILE_REQUIRED');
      const empty = await upload(c.admin.token).attach('file', Buffer.alloc(0), { filename: 'e.png', contentType: 'image/png' }).expect(400);
      expect(empty.body.errorCode).toBe('UPLOAD_FILE_EMPTY');
      const truncated = (await png(64, 64)).subarray(0, 60);
      const broken = await upload(c.admin.token).attach('file', truncated, { filename: 'b.png', contentType: 'image/png' }).expect(400);
      expect(broken.body.errorCode).toBe('UPLOAD_IMAGE_INVALID');
      const badType = await upload(c.admin.token, { uploadType: 'document' })
        .attach('file', await png(), { filename: 'a.png', contentType: 'image/png' })
        .expect(400);
      expect(badType.body.errorCode).toBe('UPLOAD_TYPE_INVALID');
      const field = await upload(c.admin.token)
        .attach('image', await png(), { filename: 'a.png', contentType: 'image/png' })
        .expect(400);
      expect(field.body.errorCode).toBe('UPLOAD_MULTIPART_INVALID');
      const two = await upload(c.admin.token)
        .attach('file', await png(), { filename: 'a.png', contentType: 'image/png' })
        .attach('file', await png(), { filename: 'b.png', contentType: 'image/png' })
        .expect(400);
      expect(two.body.errorCode).toBe('UPLOAD_MULTIPART_INVALID');
      const optimize = await upload(c.admin.token, { optimize: 'maybe' })
        .attach('file', await png(), { filename: 'a.png', contentType: 'image/png' })
        .expect(400);
      expect(optimize.body.errorCode).toBe('VALIDATION_FAILED');
    });

    it('answers 413 over UPLOAD_MAX_FILE_SIZE_MB, reading no further than the limit', async () => {
      const big = Buffer.alloc(c.adminLimitMb * 1024 * 1024 + 1, 0x20);
      const res = await upload(c.admin.token, { uploadType: 'file' }).attach('file', big, { filename: 'big.txt', contentType: 'text/plain' }).expect(413);
      expect(res.body).toEqual({ statusCode: 413, errorCode: 'UPLOAD_FILE_TOO_LARGE', message: expect.any(String) });
      const atLimit = Buffer.alloc(c.adminLimitMb * 1024 * 1024, 0x20);
      await upload(c.admin.token, { uploadType: 'file' }).attach('file', atLimit, { filename: 'fits.txt', contentType: 'text/plain' }).expect(200);
    });

    it('needs an admin token', async () => {
      await c.t.http
        .post('/api/upload')
        .attach('file', await png(), { filename: 'a.png', contentType: 'image/png' })
        .expect(401);
      const customer = await customerToken(c.t);
      const res = await upload(customer.token)
        .attach('file', await png(), { filename: 'a.png', contentType: 'image/png' })
        .expect(403);
      expect(res.body.errorCode).toBe('FORBIDDEN');
    });
  });

  describe('multiple upload', () => {
    const multiple = (token: string, query: Record<string, string> = {}) => c.t.http.post('/api/upload/multiple').query(query).set(bearer(token));

    it('stores 1 to 10 files and returns their results in order', async () => {
      const req = multiple(c.admin.token, { uploadType: 'thumbnail' });
      for (let i = 0; i < 10; i++) req.attach('files', await png(4 + i, 4), { filename: `p${i}.png`, contentType: 'image/png' });
      const res = await req.expect(200);
      expect(res.body.data).toHaveLength(10);
      expect(res.body.data.map((r: any) => r.originalName)).toEqual([...Array(10).keys()].map((i) => `p${i}.png`));
      for (const [i, r] of res.body.data.entries()) {
        expect(r.relativePath).toMatch(/^public\/thumbnail\//);
        expect((await sharp((await fetchUrl(c.t, r.url)).body).metadata()).width).toBe(4 + i);
      }
    });

    it('refuses 11 files, no file, and a batch with one bad file, storing none of it', async () => {
      const req = multiple(c.admin.token);
      for (let i = 0; i < 11; i++) req.attach('files', await png(), { filename: `p${i}.png`, contentType: 'image/png' });
      expect((await req.expect(400)).body.errorCode).toBe('UPLOAD_TOO_MANY_FILES');
      expect((await multiple(c.admin.token).field('x', '1').expect(400)).body.errorCode).toBe('UPLOAD_FILE_REQUIRED');

      const before = await c.listKeys(`uploads/file/${c.admin.userId}/`);
      const mixed = await multiple(c.admin.token, { uploadType: 'file' })
        .attach('files', pdf(), { filename: 'a.pdf', contentType: 'application/pdf' })
        .attach('files', await png(), { filename: 'b.pdf', contentType: 'application/pdf' })
        .expect(400);
      expect(mixed.body.errorCode).toBe('UPLOAD_FILE_TYPE_NOT_ALLOWED');
      expect(await c.listKeys(`uploads/file/${c.admin.userId}/`)).toEqual(before);
    });
  });

  describe('signed URLs and the file proxy', () => {
    let own: { relativePath: string; size: number };
    let theirs: string;
    let publicKey: string;
    beforeAll(async () => {
      own = (await upload(c.admin.token, { uploadType: 'file' }).attach('file', pdf(), { filename: 'own.pdf', contentType: 'application/pdf' }).expect(200))
        .body.data;
      theirs = (
        await upload(c.otherAdmin.token, { uploadType: 'file' }).attach('file', pdf(), { filename: 'theirs.pdf', contentType: 'application/pdf' }).expect(200)
      ).body.data.relativePath;
      publicKey = (
        await upload(c.otherAdmin.token, { uploadType: 'landing' })
          .attach('file', await png(), { filename: 'l.png', contentType: 'image/png' })
          .expect(200)
      ).body.data.relativePath;
    });

    it('resolves the caller own key, with expiresIn, and any public key permanently', async () => {
      const res = await c.t.http.get(`/api/upload/signed-url/${own.relativePath}`).set(bearer(c.admin.token)).expect(200);
      expect(res.body.data).toEqual({ url: expect.any(String), expiresAt: expect.any(Number) });
      expect((await fetchUrl(c.t, res.body.data.url)).body.equals(pdf())).toBe(true);
      const before = clock.nowMs();
      const short = await c.t.http.get(`/api/upload/signed-url/${own.relativePath}`).query({ expiresIn: 60 }).set(bearer(c.admin.token)).expect(200);
      expect(short.body.data.expiresAt - before).toBeGreaterThan(58_000);
      expect(short.body.data.expiresAt - before).toBeLessThan(62_000);
      const pub = await c.t.http.get(`/api/upload/signed-url/${publicKey}`).set(bearer(c.admin.token)).expect(200);
      expect(pub.body.data).toEqual({ url: expect.any(String), expiresAt: null });
      expect((await fetchUrl(c.t, pub.body.data.url)).status).toBe(200);
    });

    it('403 for another user private key or a key outside the upload layouts; legacy keys pass; bad input 400', async () => {
      const other = await c.t.http.get(`/api/upload/signed-url/${theirs}`).set(bearer(c.admin.token)).expect(403);
      expect(other.body).toEqual({ statusCode: 403, errorCode: 'UPLOAD_FORBIDDEN', message: expect.any(String) });
      await c.t.http.get('/api/upload/signed-url/catalog/imports/x.csv').set(bearer(c.admin.token)).expect(403);
      await c.t.http.get('/api/upload/signed-url/uploads/secret/x.pdf').set(bearer(c.admin.token)).expect(403);
      const legacy = await c.t.http.get('/api/upload/signed-url/uploads/image/old-photo.png').set(bearer(c.admin.token)).expect(200);
      expect(legacy.body.data.expiresAt).toEqual(expect.any(Number));
      const traversal = await c.t.http.get(`/api/upload/signed-url/uploads%2Fimage%2F..%2F..%2Fx`).set(bearer(c.admin.token)).expect(400);
      expect(traversal.body.errorCode).toBe('STORAGE_KEY_INVALID');
      const ttl = await c.t.http.get(`/api/upload/signed-url/${own.relativePath}`).query({ expiresIn: 0 }).set(bearer(c.admin.token)).expect(400);
      expect(ttl.body.errorCode).toBe('VALIDATION_FAILED');
      await c.t.http.get(`/api/upload/signed-url/${own.relativePath}`).expect(401);
    });

    it('signed-urls resolves a batch into a map, all or nothing', async () => {
      const res = await c.t.http
        .post('/api/upload/signed-urls')
        .set(bearer(c.admin.token))
        .send({ keys: [own.relativePath, publicKey, own.relativePath], expiresIn: 120 })
        .expect(200);
      expect(Object.keys(res.body.data).sort()).toEqual([own.relativePath, publicKey].sort());
      expect(res.body.data[publicKey].expiresAt).toBeNull();
      expect(res.body.data[own.relativePath].expiresAt).toEqual(expect.any(Number));
      const refused = await c.t.http
        .post('/api/upload/signed-urls')
        .set(bearer(c.admin.token))
        .send({ keys: [own.relativePath, theirs] })
        .expect(403);
      expect(refused.body.errorCode).toBe('UPLOAD_FORBIDDEN');
      expect((await c.t.http.post('/api/upload/signed-urls').set(bearer(c.admin.token)).send({ keys: [] }).expect(400)).body.errorCode).toBe(
        'VALIDATION_FAILED',
      );
      const tooMany = Array.from({ length: 101 }, (_, i) => `public/landing/${i}.webp`);
      await c.t.http.post('/api/upload/signed-urls').set(bearer(c.admin.token)).send({ keys: tooMany }).expect(400);
    });

    it('the file route streams the caller own file with Cache-Control private, max-age=3600', async () => {
      const res = await c.t.http
        .get(`/api/upload/file/${own.relativePath}`)
        .set(bearer(c.admin.token))
        .buffer(true)
        .parse((r, cb) => {
          const chunks: Buffer[] = [];
          r.on('data', (x: Buffer) => chunks.push(x));
          r.on('end', () => cb(null, Buffer.concat(chunks)));
        })
        .expect(200);
      expect(res.headers['cache-control']).toBe('private, max-age=3600');
      expect(res.headers['content-type']).toMatch(/^application\/pdf/);
      expect(Number(res.headers['content-length'])).toBe(own.size);
      expect((res.body as Buffer).equals(pdf())).toBe(true);
      expect((await c.t.http.get(`/api/upload/file/${theirs}`).set(bearer(c.admin.token)).expect(403)).body.errorCode).toBe('UPLOAD_FORBIDDEN');
      const missing = await c.t.http.get(`/api/upload/file/uploads/file/${c.admin.userId}/none.pdf`).set(bearer(c.admin.token)).expect(404);
      expect(missing.body.errorCode).toBe('FILE_NOT_FOUND');
    });
  });

  describe('customer routes', () => {
    let customer: { token: string; userId: string };
    beforeAll(async () => {
      customer = await customerToken(c.t);
    });
    const mobile = (token: string, query: Record<string, string> = {}) => c.t.http.post('/api/mobile/uploads').query(query).set(bearer(token));

    it('uploads avatar, image and file for the customer; other types are 400', async () => {
      const image = await mobile(customer.token)
        .attach('file', await png(), { filename: 'me.png', contentType: 'image/png' })
        .expect(200);
      expect(image.body.data.relativePath).toMatch(new RegExp(`^uploads/image/${customer.userId}/${UUID}\\.webp$`));
      const avatar = await mobile(customer.token, { uploadType: 'avatar' })
        .attach('file', await png(), { filename: 'me.png', contentType: 'image/png' })
        .expect(200);
      expect(avatar.body.data).toMatchObject({ relativePath: expect.stringMatching(/^public\/avatar\//), expiresAt: null });
      await mobile(customer.token, { uploadType: 'file' }).attach('file', pdf(), { filename: 'id.pdf', contentType: 'application/pdf' }).expect(200);
      for (const type of ['video', 'landing', 'thumbnail', 'nope']) {
        const res = await mobile(customer.token, { uploadType: type })
          .attach('file', await png(), { filename: 'me.png', contentType: 'image/png' })
          .expect(400);
        expect(res.body.errorCode).toBe('UPLOAD_TYPE_INVALID');
      }
      const own = await c.t.http.get(`/api/mobile/uploads/signed-url/${image.body.data.relativePath}`).set(bearer(customer.token)).expect(200);
      expect((await fetchUrl(c.t, own.body.data.url)).status).toBe(200);
    });

    it('limits a file to 5 MB whatever UPLOAD_MAX_FILE_SIZE_MB says', async () => {
      const over = Buffer.alloc(5 * 1024 * 1024 + 1, 0x20);
      const res = await mobile(customer.token, { uploadType: 'file' }).attach('file', over, { filename: 'big.txt', contentType: 'text/plain' }).expect(413);
      expect(res.body.errorCode).toBe('UPLOAD_FILE_TOO_LARGE');
      // above the admin limit of this app, within the customer one
      const fits = Buffer.alloc(5 * 1024 * 1024, 0x20);
      await mobile(customer.token, { uploadType: 'file' }).attach('file', fits, { filename: 'fits.txt', contentType: 'text/plain' }).expect(200);
    });

    it('needs a customer token and checks ownership on signed-url', async () => {
      await c.t.http
        .post('/api/mobile/uploads')
        .attach('file', await png(), { filename: 'a.png', contentType: 'image/png' })
        .expect(401);
      await mobile(c.admin.token)
        .attach('file', await png(), { filename: 'a.png', contentType: 'image/png' })
        .expect(403);
      const adminFile = (
        await upload(c.admin.token)
          .attach('file', await png(), { filename: 'a.png', contentType: 'image/png' })
          .expect(200)
      ).body.data.relativePath;
      const res = await c.t.http.get(`/api/mobile/uploads/signed-url/${adminFile}`).set(bearer(customer.token)).expect(403);
      expect(res.body.errorCode).toBe('UPLOAD_FORBIDDEN');
      // and the other way round: the admin route checks the admin's own id
      const mine = (
        await mobile(customer.token)
          .attach('file', await png(), { filename: 'a.png', contentType: 'image/png' })
          .expect(200)
      ).body.data.relativePath;
      await c.t.http.get(`/api/upload/signed-url/${mine}`).set(bearer(c.admin.token)).expect(403);
    });
  });
}
