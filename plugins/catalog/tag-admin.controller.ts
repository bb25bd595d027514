import { Body, Delete, Get, HttpCode, JsonController, Patch, Post, QueryParams } from 'routing-controllers';
import { CommonErrors } from '../../core/http/app-error.js';
import { offsetPage, ok } from '../../core/http/envelope.js';
import { ParseUuid } from '../../core/http/params.js';
import { CurrentPrincipal, Permission, RateLimit, Throws, type Principal } from '../../core/http/route-policy.js';
import { catalog } from './catalog-context.js';
import { VisibilityDto } from './dto/common.dto.js';
import { CreateTagDto, TagListQuery, UpdateTagDto } from './dto/tag.dto.js';
import { CatalogErrors as E } from './errors.js';

@JsonController('/api/admin/catalog/tags')
export class TagAdminController {
  @Get('/')
  @Permission('Tags_READ')
  @RateLimit('ADMIN_READ')
  async list(@QueryParams() q: TagListQuery) {
    const { rows, count, list } = await catalog.tags.list(q, { includeDeleted: q.includeDeleted });
    return offsetPage(rows, count, list.page, list.size, list.paginated);
  }

  @Get('/:id')
  @Permission('Tags_READ')
  @RateLimit('ADMIN_READ')
  @Throws(E.TAG_NOT_FOUND)
  async detail(@ParseUuid('id') id: string) {
    return ok(await catalog.tags.detail(id));
  }

  @Post('/')
  @HttpCode(201)
  @Permission('Tags_CREATE')
  @RateLimit('ADMIN_WRITE')
  @Throws(CommonErrors.VALIDATION_FAILED, E.TAG_SLUG_ALREADY_EXISTS, E.CATALOG_SLUG_GENERATION_FAILED)
  async create(@CurrentPrincipal() p: Principal, @Body() body: CreateTagDto) {
    return ok(await catalog.tags.create(body, p.userId), 'Tag created');
  }

  @Patch('/:id')
  @Permission('Tags_UPDATE')
  @RateLimit('ADMIN_WRITE')
  @Throws(E.TAG_NOT_FOUND, E.TAG_ALREADY_DELETED, E.TAG_SLUG_ALREADY_EXISTS)
  async update(@CurrentPrincipal() p: Principal, @ParseUuid('id') id: string, @Body() body: UpdateTagDto) {
    return ok(await catalog.tags.update(id, body, p.userId), 'Tag updated');
  }

  @Patch('/:id/visibility')
  @Permission('Tags_UPDATE')
  @RateLimit('ADMIN_WRITE')
  @Throws(E.TAG_NOT_FOUND, E.TAG_ALREADY_DELETED)
  async visibility(@CurrentPrincipal() p: Principal, @ParseUuid('id') id: string, @Body() body: VisibilityDto) {
    return ok(await catalog.tags.setVisibility(id, body.isVisible, p.userId), 'Tag visibility updated');
  }

  @Delete('/:id')
  @Permission('Tags_DELETE')
  @RateLimit('ADMIN_WRITE')
  @Throws(E.TAG_NOT_FOUND, E.TAG_ALREADY_DELETED, E.TAG_HAS_LINKED_PRODUCTS)
  async remove(@CurrentPrincipal() p: Principal, @ParseUuid('id') id: string) {
    await catalog.tags.remove(id, p.userId);
    return ok(null, 'Tag deleted');
  }

  @Post('/:id/restore')
  @HttpCode(200)
  @Permission('Tags_RESTORE')
  @RateLimit('ADMIN_WRITE')
  @Throws(E.TAG_NOT_FOUND, E.TAG_NOT_DELETED)
  async restore(@CurrentPrincipal() p: Principal, @ParseUuid('id') id: string) {
    return ok(await catalog.tags.restore(id, p.userId), 'Tag restored');
  }
}
