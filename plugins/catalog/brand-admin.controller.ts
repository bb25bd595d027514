import { Body, Delete, Get, HttpCode, JsonController, Patch, Post, QueryParams } from 'routing-controllers';
import { CommonErrors } from '../../core/http/app-error.js';
import { offsetPage, ok } from '../../core/http/envelope.js';
import { ParseUuid } from '../../core/http/params.js';
import { CurrentPrincipal, Permission, RateLimit, Throws, type Principal } from '../../core/http/route-policy.js';
import { catalog } from './catalog-context.js';
import { BulkIdsDto, BulkVisibilityDto, ReorderDto, VisibilityDto } from './dto/common.dto.js';
import { CreateBrandDto, BrandListQuery, UpdateBrandDto } from './dto/brand.dto.js';
import { CatalogErrors as E } from './errors.js';

@JsonController('/api/admin/catalog/brands')
export class BrandAdminController {
  @Get('/')
  @Permission('Brands_READ')
  @RateLimit('ADMIN_READ')
  async list(@QueryParams() q: BrandListQuery) {
    const { rows, count, list } = await catalog.brands.list(q, { includeDeleted: q.includeDeleted });
    return offsetPage(rows, count, list.page, list.size, list.paginated);
  }

  @Patch('/reorder')
  @Permission('Brands_UPDATE')
  @RateLimit('ADMIN_REORDER')
  @Throws(E.CATALOG_REORDER_INVALID_ITEM, E.CATALOG_REORDER_MIXED_PARENT)
  async reorder(@CurrentPrincipal() p: Principal, @Body() body: ReorderDto) {
    await catalog.brands.reorder(body.publicIds, p.userId);
    return ok(null, 'Brands reordered');
  }

  @Post('/bulk/delete')
  @HttpCode(200)
  @Permission('Brands_DELETE')
  @RateLimit('ADMIN_BULK_WRITE')
  @Throws(E.CATALOG_BULK_LIMIT_EXCEEDED)
  async bulkDelete(@CurrentPrincipal() p: Principal, @Body() body: BulkIdsDto) {
    return ok(await catalog.brands.bulkDelete(body.publicIds, p.userId), 'Bulk delete done');
  }

  @Post('/bulk/restore')
  @HttpCode(200)
  @Permission('Brands_RESTORE')
  @RateLimit('ADMIN_BULK_WRITE')
  @Throws(E.CATALOG_BULK_LIMIT_EXCEEDED)
  async bulkRestore(@CurrentPrincipal() p: Principal, @Body() body: BulkIdsDto) {
    return ok(await catalog.brands.bulkRestore(body.publicIds, p.userId), 'Bulk restore done');
  }

  @Post('/bulk/visibility')
  @HttpCode(200)
  @Permission('Brands_UPDATE')
  @RateLimit('ADMIN_BULK_WRITE')
  @Throws(E.CATALOG_BULK_LIMIT_EXCEEDED)
  async bulkVisibility(@CurrentPrincipal() p: Principal, @Body() body: BulkVisibilityDto) {
    return ok(await catalog.brands.bulkVisibility(body.publicIds, body.isVisible, p.userId), 'Bulk visibility done');
  }

  @Get('/:id')
  @Permission('Brands_READ')
  @RateLimit('ADMIN_READ')
  @Throws(E.BRAND_NOT_FOUND)
  async detail(@ParseUuid('id') id: string) {
    return ok(await catalog.brands.detail(id));
  }

  @Post('/')
  @HttpCode(201)
  @Permission('Brands_CREATE')
  @RateLimit('ADMIN_WRITE')
  @Throws(CommonErrors.VALIDATION_FAILED, E.BRAND_SLUG_ALREADY_EXISTS, E.CATALOG_SLUG_GENERATION_FAILED)
  async create(@CurrentPrincipal() p: Principal, @Body() body: CreateBrandDto) {
    return ok(await catalog.brands.create(body, p.userId), 'Brand created');
  }

  @Patch('/:id')
  @Permission('Brands_UPDATE')
  @RateLimit('ADMIN_WRITE')
  @Throws(E.BRAND_NOT_FOUND, E.BRAND_ALREADY_DELETED, E.BRAND_SLUG_ALREADY_EXISTS)
  async update(@CurrentPrincipal() p: Principal, @ParseUuid('id') id: string, @Body() body: UpdateBrandDto) {
    return ok(await catalog.brands.update(id, body, p.userId), 'Brand updated');
  }

  @Patch('/:id/visibility')
  @Permission('Brands_UPDATE')
  @RateLimit('ADMIN_WRITE')
  @Throws(E.BRAND_NOT_FOUND, E.BRAND_ALREADY_DELETED)
  async visibility(@CurrentPrincipal() p: Principal, @ParseUuid('id') id: string, @Body() body: VisibilityDto) {
    return ok(await catalog.brands.setVisibility(id, body.isVisible, p.userId), 'Brand visibility updated');
  }

  @Delete('/:id')
  @Permission('Brands_DELETE')
  @RateLimit('ADMIN_WRITE')
  @Throws(E.BRAND_NOT_FOUND, E.BRAND_ALREADY_DELETED, E.BRAND_HAS_ACTIVE_SERIES)
  async remove(@CurrentPrincipal() p: Principal, @ParseUuid('id') id: string) {
    await catalog.brands.remove(id, p.userId);
    return ok(null, 'Brand deleted');
  }

  @Post('/:id/restore')
  @HttpCode(200)
  @Permission('Brands_RESTORE')
  @RateLimit('ADMIN_WRITE')
  @Throws(E.BRAND_NOT_FOUND, E.BRAND_NOT_DELETED)
  async restore(@CurrentPrincipal() p: Principal, @ParseUuid('id') id: string) {
    return ok(await catalog.brands.restore(id, p.userId), 'Brand restored');
  }
}
