import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { hasPermission, principalOf } from '../../../core/auth/principal.js';
import { CommonErrors } from '../../../core/http/app-error.js';
import { IDEMPOTENCY_HEADER } from '../../../core/http/idempotency/idempotency.js';
import { receiveMultipart } from '../../../core/http/multipart/receive-multipart.js';
import type { ReceivedFile } from '../../../core/http/multipart/received-file.js';
import { CatalogJobErrors } from './errors.js';
import { IMPORT_MAX_BYTES } from './job-columns.js';

/** Where the controller finds the received import file (its temp file is removed when the response ends). */
export const importFileOf = (req: Request): ReceivedFile | undefined => (req as Request & { importFile?: ReceivedFile }).importFile;

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
      const { files, fields } = await receiveMultipart(req, res, {
        fileField: 'file',
        maxFiles: 1,
        maxFileBytes: IMPORT_MAX_BYTES,
        maxFields: 5,
        maxFieldBytes: 1024,
        errors: { invalid: CatalogJobErrors.CATALOG_IMPORT_MULTIPART_INVALID, tooLarge: CommonErrors.PAYLOAD_TOO_LARGE },
      });
      const file = files[0];
      (req as Request & { importFile?: ReceivedFile }).importFile = file;
      // what the Idempotency-Key hash and the controller see
      req.body = { entity: fields.entity, file: file ? { sha256: file.sha256, size: file.size, name: file.originalName } : null };
      next();
    } catch (e) {
      next(e);
    }
  };
}
