import { defineError } from '../../core/http/app-error.js';

export const UploadErrors = {
  FILE_REQUIRED: defineError(400, 'UPLOAD_FILE_REQUIRED', 'A file is required (multipart field "file", or "files" on the multiple route)'),
  FILE_EMPTY: defineError(400, 'UPLOAD_FILE_EMPTY', 'The file is empty'),
  TYPE_INVALID: defineError(400, 'UPLOAD_TYPE_INVALID', 'uploadType is not one of the allowed upload types'),
  FILE_TYPE_NOT_ALLOWED: defineError(
    400,
    'UPLOAD_FILE_TYPE_NOT_ALLOWED',
    'The file extension, declared type and content must match a type allowed for this uploadType',
  ),
  IMAGE_INVALID: defineError(400, 'UPLOAD_IMAGE_INVALID', 'The image could not be decoded'),
  TOO_MANY_FILES: defineError(400, 'UPLOAD_TOO_MANY_FILES', 'At most 10 files per request'),
  MULTIPART_INVALID: defineError(400, 'UPLOAD_MULTIPART_INVALID', 'The multipart body is malformed or has unexpected parts'),
  FORBIDDEN: defineError(403, 'UPLOAD_FORBIDDEN', 'You do not own this file'),
  FILE_TOO_LARGE: defineError(413, 'UPLOAD_FILE_TOO_LARGE', 'The file is over the size limit'),
  STORAGE_FAILED: defineError(502, 'UPLOAD_STORAGE_FAILED', 'The file store refused the upload'),
};
