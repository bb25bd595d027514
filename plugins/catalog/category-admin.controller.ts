import { Body, Get, JsonController, Patch } from 'routing-controllers';
import { CommonErrors } from '../../core/http/app-error.js';
import { ok } from '../../core/http/envelope.js';
import { ParseUuid } from '../../core/http/params.js';
import { Permission, RateLimit, Throws } from '../../core/http/route-policy.js';
import { catalogGroupRoutes, catalogRecordRoutes } from './catalog-admin-routes.js';
import { catalog } from './catalog-context.js';
import { CategoryListQuery, CreateCategoryDto, MoveCategoryDto, UpdateCategoryDto } from './dto/category.dto.js';
import { CatalogErrors as E } from './errors.js';
import { ApiTag, Operation } from '../../core/http/openapi/operation.js';
import { CategoryBreadcrumbResponse, CategoryResponse, CategoryTreeNodeResponse } from './dto/catalog.response.js';

const path = '/api/admin/catalog/categories';
const tag = { name: 'Categories', description: 'The category tree: records, moves, order, visibility, bulk actions' };

// tree and group routes first: /tree, /reorder and /bulk/* before /:id
@JsonController(path)
@ApiTag(tag.name, tag.description)
export class CategoryTreeAdminController {
  @Get('/tree')
  @Operation({ id: 'getCategoryTree', summary: 'Get the whole category tree (deleted categories left out)', returns: [CategoryTreeNodeResponse] })
  @Permission('Categories_READ')
  @RateLimit('ADMIN_READ')
  async tree() {
    return ok(await catalog.categories.tree());
  }

  @Get('/:id/breadcrumbs')
  @Operation({ id: 'getCategoryBreadcrumbs', summary: "Get a category's ancestors, root first, ending with itself", returns: [CategoryBreadcrumbResponse] })
  @Permission('Categories_READ')
  @RateLimit('ADMIN_READ')
  @Throws(E.CATEGORY_NOT_FOUND)
  async breadcrumbs(@ParseUuid('id') id: string) {
    return ok(await catalog.categories.breadcrumbs(id));
  }

  @Patch('/:id/move')
  @Operation({ id: 'moveCategory', summary: 'Move a category under another parent (or to the root)', returns: CategoryResponse })
  @Permission('Categories_UPDATE')
  @RateLimit('ADMIN_WRITE')
  @Throws(
    E.CATEGORY_NOT_FOUND,
    E.CATEGORY_ALREADY_DELETED,
    E.CATEGORY_PARENT_NOT_FOUND,
    E.CATEGORY_PARENT_DELETED,
    E.CATEGORY_CIRCULAR_HIERARCHY,
    E.CATEGORY_MAX_DEPTH_EXCEEDED,
  )
  async move(@ParseUuid('id') id: string, @Body() body: MoveCategoryDto) {
    return ok(await catalog.categories.move(id, body.parentId), 'Category moved');
  }
}

export const CategoryGroupAdminController = catalogGroupRoutes({
  name: 'CategoryGroupAdminController',
  path,
  module: 'Categories',
  noun: 'Category',
  plural: 'Categories',
  tag,
  service: catalog.categories,
});

export const CategoryAdminController = catalogRecordRoutes({
  name: 'CategoryAdminController',
  path,
  module: 'Categories',
  noun: 'Category',
  plural: 'Categories',
  tag,
  response: CategoryResponse,
  dtos: { list: CategoryListQuery, create: CreateCategoryDto, update: UpdateCategoryDto },
  list: (q: CategoryListQuery) => catalog.categories.list(q),
  create: (dto: CreateCategoryDto) => catalog.categories.create(dto),
  service: catalog.categories,
  throws: {
    list: [E.CATEGORY_PARENT_NOT_FOUND],
    detail: [E.CATEGORY_NOT_FOUND],
    create: [
      CommonErrors.VALIDATION_FAILED,
      E.CATEGORY_PARENT_NOT_FOUND,
      E.CATEGORY_PARENT_DELETED,
      E.CATEGORY_MAX_DEPTH_EXCEEDED,
      E.CATEGORY_SLUG_ALREADY_EXISTS,
      E.CATALOG_SLUG_GENERATION_FAILED,
    ],
    update: [E.CATEGORY_NOT_FOUND, E.CATEGORY_ALREADY_DELETED, E.CATEGORY_SLUG_ALREADY_EXISTS],
    visibility: [E.CATEGORY_NOT_FOUND, E.CATEGORY_ALREADY_DELETED],
    remove: [E.CATEGORY_NOT_FOUND, E.CATEGORY_ALREADY_DELETED, E.CATEGORY_HAS_CHILDREN],
    restore: [E.CATEGORY_NOT_FOUND, E.CATEGORY_NOT_DELETED, E.CATEGORY_PARENT_DELETED],
  },
});
