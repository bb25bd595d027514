import type { Response } from 'express';
import { pipeline } from 'node:stream/promises';
import type { StoredObjectStream } from './storage.js';

/** Types a browser would run as a document from our origin: sent as downloads only. */
const ACTIVE_CONTENT = /^(text\/html|application\/xhtml\+xml|image\/svg\+xml|text\/xml|application\/xml|text\/javascript|application\/javascript)\b/i;

/** Streams a stored file to the client (never buffered) with the given Cache-Control. */
export async function sendStoredFile(res: Response, file: StoredObjectStream, cacheControl: string): Promise<void> {
  res.status(200);
  res.setHeader('Content-Type', file.contentType);
  res.setHeader('Content-Length', String(file.size));
  res.setHeader('Last-Modified', file.lastModified.toUTCString());
  res.setHeader('Cache-Control', cacheControl);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  if (ACTIVE_CONTENT.test(file.contentType)) res.setHeader('Content-Disposition', 'attachment');
  try {
    await pipeline(file.body, res);
  } catch (e: any) {
    // the client went away mid-download: nothing to answer and nothing worth an error log
    if (e?.code !== 'ERR_STREAM_PREMATURE_CLOSE') throw e;
  }
}
