import { receiveMultipart } from '../../core/http/multipart/receive-multipart.js';
import type { ReceivedFile } from '../../core/http/multipart/received-file.js';
import type { HttpRequest, HttpResponse } from '../../core/http/http-types.js';
import { UploadErrors } from './errors.js';

export const MAX_FILES_PER_REQUEST = 10;

export interface MultipartOptions {
  /** temp folder for the parts being received */
  tempDir: string;
  maxFileBytes: number;
  /** 'file': one file in field `file`; 'files': 1..10 files in field `files` */
  field: 'file' | 'files';
}

/**
 * Reads the upload routes' multipart body into temp files through core's pipeline, answering with the
 * uploads' own codes: 400 UPLOAD_MULTIPART_INVALID, 413 UPLOAD_FILE_TOO_LARGE, 400 UPLOAD_TOO_MANY_FILES.
 * A request that is not multipart yields no files.
 */
export async function receiveFiles(req: HttpRequest, res: HttpResponse, options: MultipartOptions): Promise<ReceivedFile[]> {
  const many = options.field === 'files';
  const { files } = await receiveMultipart(req, res, {
    fileField: options.field,
    maxFiles: many ? MAX_FILES_PER_REQUEST : 1,
    maxFileBytes: options.maxFileBytes,
    maxFields: 20,
    maxFieldBytes: 64 * 1024,
    tempDir: options.tempDir,
    errors: { invalid: UploadErrors.MULTIPART_INVALID, tooLarge: UploadErrors.FILE_TOO_LARGE, tooManyFiles: many ? UploadErrors.TOO_MANY_FILES : undefined },
  });
  return files;
}
