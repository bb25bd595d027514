import { Body, Delete, Get, HttpCode, JsonController, Patch, Post, QueryParams } from 'routing-controllers';
import { offsetPage, ok } from '../../core/http/envelope.js';
import { ApiTag, offsetPageOf, Operation } from '../../core/http/openapi/operation.js';
import { ParseUuid } from '../../core/http/params.js';
import { Permission, RateLimit, Throws } from '../../core/http/route-policy.js';
import { banners } from './banners-context.js';
import { BannerListQuery, BannerScheduleDto, CreateBannerDto, UpdateBannerDto } from './dto/banner.dto.js';
import { AdminBannerResponse } from './dto/banners.response.js';
import { BannerErrors as E } from './errors.js';

const ALIVE = [E.BANNER_NOT_FOUND, E.BANNER_ALREADY_DELETED];

/** Banners (permission module Banners). */
@JsonController('/api/admin/banners')
@ApiTag('Banners (admin)', 'Banner creatives: image, call to action and target, schedule; soft delete and restore')
export class BannerAdminController {
  @Get('/')
  @Operation({
    id: 'listBanners',
    summary: 'List banners (filters isActive, scheduleStatus, includeDeleted, search)',
    returns: offsetPageOf(AdminBannerResponse),
  })
  @Permission('Banners_READ')
  @RateLimit('ADMIN_READ')
  async list(@QueryParams() q: BannerListQuery) {
    const { rows, count, list } = await banners.banners.list(q);
    return offsetPage(rows, count, list.page, list.size, list.paginated);
  }

  @Get('/:publicId')
  @Operation({ id: 'getBanner', summary: 'Get a banner (deleted ones too)', returns: AdminBannerResponse })
  @Permission('Banners_READ')
  @RateLimit('ADMIN_READ')
  @Throws(E.BANNER_NOT_FOUND)
  async detail(@ParseUuid('publicId') publicId: string) {
    return ok(await banners.banners.detail(publicId));
  }

  @Post('/')
  @Operation({ id: 'createBanner', summary: 'Create a banner', returns: AdminBannerResponse })
  @HttpCode(201)
  @Permission('Banners_CREATE')
  @RateLimit('ADMIN_WRITE')
  @Throws(E.BANNER_SEO_NOT_FOUND, E.BANNER_SCHEDULE_INVALID)
  async create(@Body() body: CreateBannerDto) {
    return ok(await banners.banners.create(body), 'Banner created');
  }

  @Patch('/:publicId')
  @Operation({ id: 'updateBanner', summary: 'Edit a banner (fields given change; null clears)', returns: AdminBannerResponse })
  @Permission('Banners_UPDATE')
  @RateLimit('ADMIN_WRITE')
  @Throws(...ALIVE, E.BANNER_SEO_NOT_FOUND, E.BANNER_SCHEDULE_INVALID)
  async update(@ParseUuid('publicId') publicId: string, @Body() body: UpdateBannerDto) {
    return ok(await banners.banners.update(publicId, body), 'Banner updated');
  }

  @Delete('/:publicId')
  @Operation({ id: 'deleteBanner', summary: 'Delete a banner (soft)', returns: null })
  @Permission('Banners_DELETE')
  @RateLimit('ADMIN_WRITE')
  @Throws(...ALIVE)
  async remove(@ParseUuid('publicId') publicId: string) {
    await banners.banners.remove(publicId);
    return ok(null, 'Banner deleted');
  }

  @Post('/:publicId/restore')
  @Operation({ id: 'restoreBanner', summary: 'Restore a deleted banner', returns: AdminBannerResponse })
  @HttpCode(200)
  @Permission('Banners_RESTORE')
  @RateLimit('ADMIN_WRITE')
  @Throws(E.BANNER_NOT_FOUND, E.BANNER_NOT_DELETED)
  async restore(@ParseUuid('publicId') publicId: string) {
    return ok(await banners.banners.restore(publicId), 'Banner restored');
  }

  @Patch('/:publicId/schedule')
  @Operation({ id: 'scheduleBanner', summary: 'Set the schedule: scheduleStatus, publishAt, expiresAt, recurrence window', returns: AdminBannerResponse })
  @Permission('Banners_UPDATE')
  @RateLimit('ADMIN_WRITE')
  @Throws(...ALIVE, E.BANNER_SCHEDULE_INVALID)
  async schedule(@ParseUuid('publicId') publicId: string, @Body() body: BannerScheduleDto) {
    return ok(await banners.banners.schedule(publicId, body), 'Banner scheduled');
  }

  @Patch('/:publicId/activate')
  @Operation({ id: 'activateBanner', summary: 'Activate a banner', returns: AdminBannerResponse })
  @Permission('Banners_UPDATE')
  @RateLimit('ADMIN_WRITE')
  @Throws(...ALIVE)
  async activate(@ParseUuid('publicId') publicId: string) {
    return ok(await banners.banners.setActive(publicId, true), 'Banner activated');
  }

  @Patch('/:publicId/deactivate')
  @Operation({ id: 'deactivateBanner', summary: 'Deactivate a banner (never served while inactive)', returns: AdminBannerResponse })
  @Permission('Banners_UPDATE')
  @RateLimit('ADMIN_WRITE')
  @Throws(...ALIVE)
  async deactivate(@ParseUuid('publicId') publicId: string) {
    return ok(await banners.banners.setActive(publicId, false), 'Banner deactivated');
  }
}
