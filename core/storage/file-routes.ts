import type { Request, RequestHandler, Response } from 'express';
import { clock } from '../clock/clock.js';
import { StorageErrors } from './errors.js';
import { isPublicKey, isValidKey } from './keys.js';
import { LocalStorage } from './local-storage.js';
import { sendStoredFile } from './send-file.js';
import { FILES_ROUTE, type Storage } from './storage.js';
import type { UrlSigner } from './url-signer.js';

/** The key from the raw path, each segment decoded on its own so `%2F` can never add a separator. */
function keyFrom(req: Request): string | undefined {
  const raw = req.path.slice(FILES_ROUTE.length + 1);
  try {
    const segments = raw.split('/').map((s) => decodeURIComponent(s));
    if (segments.some((s) => s.includes('/') || s.includes('\\'))) return undefined;
    const key = segments.join('/');
    return isValidKey(key) ? key : undefined;
  } catch {
    return undefined;
  }
}

function one(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/**
 * GET /api/files/<key>: serves local-disk files. `public/` keys need nothing; any other key needs the
 * `expires` and `signature` of a URL from storage.signedUrl (403 FILE_URL_INVALID / FILE_URL_EXPIRED).
 * With S3 storage it passes everything on: URLs point at the store.
 */
export function fileRoutes(storage: Storage): RequestHandler {
  if (!(storage instanceof LocalStorage)) return (_req, _res, next) => next();
  const signer = storage.urlSigner;
  const prefix = `${FILES_ROUTE}/`;
  // a plain prefix check, not a Router: this runs in front of every request of the API
  return (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.path.startsWith(prefix)) return next();
    serve(storage, signer, req, res).catch(next);
  };
}

async function serve(storage: Storage, signer: UrlSigner, req: Request, res: Response): Promise<void> {
  const key = keyFrom(req);
  if (!key) throw StorageErrors.FILE_NOT_FOUND();
  let maxAge = 3600;
  if (!isPublicKey(key)) {
    const expires = one(req.query.expires);
    const signature = one(req.query.signature);
    if (!expires || !signature || !/^\d{1,15}$/.test(expires)) throw StorageErrors.FILE_URL_INVALID();
    const expiresAt = Number(expires);
    if (!signer.verify(key, expiresAt, signature)) throw StorageErrors.FILE_URL_INVALID();
    const remaining = expiresAt - clock.nowMs();
    if (remaining <= 0) throw StorageErrors.FILE_URL_EXPIRED();
    maxAge = Math.min(maxAge, Math.floor(remaining / 1000));
  }
  const file = await storage.get(key);
  await sendStoredFile(res, file, `${isPublicKey(key) ? 'public' : 'private'}, max-age=${maxAge}`);
}
