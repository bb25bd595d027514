/**
 * The job machinery as other plugins use it (re-exported from the catalog's index.ts): register a kind
 * (columns, codes, import run, export source), open a desk for the routes (submit, list, show, cancel),
 * receive the upload, read rows with the generic cell checks. The table, the lease, the sweep, the
 * worker and the streamed CSV/XLSX stay the catalog's and serve every kind.
 */
export {
  registerJobKind,
  jobFailureCodes,
  rowErrorCodes,
  type TabularJobKind,
  type ImportRun,
  type ExportSource,
  type ExportCells,
  type JobFailureCodes,
  type RowErrorCodes,
} from './job-kinds.js';
export { JobDesk, JOB_SORTABLE, LIST_WINDOW, type JobDeskConfig, type JobListFilters, type UploadedImport } from './job-desk.js';
export { receiveImportUpload, importFileOf, type ImportUploadOptions } from './upload-middleware.js';
export { RowReader, rowError, type ColumnIndex } from './import/row-reader.js';
export type { ErrorLog } from './import/error-log.js';
export type { ClaimedJob } from './job-store.js';
export type { JobRowError } from './catalog-job.entity.js';
export type { SheetRow } from './tabular/read-rows.js';
export { JOB_FORMATS, JOB_KINDS, JOB_STATUSES, IMPORT_MAX_BYTES, IMPORT_MAX_ROWS, EXPORT_MAX_ROWS, type JobFormat } from './job-columns.js';
export { ImportBodyDoc } from './openapi-docs.js';
export { CatalogJobResponse, CatalogJobDetailResponse } from './dto/job.response.js';
