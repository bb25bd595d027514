import { Get, JsonController, Param, QueryParams, Req, Res } from 'routing-controllers';
import { cursorPage, ok } from '../../../core/http/envelope.js';
import type { HttpRequest, HttpResponse } from '../../../core/http/http-types.js';
import { ANY_QUERY, sendReady } from '../../../core/http/ready-read.js';
import { ApiTag, cursorPageOf, Operation } from '../../../core/http/openapi/operation.js';
import { RateLimit, ReadyRead, Throws } from '../../../core/http/route-policy.js';
import { ProductCardResponse, ProductDetailResponse, ProductSuggestionResponse } from '../dto/storefront.response.js';
import { ProductErrors } from '../errors.js';
import { sendCursorPage, sendOk } from '../../../core/http/send-json.js';
import {
  FEEDS,
  LIST_READY_QUERY,
  ProductFeedQuery,
  ProductSearchQuery,
  ProductSuggestionQuery,
  readyQueryValues,
  SEARCH_READY_QUERY,
  StorefrontProductListQuery,
} from './storefront.dto.js';
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
  @ReadyRead({ query: LIST_READY_QUERY, answer: (_req, q) => productStorefront.cachedPage(readyQueryValues(q), false) })
  async list(@QueryParams() q: StorefrontProductListQuery, @Req() req: HttpRequest, @Res() res: HttpResponse) {
    sendReady(req, res, await productStorefront.readyList(q));
    return res;
  }

  @Get('/search')
  @Operation({
    id: 'searchStorefrontProducts',
    summary: 'Search published products by name, SKU, brand and category (ranked)',
    returns: cursorPageOf(ProductCardResponse),
  })
  @RateLimit('PUBLIC_SEARCH')
  @Throws(StorefrontErrors.PAGINATION_LIMIT_TOO_LARGE)
  @ReadyRead({ query: SEARCH_READY_QUERY, answer: (_req, q) => productStorefront.cachedPage(readyQueryValues(q), true) })
  async search(@QueryParams() q: ProductSearchQuery, @Req() req: HttpRequest, @Res() res: HttpResponse) {
    sendReady(req, res, await productStorefront.readySearch(q));
    return res;
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
  @ReadyRead({ query: ANY_QUERY, answer: (_req, _q, params) => productStorefront.cachedDetail(params.slug!) })
  async detail(@Param('slug') slug: string, @Req() req: HttpRequest, @Res() res: HttpResponse) {
    sendReady(req, res, await productStorefront.readyDetail(slug));
    return res;
  }
}
