import { Body, Get, JsonController, Post, QueryParams, Req, Res, UseBefore } from 'routing-controllers';
import { hasPermission } from '../../../core/auth/principal.js';
import { CommonErrors } from '../../../core/http/app-error.js';
import { ok, offsetPage } from '../../../core/http/envelope.js';
import type { HttpRequest, HttpResponse } from '../../../core/http/http-types.js';
import { ParseUuid } from '../../../core/http/params.js';
import { Idempotent, Permission, RateLimit, Throws } from '../../../core/http/route-policy.js';
import { tabularJobs } from '../../catalog/index.js';
import { ApiTag, download, offsetPageOf, Operation } from '../../../core/http/openapi/operation.js';
import { ProductJobDetailResponse, ProductJobResponse } from './dto/job.response.js';
import { ProductExportJobDto, ProductJobListQuery } from './dto/job.dto.js';
import { ProductJobErrors as E } from './errors.js';
import { PRODUCT_IMPORT_PERMISSIONS, productJobsService } from './product-jobs.service.js';

/**
 * /api/admin/products/jobs: product import/export jobs. Its paths are literal segments under
 * /api/admin/products, so this controller is registered before the /{publicId} routes (plugin manifest).
 */
@JsonController('/api/admin/products/jobs')
@ApiTag('Product jobs', 'Product imports (CSV, XLSX; one row per variant) and exports, run in the background')
export class ProductJobsController {
  @Post('/import')
  @Operation({ id: 'submitProductImport', summary: 'Queue a product import from a CSV or XLSX file', returns: ProductJobDetailResponse })
  @Permission(...PRODUCT_IMPORT_PERMISSIONS)
  @RateLimit('ADMIN_ASYNC_JOB_SUBMIT')
  @Idempotent('product-job-import')
  @Throws(
    E.PRODUCT_JOB_ENTITY_PERMISSION_DENIED,
    E.PRODUCT_IMPORT_FILE_REQUIRED,
    E.PRODUCT_IMPORT_FILE_TYPE_INVALID,
    E.PRODUCT_IMPORT_MULTIPART_INVALID,
    CommonErrors.PAYLOAD_TOO_LARGE,
  )
  @tabularJobs.ImportBodyDoc({}, 'CSV (UTF-8, .csv) or XLSX (.xlsx): the format comes from the name; at most 25 MB and 50,000 rows, with the template columns')
  // listed last so it runs before the route policy (decorators apply bottom-up)
  @UseBefore(
    tabularJobs.receiveImportUpload({
      authorise: (principal) => {
        if (!PRODUCT_IMPORT_PERMISSIONS.every((p) => hasPermission(principal, p))) throw E.PRODUCT_JOB_ENTITY_PERMISSION_DENIED();
      },
      invalid: E.PRODUCT_IMPORT_MULTIPART_INVALID,
      fields: [],
    }),
  )
  async submitImport(@Req() req: HttpRequest) {
    const file = tabularJobs.importFileOf(req);
    if (!file) throw E.PRODUCT_IMPORT_FILE_REQUIRED();
    const job = await productJobsService.submitImport({ path: file.path, originalName: file.originalName, size: file.size });
    return ok(job, 'Import queued');
  }

  @Post('/export')
  @Operation({ id: 'submitProductExport', summary: 'Queue a product export (CSV or XLSX)', returns: ProductJobDetailResponse })
  @Permission('Products_READ')
  @RateLimit('ADMIN_ASYNC_JOB_SUBMIT')
  @Idempotent('product-job-export')
  async submitExport(@Body() body: ProductExportJobDto) {
    return ok(await productJobsService.submitExport(body.format), 'Export queued');
  }

  @Post('/:publicId/cancel')
  @Operation({ id: 'cancelProductJob', summary: 'Cancel a queued or running product job', returns: ProductJobDetailResponse })
  @Permission('Products_UPDATE')
  @RateLimit('ADMIN_WRITE')
  @Throws(E.PRODUCT_JOB_NOT_FOUND, E.PRODUCT_JOB_NOT_CANCELLABLE)
  async cancel(@ParseUuid('publicId') publicId: string) {
    return ok(await productJobsService.cancel(publicId), 'Job cancelled');
  }

  @Get('/')
  @Operation({ id: 'listProductJobs', summary: 'List product import and export jobs', returns: offsetPageOf(ProductJobResponse) })
  @Permission('Products_READ')
  @RateLimit('ADMIN_READ')
  @Throws(E.PAGINATION_LIMIT_TOO_LARGE)
  async list(@QueryParams() q: ProductJobListQuery) {
    const { rows, count, list } = await productJobsService.list(q);
    return offsetPage(rows, count, list.page, list.size, list.paginated);
  }

  // a literal path: declared before /:publicId so it is matched first
  @Get('/import-template')
  @Operation({
    id: 'getProductImportTemplate',
    summary: 'Download the CSV template of a product import',
    returns: download('text/csv', 'The header row of the product import file (attachment)'),
  })
  @Permission('Products_READ')
  @RateLimit('ADMIN_READ')
  async template(@Res() res: HttpResponse) {
    res.status(200).type('text/csv; charset=utf-8').attachment('product-import-template.csv').send(productJobsService.template());
    return res;
  }

  @Get('/:publicId')
  @Operation({ id: 'getProductJob', summary: 'Get a product job with its row errors', returns: ProductJobDetailResponse })
  @Permission('Products_READ')
  @RateLimit('ADMIN_READ')
  @Throws(E.PRODUCT_JOB_NOT_FOUND)
  async get(@ParseUuid('publicId') publicId: string) {
    return ok(await productJobsService.view(publicId));
  }
}
