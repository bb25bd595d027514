import { Get, JsonController, Param, QueryParams, Req, Res } from 'routing-controllers';
import { CommonErrors } from '../../core/http/app-error.js';
import { offsetPage, ok } from '../../core/http/envelope.js';
import type { HttpRequest, HttpResponse } from '../../core/http/http-types.js';
import { RateLimit, ReadyRead, Throws } from '../../core/http/route-policy.js';
import { ANY_QUERY, sendReady } from '../../core/http/ready-read.js';
import { catalog } from './catalog-context.js';
import { SearchQuery, searchTypes, StorefrontListQuery, SuggestionQuery } from './dto/storefront.dto.js';
import { CatalogErrors as E } from './errors.js';
import { ApiTag, offsetPageOf, Operation } from '../../core/http/openapi/operation.js';
import {
  SearchResultResponse,
  StorefrontBrandDetailResponse,
  StorefrontBrandResponse,
  StorefrontBreadcrumbResponse,
  StorefrontCategoryDetailResponse,
  StorefrontCategoryResponse,
  StorefrontCategoryTreeRootResponse,
  StorefrontSeriesDetailResponse,
  StorefrontSeriesResponse,
  StorefrontTagDetailResponse,
  StorefrontTagResponse,
  SuggestionResponse,
} from './dto/storefront.response.js';

/** Public catalog reads (no auth, limited per IP). */
@JsonController('/api/mobile/catalog')
@ApiTag('Catalog', 'The visible catalog for shoppers: categories, brands, series, tags and search')
export class CatalogStorefrontController {
  @Get('/categories')
  @Operation({ id: 'listStorefrontRootCategories', summary: 'List the visible root categories', returns: [StorefrontCategoryResponse] })
  @RateLimit('PUBLIC_READ')
  @ReadyRead({ query: ANY_QUERY, answer: () => catalog.storefront.cachedRootCategories() })
  async categories(@Req() req: HttpRequest, @Res() res: HttpResponse) {
    sendReady(req, res, await catalog.storefront.readyRootCategories());
    return res;
  }

  /** Built as JSON text by one SQL statement and sent as is: no server-side cache, no re-serialisation. */
  @Get('/category-tree')
  @Operation({
    id: 'getStorefrontCategoryTree',
    summary: 'Get the visible category tree (roots and their children)',
    returns: [StorefrontCategoryTreeRootResponse],
  })
  @RateLimit('PUBLIC_HIGH_FREQUENCY')
  @Throws(CommonErrors.VALIDATION_FAILED)
  async categoryTree(@Req() req: HttpRequest, @Res() res: HttpResponse) {
    const unknown = Object.keys(req.query ?? {});
    if (unknown.length) {
      throw CommonErrors.VALIDATION_FAILED(
        unknown.map((field) => ({ field, problems: [`property ${field} should not exist`] })),
        `Validation failed: the category tree takes no parameters (${unknown.join(', ')})`,
      );
    }
    const tree = await catalog.storefront.categoryTreeJson();
    res.status(200).type('application/json').send(`{"message":"OK","data":${tree},"errorCode":null}`);
    return res;
  }

  @Get('/categories/:slug')
  @Operation({ id: 'getStorefrontCategory', summary: 'Get a visible category by slug', returns: StorefrontCategoryDetailResponse })
  @RateLimit('PUBLIC_READ')
  @Throws(E.CATEGORY_NOT_FOUND)
  async category(@Param('slug') slug: string) {
    return ok(await catalog.storefront.categoryBySlug(slug));
  }

  @Get('/categories/:slug/breadcrumbs')
  @Operation({ id: 'getStorefrontCategoryBreadcrumbs', summary: "Get a category's breadcrumb trail, root first", returns: [StorefrontBreadcrumbResponse] })
  @RateLimit('PUBLIC_READ')
  @Throws(E.CATEGORY_NOT_FOUND)
  async categoryBreadcrumbs(@Param('slug') slug: string) {
    return ok(await catalog.storefront.categoryBreadcrumbs(slug));
  }

  @Get('/brands')
  @Operation({ id: 'listStorefrontBrands', summary: 'List the visible brands', returns: offsetPageOf(StorefrontBrandResponse) })
  @RateLimit('PUBLIC_READ')
  async brands(@QueryParams() q: StorefrontListQuery) {
    const { rows, count, list } = await catalog.storefront.brands(q);
    return offsetPage(rows, count, list.page, list.size, list.paginated);
  }

  @Get('/brands/:slug')
  @Operation({ id: 'getStorefrontBrand', summary: 'Get a visible brand by slug', returns: StorefrontBrandDetailResponse })
  @RateLimit('PUBLIC_READ')
  @Throws(E.BRAND_NOT_FOUND)
  async brand(@Param('slug') slug: string) {
    return ok(await catalog.storefront.brandBySlug(slug));
  }

  @Get('/brands/:slug/series')
  @Operation({ id: 'listStorefrontSeriesOfBrand', summary: 'List the visible series of a brand', returns: [StorefrontSeriesResponse] })
  @RateLimit('PUBLIC_READ')
  @Throws(E.BRAND_NOT_FOUND)
  async brandSeries(@Param('slug') slug: string) {
    return ok(await catalog.storefront.seriesOfBrand(slug));
  }

  @Get('/series')
  @Operation({ id: 'listStorefrontSeries', summary: 'List the visible brand series', returns: offsetPageOf(StorefrontSeriesResponse) })
  @RateLimit('PUBLIC_READ')
  async seriesList(@QueryParams() q: StorefrontListQuery) {
    const { rows, count, list } = await catalog.storefront.series(q);
    return offsetPage(rows, count, list.page, list.size, list.paginated);
  }

  @Get('/series/:slug')
  @Operation({ id: 'getStorefrontSeries', summary: 'Get a visible brand series by slug', returns: StorefrontSeriesDetailResponse })
  @RateLimit('PUBLIC_READ')
  @Throws(E.BRAND_SERIES_NOT_FOUND)
  async series(@Param('slug') slug: string) {
    return ok(await catalog.storefront.seriesBySlug(slug));
  }

  @Get('/search/suggestions')
  @Operation({ id: 'suggestCatalogSearch', summary: 'Suggest categories, brands and series as the shopper types', returns: [SuggestionResponse] })
  @RateLimit('PUBLIC_SUGGEST')
  async suggestions(@QueryParams() q: SuggestionQuery) {
    return ok(await catalog.search.suggestions(q.q, q.limit ?? 10));
  }

  @Get('/search')
  @Operation({ id: 'searchCatalog', summary: 'Search categories, brands and series', returns: SearchResultResponse })
  @RateLimit('PUBLIC_SEARCH')
  async search(@QueryParams() q: SearchQuery) {
    return ok(await catalog.search.search(q.q, searchTypes(q), q.limit ?? 10));
  }

  @Get('/tags')
  @Operation({ id: 'listStorefrontTags', summary: 'List the visible tags', returns: offsetPageOf(StorefrontTagResponse) })
  @RateLimit('PUBLIC_READ')
  async tags(@QueryParams() q: StorefrontListQuery) {
    const { rows, count, list } = await catalog.storefront.tags(q);
    return offsetPage(rows, count, list.page, list.size, list.paginated);
  }

  @Get('/tags/:slug')
  @Operation({ id: 'getStorefrontTag', summary: 'Get a visible tag by slug', returns: StorefrontTagDetailResponse })
  @RateLimit('PUBLIC_READ')
  @Throws(E.TAG_NOT_FOUND)
  async tag(@Param('slug') slug: string) {
    return ok(await catalog.storefront.tagBySlug(slug));
  }
}
