import { Get, JsonController, Param, QueryParams, Res } from 'routing-controllers';
import { cursorPage, ok } from '../../../core/http/envelope.js';
import type { HttpResponse } from '../../../core/http/http-types.js';
import { ApiTag, cursorPageOf, Operation } from '../../../core/http/openapi/operation.js';
import { RateLimit, Throws } from '../../../core/http/route-policy.js';
import { ProductCardResponse, ProductDetailResponse, ProductSuggestionResponse } from '../dto/storefront.response.js';
import { ProductErrors } from '../errors.js';
import { sendCursorPage, sendOk } from '../../../core/http/send-json.js';
import { FEEDS, ProductFeedQuery, StorefrontProductListQuery, ProductSearchQuery, ProductSuggestionQuery } from './storefront.dto.js';
import { productStorefront } from './storefront.service.js';
import { StorefrontErrors } from './storefront-errors.js';

const sendCards = sendCursorPage<ProductCardResponse>();

/** Public product reads (no auth, limited per IP). Literal paths are declared before `/:slug`. */
@JsonController('/api/mobile/products')
@ApiTag('Products', 'Listed products for shoppers: list, search, suggestions, discovery feeds and the product page, with live deals applied')
export class ProductStorefrontController {
  @Get('/')
  @Operation({ id: 'listStorefrontProducts', summary: 'List published products (filters, sorts, cursor)', returns: cursorPageOf(ProductCardResponse) })
  @RateLimit('PUBLIC_READ')
  @Throws(StorefrontErrors.PAGINATION_LIMIT_TOO_LARGE)
  async list(@QueryParams() q: StorefrontProductListQuery, @Res() res: HttpResponse) {
    const { cards, nextCursor } = await productStorefront.list(q);
    return sendCards(res, cursorPage(cards, nextCursor));
  }

  @Get('/search')
  @Operation({
    id: 'searchStorefrontProducts',
    summary: 'Search published products by name, SKU, brand and category (ranked)',
    returns: cursorPageOf(ProductCardResponse),
  })
  @RateLimit('PUBLIC_SEARCH')
  @Throws(StorefrontErrors.PAGINATION_LIMIT_TOO_LARGE)
  async search(@QueryParams() q: ProductSearchQuery, @Res() res: HttpResponse) {
    const { cards, nextCursor } = await productStorefront.search(q);
    return sendCards(res, cursorPage(cards, nextCursor));
  }

  @Get('/suggestions')
  @Operation({ id: 'suggestStorefrontProducts', summary: 'Suggest up to 10 products as the shopper types', returns: [ProductSuggestionResponse] })
  @RateLimit('PUBLIC_SUGGEST')
  async suggestions(@QueryParams() q: ProductSuggestionQuery, @Res() res: HttpResponse) {
    return sendOk<ProductSuggestionResponse[]>()(res, ok(await productStorefront.suggestions(q)));
  }

  @Get('/discovery/:feed')
  @Operation({
    id: 'listStorefrontProductFeed',
    summary: 'List a discovery feed (featured, trending, best-sellers, new-arrivals, deals), newest first',
    returns: cursorPageOf(ProductCardResponse),
    params: { feed: { type: 'string', enum: [...FEEDS], description: 'any other value: 404 PRODUCT_FEED_NOT_FOUND' } },
  })
  @RateLimit('PUBLIC_HIGH_FREQUENCY')
  @Throws(ProductErrors.PRODUCT_FEED_NOT_FOUND, StorefrontErrors.PAGINATION_LIMIT_TOO_LARGE)
  async feed(@Param('feed') feed: string, @QueryParams() q: ProductFeedQuery, @Res() res: HttpResponse) {
    const { cards, nextCursor } = await productStorefront.feed(feed, q);
    return sendCards(res, cursorPage(cards, nextCursor));
  }

  @Get('/:slug')
  @Operation({ id: 'getStorefrontProduct', summary: 'Get a published or unlisted product by its current or a retired slug', returns: ProductDetailResponse })
  @RateLimit('PUBLIC_READ')
  @Throws(ProductErrors.PRODUCT_NOT_FOUND)
  async detail(@Param('slug') slug: string, @Res() res: HttpResponse) {
    return sendOk<ProductDetailResponse>()(res, ok(await productStorefront.detail(slug)));
  }
}
