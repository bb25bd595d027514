import { Body, Get, JsonController, Post, QueryParams } from 'routing-controllers';
import { CommonErrors } from '../../core/http/app-error.js';
import { offsetPage, ok } from '../../core/http/envelope.js';
import { ApiTag, offsetPageOf, Operation } from '../../core/http/openapi/operation.js';
import { ParseUuid } from '../../core/http/params.js';
import { Permission, RateLimit, Throws } from '../../core/http/route-policy.js';
import { ProductErrors } from '../products/index.js';
import { AdminReviewsQuery, BulkApproveDto, ModerationReasonDto } from './dto/review.dto.js';
import { AdminReviewResponse, ReviewBulkApproveResponse, RecalculateResponse, ReviewEventResponse } from './dto/review.response.js';
import { ReviewErrors as E } from './errors.js';
import { reviews } from './reviews-context.js';

/** Review moderation (permission module Reviews): no route creates or edits review content, none deletes one. */
@JsonController('/api/admin/reviews')
@ApiTag('Reviews (admin)', 'Moderate reviews: approve, reject, hide, restore; the rating aggregate recount')
export class ReviewsAdminController {
  @Get('/')
  @Operation({
    id: 'listReviews',
    summary: 'List reviews (filters status, productId, customerId, rating, withdrawn, hasOpenReports; sort createdAt, updatedAt, rating, openReportCount)',
    returns: offsetPageOf(AdminReviewResponse),
  })
  @Permission('Reviews_READ')
  @RateLimit('ADMIN_READ')
  @Throws(CommonErrors.VALIDATION_FAILED)
  async list(@QueryParams() q: AdminReviewsQuery) {
    const { rows, count, list } = await reviews.moderation.list(q);
    return offsetPage(rows, count, list.page, list.size, list.paginated);
  }

  @Post('/bulk/approve')
  @Operation({
    id: 'bulkApproveReviews',
    summary: 'Approve pending reviews, each on its own: { succeeded, failures[{ id, errorCode }] }',
    returns: ReviewBulkApproveResponse,
  })
  @Permission('Reviews_UPDATE')
  @RateLimit('ADMIN_BULK_WRITE')
  @Throws(CommonErrors.VALIDATION_FAILED)
  async bulkApprove(@Body() body: BulkApproveDto) {
    return ok(await reviews.moderation.bulkApprove(body.ids), 'Bulk approve done');
  }

  @Post('/summary/:productId/recalculate')
  @Operation({
    id: 'recalculateProductRating',
    summary: "Recount a product's five counters from its live published reviews; answers the drift",
    returns: RecalculateResponse,
  })
  @Permission('Reviews_UPDATE')
  @RateLimit('ADMIN_WRITE')
  @Throws(ProductErrors.PRODUCT_NOT_FOUND)
  async recalculate(@ParseUuid('productId') productId: string) {
    return ok(await reviews.moderation.recalculate(productId), 'Rating recalculated');
  }

  @Get('/:id')
  @Operation({ id: 'getReview', summary: 'Get a review (withdrawn ones too) with its open report count', returns: AdminReviewResponse })
  @Permission('Reviews_READ')
  @RateLimit('ADMIN_READ')
  @Throws(E.REVIEW_NOT_FOUND)
  async get(@ParseUuid('id') id: string) {
    return ok(await reviews.moderation.get(id));
  }

  @Get('/:id/events')
  @Operation({ id: 'listReviewEvents', summary: "A review's timeline: every transition, who made it and why, oldest first", returns: [ReviewEventResponse] })
  @Permission('Reviews_READ')
  @RateLimit('ADMIN_READ')
  @Throws(E.REVIEW_NOT_FOUND)
  async events(@ParseUuid('id') id: string) {
    return ok(await reviews.moderation.events(id));
  }

  @Post('/:id/approve')
  @Operation({ id: 'approveReview', summary: 'Approve a pending review: published and counted again', returns: AdminReviewResponse })
  @Permission('Reviews_UPDATE')
  @RateLimit('ADMIN_WRITE')
  @Throws(E.REVIEW_NOT_FOUND, E.REVIEW_INVALID_TRANSITION)
  async approve(@ParseUuid('id') id: string) {
    return ok(await reviews.moderation.approve(id), 'Review approved');
  }

  @Post('/:id/reject')
  @Operation({ id: 'rejectReview', summary: 'Reject a pending or published review with a reason; its open reports are resolved', returns: AdminReviewResponse })
  @Permission('Reviews_UPDATE')
  @RateLimit('ADMIN_WRITE')
  @Throws(CommonErrors.VALIDATION_FAILED, E.REVIEW_REASON_REQUIRED, E.REVIEW_NOT_FOUND, E.REVIEW_INVALID_TRANSITION)
  async reject(@ParseUuid('id') id: string, @Body({ required: false }) body: ModerationReasonDto) {
    return ok(await reviews.moderation.reject(id, body?.reason), 'Review rejected');
  }

  @Post('/:id/hide')
  @Operation({ id: 'hideReview', summary: 'Hide a published review with a reason; its open reports are resolved', returns: AdminReviewResponse })
  @Permission('Reviews_UPDATE')
  @RateLimit('ADMIN_WRITE')
  @Throws(CommonErrors.VALIDATION_FAILED, E.REVIEW_REASON_REQUIRED, E.REVIEW_NOT_FOUND, E.REVIEW_INVALID_TRANSITION)
  async hide(@ParseUuid('id') id: string, @Body({ required: false }) body: ModerationReasonDto) {
    return ok(await reviews.moderation.hide(id, body?.reason), 'Review hidden');
  }

  @Post('/:id/restore')
  @Operation({ id: 'restoreReview', summary: 'Restore a withdrawn review (status kept)', returns: AdminReviewResponse })
  @Permission('Reviews_RESTORE')
  @RateLimit('ADMIN_WRITE')
  @Throws(E.REVIEW_NOT_FOUND, E.REVIEW_INVALID_TRANSITION, E.REVIEW_ALREADY_EXISTS)
  async restore(@ParseUuid('id') id: string) {
    return ok(await reviews.moderation.restore(id), 'Review restored');
  }
}
