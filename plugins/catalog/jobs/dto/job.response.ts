import { field } from '../../../../core/http/openapi/response-fields.js';
import { JOB_ENTITIES, JOB_FORMATS, JOB_KINDS, JOB_STATUSES, type JobFormat, type JobKind, type JobStatus } from '../job-columns.js';

/** A catalog import or export job as the list shows it. */
export class CatalogJobResponse {
  @field.uuid() publicId: string;
  @field.enum(JOB_KINDS) kind: JobKind;
  // the job table serves other areas' kinds too (products), so the service types it as a string
  @field.schema({ type: 'string', enum: [...JOB_ENTITIES] }) entity: string;
  @field.enum(JOB_STATUSES) status: JobStatus;
  @field.enum(JOB_FORMATS) format: JobFormat;
  @field.string({ nullable: true, description: "The uploaded file's name (imports)" }) fileName: string | null;
  @field.integer({ nullable: true }) totalRows: number | null;
  @field.integer() processedRows: number;
  @field.integer({ nullable: true }) writtenRows: number | null;
  @field.integer() errorCount: number;
  @field.string({ nullable: true }) failureCode: string | null;
  @field.string({ description: 'The admin who asked for it (public id)' }) requestedBy: string;
  @field.dateTime() createdAt: string;
  @field.dateTime() updatedAt: string;
  @field.dateTime({ nullable: true }) finishedAt: string | null;
}

export class JobRowErrorResponse {
  @field.integer({ nullable: true, description: 'The row in the file (1 is the header row); null when the error is about the whole file' }) row: number | null;
  @field.string({ nullable: true }) column: string | null;
  @field.string() errorCode: string;
  @field.string() message: string;
}

/** The detail: when it started, whether it stalled, the kept row errors and, for a finished export, a download link. */
export class CatalogJobDetailResponse extends CatalogJobResponse {
  @field.dateTime({ nullable: true }) startedAt: string | null;
  @field.boolean({ description: 'Processing with nothing working on it (its worker is gone or its lease ran out)' }) isStalled: boolean;
  @field.schema({ type: 'object', additionalProperties: true, description: 'What the job was asked with (export filters...)' }) params: Record<string, unknown>;
  @field.array(() => JobRowErrorResponse) errors: JobRowErrorResponse[];
  @field.string({ nullable: true, description: 'A fresh signed link to the export file' }) downloadUrl: string | null;
  @field.dateTime({ nullable: true }) downloadExpiresAt: string | null;
}
