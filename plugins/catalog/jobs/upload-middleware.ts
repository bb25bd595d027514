import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream, rm } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import multer from 'multer';
import { hasPermission, principalOf } from '../../../core/auth/principal.js';
import { CommonErrors } from '../../../core/http/app-error.js';
import { IDEMPOTENCY_HEADER } from '../../../core/http/idempotency/idempotency.js';
import { CatalogJobErrors } from './errors.js';
import { IMPORT_MAX_BYTES } from './job-columns.js';

/** What the storage engine leaves on req.file besides multer's own fields. */
export interface ReceivedFile {
  path: string;
  size: number;
  sha256: string;
  originalname: string;
}

/** Streams the upload to a temporary file, hashing it on the way (the hash feeds the Idempotency-Key check). */
const tempFileStorage: multer.StorageEngine = {
  _handleFile(_req, file, cb) {
    const target = path.join(os.tmpdir(), `bazaar-catalog-import-${randomUUID()}`);
    const hash = createHash('sha256');
    let size = 0;
    const out = createWriteStream(target);
    let done = false;
    const fail = (e: Error) => {
      if (done) return;
      done = true;
      out.destroy();
      rm(target, { force: true }, () => cb(e));
    };
    file.stream.on('data', (chunk: Buffer) => {
      hash.update(chunk);
      size += chunk.length;
    });
    file.stream.on('error', fail);
    out.on('error', fail);
    out.on('finish', () => {
      if (done) return;
      done = true;
      cb(null, { path: target, size, sha256: hash.digest('hex') } as Partial<Express.Multer.File>);
    });
    file.stream.pipe(out);
  },
  _removeFile(_req, file, cb) {
    rm(file.path, { force: true }, () => cb(null));
  },
};

const upload = multer({
  storage: tempFileStorage,
  limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 8 },
}).single('file');

/**
 * Receives the import's multipart body before the route policy runs, so the Idempotency-Key hash covers
 * the file (its sha256) and the entity. Authentication, Catalog_CREATE and the key's presence are checked
 * first so nobody can make the service store 25 MB without them; the policy checks them again after.
 */
export function receiveImportUpload(): RequestHandler {
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      const principal = await principalOf(req);
      if (!principal) throw CommonErrors.UNAUTHORIZED();
      if (principal.kind !== 'admin') throw CommonErrors.FORBIDDEN();
      if (!hasPermission(principal, 'Catalog_CREATE')) throw CommonErrors.FORBIDDEN(undefined, 'Missing permission Catalog_CREATE');
      const key = req.headers[IDEMPOTENCY_HEADER];
      if (typeof key !== 'string' || key.trim() === '') throw CommonErrors.IDEMPOTENCY_KEY_REQUIRED();
      if (!req.is('multipart/form-data')) throw CatalogJobErrors.CATALOG_IMPORT_MULTIPART_INVALID();
    } catch (e) {
      return next(e);
    }
    res.on('close', () => {
      const file = req.file as ReceivedFile | undefined;
      if (file?.path) rm(file.path, { force: true }, () => {});
    });
    upload(req, res, (err?: unknown) => {
      if (err) {
        if (err instanceof multer.MulterError && err.code === 'LIMIT_FILE_SIZE') return next(CommonErrors.PAYLOAD_TOO_LARGE(undefined, 'The import file is larger than 25 MB'));
        return next(CatalogJobErrors.CATALOG_IMPORT_MULTIPART_INVALID(undefined, `The multipart body is invalid: ${(err as Error).message}`));
      }
      const file = req.file as ReceivedFile | undefined;
      const fields = (req.body ?? {}) as Record<string, unknown>;
      // what the Idempotency-Key hash and the controller see
      req.body = { entity: fields.entity, file: file ? { sha256: file.sha256, size: file.size, name: file.originalname } : null };
      next();
    });
  };
}
