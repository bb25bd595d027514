import { Body, Delete, Get, JsonController, Param, Patch, Put } from 'routing-controllers';
import { ok } from '../../core/http/envelope.js';
import { Permission, RateLimit, Throws } from '../../core/http/route-policy.js';
import { content } from './content-context.js';
import { PutSectionDto, UpdatePageMetaDto } from './dto/content.dto.js';
import { ContentErrors } from './errors.js';

@JsonController('/api/admin/content/pages')
export class ContentAdminController {
  @Get('/:pageKey')
  @Permission('Content_READ')
  @RateLimit('ADMIN_READ')
  @Throws(ContentErrors.NOT_FOUND)
  async get(@Param('pageKey') pageKey: string) {
    return ok(await content.pages.adminView(pageKey));
  }

  @Patch('/:pageKey/meta')
  @Permission('Content_UPDATE')
  @RateLimit('ADMIN_WRITE')
  @Throws(ContentErrors.NOT_FOUND, ContentErrors.SEO_NOT_FOUND)
  async updateMeta(@Param('pageKey') pageKey: string, @Body() body: UpdatePageMetaDto) {
    return ok(await content.pages.updateMeta(pageKey, body), 'Page updated');
  }

  @Put('/:pageKey/sections/:sectionKey')
  @Permission('Content_UPDATE')
  @RateLimit('ADMIN_WRITE')
  @Throws(ContentErrors.NOT_FOUND, ContentErrors.SECTION_KEY_INVALID, ContentErrors.SECTION_PAYLOAD_INVALID)
  async putSection(@Param('pageKey') pageKey: string, @Param('sectionKey') sectionKey: string, @Body() body: PutSectionDto) {
    return ok(await content.pages.putSection(pageKey, sectionKey, body), 'Section saved');
  }

  @Delete('/:pageKey/sections/:sectionKey')
  @Permission('Content_DELETE')
  @RateLimit('ADMIN_WRITE')
  @Throws(ContentErrors.NOT_FOUND, ContentErrors.SECTION_KEY_INVALID)
  async deleteSection(@Param('pageKey') pageKey: string, @Param('sectionKey') sectionKey: string) {
    await content.pages.deleteSection(pageKey, sectionKey);
    return ok(null, 'Section deleted');
  }
}
