import { Body, Delete, Get, JsonController, Param, Patch, Put } from 'routing-controllers';
import { ok } from '../../core/http/envelope.js';
import { Permission, RateLimit, Throws } from '../../core/http/route-policy.js';
import { content } from './content-context.js';
import { PutSectionDto, UpdatePageMetaDto } from './dto/content.dto.js';
import { ContentErrors } from './errors.js';
import { ApiTag, Operation } from '../../core/http/openapi/operation.js';
import { ContentPageResponse, ContentSectionSchema, PageKeySchema, PutSectionBodySchema, SectionKeySchema } from './dto/content.response.js';

@JsonController('/api/admin/content/pages')
@ApiTag('Content pages (admin)', 'Editing the content pages (home, about, legal pages, header, footer...) and their sections')
export class ContentAdminController {
  @Get('/:pageKey')
  @Operation({ id: 'getContentPage', summary: 'Get a content page with all its sections', returns: ContentPageResponse, params: { pageKey: PageKeySchema } })
  @Permission('Content_READ')
  @RateLimit('ADMIN_READ')
  @Throws(ContentErrors.NOT_FOUND)
  async get(@Param('pageKey') pageKey: string) {
    return ok(await content.pages.adminView(pageKey));
  }

  @Patch('/:pageKey/meta')
  @Operation({
    id: 'updateContentPageMeta',
    summary: "Update a content page's title and SEO record",
    returns: ContentPageResponse,
    params: { pageKey: PageKeySchema },
  })
  @Permission('Content_UPDATE')
  @RateLimit('ADMIN_WRITE')
  @Throws(ContentErrors.NOT_FOUND, ContentErrors.SEO_NOT_FOUND)
  async updateMeta(@Param('pageKey') pageKey: string, @Body() body: UpdatePageMetaDto) {
    return ok(await content.pages.updateMeta(pageKey, body), 'Page updated');
  }

  @Put('/:pageKey/sections/:sectionKey')
  @Operation({
    id: 'putContentSection',
    summary: 'Create or replace a section of a content page',
    returns: ContentSectionSchema,
    params: { pageKey: PageKeySchema, sectionKey: SectionKeySchema },
    body: PutSectionBodySchema,
  })
  @Permission('Content_UPDATE')
  @RateLimit('ADMIN_WRITE')
  @Throws(ContentErrors.NOT_FOUND, ContentErrors.SECTION_KEY_INVALID, ContentErrors.SECTION_PAYLOAD_INVALID)
  async putSection(@Param('pageKey') pageKey: string, @Param('sectionKey') sectionKey: string, @Body() body: PutSectionDto) {
    return ok(await content.pages.putSection(pageKey, sectionKey, body), 'Section saved');
  }

  @Delete('/:pageKey/sections/:sectionKey')
  @Operation({
    id: 'deleteContentSection',
    summary: 'Delete a section of a content page',
    returns: null,
    params: { pageKey: PageKeySchema, sectionKey: SectionKeySchema },
  })
  @Permission('Content_DELETE')
  @RateLimit('ADMIN_WRITE')
  @Throws(ContentErrors.NOT_FOUND, ContentErrors.SECTION_KEY_INVALID)
  async deleteSection(@Param('pageKey') pageKey: string, @Param('sectionKey') sectionKey: string) {
    await content.pages.deleteSection(pageKey, sectionKey);
    return ok(null, 'Section deleted');
  }
}
