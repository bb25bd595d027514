import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { principalOf, type Principal } from '../../../core/auth/principal.js';
import { CommonErrors, type AppError } from '../../../core/http/app-error.js';
import { IDEMPOTENCY_HEADER } from '../../../core/http/idempotency/idempotency.js';
import { receiveMultipart } from '../../../core/http/multipart/receive-multipart.js';
import type { ReceivedFile } from '../../../core/http/multipart/received-file.js';
import { IMPORT_MAX_BYTES } from './job-columns.js';

/** Where the controller finds the received import file (its temp file is removed when the response ends). */
export const importFileOf = (req: Request): ReceivedFile | undefined => (req as Request & { importFile?: ReceivedFile }).importFile;

export interface ImportUploadOptions {
  /** throws the route's 403 when the signed-in admin may not import here (checked again by the route policy and the service) */
  authorise(principal: Principal): void;
  /** 400 for a body that is not one file in "file" plus the named fields */
  invalid: (details?: unknown, message?: string) => AppError;
  /** the text fields the body may carry besides the file, copied to req.body */
  fields: readonly string[];
}

/**
 * Receives an import's multipart body before the route policy runs, so the Idempotency-Key hash covers
 * the file (its sha256) and the fields. Authentication, the import permission and the key's presence are
 * checked first so nobody can make the service store 25 MB without them; the policy checks them again after.
 */
export function receiveImportUpload(opts: ImportUploadOptions): RequestHandler {
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      const principal = await principalOf(req);
      if (!principal) throw CommonErrors.UNAUTHORIZED();
      if (principal.kind !== 'admin') throw CommonErrors.FORBIDDEN();
      opts.authorise(principal);
      const key = req.headers[IDEMPOTENCY_HEADER];
      if (typeof key !== 'string' || key.trim() === '') throw CommonErrors.IDEMPOTENCY_KEY_REQUIRED();
      if (!req.is('multipart/form-data')) throw opts.invalid();
      const { files, fields } = await receiveMultipart(req, res, {
        fileField: 'file',
        maxFiles: 1,
        maxFileBytes: IMPORT_MAX_BYTES,
        maxFields: 5,
        maxFieldBytes: 1024,
        errors: { invalid: opts.invalid, tooLarge: CommonErrors.PAYLOAD_TOO_LARGE },
      });
      const file = files[0];
      (req as Request & { importFile?: ReceivedFile }).importFile = file;
      // what the Idempotency-Key hash and the controller see
      const body: Record<string, unknown> = Object.fromEntries(opts.fields.map((f) => [f, fields[f]]));
      body.file = file ? { sha256: file.sha256, size: file.size, name: file.originalName } : null;
      req.body = body;
      next();
    } catch (e) {
      next(e);
    }
  };
}
