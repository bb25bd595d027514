import { Get, JsonController, Param, QueryParams, Req, Res } from 'routing-controllers';
import { CommonErrors } from '../../core/http/app-error.js';
import { offsetPage, ok } from '../../core/http/envelope.js';
import type { HttpRequest, HttpResponse } from '../../core/http/http-types.js';
import { RateLimit, Throws } from '../../core/http/route-policy.js';
import { catalog } from './catalog-context.js';
import { SearchQuery, searchTypes, StorefrontListQuery, SuggestionQuery } from './dto/storefront.dto.js';
import { CatalogErrors as E } from './errors.js';

/** Public catalog reads (no auth, limited per IP). */
@JsonController('/api/mobile/catalog')
export class CatalogStorefrontController {
  @Get('/categories')
  @RateLimit('PUBLIC_READ')
  async categories() {
    return ok(await catalog.storefront.rootCategories());
  }

  /** Built as JSON text by one SQL statement and sent as is: no server-side cache, no re-serialisation. */
  @Get('/category-tree')
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
  @RateLimit('PUBLIC_READ')
  @Throws(E.CATEGORY_NOT_FOUND)
  async category(@Param('slug') slug: string) {
    return ok(await catalog.storefront.categoryBySlug(slug));
  }

  @Get('/categories/:slug/breadcrumbs')
  @RateLimit('PUBLIC_READ')
  @Throws(E.CATEGORY_NOT_FOUND)
  async categoryBreadcrumbs(@Param('slug') slug: string) {
    return ok(await catalog.storefront.categoryBreadcrumbs(slug));
  }

  @Get('/brands')
  @RateLimit('PUBLIC_READ')
  async brands(@QueryParams() q: StorefrontListQuery) {
    const { rows, count, list } = await catalog.storefront.brands(q);
    return offsetPage(rows, count, list.page, list.size, list.paginated);
  }

  @Get('/brands/:slug')
  @RateLimit('PUBLIC_READ')
  @Throws(E.BRAND_NOT_FOUND)
  async brand(@Param('slug') slug: string) {
    return ok(await catalog.storefront.brandBySlug(slug));
  }

  @Get('/brands/:slug/series')
  @RateLimit('PUBLIC_READ')
  @Throws(E.BRAND_NOT_FOUND)
  async brandSeries(@Param('slug') slug: string) {
    return ok(await catalog.storefront.seriesOfBrand(slug));
  }

  @Get('/series')
  @RateLimit('PUBLIC_READ')
  async seriesList(@QueryParams() q: StorefrontListQuery) {
    const { rows, count, list } = await catalog.storefront.series(q);
    return offsetPage(rows, count, list.page, list.size, list.paginated);
  }

  @Get('/series/:slug')
  @RateLimit('PUBLIC_READ')
  @Throws(E.BRAND_SERIES_NOT_FOUND)
  async series(@Param('slug') slug: string) {
    return ok(await catalog.storefront.seriesBySlug(slug));
  }

  @Get('/search/suggestions')
  @RateLimit('PUBLIC_SUGGEST')
  async suggestions(@QueryParams() q: SuggestionQuery) {
    return ok(await catalog.search.suggestions(q.q, q.limit ?? 10));
  }

  @Get('/search')
  @RateLimit('PUBLIC_SEARCH')
  async search(@QueryParams() q: SearchQuery) {
    return ok(await catalog.search.search(q.q, searchTypes(q), q.limit ?? 10));
  }

  @Get('/tags')
  @RateLimit('PUBLIC_READ')
  async tags(@QueryParams() q: StorefrontListQuery) {
    const { rows, count, list } = await catalog.storefront.tags(q);
    return offsetPage(rows, count, list.page, list.size, list.paginated);
  }

  @Get('/tags/:slug')
  @RateLimit('PUBLIC_READ')
  @Throws(E.TAG_NOT_FOUND)
  async tag(@Param('slug') slug: string) {
    return ok(await catalog.storefront.tagBySlug(slug));
  }
}
