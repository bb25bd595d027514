import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { clock } from '../../../core/clock/clock.js';
import { AppError } from '../../../core/http/app-error.js';
import { fileUrl } from '../../../core/storage/file-url.js';
import type { Storage } from '../../../core/storage/storage.js';

export const UNSAFE_KEYS = [
  '',
  '/etc/passwd',
  '../outside',
  'uploads/../../outside',
  'uploads/./x',
  'uploads//x',
  'uploads/x/',
  '.hidden',
  'public/.git/config',
  'uploads\\..\\outside',
  'uploads/x\u0000y',
  'uploads/with space',
  'uploads/%2e%2e/x',
  `uploads/${'x'.repeat(1100)}`,
];

export async function expectAppError(promise: Promise<unknown> | (() => unknown), statusCode: number, errorCode: string): Promise<void> {
  let error: unknown;
  try {
    await (typeof promise === 'function' ? promise() : promise);
  } catch (e) {
    error = e;
  }
  expect(error).toBeInstanceOf(AppError);
  expect(error).toMatchObject({ statusCode, errorCode });
}

export async function bufferOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(Buffer.from(c));
  return Buffer.concat(chunks);
}

let n = 0;
/** a fresh private key in the uploads layout, with characters that need URL encoding */
export function privateKey(ext = 'png'): string {
  return `uploads/image/user-${process.pid}/f${++n}-${randomBytes(3).toString('hex')}+a=b@c~d.${ext}`;
}

export function publicKey(ext = 'png'): string {
  return `public/avatar/p${++n}-${randomBytes(3).toString('hex')}.${ext}`;
}

/** The behaviour every Storage implementation shares, run against local disk and against s3rver. */
export function storageBehaviour(storage: () => Storage): void {
  afterEach(() => clock.reset());

  it('stores a Buffer and reads it back as a stream with its content type and length', async () => {
    const key = privateKey();
    const body = Buffer.from('hello, bazaar');
    const info = await storage().put(key, body, { contentType: 'image/png', size: body.length });
    expect(info).toMatchObject({ key, size: body.length, contentType: 'image/png' });
    // fs and minio build their Dates in another realm than jest's, so no toBeInstanceOf(Date)
    expect(Math.abs(info.lastModified.getTime() - Date.now())).toBeLessThan(60_000);
    const file = await storage().get(key);
    expect(file).toMatchObject({ key, size: body.length, contentType: 'image/png' });
    expect((await bufferOf(file.body)).equals(body)).toBe(true);
    expect(await storage().stat(key)).toMatchObject({ key, size: body.length, contentType: 'image/png' });
    expect(await storage().exists(key)).toBe(true);
  });

  it('stores a binary stream, with or without its size, byte for byte', async () => {
    const data = randomBytes(1024 * 1024 + 17);
    const chunked = () => Readable.from([data.subarray(0, 1000), data.subarray(1000, 700_000), data.subarray(700_000)]);
    const withSize = privateKey('bin');
    const withoutSize = privateKey('bin');
    await storage().put(withSize, chunked(), { contentType: 'application/octet-stream', size: data.length });
    await storage().put(withoutSize, chunked(), { contentType: 'application/octet-stream' });
    for (const key of [withSize, withoutSize]) {
      expect((await storage().stat(key))?.size).toBe(data.length);
      expect((await bufferOf((await storage().get(key)).body)).equals(data)).toBe(true);
    }
  });

  it('overwrites a key with new bytes and a new content type', async () => {
    const key = privateKey('txt');
    await storage().put(key, Buffer.from('first version'), { contentType: 'text/plain' });
    await storage().put(key, Buffer.from('{"v":2}'), { contentType: 'application/json' });
    const file = await storage().get(key);
    expect(file.contentType).toBe('application/json');
    expect(await text(file.body)).toBe('{"v":2}');
  });

  it('reports a missing key: stat null, exists false, get FILE_NOT_FOUND (404), delete a no-op', async () => {
    const key = privateKey();
    expect(await storage().stat(key)).toBeNull();
    expect(await storage().exists(key)).toBe(false);
    await expectAppError(storage().get(key), 404, 'FILE_NOT_FOUND');
    await expect(storage().delete(key)).resolves.toBeUndefined();
  });

  it('deletes a key', async () => {
    const key = privateKey();
    await storage().put(key, Buffer.from('bye'), { contentType: 'image/png' });
    await storage().delete(key);
    expect(await storage().exists(key)).toBe(false);
    await expectAppError(storage().get(key), 404, 'FILE_NOT_FOUND');
  });

  it('refuses unsafe keys (traversal, absolute, hidden, empty segments) in every operation with 400', async () => {
    for (const key of UNSAFE_KEYS) {
      await expectAppError(storage().put(key, Buffer.from('x'), { contentType: 'text/plain' }), 400, 'STORAGE_KEY_INVALID');
      await expectAppError(storage().get(key), 400, 'STORAGE_KEY_INVALID');
      await expectAppError(storage().stat(key), 400, 'STORAGE_KEY_INVALID');
      await expectAppError(storage().exists(key), 400, 'STORAGE_KEY_INVALID');
      await expectAppError(storage().delete(key), 400, 'STORAGE_KEY_INVALID');
      await expectAppError(storage().signedUrl(key), 400, 'STORAGE_KEY_INVALID');
      await expectAppError(() => storage().publicUrl(key), 400, 'STORAGE_KEY_INVALID');
    }
  });

  it('refuses a content type that is not a MIME type (it would become a response header)', async () => {
    for (const contentType of ['', 'png', 'text/html\r\nSet-Cookie: a=b', 'text/plain; charset']) {
      await expectAppError(storage().put(privateKey(), Buffer.from('x'), { contentType }), 400, 'VALIDATION_FAILED');
    }
    await storage().put(privateKey('txt'), Buffer.from('x'), { contentType: 'text/plain; charset=utf-8' });
  });

  it('signs a URL that a client fetches over HTTP, lasting about 2 hours by default, expiresAt in epoch ms', async () => {
    const key = privateKey();
    const body = randomBytes(4096);
    await storage().put(key, body, { contentType: 'image/png' });
    clock.set(Date.now());
    const signed = await storage().signedUrl(key);
    const lifetime = signed.expiresAt - clock.nowMs();
    expect(Number.isInteger(signed.expiresAt)).toBe(true);
    expect(lifetime).toBeGreaterThan(7200_000 - 1000);
    expect(lifetime).toBeLessThanOrEqual(7200_000);
    const res = await fetch(signed.url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await res.arrayBuffer()).equals(body)).toBe(true);
  });

  it('honours expiresIn, and refuses one outside 1 s to 7 days', async () => {
    const key = privateKey();
    await storage().put(key, Buffer.from('x'), { contentType: 'image/png' });
    clock.set(Date.now());
    const signed = await storage().signedUrl(key, 600);
    expect(signed.expiresAt - clock.nowMs()).toBeGreaterThan(599_000);
    expect(signed.expiresAt - clock.nowMs()).toBeLessThanOrEqual(600_000);
    expect((await fetch(signed.url)).status).toBe(200);
    for (const bad of [0, -5, 1.5, 604801, Number.NaN]) {
      await expectAppError(storage().signedUrl(key, bad), 400, 'VALIDATION_FAILED');
    }
  });

  it('a URL whose expiry has passed is refused with 403', async () => {
    const key = privateKey();
    await storage().put(key, Buffer.from('secret bytes'), { contentType: 'image/png' });
    // signed three hours ago for one minute: long expired by the real clock the store reads
    clock.set(Date.now() - 3 * 3600_000);
    const signed = await storage().signedUrl(key, 60);
    clock.reset();
    const res = await fetch(signed.url);
    expect(res.status).toBe(403);
    expect(await res.text()).not.toContain('secret bytes');
  });

  it('a signed URL to a missing key answers 404', async () => {
    const signed = await storage().signedUrl(privateKey());
    expect((await fetch(signed.url)).status).toBe(404);
  });

  it('serves a public key at its permanent URL to anyone, without a signature', async () => {
    const key = publicKey();
    const body = randomBytes(2048);
    await storage().put(key, body, { contentType: 'image/png' });
    const url = storage().publicUrl(key);
    expect(url).not.toMatch(/[?&](signature|X-Amz-Signature)=/i);
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await res.arrayBuffer()).equals(body)).toBe(true);
  });

  it('fileUrl gives public keys their permanent URL (expiresAt null) and private keys a signed one', async () => {
    const pub = publicKey();
    const priv = privateKey();
    await storage().put(pub, Buffer.from('pub'), { contentType: 'image/png' });
    await storage().put(priv, Buffer.from('priv'), { contentType: 'image/png' });
    expect(await fileUrl(storage(), pub)).toEqual({ url: storage().publicUrl(pub), expiresAt: null });
    clock.set(Date.now());
    const signed = await fileUrl(storage(), priv, 300);
    expect(signed.expiresAt! - clock.nowMs()).toBeGreaterThan(299_000);
    expect(await (await fetch(signed.url)).text()).toBe('priv');
  });
}
