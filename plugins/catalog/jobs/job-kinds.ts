import type { EntityManager } from 'typeorm';
import type { JobRowError } from './catalog-job.entity.js';
import type { ErrorLog } from './import/error-log.js';
import type { ColumnIndex } from './import/row-reader.js';
import type { ClaimedJob } from './job-store.js';
import type { SheetRow } from './tabular/read-rows.js';

/**
 * The job machinery (table catalog_jobs, claim and lease, sweep, progress, cancel, streamed CSV/XLSX, error
 * log) is the same for every entity; what an entity adds is a kind: its columns, its codes, how a row is
 * checked and written, and where its export rows come from. The catalog registers its three; another
 * plugin (products) registers its own through the catalog's index.ts.
 */

/** The codes an area's jobs end with (failureCode) and record for any row (errors[].errorCode): `<PREFIX>_...`. */
export function jobFailureCodes<P extends string>(prefix: P) {
  return {
    EXPORT_TOO_LARGE: `${prefix}_EXPORT_TOO_LARGE`,
    IMPORT_ROWS_INVALID: `${prefix}_IMPORT_ROWS_INVALID`,
    IMPORT_FILE_MALFORMED: `${prefix}_IMPORT_FILE_MALFORMED`,
    IMPORT_COLUMNS_INVALID: `${prefix}_IMPORT_COLUMNS_INVALID`,
    IMPORT_TOO_MANY_ROWS: `${prefix}_IMPORT_TOO_MANY_ROWS`,
    IMPORT_EMPTY: `${prefix}_IMPORT_EMPTY`,
    JOB_ABANDONED: `${prefix}_JOB_ABANDONED`,
    JOB_INTERNAL_ERROR: `${prefix}_JOB_INTERNAL_ERROR`,
  } as const;
}

/** Row error codes of the generic checks (header, cell types and lengths), `<PREFIX>_IMPORT_...`. */
export function rowErrorCodes<P extends string>(prefix: P) {
  return {
    COLUMN_MISSING: `${prefix}_IMPORT_COLUMN_MISSING`,
    COLUMN_UNKNOWN: `${prefix}_IMPORT_COLUMN_UNKNOWN`,
    COLUMN_DUPLICATE: `${prefix}_IMPORT_COLUMN_DUPLICATE`,
    FIELD_REQUIRED: `${prefix}_IMPORT_FIELD_REQUIRED`,
    FIELD_TOO_SHORT: `${prefix}_IMPORT_FIELD_TOO_SHORT`,
    FIELD_TOO_LONG: `${prefix}_IMPORT_FIELD_TOO_LONG`,
    INTEGER_INVALID: `${prefix}_IMPORT_INTEGER_INVALID`,
    BOOLEAN_INVALID: `${prefix}_IMPORT_BOOLEAN_INVALID`,
    VALUE_INVALID: `${prefix}_IMPORT_VALUE_INVALID`,
    SLUG_INVALID: `${prefix}_IMPORT_SLUG_INVALID`,
    ROW_LIMIT: `${prefix}_IMPORT_TOO_MANY_ROWS`,
    MALFORMED: `${prefix}_IMPORT_FILE_MALFORMED`,
  } as const;
}

export type JobFailureCodes = ReturnType<typeof jobFailureCodes<string>>;
export type RowErrorCodes = ReturnType<typeof rowErrorCodes<string>>;

/** One import run of a kind, inside the import's data transaction (under its savepoint). */
export interface ImportRun {
  /** Checks one data row and stages it; returns the row's errors (the row is still counted). */
  add(row: SheetRow, index: ColumnIndex): Promise<JobRowError[]>;
  /** After the last row: settles references across rows and against the database; problems go to `log`. */
  resolve(log: ErrorLog): Promise<void>;
  /** Only when nothing was logged: writes everything in bulk; returns the rows written (problems found now go to `log`). */
  write(log: ErrorLog): Promise<number>;
}

export type ExportCells = Array<string | number | boolean | null>;

/** Where an export's rows come from: read through `m` (a pooled connection outside any transaction), page by page. */
export interface ExportSource {
  count(params: Record<string, unknown>, m: EntityManager): Promise<number>;
  /** the rows in the kind's column order, a page at a time */
  pages(params: Record<string, unknown>, pageSize: number, m: EntityManager): AsyncGenerator<ExportCells[]>;
  /** said after "N rows match; an export holds at most 50000" */
  narrowHint?: string;
}

export interface TabularJobKind {
  /** stored in catalog_jobs.entity */
  entity: string;
  /** the template's columns, in order: the import header must name each once; the export writes them */
  columns: readonly string[];
  failures: JobFailureCodes;
  rowErrors: RowErrorCodes;
  startImport(job: ClaimedJob, m: EntityManager): Promise<ImportRun>;
  exporter: ExportSource;
  /** run once a completed import has committed (drops cached reads) */
  afterImport(): Promise<void>;
}

const kinds = new Map<string, TabularJobKind>();

/** Adds a kind (once per entity; registering the same entity again replaces it, e.g. a restarted plugin). */
export function registerJobKind(kind: TabularJobKind): void {
  kinds.set(kind.entity, kind);
}

/** The kind of an entity, or undefined when no enabled plugin registered it. */
export function jobKindOf(entity: string): TabularJobKind | undefined {
  return kinds.get(entity);
}
