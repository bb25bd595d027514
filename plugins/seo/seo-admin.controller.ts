import { Body, Delete, Get, HttpCode, JsonController, Patch, Post, QueryParams } from 'routing-controllers';
import { ok, offsetPage } from '../../core/http/envelope.js';
import { ParseUuid } from '../../core/http/params.js';
import { Permission, RateLimit, Throws } from '../../core/http/route-policy.js';
import { CreateSeoDto, SeoListQuery, UpdateSeoDto } from './dto/seo.dto.js';
import { SeoErrors } from './errors.js';
import { seoService } from './seo-service-instance.js';
import { ApiTag, offsetPageOf, Operation } from '../../core/http/openapi/operation.js';
import { SeoAdminResponse } from './dto/seo.response.js';

@JsonController('/api/admin/seo')
@ApiTag('SEO', 'SEO records (title, description, canonical URL, robots, Open Graph image) that pages, posts and videos link to')
export class SeoAdminController {
  @Get('/')
  @Operation({ id: 'listSeoRecords', summary: 'List SEO records', returns: offsetPageOf(SeoAdminResponse) })
  @Permission('Seo_READ')
  @RateLimit('ADMIN_READ')
  async list(@QueryParams() q: SeoListQuery) {
    const { rows, count, list } = await seoService.list(q);
    return offsetPage(rows, count, list.page, list.size, list.paginated);
  }

  @Get('/:id')
  @Operation({ id: 'getSeoRecord', summary: 'Get an SEO record', returns: SeoAdminResponse })
  @Permission('Seo_READ')
  @RateLimit('ADMIN_READ')
  @Throws(SeoErrors.SEO_NOT_FOUND)
  async get(@ParseUuid('id') id: string) {
    return ok(await seoService.view(id));
  }

  @Post('/')
  @Operation({ id: 'createSeoRecord', summary: 'Create an SEO record', returns: SeoAdminResponse })
  @HttpCode(201)
  @Permission('Seo_CREATE')
  @RateLimit('ADMIN_WRITE')
  async create(@Body() body: CreateSeoDto) {
    return ok(await seoService.create(body), 'SEO record created');
  }

  @Patch('/:id')
  @Operation({ id: 'updateSeoRecord', summary: 'Update an SEO record', returns: SeoAdminResponse })
  @Permission('Seo_UPDATE')
  @RateLimit('ADMIN_WRITE')
  @Throws(SeoErrors.SEO_NOT_FOUND)
  async update(@ParseUuid('id') id: string, @Body() body: UpdateSeoDto) {
    return ok(await seoService.update(id, body), 'SEO record updated');
  }

  @Delete('/:id')
  @Operation({ id: 'deleteSeoRecord', summary: 'Delete an SEO record (soft delete)', returns: null })
  @Permission('Seo_DELETE')
  @RateLimit('ADMIN_WRITE')
  @Throws(SeoErrors.SEO_NOT_FOUND, SeoErrors.SEO_ALREADY_DELETED)
  async remove(@ParseUuid('id') id: string) {
    await seoService.remove(id);
    return ok(null, 'SEO record deleted');
  }

  @Post('/:id/restore')
  @Operation({ id: 'restoreSeoRecord', summary: 'Restore a deleted SEO record', returns: SeoAdminResponse })
  @HttpCode(200)
  @Permission('Seo_RESTORE')
  @RateLimit('ADMIN_WRITE')
  @Throws(SeoErrors.SEO_NOT_FOUND, SeoErrors.SEO_NOT_DELETED)
  async restore(@ParseUuid('id') id: string) {
    return ok(await seoService.restore(id), 'SEO record restored');
  }
}
