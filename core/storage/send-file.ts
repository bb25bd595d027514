import type { Response } from 'express';
import { pipeline } from 'node:stream/promises';
import type { StoredObjectStream } from './storage.js';

/** Raster images a page shows inline; everything else (SVG, PDF, HTML, a polyglot) is sent as a download. */
const SHOWN_INLINE = /^image\/(png|jpeg|gif|webp|avif)\s*(;|$)/i;

/**
 * Streams a stored file to the client (never buffered) with the given Cache-Control. Stored files are
 * user content: never sniffed, never run as a page of our origin (CSP sandbox), downloads unless an image.
 */
export async function sendStoredFile(res: Response, file: StoredObjectStream, cacheControl: string): Promise<void> {
  res.status(200);
  res.setHeader('Content-Type', file.contentType);
  res.setHeader('Content-Length', String(file.size));
  res.setHeader('Last-Modified', file.lastModified.toUTCString());
  res.setHeader('Cache-Control', cacheControl);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Content-Security-Policy', "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'");
  if (!SHOWN_INLINE.test(file.contentType)) res.setHeader('Content-Disposition', 'attachment');
  try {
    await pipeline(file.body, res);
  } catch (e: any) {
    // the client went away mid-download: nothing to answer and nothing worth an error log
    if (e?.code !== 'ERR_STREAM_PREMATURE_CLOSE') throw e;
  }
}
