import { IsBoolean, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { ListQuery } from '../../../../core/http/list-query.js';
import { ToBoolean } from '../../../../core/http/transforms.js';
import { JOB_ENTITIES, JOB_FORMATS, JOB_KINDS, JOB_STATUSES, type JobEntity, type JobFormat } from '../job-columns.js';

export class ExportJobDto {
  @IsIn(JOB_ENTITIES)
  entity: JobEntity;

  @IsOptional() @IsBoolean()
  includeDeleted?: boolean;

  @IsOptional() @IsString() @MaxLength(150)
  search?: string;

  /** not in the spec's body: CSV unless XLSX is asked for */
  @IsOptional() @IsIn(JOB_FORMATS)
  format?: JobFormat;
}

// query fields are typed string: a union type's design metadata (Object) makes routing-controllers parse JSON
export class JobListQuery extends ListQuery {
  @IsOptional() @IsIn(JOB_KINDS)
  kind?: string;

  @IsOptional() @IsIn(JOB_ENTITIES)
  entity?: string;

  @IsOptional() @IsIn(JOB_STATUSES)
  status?: string;
}

export class TemplateQuery {
  @IsIn(JOB_ENTITIES)
  entity: string;
}

/** The panel's export form (its checkbox arrives as a boolean or 'true'/'false'). */
export class PanelExportDto {
  @IsIn(JOB_ENTITIES)
  entity: JobEntity;

  @IsOptional() @ToBoolean() @IsBoolean()
  includeDeleted?: boolean;

  @IsOptional() @IsString() @MaxLength(150)
  search?: string;

  @IsOptional() @IsIn(JOB_FORMATS)
  format?: JobFormat;
}
