import { defineError } from '../../../core/http/app-error.js';
import { jobFailureCodes, rowErrorCodes } from './job-kinds.js';

export const CatalogJobErrors = {
  CATALOG_JOB_NOT_FOUND: defineError(404, 'CATALOG_JOB_NOT_FOUND', 'Catalog job not found'),
  CATALOG_JOB_NOT_CANCELLABLE: defineError(409, 'CATALOG_JOB_NOT_CANCELLABLE', 'Only a queued or processing job can be cancelled'),
  CATALOG_JOB_ENTITY_PERMISSION_DENIED: defineError(403, 'CATALOG_JOB_ENTITY_PERMISSION_DENIED', 'You do not have permission to create records of this entity'),
  PAGINATION_LIMIT_TOO_LARGE: defineError(400, 'PAGINATION_LIMIT_TOO_LARGE', 'Pages beyond the first 10,000 jobs cannot be listed; narrow the filters'),
  CATALOG_IMPORT_FILE_REQUIRED: defineError(400, 'CATALOG_IMPORT_FILE_REQUIRED', 'A file is required in the multipart field "file"'),
  CATALOG_IMPORT_FILE_TYPE_INVALID: defineError(400, 'CATALOG_IMPORT_FILE_TYPE_INVALID', 'The file must be a CSV (UTF-8 text) or an XLSX workbook'),
  CATALOG_IMPORT_MULTIPART_INVALID: defineError(
    400,
    'CATALOG_IMPORT_MULTIPART_INVALID',
    'The multipart body is invalid: send one file in "file" and the field "entity"',
  ),
};

/** Codes a job ends with (failureCode) or records per row (errors[].errorCode). */
export const JobFailure = jobFailureCodes('CATALOG');

export const RowError = {
  ...rowErrorCodes('CATALOG'),
  ALT_WITHOUT_URL: 'CATALOG_IMPORT_ALT_WITHOUT_URL',
  SLUG_DUPLICATE: 'CATALOG_IMPORT_SLUG_DUPLICATE',
  SLUG_TAKEN: 'CATALOG_IMPORT_SLUG_TAKEN',
  SLUG_GENERATION_FAILED: 'CATALOG_SLUG_GENERATION_FAILED',
  PARENT_NOT_FOUND: 'CATEGORY_PARENT_NOT_FOUND',
  PARENT_DELETED: 'CATEGORY_PARENT_DELETED',
  PARENT_CYCLE: 'CATEGORY_CIRCULAR_HIERARCHY',
  MAX_DEPTH_EXCEEDED: 'CATEGORY_MAX_DEPTH_EXCEEDED',
  BRAND_NOT_FOUND: 'BRAND_SERIES_BRAND_NOT_FOUND',
  BRAND_DELETED: 'BRAND_SERIES_BRAND_DELETED',
} as const;
