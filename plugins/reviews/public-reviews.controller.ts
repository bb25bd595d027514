import { Get, JsonController, QueryParams } from 'routing-controllers';
import { CommonErrors } from '../../core/http/app-error.js';
import { offsetPage, ok } from '../../core/http/envelope.js';
import { ApiTag, offsetPageOf, Operation } from '../../core/http/openapi/operation.js';
import { ParseUuid } from '../../core/http/params.js';
import { RateLimit, Throws } from '../../core/http/route-policy.js';
import { ProductErrors } from '../products/index.js';
import { PublicReviewsQuery } from './dto/review.dto.js';
import { PublicReviewResponse, RatingSummaryResponse } from './dto/review.response.js';
import { reviews } from './reviews-context.js';

/** A product's published reviews and its rating summary: public, limited per IP. */
@JsonController('/api/mobile/products')
@ApiTag('Reviews', 'Product reviews: the public list and rating summary, my reviews, eligibility and reports')
export class PublicReviewsController {
  @Get('/:productId/reviews')
  @Operation({
    id: 'listProductReviews',
    summary: "A product's published reviews (sort newest, highest, lowest, helpful; filter rating; offset paging)",
    returns: offsetPageOf(PublicReviewResponse),
  })
  @RateLimit('PUBLIC_READ')
  @Throws(CommonErrors.VALIDATION_FAILED, ProductErrors.PRODUCT_NOT_FOUND)
  async list(@ParseUuid('productId') productId: string, @QueryParams() q: PublicReviewsQuery) {
    const { rows, count, list } = await reviews.storefront.list(productId, q);
    return offsetPage(rows, count, list.page, list.size, list.paginated);
  }

  @Get('/:productId/reviews/summary')
  @Operation({ id: 'getProductRatingSummary', summary: "A product's rating summary from its five counters", returns: RatingSummaryResponse })
  @RateLimit('PUBLIC_READ')
  @Throws(ProductErrors.PRODUCT_NOT_FOUND)
  async summary(@ParseUuid('productId') productId: string) {
    return ok(await reviews.storefront.summary(productId));
  }
}
