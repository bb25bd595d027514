import { actorMay } from '../../../core/context/request-context.js';
import { tabularJobs } from '../../catalog/index.js';
import { PRODUCT_JOB_ENTITY } from './columns.js';
import type { ProductJobListQuery } from './dto/job.dto.js';
import { ProductJobErrors as E } from './errors.js';

/** Importing products creates and updates them: both permissions, checked by the route and again here. */
export const PRODUCT_IMPORT_PERMISSIONS = ['Products_CREATE', 'Products_UPDATE'] as const;

/** Product import/export jobs: the desk of /api/admin/products/jobs (product jobs only; the catalog's are not seen). */
export class ProductJobsService {
  private readonly desk = new tabularJobs.JobDesk({
    entities: [PRODUCT_JOB_ENTITY],
    errors: {
      notFound: E.PRODUCT_JOB_NOT_FOUND,
      notCancellable: E.PRODUCT_JOB_NOT_CANCELLABLE,
      paginationTooLarge: E.PAGINATION_LIMIT_TOO_LARGE,
      fileRequired: E.PRODUCT_IMPORT_FILE_REQUIRED,
      fileTypeInvalid: E.PRODUCT_IMPORT_FILE_TYPE_INVALID,
      permissionDenied: E.PRODUCT_JOB_ENTITY_PERMISSION_DENIED,
    },
    mayImport: () => PRODUCT_IMPORT_PERMISSIONS.every((p) => actorMay(p)),
  });

  /** Stores the file and queues the import; the format comes from the file's extension and the content must be that format. */
  submitImport(file: tabularJobs.UploadedImport) {
    return this.desk.submitImport(PRODUCT_JOB_ENTITY, file, formatOfName(file.originalName));
  }

  submitExport(format: tabularJobs.JobFormat) {
    return this.desk.submitExport(PRODUCT_JOB_ENTITY, format, {});
  }

  cancel(publicId: string) {
    return this.desk.cancel(publicId);
  }

  view(publicId: string) {
    return this.desk.view(publicId);
  }

  list(q: ProductJobListQuery) {
    return this.desk.list(q);
  }

  /** The header row of a product import file. */
  template(): string {
    return this.desk.template(PRODUCT_JOB_ENTITY);
  }
}

/** `.csv` or `.xlsx` (any case); anything else: null. */
export function formatOfName(name: string): tabularJobs.JobFormat | null {
  const ext = /\.([A-Za-z0-9]+)$/.exec(name)?.[1]?.toLowerCase();
  return ext === 'csv' || ext === 'xlsx' ? ext : null;
}

export const productJobsService = new ProductJobsService();
