import { Body, Get, JsonController, Post, QueryParams, Req, Res, UseBefore } from 'routing-controllers';
import { hasPermission } from '../../../core/auth/principal.js';
import { CommonErrors, invalidField } from '../../../core/http/app-error.js';
import { ok, offsetPage } from '../../../core/http/envelope.js';
import type { HttpRequest, HttpResponse } from '../../../core/http/http-types.js';
import { ParseUuid } from '../../../core/http/params.js';
import { Idempotent, Permission, RateLimit, Throws } from '../../../core/http/route-policy.js';
import { catalogJobsService } from './catalog-jobs.service.js';
import { ExportJobDto, JobListQuery, TemplateQuery } from './dto/job.dto.js';
import { CatalogJobErrors } from './errors.js';
import { JOB_ENTITIES, type JobEntity } from './job-columns.js';
import { ImportBodyDoc } from './openapi-docs.js';
import { ApiTag, download, offsetPageOf, Operation } from '../../../core/http/openapi/operation.js';
import { CatalogJobDetailResponse, CatalogJobResponse } from './dto/job.response.js';
import { importFileOf, receiveImportUpload } from './upload-middleware.js';

@JsonController('/api/admin/catalog/jobs')
@ApiTag('Catalog jobs', 'Catalog imports (CSV, XLSX) and exports, run in the background')
export class CatalogJobsController {
  @Post('/import')
  @Permission('Catalog_CREATE')
  @RateLimit('ADMIN_ASYNC_JOB_SUBMIT')
  @Idempotent('catalog-job-import')
  @Throws(
    CatalogJobErrors.CATALOG_JOB_ENTITY_PERMISSION_DENIED,
    CatalogJobErrors.CATALOG_IMPORT_FILE_REQUIRED,
    CatalogJobErrors.CATALOG_IMPORT_FILE_TYPE_INVALID,
    CatalogJobErrors.CATALOG_IMPORT_MULTIPART_INVALID,
    CommonErrors.PAYLOAD_TOO_LARGE,
  )
  @ImportBodyDoc()
  @Operation({ id: 'submitCatalogImport', summary: 'Queue a catalog import from a CSV or XLSX file', returns: CatalogJobDetailResponse })
  // listed last so it runs before the route policy (decorators apply bottom-up)
  @UseBefore(
    receiveImportUpload({
      authorise: (principal) => {
        if (!hasPermission(principal, 'Catalog_CREATE')) throw CommonErrors.FORBIDDEN(undefined, 'Missing permission Catalog_CREATE');
      },
      invalid: CatalogJobErrors.CATALOG_IMPORT_MULTIPART_INVALID,
      fields: ['entity'],
    }),
  )
  async submitImport(@Req() req: HttpRequest) {
    const entity = req.body?.entity as JobEntity | undefined;
    if (typeof entity !== 'string' || !JOB_ENTITIES.includes(entity)) {
      throw invalidField('entity', `entity must be one of: ${JOB_ENTITIES.join(', ')}`);
    }
    const file = importFileOf(req);
    if (!file) throw CatalogJobErrors.CATALOG_IMPORT_FILE_REQUIRED();
    const job = await catalogJobsService.submitImport(entity, { path: file.path, originalName: file.originalName, size: file.size });
    return ok(job, 'Import queued');
  }

  @Post('/export')
  @Operation({ id: 'submitCatalogExport', summary: 'Queue a catalog export', returns: CatalogJobDetailResponse })
  @Permission('Catalog_READ')
  @RateLimit('ADMIN_ASYNC_JOB_SUBMIT')
  @Idempotent('catalog-job-export')
  async submitExport(@Body() body: ExportJobDto) {
    return ok(await catalogJobsService.submitExport(body), 'Export queued');
  }

  @Post('/:publicId/cancel')
  @Operation({ id: 'cancelCatalogJob', summary: 'Cancel a queued or running catalog job', returns: CatalogJobDetailResponse })
  @Permission('Catalog_UPDATE')
  @RateLimit('ADMIN_WRITE')
  @Throws(CatalogJobErrors.CATALOG_JOB_NOT_FOUND, CatalogJobErrors.CATALOG_JOB_NOT_CANCELLABLE)
  async cancel(@ParseUuid('publicId') publicId: string) {
    return ok(await catalogJobsService.cancel(publicId), 'Job cancelled');
  }

  @Get('/')
  @Operation({ id: 'listCatalogJobs', summary: 'List catalog import and export jobs', returns: offsetPageOf(CatalogJobResponse) })
  @Permission('Catalog_READ')
  @RateLimit('ADMIN_READ')
  @Throws(CatalogJobErrors.PAGINATION_LIMIT_TOO_LARGE)
  async list(@QueryParams() q: JobListQuery) {
    const { rows, count, list } = await catalogJobsService.list(q);
    return offsetPage(rows, count, list.page, list.size, list.paginated);
  }

  // a literal path: declared before /:publicId so it is matched first
  @Operation({
    id: 'getCatalogImportTemplate',
    summary: 'Download the CSV template of an import',
    returns: download('text/csv', 'The header row of the import file (attachment)'),
  })
  @Get('/import-template')
  @Permission('Catalog_READ')
  @RateLimit('ADMIN_READ')
  async template(@QueryParams() q: TemplateQuery, @Res() res: HttpResponse) {
    const body = catalogJobsService.template(q.entity as JobEntity);
    res.status(200).type('text/csv; charset=utf-8').attachment(`${q.entity}-import-template.csv`).send(body);
    return res;
  }

  @Get('/:publicId')
  @Operation({ id: 'getCatalogJob', summary: 'Get a catalog job with its row errors', returns: CatalogJobDetailResponse })
  @Permission('Catalog_READ')
  @RateLimit('ADMIN_READ')
  @Throws(CatalogJobErrors.CATALOG_JOB_NOT_FOUND)
  async get(@ParseUuid('publicId') publicId: string) {
    return ok(await catalogJobsService.view(publicId));
  }
}
