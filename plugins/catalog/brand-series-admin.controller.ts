import { Body, Delete, Get, HttpCode, JsonController, Patch, Post, QueryParams } from 'routing-controllers';
import { CommonErrors } from '../../core/http/app-error.js';
import { offsetPage, ok } from '../../core/http/envelope.js';
import { ParseUuid } from '../../core/http/params.js';
import { CurrentPrincipal, Permission, RateLimit, Throws, type Principal } from '../../core/http/route-policy.js';
import { catalog } from './catalog-context.js';
import { BulkIdsDto, BulkVisibilityDto, ReorderDto, VisibilityDto } from './dto/common.dto.js';
import { CreateSeriesDto, SeriesListQuery, UpdateSeriesDto } from './dto/brand.dto.js';
import { CatalogErrors as E } from './errors.js';

@JsonController('/api/admin/catalog/brand-series')
export class BrandSeriesAdminController {
  @Get('/')
  @Permission('BrandSeries_READ')
  @RateLimit('ADMIN_READ')
  async list(@QueryParams() q: SeriesListQuery) {
    const { rows, count, list } = await catalog.series.listSeries(q);
    return offsetPage(rows, count, list.page, list.size, list.paginated);
  }

  @Patch('/reorder')
  @Permission('BrandSeries_UPDATE')
  @RateLimit('ADMIN_REORDER')
  @Throws(E.CATALOG_REORDER_INVALID_ITEM, E.CATALOG_REORDER_MIXED_PARENT)
  async reorder(@CurrentPrincipal() p: Principal, @Body() body: ReorderDto) {
    await catalog.series.reorder(body.publicIds, p.userId);
    return ok(null, 'Brand series reordered');
  }

  @Post('/bulk/delete')
  @HttpCode(200)
  @Permission('BrandSeries_DELETE')
  @RateLimit('ADMIN_BULK_WRITE')
  @Throws(E.CATALOG_BULK_LIMIT_EXCEEDED)
  async bulkDelete(@CurrentPrincipal() p: Principal, @Body() body: BulkIdsDto) {
    return ok(await catalog.series.bulkDelete(body.publicIds, p.userId), 'Bulk delete done');
  }

  @Post('/bulk/restore')
  @HttpCode(200)
  @Permission('BrandSeries_RESTORE')
  @RateLimit('ADMIN_BULK_WRITE')
  @Throws(E.CATALOG_BULK_LIMIT_EXCEEDED)
  async bulkRestore(@CurrentPrincipal() p: Principal, @Body() body: BulkIdsDto) {
    return ok(await catalog.series.bulkRestore(body.publicIds, p.userId), 'Bulk restore done');
  }

  @Post('/bulk/visibility')
  @HttpCode(200)
  @Permission('BrandSeries_UPDATE')
  @RateLimit('ADMIN_BULK_WRITE')
  @Throws(E.CATALOG_BULK_LIMIT_EXCEEDED)
  async bulkVisibility(@CurrentPrincipal() p: Principal, @Body() body: BulkVisibilityDto) {
    return ok(await catalog.series.bulkVisibility(body.publicIds, body.isVisible, p.userId), 'Bulk visibility done');
  }

  @Get('/:id')
  @Permission('BrandSeries_READ')
  @RateLimit('ADMIN_READ')
  @Throws(E.BRAND_SERIES_NOT_FOUND)
  async detail(@ParseUuid('id') id: string) {
    return ok(await catalog.series.detail(id));
  }

  @Post('/')
  @HttpCode(201)
  @Permission('BrandSeries_CREATE')
  @RateLimit('ADMIN_WRITE')
  @Throws(CommonErrors.VALIDATION_FAILED, E.BRAND_SERIES_SLUG_ALREADY_EXISTS, E.CATALOG_SLUG_GENERATION_FAILED, E.BRAND_SERIES_BRAND_NOT_FOUND, E.BRAND_SERIES_BRAND_DELETED)
  async create(@CurrentPrincipal() p: Principal, @Body() body: CreateSeriesDto) {
    return ok(await catalog.series.createSeries(body, p.userId), 'Brand series created');
  }

  @Patch('/:id')
  @Permission('BrandSeries_UPDATE')
  @RateLimit('ADMIN_WRITE')
  @Throws(E.BRAND_SERIES_NOT_FOUND, E.BRAND_SERIES_ALREADY_DELETED, E.BRAND_SERIES_SLUG_ALREADY_EXISTS)
  async update(@CurrentPrincipal() p: Principal, @ParseUuid('id') id: string, @Body() body: UpdateSeriesDto) {
    return ok(await catalog.series.update(id, body, p.userId), 'Brand series updated');
  }

  @Patch('/:id/visibility')
  @Permission('BrandSeries_UPDATE')
  @RateLimit('ADMIN_WRITE')
  @Throws(E.BRAND_SERIES_NOT_FOUND, E.BRAND_SERIES_ALREADY_DELETED)
  async visibility(@CurrentPrincipal() p: Principal, @ParseUuid('id') id: string, @Body() body: VisibilityDto) {
    return ok(await catalog.series.setVisibility(id, body.isVisible, p.userId), 'Brand series visibility updated');
  }

  @Delete('/:id')
  @Permission('BrandSeries_DELETE')
  @RateLimit('ADMIN_WRITE')
  @Throws(E.BRAND_SERIES_NOT_FOUND, E.BRAND_SERIES_ALREADY_DELETED)
  async remove(@CurrentPrincipal() p: Principal, @ParseUuid('id') id: string) {
    await catalog.series.remove(id, p.userId);
    return ok(null, 'Brand series deleted');
  }

  @Post('/:id/restore')
  @HttpCode(200)
  @Permission('BrandSeries_RESTORE')
  @RateLimit('ADMIN_WRITE')
  @Throws(E.BRAND_SERIES_NOT_FOUND, E.BRAND_SERIES_NOT_DELETED, E.BRAND_SERIES_BRAND_DELETED)
  async restore(@CurrentPrincipal() p: Principal, @ParseUuid('id') id: string) {
    return ok(await catalog.series.restore(id, p.userId), 'Brand series restored');
  }
}
