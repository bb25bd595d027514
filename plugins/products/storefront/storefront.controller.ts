import { Get, JsonController, Param, QueryParams, Res } from 'routing-controllers';
import { cursorPage, ok } from '../../../core/http/envelope.js';
import type { HttpResponse } from '../../../core/http/http-types.js';
import { RateLimit, Throws } from '../../../core/http/route-policy.js';
import { ProductErrors } from '../errors.js';
import { ProductFeedQuery, ProductListQuery, ProductSearchQuery, ProductSuggestionQuery } from './storefront.dto.js';
import { productStorefront } from './storefront.service.js';
import { StorefrontErrors } from './storefront-errors.js';

/**
 * The storefront's answers are plain JSON data: sent as they are, without routing-controllers' class
 * transform walking every card (about a tenth of a cached read's CPU), as the catalog's tree is.
 */
function send(res: HttpResponse, body: unknown): HttpResponse {
  res.status(200).json(body);
  return res;
}

/** Public product reads (no auth, limited per IP). Literal paths are declared before `/:slug`. */
@JsonController('/api/mobile/products')
export class ProductStorefrontController {
  @Get('/')
  @RateLimit('PUBLIC_READ')
  @Throws(StorefrontErrors.PAGINATION_LIMIT_TOO_LARGE)
  async list(@QueryParams() q: ProductListQuery, @Res() res: HttpResponse) {
    const { cards, nextCursor } = await productStorefront.list(q);
    return send(res, cursorPage(cards, nextCursor));
  }

  @Get('/search')
  @RateLimit('PUBLIC_SEARCH')
  @Throws(StorefrontErrors.PAGINATION_LIMIT_TOO_LARGE)
  async search(@QueryParams() q: ProductSearchQuery, @Res() res: HttpResponse) {
    const { cards, nextCursor } = await productStorefront.search(q);
    return send(res, cursorPage(cards, nextCursor));
  }

  @Get('/suggestions')
  @RateLimit('PUBLIC_SUGGEST')
  async suggestions(@QueryParams() q: ProductSuggestionQuery, @Res() res: HttpResponse) {
    return send(res, ok(await productStorefront.suggestions(q)));
  }

  @Get('/discovery/:feed')
  @RateLimit('PUBLIC_HIGH_FREQUENCY')
  @Throws(ProductErrors.PRODUCT_FEED_NOT_FOUND, StorefrontErrors.PAGINATION_LIMIT_TOO_LARGE)
  async feed(@Param('feed') feed: string, @QueryParams() q: ProductFeedQuery, @Res() res: HttpResponse) {
    const { cards, nextCursor } = await productStorefront.feed(feed, q);
    return send(res, cursorPage(cards, nextCursor));
  }

  @Get('/:slug')
  @RateLimit('PUBLIC_READ')
  @Throws(ProductErrors.PRODUCT_NOT_FOUND)
  async detail(@Param('slug') slug: string, @Res() res: HttpResponse) {
    return send(res, ok(await productStorefront.detail(slug)));
  }
}
