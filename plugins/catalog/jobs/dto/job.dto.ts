import { IsBoolean, IsIn, IsString, MaxLength } from 'class-validator';
import { Optional } from '../../../../core/http/validators.js';
import { ListQuery } from '../../../../core/http/list-query.js';
import { ToBoolean } from '../../../../core/http/transforms.js';
import { JOB_ENTITIES, JOB_FORMATS, JOB_KINDS, JOB_STATUSES, type JobEntity, type JobFormat } from '../job-columns.js';

export class ExportJobDto {
  @IsIn(JOB_ENTITIES)
  entity: JobEntity;

  @Optional()
  @IsBoolean()
  includeDeleted?: boolean;

  @Optional()
  @IsString()
  @MaxLength(150)
  search?: string;

  /** not in the spec's body: CSV unless XLSX is asked for */
  @Optional()
  @IsIn(JOB_FORMATS)
  format?: JobFormat;
}

// query fields are typed string: a union type's design metadata (Object) makes routing-controllers parse JSON
export class JobListQuery extends ListQuery {
  @Optional()
  @IsIn(JOB_KINDS)
  kind?: string;

  @Optional()
  @IsIn(JOB_ENTITIES)
  entity?: string;

  @Optional()
  @IsIn(JOB_STATUSES)
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

  @Optional()
  @ToBoolean()
  @IsBoolean()
  includeDeleted?: boolean;

  @Optional()
  @IsString()
  @MaxLength(150)
  search?: string;

  @Optional()
  @IsIn(JOB_FORMATS)
  format?: JobFormat;
}
