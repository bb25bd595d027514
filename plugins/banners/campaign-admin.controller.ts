import { Body, Delete, Get, HttpCode, JsonController, Patch, Post, QueryParams } from 'routing-controllers';
import { offsetPage, ok } from '../../core/http/envelope.js';
import { ApiTag, offsetPageOf, Operation } from '../../core/http/openapi/operation.js';
import { ParseUuid } from '../../core/http/params.js';
import { Permission, RateLimit, Throws } from '../../core/http/route-policy.js';
import { banners } from './banners-context.js';
import type { CampaignAction } from './campaign-lifecycle.js';
import { AdminCampaignResponse } from './dto/banners.response.js';
import { CampaignListQuery, CreateCampaignDto, UpdateCampaignDto } from './dto/campaign.dto.js';
import { BannerErrors as E } from './errors.js';

const ALIVE = [E.CAMPAIGN_NOT_FOUND, E.CAMPAIGN_ALREADY_DELETED];
const MOVE = [...ALIVE, E.CAMPAIGN_INVALID_TRANSITION];
const move = (publicId: string, action: CampaignAction, message: string) => banners.campaigns.transition(publicId, action).then((c) => ok(c, message));

/** Campaigns (permission module Campaigns): created as drafts, moved by the lifecycle actions. */
@JsonController('/api/admin/campaigns')
@ApiTag('Campaigns (admin)', 'Banner campaigns and their lifecycle: draft, scheduled, active, paused, ended, cancelled')
export class CampaignAdminController {
  @Get('/')
  @Operation({ id: 'listCampaigns', summary: 'List campaigns (filters status, source, includeDeleted, search)', returns: offsetPageOf(AdminCampaignResponse) })
  @Permission('Campaigns_READ')
  @RateLimit('ADMIN_READ')
  async list(@QueryParams() q: CampaignListQuery) {
    const { rows, count, list } = await banners.campaigns.list(q);
    return offsetPage(rows, count, list.page, list.size, list.paginated);
  }

  @Get('/:publicId')
  @Operation({ id: 'getCampaign', summary: 'Get a campaign (deleted ones too)', returns: AdminCampaignResponse })
  @Permission('Campaigns_READ')
  @RateLimit('ADMIN_READ')
  @Throws(E.CAMPAIGN_NOT_FOUND)
  async detail(@ParseUuid('publicId') publicId: string) {
    return ok(await banners.campaigns.detail(publicId));
  }

  @Post('/')
  @Operation({ id: 'createCampaign', summary: 'Create a campaign (always a draft)', returns: AdminCampaignResponse })
  @HttpCode(201)
  @Permission('Campaigns_CREATE')
  @RateLimit('ADMIN_WRITE')
  @Throws(E.CAMPAIGN_DATE_INVALID)
  async create(@Body() body: CreateCampaignDto) {
    return ok(await banners.campaigns.create(body), 'Campaign created');
  }

  @Patch('/:publicId')
  @Operation({ id: 'updateCampaign', summary: 'Edit a campaign (not its status)', returns: AdminCampaignResponse })
  @Permission('Campaigns_UPDATE')
  @RateLimit('ADMIN_WRITE')
  @Throws(...ALIVE, E.CAMPAIGN_DATE_INVALID)
  async update(@ParseUuid('publicId') publicId: string, @Body() body: UpdateCampaignDto) {
    return ok(await banners.campaigns.update(publicId, body), 'Campaign updated');
  }

  @Delete('/:publicId')
  @Operation({ id: 'deleteCampaign', summary: 'Delete a campaign (soft)', returns: null })
  @Permission('Campaigns_DELETE')
  @RateLimit('ADMIN_WRITE')
  @Throws(...ALIVE)
  async remove(@ParseUuid('publicId') publicId: string) {
    await banners.campaigns.remove(publicId);
    return ok(null, 'Campaign deleted');
  }

  @Post('/:publicId/restore')
  @Operation({ id: 'restoreCampaign', summary: 'Restore a deleted campaign', returns: AdminCampaignResponse })
  @HttpCode(200)
  @Permission('Campaigns_RESTORE')
  @RateLimit('ADMIN_WRITE')
  @Throws(E.CAMPAIGN_NOT_FOUND, E.CAMPAIGN_NOT_DELETED)
  async restore(@ParseUuid('publicId') publicId: string) {
    return ok(await banners.campaigns.restore(publicId), 'Campaign restored');
  }

  @Patch('/:publicId/schedule')
  @Operation({
    id: 'scheduleCampaign',
    summary: 'Schedule a draft, active or paused campaign (startsAt must be in the future)',
    returns: AdminCampaignResponse,
  })
  @Permission('Campaigns_UPDATE')
  @RateLimit('ADMIN_WRITE')
  @Throws(...MOVE, E.CAMPAIGN_DATE_INVALID)
  schedule(@ParseUuid('publicId') publicId: string) {
    return move(publicId, 'schedule', 'Campaign scheduled');
  }

  @Patch('/:publicId/activate')
  @Operation({ id: 'activateCampaign', summary: 'Activate a draft, scheduled or paused campaign', returns: AdminCampaignResponse })
  @Permission('Campaigns_UPDATE')
  @RateLimit('ADMIN_WRITE')
  @Throws(...MOVE)
  activate(@ParseUuid('publicId') publicId: string) {
    return move(publicId, 'activate', 'Campaign activated');
  }

  @Patch('/:publicId/pause')
  @Operation({ id: 'pauseCampaign', summary: 'Pause an active campaign', returns: AdminCampaignResponse })
  @Permission('Campaigns_UPDATE')
  @RateLimit('ADMIN_WRITE')
  @Throws(...MOVE)
  pause(@ParseUuid('publicId') publicId: string) {
    return move(publicId, 'pause', 'Campaign paused');
  }

  @Patch('/:publicId/end')
  @Operation({ id: 'endCampaign', summary: 'End an active or paused campaign (terminal)', returns: AdminCampaignResponse })
  @Permission('Campaigns_UPDATE')
  @RateLimit('ADMIN_WRITE')
  @Throws(...MOVE)
  end(@ParseUuid('publicId') publicId: string) {
    return move(publicId, 'end', 'Campaign ended');
  }

  @Patch('/:publicId/cancel')
  @Operation({ id: 'cancelCampaign', summary: 'Cancel a scheduled, active or paused campaign (terminal, irreversible)', returns: AdminCampaignResponse })
  @Permission('Campaigns_UPDATE')
  @RateLimit('ADMIN_WRITE')
  @Throws(...MOVE)
  cancel(@ParseUuid('publicId') publicId: string) {
    return move(publicId, 'cancel', 'Campaign cancelled');
  }
}
