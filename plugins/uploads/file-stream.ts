import type { HttpResponse } from '../../core/http/http-types.js';
import { sendStoredFile } from '../../core/storage/send-file.js';
import type { StoredObjectStream } from '../../core/storage/storage.js';

/** Streams a stored file through the service: Cache-Control private, max-age 3600 (spec). */
export async function sendFile(res: HttpResponse, file: StoredObjectStream): Promise<HttpResponse> {
  res.locals.responsePending = true;
  await sendStoredFile(res, file, 'private, max-age=3600');
  return res;
}
