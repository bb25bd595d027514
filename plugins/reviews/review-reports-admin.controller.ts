import { Get, JsonController, Post, QueryParams } from 'routing-controllers';
import { CommonErrors } from '../../core/http/app-error.js';
import { offsetPage, ok } from '../../core/http/envelope.js';
import { ApiTag, offsetPageOf, Operation } from '../../core/http/openapi/operation.js';
import { ParseUuid } from '../../core/http/params.js';
import { Permission, RateLimit, Throws } from '../../core/http/route-policy.js';
import { ReviewReportsQuery } from './dto/review.dto.js';
import { AdminReportResponse } from './dto/review.response.js';
import { ReviewErrors as E } from './errors.js';
import { reviews } from './reviews-context.js';

/** The reports queue (permission module Reviews): open first; dismiss leaves the review as it is. */
@JsonController('/api/admin/review-reports')
@ApiTag('Reviews (admin)') // described once, by ReviewsAdminController
export class ReviewReportsAdminController {
  @Get('/')
  @Operation({
    id: 'listReviewReports',
    summary: 'List review reports, open first then newest (filters status, reviewId)',
    returns: offsetPageOf(AdminReportResponse),
  })
  @Permission('Reviews_READ')
  @RateLimit('ADMIN_READ')
  @Throws(CommonErrors.VALIDATION_FAILED)
  async list(@QueryParams() q: ReviewReportsQuery) {
    const { rows, count, list } = await reviews.reports.list(q);
    return offsetPage(rows, count, list.page, list.size, list.paginated);
  }

  @Post('/:id/dismiss')
  @Operation({ id: 'dismissReviewReport', summary: 'Dismiss an open report (the review is not changed)', returns: AdminReportResponse })
  @Permission('Reviews_UPDATE')
  @RateLimit('ADMIN_WRITE')
  @Throws(E.REVIEW_REPORT_NOT_FOUND, E.REVIEW_INVALID_TRANSITION)
  async dismiss(@ParseUuid('id') id: string) {
    return ok(await reviews.reports.dismiss(id), 'Report dismissed');
  }
}
