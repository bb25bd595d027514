import { defineError } from '../../../core/http/app-error.js';
import { CatalogErrors, tabularJobs } from '../../catalog/index.js';
import { ProductErrors as E } from '../errors.js';

/** Answers of the product job routes (spec 02 gives PRODUCT_JOB_ENTITY_PERMISSION_DENIED; the rest mirror the catalog's). */
export const ProductJobErrors = {
  PRODUCT_JOB_NOT_FOUND: defineError(404, 'PRODUCT_JOB_NOT_FOUND', 'Product job not found'),
  PRODUCT_JOB_NOT_CANCELLABLE: defineError(409, 'PRODUCT_JOB_NOT_CANCELLABLE', 'Only a queued or processing job can be cancelled'),
  PRODUCT_JOB_ENTITY_PERMISSION_DENIED: E.PRODUCT_JOB_ENTITY_PERMISSION_DENIED,
  PAGINATION_LIMIT_TOO_LARGE: defineError(400, 'PAGINATION_LIMIT_TOO_LARGE', 'Pages beyond the first 10,000 jobs cannot be listed; narrow the filters'),
  PRODUCT_IMPORT_FILE_REQUIRED: defineError(400, 'PRODUCT_IMPORT_FILE_REQUIRED', 'A file is required in the multipart field "file"'),
  PRODUCT_IMPORT_FILE_TYPE_INVALID: defineError(
    400,
    'PRODUCT_IMPORT_FILE_TYPE_INVALID',
    'The file must be a .csv (UTF-8 text) or an .xlsx workbook, as its name says',
  ),
  PRODUCT_IMPORT_MULTIPART_INVALID: defineError(400, 'PRODUCT_IMPORT_MULTIPART_INVALID', 'The multipart body is invalid: send one file in "file"'),
};

/** Codes a product job ends with (failureCode): PRODUCT_EXPORT_TOO_LARGE, PRODUCT_IMPORT_ROWS_INVALID... */
export const ProductJobFailure = tabularJobs.jobFailureCodes('PRODUCT');

/**
 * Row error codes of a product import: the generic cell checks (PRODUCT_IMPORT_FIELD_REQUIRED...), the
 * file's own consistency, and the product rules with the codes the routes answer with.
 */
export const ProductRowError = {
  ...tabularJobs.rowErrorCodes('PRODUCT'),
  PRODUCT_MISMATCH: 'PRODUCT_IMPORT_PRODUCT_MISMATCH',
  OPTIONS_INVALID: 'PRODUCT_IMPORT_OPTIONS_INVALID',
  DEFAULT_DUPLICATE: 'PRODUCT_IMPORT_DEFAULT_DUPLICATE',
  SKU_DUPLICATE: 'PRODUCT_IMPORT_SKU_DUPLICATE',
  TAGS_TOO_MANY: 'PRODUCT_IMPORT_TOO_MANY_TAGS',
  PRICE_INVALID: E.PRODUCT_PRICE_INVALID.errorCode,
  SLUG_TAKEN: E.PRODUCT_SLUG_ALREADY_EXISTS.errorCode,
  SKU_TAKEN: E.PRODUCT_SKU_ALREADY_EXISTS.errorCode,
  OPTIONS_CONFLICT: E.PRODUCT_VARIANT_OPTIONS_CONFLICT.errorCode,
  VARIANT_LIMIT: E.PRODUCT_VARIANT_LIMIT_EXCEEDED.errorCode,
  PRODUCT_DELETED: E.PRODUCT_ALREADY_DELETED.errorCode,
  PRODUCT_ARCHIVED: E.PRODUCT_INVALID_TRANSITION.errorCode,
  CATEGORY_NOT_FOUND: E.PRODUCT_CATEGORY_NOT_FOUND.errorCode,
  BRAND_NOT_FOUND: E.PRODUCT_BRAND_NOT_FOUND.errorCode,
  SERIES_NOT_FOUND: E.PRODUCT_SERIES_NOT_FOUND.errorCode,
  SERIES_BRAND_MISMATCH: E.PRODUCT_SERIES_BRAND_MISMATCH.errorCode,
  TAG_NOT_FOUND: CatalogErrors.TAG_NOT_FOUND.errorCode,
};
