import { pipeline } from 'node:stream/promises';
import type { HttpResponse } from '../../core/http/http-types.js';
import type { StoredObjectStream } from '../../core/storage/storage.js';

/** Types a browser would run as a document from our origin: sent as downloads only. */
const ACTIVE_CONTENT = /^(text\/html|application\/xhtml\+xml|image\/svg\+xml|text\/xml|application\/xml|text\/javascript|application\/javascript)\b/i;

/** Streams a stored file to the client (never buffered): Cache-Control private, max-age 3600. */
export async function sendFile(res: HttpResponse, file: StoredObjectStream): Promise<HttpResponse> {
  res.locals.responsePending = true;
  res.status(200);
  res.setHeader('Content-Type', file.contentType);
  res.setHeader('Content-Length', String(file.size));
  res.setHeader('Last-Modified', file.lastModified.toUTCString());
  res.setHeader('Cache-Control', 'private, max-age=3600');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  if (ACTIVE_CONTENT.test(file.contentType)) res.setHeader('Content-Disposition', 'attachment');
  try {
    await pipeline(file.body, res);
  } catch (e: any) {
    // the client went away mid-download: nothing to answer
    if (e?.code !== 'ERR_STREAM_PREMATURE_CLOSE') throw e;
  }
  return res;
}
