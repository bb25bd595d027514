import os from 'node:os';
import multer, { MulterError } from 'multer';
import type { AppError } from '../app-error.js';
import type { HttpRequest, HttpResponse } from '../http-types.js';
import { removeReceivedFiles, type ReceivedFile } from './received-file.js';
import { tempFileStorage, TempFileWriteError } from './temp-file-storage.js';

type ErrorFactory = (details?: unknown, message?: string) => AppError;

/** The route's own answers; every failure of the body maps to one of them. */
export interface MultipartErrors {
  /** 400: malformed body (no boundary, truncated, bad headers), unexpected parts, too many parts or fields */
  invalid: ErrorFactory;
  /** 413: a file over maxFileBytes */
  tooLarge: ErrorFactory;
  /** more than maxFiles files in the file field (default: invalid) */
  tooManyFiles?: ErrorFactory;
}

export interface MultipartOptions {
  /** the one field files may come in */
  fileField: string;
  maxFiles: number;
  maxFileBytes: number;
  /** text fields allowed besides the files, and the size of each */
  maxFields: number;
  maxFieldBytes: number;
  errors: MultipartErrors;
  /** where the parts are written (default: the OS temp folder) */
  tempDir?: string;
}

export interface ReceivedMultipart {
  files: ReceivedFile[];
  /** the text fields, by name (a repeated name keeps its last value) */
  fields: Record<string, string>;
}

/** Thrown by the file filter: a name no file system has, so no client sends it in good faith. */
class FileNameRefused extends Error {}

function describeLimit(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return Number.isInteger(mb) ? `${mb} MB` : `${bytes} bytes`;
}

/** Maps whatever multer or busboy threw to the route's 4xx; only a temp-file write failure stays a 500. */
function toRouteError(e: unknown, o: MultipartOptions): unknown {
  if (e instanceof TempFileWriteError) return e;
  const { invalid, tooLarge, tooManyFiles = invalid } = o.errors;
  if (e instanceof FileNameRefused) return invalid(undefined, e.message);
  if (!(e instanceof MulterError)) {
    // busboy: "Multipart: Boundary not found", "Unexpected end of form", "Malformed part header"; or the client went away
    return invalid(undefined, `The multipart body is malformed: ${e instanceof Error ? e.message : String(e)}`);
  }
  const most = `At most ${o.maxFiles} file${o.maxFiles === 1 ? '' : 's'} may be sent in field "${o.fileField}"`;
  switch (e.code) {
    case 'LIMIT_FILE_SIZE':
      return tooLarge(undefined, `The file is larger than the ${describeLimit(o.maxFileBytes)} limit`);
    case 'LIMIT_FILE_COUNT':
      return tooManyFiles(undefined, most);
    case 'LIMIT_UNEXPECTED_FILE':
      if (e.field === o.fileField) return tooManyFiles(undefined, most);
      return invalid(undefined, `Unexpected file field "${e.field ?? ''}": send files in field "${o.fileField}"`);
    case 'LIMIT_PART_COUNT':
    case 'LIMIT_FIELD_COUNT':
      return invalid(undefined, 'The multipart body has too many parts');
    default:
      return invalid(undefined, `The multipart body is invalid: ${e.message}`);
  }
}

/**
 * The one way a route reads a multipart body: file parts of `fileField` stream to temp files (reading
 * stops at the size limit), text fields are collected, and every failure of the body is the route's 4xx
 * with nothing left on disk. A request that is not multipart yields no files and no fields. The caller
 * removes the files it gets (removeReceivedFiles) when done with them.
 */
export async function receiveMultipart(req: HttpRequest, res: HttpResponse, o: MultipartOptions): Promise<ReceivedMultipart> {
  const storage = tempFileStorage(o.tempDir ?? os.tmpdir());
  const upload = multer({
    storage,
    defParamCharset: 'utf8',
    limits: { fileSize: o.maxFileBytes, files: o.maxFiles, fields: o.maxFields, fieldSize: o.maxFieldBytes, parts: o.maxFiles + o.maxFields },
    fileFilter: (_req, file, cb) => (file.originalname.includes('\u0000') ? cb(new FileNameRefused('The file name holds a NUL character')) : cb(null, true)),
  }).array(o.fileField, o.maxFiles);
  const failure = await new Promise<unknown>((resolve) => upload(req, res, (err?: unknown) => resolve(err)));
  if (failure) {
    await storage.discardAll();
    throw toRouteError(failure, o);
  }
  const parts = (req as { files?: unknown }).files;
  const files: ReceivedFile[] = (Array.isArray(parts) ? (parts as Array<Express.Multer.File & { sha256: string }>) : []).map((f) => ({
    field: f.fieldname,
    path: f.path,
    originalName: f.originalname,
    declaredType: f.mimetype,
    size: f.size,
    sha256: f.sha256,
  }));
  const fields: Record<string, string> = {};
  const body = (req.body ?? {}) as Record<string, unknown>;
  for (const [name, value] of Object.entries(body)) {
    const last = Array.isArray(value) ? value[value.length - 1] : value;
    if (typeof last === 'string') fields[name] = last;
  }
  // the files are the caller's now; if the client is gone before it takes them, they go too
  res.on('close', () => void removeReceivedFiles(files));
  return { files, fields };
}
