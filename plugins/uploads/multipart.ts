import { randomBytes } from 'node:crypto';
import { promises as fs } from 'node:fs';
import multer, { MulterError } from 'multer';
import type { HttpRequest, HttpResponse } from '../../core/http/http-types.js';
import { UploadErrors } from './errors.js';

export const MAX_FILES_PER_REQUEST = 10;

/** A file part written to a temp file (never more than the size limit); remove it when done. */
export interface ReceivedFile {
  path: string;
  originalName: string;
  declaredType: string;
  size: number;
}

export interface MultipartOptions {
  /** temp folder for the parts being received */
  tempDir: string;
  maxFileBytes: number;
  /** 'file': one file in field `file`; 'files': 1..10 files in field `files` */
  field: 'file' | 'files';
}

function toUploadError(e: unknown, field: MultipartOptions['field']): unknown {
  if (!(e instanceof MulterError)) return e;
  switch (e.code) {
    case 'LIMIT_FILE_SIZE':
      return UploadErrors.FILE_TOO_LARGE();
    case 'LIMIT_FILE_COUNT':
      return field === 'files' ? UploadErrors.TOO_MANY_FILES() : UploadErrors.MULTIPART_INVALID(undefined, 'Only one file may be sent in field "file"');
    case 'LIMIT_UNEXPECTED_FILE':
      if (e.field === field) {
        return field === 'files' ? UploadErrors.TOO_MANY_FILES() : UploadErrors.MULTIPART_INVALID(undefined, 'Only one file may be sent in field "file"');
      }
      return UploadErrors.MULTIPART_INVALID(undefined, `Unexpected file field "${e.field ?? ''}": send the file in field "${field}"`);
    default:
      return UploadErrors.MULTIPART_INVALID(undefined, `The multipart body is invalid: ${e.message}`);
  }
}

/**
 * Reads the multipart body of the request into temp files with multer; a file over the limit stops
 * the read at the limit (413). A request that is not multipart yields no files.
 */
export async function receiveFiles(req: HttpRequest, res: HttpResponse, options: MultipartOptions): Promise<ReceivedFile[]> {
  const storage = multer.diskStorage({
    destination: options.tempDir,
    filename: (_req, _file, cb) => cb(null, `${randomBytes(12).toString('hex')}.part`),
  });
  const maxFiles = options.field === 'files' ? MAX_FILES_PER_REQUEST : 1;
  const upload = multer({
    storage,
    defParamCharset: 'utf8',
    limits: { fileSize: options.maxFileBytes, files: maxFiles, fields: 20, fieldSize: 64 * 1024, parts: maxFiles + 20 },
  });
  const handler = options.field === 'files' ? upload.array('files', maxFiles) : upload.single('file');
  await new Promise<void>((resolve, reject) => handler(req, res, (err?: unknown) => (err ? reject(toUploadError(err, options.field)) : resolve())));
  const r = req as HttpRequest & { file?: Express.Multer.File; files?: Express.Multer.File[] };
  const parts = options.field === 'files' ? (Array.isArray(r.files) ? r.files : []) : r.file ? [r.file] : [];
  return parts.map((f) => ({ path: f.path, originalName: f.originalname, declaredType: f.mimetype, size: f.size }));
}

export async function removeTempFiles(files: Array<{ path: string }>): Promise<void> {
  await Promise.all(files.map((f) => fs.rm(f.path, { force: true }).catch(() => {})));
}
