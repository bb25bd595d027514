import { Body, Delete, Get, HttpCode, JsonController, Patch, Post, QueryParams } from 'routing-controllers';
import { ok, offsetPage } from '../../core/http/envelope.js';
import { ParseUuid } from '../../core/http/params.js';
import { Permission, RateLimit, Throws } from '../../core/http/route-policy.js';
import { CreateSeoDto, SeoListQuery, UpdateSeoDto } from './dto/seo.dto.js';
import { SeoErrors } from './errors.js';
import { seoService } from './seo-service-instance.js';

@JsonController('/api/admin/seo')
export class SeoAdminController {
  @Get('/')
  @Permission('Seo_READ')
  @RateLimit('ADMIN_READ')
  async list(@QueryParams() q: SeoListQuery) {
    const { rows, count, list } = await seoService.list(q);
    return offsetPage(rows, count, list.page, list.size, list.paginated);
  }

  @Get('/:id')
  @Permission('Seo_READ')
  @RateLimit('ADMIN_READ')
  @Throws(SeoErrors.SEO_NOT_FOUND)
  async get(@ParseUuid('id') id: string) {
    return ok(await seoService.view(id));
  }

  @Post('/')
  @HttpCode(201)
  @Permission('Seo_CREATE')
  @RateLimit('ADMIN_WRITE')
  async create(@Body() body: CreateSeoDto) {
    return ok(await seoService.create(body), 'SEO record created');
  }

  @Patch('/:id')
  @Permission('Seo_UPDATE')
  @RateLimit('ADMIN_WRITE')
  @Throws(SeoErrors.SEO_NOT_FOUND)
  async update(@ParseUuid('id') id: string, @Body() body: UpdateSeoDto) {
    return ok(await seoService.update(id, body), 'SEO record updated');
  }

  @Delete('/:id')
  @Permission('Seo_DELETE')
  @RateLimit('ADMIN_WRITE')
  @Throws(SeoErrors.SEO_NOT_FOUND, SeoErrors.SEO_ALREADY_DELETED)
  async remove(@ParseUuid('id') id: string) {
    await seoService.remove(id);
    return ok(null, 'SEO record deleted');
  }

  @Post('/:id/restore')
  @HttpCode(200)
  @Permission('Seo_RESTORE')
  @RateLimit('ADMIN_WRITE')
  @Throws(SeoErrors.SEO_NOT_FOUND, SeoErrors.SEO_NOT_DELETED)
  async restore(@ParseUuid('id') id: string) {
    return ok(await seoService.restore(id), 'SEO record restored');
  }
}
