import { randomBytes } from 'node:crypto';
import { createWriteStream, promises as fs } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { clock } from '../clock/clock.js';
import { AppError } from '../http/app-error.js';
import { StorageError, StorageErrors } from './errors.js';
import { assertValidKey, encodeKeyForUrl } from './keys.js';
import { assertContentType, signedUrlSeconds } from './validation.js';
import { FILES_ROUTE, type PutOptions, type SignedUrl, type Storage, type StoredObjectInfo, type StoredObjectStream } from './storage.js';
import type { UrlSigner } from './url-signer.js';

export interface LocalStorageOptions {
  /** `${DATA_DIR}/files`: objects/<key> holds the bytes, meta/<key>.json the content type */
  root: string;
  publicBaseUrl: string;
  signer: UrlSigner;
  defaultSignedUrlSeconds: number;
}

const DEFAULT_CONTENT_TYPE = 'application/octet-stream';
const MISSING = new Set(['ENOENT', 'ENOTDIR']);

/** Files on the local disk; signed and public URLs point at the service's own file route (file-routes.ts). */
export class LocalStorage implements Storage {
  readonly kind = 'local' as const;
  private readonly objects: string;
  private readonly meta: string;

  constructor(private readonly options: LocalStorageOptions) {
    this.objects = path.resolve(options.root, 'objects');
    this.meta = path.resolve(options.root, 'meta');
  }

  /** verifies the signed URLs this store hands out (used by file-routes.ts) */
  get urlSigner(): UrlSigner {
    return this.options.signer;
  }

  async init(): Promise<void> {
    try {
      await fs.mkdir(this.objects, { recursive: true });
      await fs.mkdir(this.meta, { recursive: true });
    } catch (e) {
      throw new StorageError('init', e);
    }
  }

  async put(key: string, body: Buffer | Readable, options: PutOptions): Promise<StoredObjectInfo> {
    const file = this.objectPath(key);
    const metaFile = this.metaPath(key);
    const contentType = assertContentType(options.contentType);
    // temp names start with a dot, which no valid key segment does, so they never collide with a key
    const suffix = `.${randomBytes(6).toString('hex')}.tmp`;
    const tmp = path.join(path.dirname(file), suffix);
    const metaTmp = path.join(path.dirname(metaFile), suffix);
    try {
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.mkdir(path.dirname(metaFile), { recursive: true });
      await pipeline(Buffer.isBuffer(body) ? Readable.from([body]) : body, createWriteStream(tmp, { flags: 'wx' }));
      await fs.writeFile(metaTmp, JSON.stringify({ contentType }), { flag: 'wx' });
      await fs.rename(metaTmp, metaFile);
      await fs.rename(tmp, file);
    } catch (e) {
      await fs.unlink(tmp).catch(() => {});
      await fs.unlink(metaTmp).catch(() => {});
      throw new StorageError('put', e);
    }
    const info = await this.stat(key);
    if (!info) throw new StorageError('put', new Error(`${key} vanished right after it was written`));
    return info;
  }

  async get(key: string): Promise<StoredObjectStream> {
    const file = this.objectPath(key);
    let handle: fs.FileHandle;
    try {
      handle = await fs.open(file, 'r');
    } catch (e: any) {
      if (MISSING.has(e?.code)) throw StorageErrors.FILE_NOT_FOUND();
      throw new StorageError('get', e);
    }
    try {
      const st = await handle.stat();
      if (!st.isFile()) throw StorageErrors.FILE_NOT_FOUND();
      const contentType = await this.readContentType(key);
      return { key, size: st.size, contentType, lastModified: st.mtime, body: handle.createReadStream() };
    } catch (e) {
      await handle.close().catch(() => {});
      if (e instanceof AppError) throw e;
      throw new StorageError('get', e);
    }
  }

  async stat(key: string): Promise<StoredObjectInfo | null> {
    const file = this.objectPath(key);
    try {
      const st = await fs.stat(file);
      if (!st.isFile()) return null;
      return { key, size: st.size, contentType: await this.readContentType(key), lastModified: st.mtime };
    } catch (e: any) {
      if (MISSING.has(e?.code)) return null;
      throw new StorageError('stat', e);
    }
  }

  async exists(key: string): Promise<boolean> {
    return (await this.stat(key)) !== null;
  }

  async delete(key: string): Promise<void> {
    if (!(await this.exists(key))) return;
    try {
      await fs.rm(this.objectPath(key), { force: true });
      await fs.rm(this.metaPath(key), { force: true });
    } catch (e) {
      throw new StorageError('delete', e);
    }
  }

  async signedUrl(key: string, expiresInSeconds?: number): Promise<SignedUrl> {
    assertValidKey(key);
    const seconds = signedUrlSeconds(expiresInSeconds, this.options.defaultSignedUrlSeconds);
    const expiresAt = clock.nowMs() + seconds * 1000;
    const signature = this.options.signer.sign(key, expiresAt);
    const url = `${this.fileUrl(key)}?expires=${expiresAt}&signature=${signature}`;
    return { url, expiresAt };
  }

  publicUrl(key: string): string {
    return this.fileUrl(assertValidKey(key));
  }

  async close(): Promise<void> {}

  private fileUrl(key: string): string {
    return `${this.options.publicBaseUrl}${FILES_ROUTE}/${encodeKeyForUrl(key)}`;
  }

  private objectPath(key: string): string {
    return this.inside(this.objects, assertValidKey(key));
  }

  private metaPath(key: string): string {
    return this.inside(this.meta, `${assertValidKey(key)}.json`);
  }

  /** Belt and braces over assertValidKey: the resolved path must stay under its root. */
  private inside(root: string, relative: string): string {
    const full = path.resolve(root, ...relative.split('/'));
    if (!full.startsWith(root + path.sep)) throw StorageErrors.STORAGE_KEY_INVALID();
    return full;
  }

  private async readContentType(key: string): Promise<string> {
    try {
      const meta = JSON.parse(await fs.readFile(this.metaPath(key), 'utf8'));
      return typeof meta?.contentType === 'string' ? meta.contentType : DEFAULT_CONTENT_TYPE;
    } catch (e: any) {
      if (MISSING.has(e?.code) || e instanceof SyntaxError) return DEFAULT_CONTENT_TYPE;
      throw e;
    }
  }
}
