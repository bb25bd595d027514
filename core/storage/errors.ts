import { AppError, defineError } from '../http/app-error.js';

export const StorageErrors = {
  STORAGE_KEY_INVALID: defineError(400, 'STORAGE_KEY_INVALID', 'The file key is not valid'),
  FILE_NOT_FOUND: defineError(404, 'FILE_NOT_FOUND', 'The file does not exist'),
  FILE_URL_INVALID: defineError(403, 'FILE_URL_INVALID', 'The file URL signature is missing or invalid'),
  FILE_URL_EXPIRED: defineError(403, 'FILE_URL_EXPIRED', 'The file URL has expired'),
  CONTENT_TYPE_INVALID: defineError(400, 'VALIDATION_FAILED', 'contentType must be a MIME type'),
  SIGNED_URL_EXPIRY_INVALID: defineError(400, 'VALIDATION_FAILED', 'expiresIn must be an integer between 1 and 604800 seconds'),
  STORAGE_UNAVAILABLE: defineError(502, 'STORAGE_UNAVAILABLE', 'The file store refused the request'),
};

/**
 * The file store failed or refused (disk error, S3 down, wrong credentials...). Answers 502 through the
 * error handler as is; the cause is kept for the logs and never reaches the client.
 */
export class StorageError extends AppError {
  constructor(
    /** init, put, get, stat, delete or signedUrl */
    public readonly operation: string,
    cause: unknown,
  ) {
    super(502, StorageErrors.STORAGE_UNAVAILABLE.errorCode, StorageErrors.STORAGE_UNAVAILABLE.message);
    this.name = 'StorageError';
    this.cause = cause;
  }
}
