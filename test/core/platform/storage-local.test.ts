import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { ConfigError, loadConfig } from '../../../config/index.js';
import { clock } from '../../../core/clock/clock.js';
import { createStorage } from '../../../core/storage/create-storage.js';
import { StorageError } from '../../../core/storage/errors.js';
import { LocalStorage } from '../../../core/storage/local-storage.js';
import { loadStorageSigningSecret, SIGNING_SECRET_FILE } from '../../../core/storage/signing-secret.js';
import type { Storage } from '../../../core/storage/storage.js';
import { UrlSigner } from '../../../core/storage/url-signer.js';
import { rawGet, startFileServer, type FileServer } from './file-server.js';
import { expectAppError, privateKey, publicKey, storageBehaviour } from './storage-behaviour.js';

let dataDir: string;
let server: FileServer;
let storage: Storage;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'bazaar-storage-'));
  server = await startFileServer();
  storage = await createStorage(loadConfig({ DATA_DIR: dataDir, PUBLIC_BASE_URL: server.baseUrl }));
  server.serve(storage);
});

afterAll(async () => {
  await storage?.close();
  await server?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('local disk storage: shared behaviour', () => {
  it('is the local implementation when S3_* is not set', () => {
    expect(storage.kind).toBe('local');
    expect(storage).toBeInstanceOf(LocalStorage);
  });

  storageBehaviour(() => storage);
});

describe('local disk storage: layout and URLs', () => {
  afterEach(() => clock.reset());

  it('keeps files under DATA_DIR/files and builds URLs on PUBLIC_BASE_URL /api/files', async () => {
    const key = publicKey();
    await storage.put(key, Buffer.from('on disk'), { contentType: 'image/png' });
    expect(readFileSync(path.join(dataDir, 'files', 'objects', ...key.split('/')), 'utf8')).toBe('on disk');
    expect(storage.publicUrl(key)).toBe(`${server.baseUrl}/api/files/${key}`);
    const signed = await storage.signedUrl('uploads/image/u1/a+b.png', 60);
    expect(signed.url).toMatch(
      new RegExp(`^${server.baseUrl}/api/files/uploads/image/u1/a%2Bb\\.png\\?expires=${signed.expiresAt}&signature=[A-Za-z0-9_-]{43}$`),
    );
  });

  it('serves a signed URL until its expiry and refuses it from then on (FILE_URL_EXPIRED)', async () => {
    const key = privateKey();
    await storage.put(key, Buffer.from('private'), { contentType: 'image/png' });
    clock.set(Date.now());
    const signed = await storage.signedUrl(key, 60);
    clock.advance(59_000);
    const ok = await fetch(signed.url);
    expect(ok.status).toBe(200);
    expect(ok.headers.get('cache-control')).toBe('private, max-age=1');
    clock.advance(1_000);
    const late = await fetch(signed.url);
    expect(late.status).toBe(403);
    expect(await late.json()).toEqual({ statusCode: 403, errorCode: 'FILE_URL_EXPIRED', message: expect.any(String) });
  });

  it('refuses tampered, borrowed or missing signatures with 403 FILE_URL_INVALID', async () => {
    const mine = privateKey();
    const theirs = privateKey();
    await storage.put(mine, Buffer.from('mine'), { contentType: 'image/png' });
    await storage.put(theirs, Buffer.from('theirs'), { contentType: 'image/png' });
    const signed = new URL((await storage.signedUrl(mine, 60)).url);
    const expires = signed.searchParams.get('expires')!;
    const signature = signed.searchParams.get('signature')!;
    const base = `${server.baseUrl}/api/files`;
    const attempts = [
      `${base}/${encodeURI(theirs)}?expires=${expires}&signature=${signature}`, // another key, my signature
      `${base}/${encodeURI(mine)}?expires=${Number(expires) + 3600_000}&signature=${signature}`, // longer life
      `${base}/${encodeURI(mine)}?expires=${expires}&signature=${signature.slice(0, -2)}AA`, // flipped bits
      `${base}/${encodeURI(mine)}?expires=${expires}`, // no signature
      `${base}/${encodeURI(mine)}`, // nothing at all: a private key is never served unsigned
      `${base}/${encodeURI(mine)}?expires=abc&signature=${signature}`,
      `${base}/${encodeURI(mine)}?expires=${expires}&signature=${signature}&signature=${signature}`,
    ];
    for (const url of attempts) {
      const res = await fetch(url);
      expect(res.status).toBe(403);
      const body = await res.json();
      expect(body).toEqual({ statusCode: 403, errorCode: 'FILE_URL_INVALID', message: expect.any(String) });
    }
    // a URL signed by another secret (another deployment) is refused as well
    const foreign = new UrlSigner('x'.repeat(48)).sign(mine, Number(expires));
    expect((await fetch(`${base}/${encodeURI(mine)}?expires=${expires}&signature=${foreign}`)).status).toBe(403);
    // the genuine URL still works
    expect((await fetch(signed)).status).toBe(200);
  });

  it('never serves anything outside the files tree, whatever the path encoding', async () => {
    writeFileSync(path.join(dataDir, 'files', 'outside.txt'), 'outside the objects tree');
    const secret = readFileSync(path.join(dataDir, SIGNING_SECRET_FILE), 'utf8');
    const attempts = [
      '/api/files/public/../../storage-signing.key',
      '/api/files/public/%2e%2e/%2e%2e/%2e%2e/storage-signing.key',
      '/api/files/public/..%2f..%2f..%2fstorage-signing.key',
      '/api/files/public/..%5c..%5c..%5cstorage-signing.key',
      '/api/files/public/%2E%2E%2F%2E%2E%2Foutside.txt',
      '/api/files/..%2foutside.txt',
      '/api/files/%2fetc%2fpasswd',
      '/api/files//etc/passwd',
      '/api/files/public/avatar/%00x.png',
      '/api/files/public/%ZZ',
      '/api/files/public/avatar/.secret',
    ];
    for (const p of attempts) {
      const res = await rawGet(server.baseUrl, p);
      expect([400, 403, 404]).toContain(res.status);
      expect(res.body).not.toContain(secret);
      expect(res.body).not.toContain('outside the objects tree');
      expect(res.body).not.toContain('root:');
    }
    const res = await rawGet(server.baseUrl, '/api/files/public/../../storage-signing.key');
    expect(JSON.parse(res.body)).toMatchObject({ statusCode: 404, errorCode: 'FILE_NOT_FOUND' });
  });

  it('answers a missing public key with 404 FILE_NOT_FOUND', async () => {
    const res = await fetch(storage.publicUrl(publicKey()));
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ statusCode: 404, errorCode: 'FILE_NOT_FOUND', message: expect.any(String) });
  });

  it('serves public files cacheable, never sniffed, and active content only as a download', async () => {
    const png = publicKey();
    const svg = publicKey('svg');
    await storage.put(png, Buffer.from('png bytes'), { contentType: 'image/png' });
    await storage.put(svg, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), { contentType: 'image/svg+xml' });
    const a = await fetch(storage.publicUrl(png));
    expect(a.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(a.headers.get('x-content-type-options')).toBe('nosniff');
    expect(a.headers.get('content-length')).toBe('9');
    expect(a.headers.get('content-disposition')).toBeNull();
    const b = await fetch(storage.publicUrl(svg));
    expect(b.status).toBe(200);
    expect(b.headers.get('content-disposition')).toBe('attachment');
  });

  it('sends every stored file sandboxed, and anything but a raster image (a PDF+HTML polyglot) as a download', async () => {
    const pdf = publicKey('pdf');
    await storage.put(pdf, Buffer.from('%PDF-1.4\n<html><script>alert(1)</script></html>'), { contentType: 'application/pdf' });
    const png = publicKey();
    await storage.put(png, Buffer.from('png bytes<html><script>alert(1)</script>'), { contentType: 'image/png' });
    for (const key of [pdf, png]) expect((await fetch(storage.publicUrl(key))).headers.get('content-security-policy')).toMatch(/^sandbox;/);
    expect((await fetch(storage.publicUrl(pdf))).headers.get('content-disposition')).toBe('attachment');
    expect((await fetch(storage.publicUrl(png))).headers.get('content-disposition')).toBeNull();
  });

  it('turns disk failures into StorageError, which answers 502 STORAGE_UNAVAILABLE', async () => {
    const blocker = path.join(dataDir, 'not-a-directory');
    writeFileSync(blocker, 'a file where the files root should be');
    const broken = new LocalStorage({ root: blocker, publicBaseUrl: server.baseUrl, signer: new UrlSigner('s'.repeat(40)), defaultSignedUrlSeconds: 60 });
    let error: unknown;
    try {
      await broken.put(privateKey(), Buffer.from('x'), { contentType: 'image/png' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(StorageError);
    expect(error).toMatchObject({ statusCode: 502, errorCode: 'STORAGE_UNAVAILABLE', operation: 'put' });
    expect((error as StorageError).message).not.toContain(blocker);
    await expectAppError(broken.init(), 502, 'STORAGE_UNAVAILABLE');
  });

  it('writes atomically: no temporary files are left behind, and a failed stream stores nothing', async () => {
    const key = privateKey();
    const failing = new Readable({
      read() {
        this.push(Buffer.from('partial'));
        this.destroy(new Error('client went away'));
      },
    });
    await expect(storage.put(key, failing, { contentType: 'image/png' })).rejects.toBeInstanceOf(StorageError);
    expect(await storage.exists(key)).toBe(false);
    const dir = path.join(dataDir, 'files', 'objects', ...key.split('/').slice(0, -1));
    expect(readdirSync(dir).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });
});

describe('local signing secret', () => {
  it('is generated once under DATA_DIR (mode 600) and reused by the next start', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'bazaar-secret-'));
    try {
      const [a, b] = await Promise.all([loadStorageSigningSecret(dir), loadStorageSigningSecret(dir)]);
      expect(a).toBe(b);
      expect(a.length).toBeGreaterThanOrEqual(32);
      const file = path.join(dir, SIGNING_SECRET_FILE);
      expect(statSync(file).mode & 0o777).toBe(0o600);
      expect(await loadStorageSigningSecret(dir)).toBe(a);
      // URLs signed before a restart stay valid after it
      const before = await createStorage(loadConfig({ DATA_DIR: dir, PUBLIC_BASE_URL: server.baseUrl }));
      const key = privateKey();
      await before.put(key, Buffer.from('survives restarts'), { contentType: 'image/png' });
      const { url } = await before.signedUrl(key, 60);
      const after = await createStorage(loadConfig({ DATA_DIR: dir, PUBLIC_BASE_URL: server.baseUrl }));
      server.serve(after);
      try {
        expect(await (await fetch(url)).text()).toBe('survives restarts');
      } finally {
        server.serve(storage);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('STORAGE_SIGNING_SECRET replaces the generated one and must be at least 32 characters', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'bazaar-secret-'));
    try {
      const configured = 'c'.repeat(40);
      const config = loadConfig({ DATA_DIR: dir, STORAGE_SIGNING_SECRET: configured });
      expect(await loadStorageSigningSecret(dir, config.storageSigningSecret)).toBe(configured);
      expect(existsSync(path.join(dir, SIGNING_SECRET_FILE))).toBe(false);
      expect(() => loadConfig({ STORAGE_SIGNING_SECRET: 'short' })).toThrow(ConfigError);
      expect(() => loadConfig({ SIGNED_URL_TTL_SECONDS: '0' })).toThrow(/SIGNED_URL_TTL_SECONDS/);
      expect(loadConfig({ SIGNED_URL_TTL_SECONDS: '600' }).signedUrlTtlSeconds).toBe(600);
      expect(loadConfig({}).signedUrlTtlSeconds).toBe(7200);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
