import { createReadStream } from 'node:fs';
import path from 'node:path';
import { fileTypeFromFile } from 'file-type';
import { UploadErrors } from './errors.js';
import type { FileToStore } from './upload.service.js';
import { ALLOWED_FORMATS, type AllowedFormat, type UploadType } from './upload-types.js';

/** The declared MIME type without parameters, lower case (`Text/CSV; charset=utf-8` -> `text/csv`). */
function essence(mime: string): string {
  return mime.split(';')[0]!.trim().toLowerCase();
}

/** true when the file is UTF-8 text (no NUL bytes, no invalid sequences), read as a stream. */
async function isUtf8Text(file: string): Promise<boolean> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  try {
    for await (const chunk of createReadStream(file)) {
      const bytes = chunk as Buffer;
      if (bytes.includes(0)) return false;
      decoder.decode(bytes, { stream: true });
    }
    decoder.decode();
    return true;
  } catch {
    return false;
  }
}

/**
 * The allowed format the file is, checking its extension, declared MIME type and content signature
 * against the allowlist of the upload type; 400 UPLOAD_FILE_TYPE_NOT_ALLOWED when any disagrees.
 */
export async function checkFileType(file: FileToStore, type: UploadType): Promise<AllowedFormat> {
  const ext = path.extname(file.originalName).slice(1).toLowerCase();
  const declared = essence(file.declaredType);
  const format = ALLOWED_FORMATS[type].find((f) => f.extensions.includes(ext) && f.declared.includes(declared));
  const refuse = (why: string) =>
    UploadErrors.FILE_TYPE_NOT_ALLOWED(
      { uploadType: type, allowedExtensions: ALLOWED_FORMATS[type].flatMap((f) => f.extensions) },
      `${UploadErrors.FILE_TYPE_NOT_ALLOWED.message} (${why})`,
    );
  if (!format) throw refuse(`.${ext || '(none)'} as ${declared || '(no type)'} is not allowed for ${type}`);
  const sniffed = await fileTypeFromFile(file.path);
  if (format.sniffed === null) {
    if (sniffed || !(await isUtf8Text(file.path))) throw refuse('the content is not plain UTF-8 text');
  } else if (!sniffed || !format.sniffed.includes(sniffed.mime)) {
    throw refuse(`the content is ${sniffed?.mime ?? 'not a recognised format'}`);
  }
  return format;
}
