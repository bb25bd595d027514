import { IsIn } from 'class-validator';
import { ListQuery } from '../../../../core/http/list-query.js';
import { Optional } from '../../../../core/http/validators.js';
import { tabularJobs } from '../../../catalog/index.js';

/** POST /jobs/export: the file format of the export. */
export class ProductExportJobDto {
  @IsIn(tabularJobs.JOB_FORMATS)
  format: tabularJobs.JobFormat;
}

// query fields are typed string: a union type's design metadata (Object) makes routing-controllers parse JSON
export class ProductJobListQuery extends ListQuery {
  @Optional()
  @IsIn(tabularJobs.JOB_KINDS)
  kind?: string;

  @Optional()
  @IsIn(tabularJobs.JOB_STATUSES)
  status?: string;
}
