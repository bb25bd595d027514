import { Body, Delete, Get, HttpCode, JsonController, Patch, Post, QueryParams } from 'routing-controllers';
import { CommonErrors } from '../../core/http/app-error.js';
import { offsetPage, ok } from '../../core/http/envelope.js';
import { ParseUuid } from '../../core/http/params.js';
import { CurrentPrincipal, Permission, RateLimit, Throws, type Principal } from '../../core/http/route-policy.js';
import { catalog } from './catalog-context.js';
import { BulkIdsDto, BulkVisibilityDto, ReorderDto, VisibilityDto } from './dto/common.dto.js';
import { CategoryListQuery, CreateCategoryDto, MoveCategoryDto, UpdateCategoryDto } from './dto/category.dto.js';
import { CatalogErrors as E } from './errors.js';

@JsonController('/api/admin/catalog/categories')
export class CategoryAdminController {
  @Get('/')
  @Permission('Categories_READ')
  @RateLimit('ADMIN_READ')
  @Throws(E.CATEGORY_PARENT_NOT_FOUND)
  async list(@QueryParams() q: CategoryListQuery) {
    const { rows, count, list } = await catalog.categories.list(q);
    return offsetPage(rows, count, list.page, list.size, list.paginated);
  }

  @Get('/tree')
  @Permission('Categories_READ')
  @RateLimit('ADMIN_READ')
  async tree() {
    return ok(await catalog.categories.tree());
  }

  @Patch('/reorder')
  @Permission('Categories_UPDATE')
  @RateLimit('ADMIN_REORDER')
  @Throws(E.CATALOG_REORDER_INVALID_ITEM, E.CATALOG_REORDER_MIXED_PARENT)
  async reorder(@CurrentPrincipal() p: Principal, @Body() body: ReorderDto) {
    await catalog.categories.reorder(body.publicIds, p.userId);
    return ok(null, 'Categories reordered');
  }

  @Post('/bulk/delete')
  @HttpCode(200)
  @Permission('Categories_DELETE')
  @RateLimit('ADMIN_BULK_WRITE')
  @Throws(E.CATALOG_BULK_LIMIT_EXCEEDED)
  async bulkDelete(@CurrentPrincipal() p: Principal, @Body() body: BulkIdsDto) {
    return ok(await catalog.categories.bulkDelete(body.publicIds, p.userId), 'Bulk delete done');
  }

  @Post('/bulk/restore')
  @HttpCode(200)
  @Permission('Categories_RESTORE')
  @RateLimit('ADMIN_BULK_WRITE')
  @Throws(E.CATALOG_BULK_LIMIT_EXCEEDED)
  async bulkRestore(@CurrentPrincipal() p: Principal, @Body() body: BulkIdsDto) {
    return ok(await catalog.categories.bulkRestore(body.publicIds, p.userId), 'Bulk restore done');
  }

  @Post('/bulk/visibility')
  @HttpCode(200)
  @Permission('Categories_UPDATE')
  @RateLimit('ADMIN_BULK_WRITE')
  @Throws(E.CATALOG_BULK_LIMIT_EXCEEDED)
  async bulkVisibility(@CurrentPrincipal() p: Principal, @Body() body: BulkVisibilityDto) {
    return ok(await catalog.categories.bulkVisibility(body.publicIds, body.isVisible, p.userId), 'Bulk visibility done');
  }

  @Get('/:id')
  @Permission('Categories_READ')
  @RateLimit('ADMIN_READ')
  @Throws(E.CATEGORY_NOT_FOUND)
  async detail(@ParseUuid('id') id: string) {
    return ok(await catalog.categories.detail(id));
  }

  @Get('/:id/breadcrumbs')
  @Permission('Categories_READ')
  @RateLimit('ADMIN_READ')
  @Throws(E.CATEGORY_NOT_FOUND)
  async breadcrumbs(@ParseUuid('id') id: string) {
    return ok(await catalog.categories.breadcrumbs(id));
  }

  @Post('/')
  @HttpCode(201)
  @Permission('Categories_CREATE')
  @RateLimit('ADMIN_WRITE')
  @Throws(CommonErrors.VALIDATION_FAILED, E.CATEGORY_PARENT_NOT_FOUND, E.CATEGORY_PARENT_DELETED, E.CATEGORY_MAX_DEPTH_EXCEEDED, E.CATEGORY_SLUG_ALREADY_EXISTS, E.CATALOG_SLUG_GENERATION_FAILED)
  async create(@CurrentPrincipal() p: Principal, @Body() body: CreateCategoryDto) {
    return ok(await catalog.categories.create(body, p.userId), 'Category created');
  }

  @Patch('/:id')
  @Permission('Categories_UPDATE')
  @RateLimit('ADMIN_WRITE')
  @Throws(E.CATEGORY_NOT_FOUND, E.CATEGORY_ALREADY_DELETED, E.CATEGORY_SLUG_ALREADY_EXISTS)
  async update(@CurrentPrincipal() p: Principal, @ParseUuid('id') id: string, @Body() body: UpdateCategoryDto) {
    return ok(await catalog.categories.update(id, body, p.userId), 'Category updated');
  }

  @Patch('/:id/move')
  @Permission('Categories_UPDATE')
  @RateLimit('ADMIN_WRITE')
  @Throws(E.CATEGORY_NOT_FOUND, E.CATEGORY_ALREADY_DELETED, E.CATEGORY_PARENT_NOT_FOUND, E.CATEGORY_PARENT_DELETED, E.CATEGORY_CIRCULAR_HIERARCHY, E.CATEGORY_MAX_DEPTH_EXCEEDED)
  async move(@CurrentPrincipal() p: Principal, @ParseUuid('id') id: string, @Body() body: MoveCategoryDto) {
    return ok(await catalog.categories.move(id, body.parentId, p.userId), 'Category moved');
  }

  @Patch('/:id/visibility')
  @Permission('Categories_UPDATE')
  @RateLimit('ADMIN_WRITE')
  @Throws(E.CATEGORY_NOT_FOUND, E.CATEGORY_ALREADY_DELETED)
  async visibility(@CurrentPrincipal() p: Principal, @ParseUuid('id') id: string, @Body() body: VisibilityDto) {
    return ok(await catalog.categories.setVisibility(id, body.isVisible, p.userId), 'Category visibility updated');
  }

  @Delete('/:id')
  @Permission('Categories_DELETE')
  @RateLimit('ADMIN_WRITE')
  @Throws(E.CATEGORY_NOT_FOUND, E.CATEGORY_ALREADY_DELETED, E.CATEGORY_HAS_CHILDREN)
  async remove(@CurrentPrincipal() p: Principal, @ParseUuid('id') id: string) {
    await catalog.categories.remove(id, p.userId);
    return ok(null, 'Category deleted');
  }

  @Post('/:id/restore')
  @HttpCode(200)
  @Permission('Categories_RESTORE')
  @RateLimit('ADMIN_WRITE')
  @Throws(E.CATEGORY_NOT_FOUND, E.CATEGORY_NOT_DELETED, E.CATEGORY_PARENT_DELETED)
  async restore(@CurrentPrincipal() p: Principal, @ParseUuid('id') id: string) {
    return ok(await catalog.categories.restore(id, p.userId), 'Category restored');
  }
}
