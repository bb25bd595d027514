import { createReadStream, promises as fs } from 'node:fs';
import { signedInActor } from '../../core/context/request-context.js';
import { isUniqueViolation } from '../../core/db/errors.js';
import { newPublicId } from '../../core/db/ids.js';
import { repo, withTransaction } from '../../core/db/transaction.js';
import type { HttpRequest, HttpResponse } from '../../core/http/http-types.js';
import { removeReceivedFiles, type ReceivedFile } from '../../core/http/multipart/received-file.js';
import { logger } from '../../core/log/logger.js';
import { platform } from '../../core/platform.js';
import { StorageError } from '../../core/storage/errors.js';
import { fileUrl } from '../../core/storage/file-url.js';
import { isPublicKey } from '../../core/storage/keys.js';
import { checkFileType } from './content-check.js';
import { UploadedFile } from './entities/uploaded-file.entity.js';
import { UploadErrors } from './errors.js';
import { toWebp, WEBP_MIME } from './image-optimizer.js';
import { receiveFiles } from './multipart.js';
import { uploadKey } from './upload-keys.js';
import { DEFAULT_UPLOAD_TYPE, isUploadType, PUBLIC_UPLOAD_TYPES, type UploadType } from './upload-types.js';

/** The upload result of spec 01. */
export interface UploadResult {
  filename: string;
  originalName: string;
  mimeType: string;
  size: number;
  relativePath: string;
  url: string;
  expiresAt: number | null;
}

export interface UploadRequest {
  req: HttpRequest;
  res: HttpResponse;
  /** the raw `uploadType` query value */
  uploadType: unknown;
  /** the types this surface accepts */
  allowedTypes: readonly UploadType[];
  optimize: boolean;
  maxFileBytes: number;
  field: 'file' | 'files';
}

/** A file on disk to check and store: a received part, or the panel's form file. */
export type FileToStore = Pick<ReceivedFile, 'path' | 'originalName' | 'declaredType' | 'size'>;

const MAX_ORIGINAL_NAME = 255;

/** Who a stored file belongs to: the signed-in uploader, or the system (no id). */
interface Owner {
  kind: 'admin' | 'customer' | 'system';
  id: string | null;
}

/** The client's file name as a display value: no path, no control characters, at most 255 characters. */
function cleanOriginalName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  return base.replace(/[\u0000-\u001f\u007f]/g, '').slice(0, MAX_ORIGINAL_NAME);
}

interface Prepared {
  /** the file to store: the upload itself or its WebP re-encoding */
  source: string;
  filename: string;
  mimeType: string;
  size: number;
  originalName: string;
}

export class UploadService {
  private tempDir = '';

  /** Where received parts are written (`<DATA_DIR>/tmp/uploads`), created at start-up. */
  async configure(tempDir: string): Promise<void> {
    this.tempDir = tempDir;
    await fs.mkdir(tempDir, { recursive: true });
  }

  resolveType(raw: unknown, allowed: readonly UploadType[]): UploadType {
    if (raw === undefined || raw === '') return DEFAULT_UPLOAD_TYPE;
    if (!isUploadType(raw) || !allowed.includes(raw)) {
      throw UploadErrors.TYPE_INVALID({ allowed }, `uploadType must be one of: ${allowed.join(', ')}`);
    }
    return raw;
  }

  /** Receives, checks, optimises and stores the files of one request; all of them or none. */
  async upload(r: UploadRequest): Promise<UploadResult[]> {
    const type = this.resolveType(r.uploadType, r.allowedTypes);
    const received = await receiveFiles(r.req, r.res, { tempDir: this.tempDir, maxFileBytes: r.maxFileBytes, field: r.field });
    try {
      return (await this.storeFiles(received, type, r.optimize)).map(({ result }) => result);
    } finally {
      await removeReceivedFiles(received);
    }
  }

  /**
   * Checks, optimises and stores files already received (their temp files stay the caller's to
   * remove), and records them in the media library as the signed-in caller's; all of them or none.
   */
  async storeFiles(received: FileToStore[], type: UploadType, optimize: boolean): Promise<Array<{ result: UploadResult; row: UploadedFile }>> {
    const caller = signedInActor();
    return this.checkAndStore(received, type, optimize, { kind: caller.kind as 'admin' | 'customer', id: caller.publicId });
  }

  /**
   * A file the service itself stores (the demo shop's images): a public type only (nobody could resolve a
   * private one), owned by the system, checked and optimised like an upload. Known by type and name: the file
   * stored before under that name is given back instead of a copy (a unique index settles a race).
   */
  async storeSystemFile(file: FileToStore, type: UploadType): Promise<UploadResult> {
    if (!PUBLIC_UPLOAD_TYPES.has(type)) throw new Error(`A system file must be of a public upload type, not ${type}`);
    const known = await this.systemFile(type, file.originalName);
    if (known) return known;
    try {
      const [stored] = await this.checkAndStore([file], type, true, { kind: 'system', id: null });
      return stored!.result;
    } catch (e) {
      // the store's own objects were deleted again when the insert failed
      const raced = isUniqueViolation(e) ? await this.systemFile(type, file.originalName) : null;
      if (raced) return raced;
      throw e;
    }
  }

  private async systemFile(type: UploadType, originalName: string): Promise<UploadResult | null> {
    const row = await repo(UploadedFile).findOneBy({ ownerKind: 'system', uploadType: type, originalName: cleanOriginalName(originalName) });
    if (!row) return null;
    const { url, expiresAt } = await fileUrl(platform().storage, row.key);
    return { filename: row.filename, originalName: row.originalName, mimeType: row.mimeType, size: row.size, relativePath: row.key, url, expiresAt };
  }

  private async checkAndStore(
    received: FileToStore[],
    type: UploadType,
    optimize: boolean,
    owner: Owner,
  ): Promise<Array<{ result: UploadResult; row: UploadedFile }>> {
    if (!received.length) throw UploadErrors.FILE_REQUIRED();
    const temp: Array<{ path: string }> = [];
    try {
      const prepared: Prepared[] = [];
      // every file is checked before any is stored
      for (const file of received) prepared.push(await this.prepare(file, type, optimize, temp));
      return await this.store(prepared, type, owner);
    } finally {
      await removeReceivedFiles(temp);
    }
  }

  private async prepare(file: FileToStore, type: UploadType, optimize: boolean, temp: Array<{ path: string }>): Promise<Prepared> {
    if (file.size === 0) throw UploadErrors.FILE_EMPTY();
    const format = await checkFileType(file, type);
    const id = newPublicId();
    const originalName = cleanOriginalName(file.originalName);
    if (format.image && optimize) {
      const output = `${file.path}.webp`;
      temp.push({ path: output });
      const size = await toWebp(file.path, output, format.sniffed![0]!);
      return { source: output, filename: `${id}.webp`, mimeType: WEBP_MIME, size, originalName };
    }
    return {
      source: file.path,
      filename: `${id}.${format.extensions[0]}`,
      mimeType: format.sniffed?.[0] ?? format.declared[0]!,
      size: file.size,
      originalName,
    };
  }

  private async store(files: Prepared[], type: UploadType, owner: Owner): Promise<Array<{ result: UploadResult; row: UploadedFile }>> {
    const { storage } = platform();
    const stored: string[] = [];
    try {
      const out: Array<{ result: UploadResult; row: UploadedFile }> = [];
      for (const f of files) {
        // a system file is of a public type, whose key has no owner segment
        const key = uploadKey(type, owner.id ?? 'system', f.filename);
        await storage.put(key, createReadStream(f.source), { contentType: f.mimeType, size: f.size });
        stored.push(key);
        const { url, expiresAt } = await fileUrl(storage, key);
        const row = repo(UploadedFile).create({
          key,
          uploadType: type,
          filename: f.filename,
          originalName: f.originalName,
          mimeType: f.mimeType,
          size: f.size,
          isPublic: isPublicKey(key),
          ownerKind: owner.kind,
          ownerId: owner.id,
        });
        out.push({
          result: { filename: f.filename, originalName: f.originalName, mimeType: f.mimeType, size: f.size, relativePath: key, url, expiresAt },
          row,
        });
      }
      await withTransaction(async () => {
        await repo(UploadedFile).save(out.map((o) => o.row));
      });
      return out;
    } catch (e) {
      await Promise.all(stored.map((key) => storage.delete(key).catch(() => {})));
      if (e instanceof StorageError) {
        logger().error({ err: e.cause, operation: e.operation, uploadType: type }, 'the file store refused an upload');
        throw UploadErrors.STORAGE_FAILED();
      }
      throw e;
    }
  }
}
