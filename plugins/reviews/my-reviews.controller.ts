import { Body, Delete, Get, HttpCode, JsonController, Patch, Post, QueryParams, Res } from 'routing-controllers';
import { CommonErrors } from '../../core/http/app-error.js';
import { offsetPage, ok } from '../../core/http/envelope.js';
import type { HttpResponse } from '../../core/http/http-types.js';
import { ApiTag, offsetPageOf, Operation } from '../../core/http/openapi/operation.js';
import { ParseUuid } from '../../core/http/params.js';
import { Authenticated, RateLimit, Throws } from '../../core/http/route-policy.js';
import { CreateReviewDto, EditReviewDto, EligibilityQuery, MyReviewsQuery, ReportReviewDto } from './dto/review.dto.js';
import { EligibilityResponse, MyReviewResponse, ReportResponse } from './dto/review.response.js';
import { ReviewErrors as E } from './errors.js';
import { reviews } from './reviews-context.js';

/** The signed-in customer's reviews: eligibility, submit, edit, withdraw, and reports of others' reviews. */
@JsonController('/api/mobile/reviews')
@ApiTag('Reviews') // described once, by PublicReviewsController
export class MyReviewsController {
  @Get('/eligibility')
  @Operation({ id: 'getReviewEligibility', summary: 'Whether I may review a product, and with which delivered order line', returns: EligibilityResponse })
  @Authenticated('customer')
  @RateLimit('CUSTOMER_READ')
  @Throws(CommonErrors.VALIDATION_FAILED)
  async eligibility(@QueryParams() q: EligibilityQuery) {
    return ok(await reviews.storefront.eligibility(q.productId));
  }

  @Get('/')
  @Operation({ id: 'listMyReviews', summary: 'My live reviews, newest first', returns: offsetPageOf(MyReviewResponse) })
  @Authenticated('customer')
  @RateLimit('CUSTOMER_READ')
  @Throws(CommonErrors.VALIDATION_FAILED)
  async list(@QueryParams() q: MyReviewsQuery) {
    const { rows, count, list } = await reviews.storefront.mine(q);
    return offsetPage(rows, count, list.page, list.size, list.paginated);
  }

  @Get('/:id')
  @Operation({ id: 'getMyReview', summary: 'One of my live reviews', returns: MyReviewResponse })
  @Authenticated('customer')
  @RateLimit('CUSTOMER_READ')
  @Throws(E.REVIEW_NOT_FOUND)
  async get(@ParseUuid('id') id: string) {
    return ok(await reviews.storefront.get(id));
  }

  @Post('/')
  @Operation({ id: 'createReview', summary: 'Review a delivered purchase: published and counted at once', returns: MyReviewResponse })
  @HttpCode(201)
  @Authenticated('customer')
  @RateLimit('CUSTOMER_WRITE')
  @Throws(CommonErrors.VALIDATION_FAILED, E.REVIEW_NOT_ELIGIBLE, E.REVIEW_ALREADY_EXISTS)
  async create(@Body() body: CreateReviewDto) {
    return ok(await reviews.storefront.submit(body), 'Review published');
  }

  @Patch('/:id')
  @Operation({ id: 'editMyReview', summary: 'Edit my review: a published one returns to pending and leaves the rating', returns: MyReviewResponse })
  @Authenticated('customer')
  @RateLimit('CUSTOMER_WRITE')
  @Throws(CommonErrors.VALIDATION_FAILED, E.REVIEW_NOT_FOUND, E.REVIEW_INVALID_TRANSITION)
  async edit(@ParseUuid('id') id: string, @Body() body: EditReviewDto) {
    return ok(await reviews.storefront.edit(id, body), 'Review updated');
  }

  @Delete('/:id')
  @Operation({ id: 'withdrawMyReview', summary: 'Withdraw my review (deletedAt set; the product may be reviewed again)', returns: MyReviewResponse })
  @Authenticated('customer')
  @RateLimit('CUSTOMER_WRITE')
  @Throws(E.REVIEW_NOT_FOUND)
  async withdraw(@ParseUuid('id') id: string) {
    return ok(await reviews.storefront.withdraw(id), 'Review withdrawn');
  }

  @Post('/:id/report')
  @Operation({ id: 'reportReview', summary: 'Report a published review (201); a repeat answers my first report unchanged (200)', returns: ReportResponse })
  @Authenticated('customer')
  @RateLimit('CUSTOMER_WRITE')
  @Throws(CommonErrors.VALIDATION_FAILED, E.REVIEW_NOT_FOUND)
  async report(@ParseUuid('id') id: string, @Body() body: ReportReviewDto, @Res() res: HttpResponse) {
    const { report, created } = await reviews.storefront.report(id, body);
    res.status(created ? 201 : 200);
    return ok(report, created ? 'Review reported' : 'Already reported');
  }
}
