import { actorMay } from '../../../core/context/request-context.js';
import { CommonErrors } from '../../../core/http/app-error.js';
import type { ExportJobDto, JobListQuery } from './dto/job.dto.js';
import { CatalogJobErrors } from './errors.js';
import { ENTITY_MODULE, JOB_ENTITIES, type JobEntity } from './job-columns.js';
import { JobDesk, type UploadedImport } from './job-desk.js';

export { JOB_QUEUED, LIST_WINDOW, type UploadedImport } from './job-desk.js';

/** The catalog's jobs (category, brand, brand_series): the desk of /api/admin/catalog/jobs and of the panel. */
export class CatalogJobsService {
  private readonly desk = new JobDesk({
    entities: JOB_ENTITIES,
    errors: {
      notFound: CatalogJobErrors.CATALOG_JOB_NOT_FOUND,
      notCancellable: CatalogJobErrors.CATALOG_JOB_NOT_CANCELLABLE,
      paginationTooLarge: CatalogJobErrors.PAGINATION_LIMIT_TOO_LARGE,
      fileRequired: CatalogJobErrors.CATALOG_IMPORT_FILE_REQUIRED,
      fileTypeInvalid: CatalogJobErrors.CATALOG_IMPORT_FILE_TYPE_INVALID,
      permissionDenied: CatalogJobErrors.CATALOG_JOB_ENTITY_PERMISSION_DENIED,
    },
    mayImport: (entity) => actorMay(`${ENTITY_MODULE[entity as JobEntity]}_CREATE`),
  });

  /** Stores the file and queues the job; the format is read from the content. */
  submitImport(entity: JobEntity, file: UploadedImport) {
    return this.desk.submitImport(entity, file);
  }

  submitExport(dto: ExportJobDto) {
    const params: Record<string, unknown> = { includeDeleted: dto.includeDeleted ?? false };
    if (dto.search !== undefined && dto.search.trim() !== '') params.search = dto.search.trim();
    return this.desk.submitExport(dto.entity, dto.format ?? 'csv', params);
  }

  cancel(publicId: string) {
    return this.desk.cancel(publicId);
  }

  view(publicId: string) {
    return this.desk.view(publicId);
  }

  list(q: JobListQuery) {
    return this.desk.list(q);
  }

  /** The header row of an import file. */
  template(entity: JobEntity): string {
    if (!JOB_ENTITIES.includes(entity))
      throw CommonErrors.VALIDATION_FAILED([{ field: 'entity', problems: [`entity must be one of: ${JOB_ENTITIES.join(', ')}`] }]);
    return this.desk.template(entity);
  }
}

export const catalogJobsService = new CatalogJobsService();
