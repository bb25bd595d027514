import { Body, Delete, Get, HttpCode, JsonController, Patch, Post, QueryParams } from 'routing-controllers';
import { offsetPage, ok } from '../../core/http/envelope.js';
import { ListQuery } from '../../core/http/list-query.js';
import { ApiTag, offsetPageOf, Operation } from '../../core/http/openapi/operation.js';
import { ParseUuid } from '../../core/http/params.js';
import { Permission, RateLimit, Throws } from '../../core/http/route-policy.js';
import { banners } from './banners-context.js';
import { AddCampaignPlacementDto, CreateAssignmentDto, UpdateAssignmentDto } from './dto/assignment.dto.js';
import { BannerAssignmentResponse, CampaignPlacementResponse } from './dto/banners.response.js';
import { BannerErrors as E } from './errors.js';

const LINK = [E.CAMPAIGN_NOT_FOUND, E.CAMPAIGN_ALREADY_DELETED, E.PLACEMENT_NOT_FOUND, E.CAMPAIGN_PLACEMENT_NOT_FOUND];
const ONE = [...LINK, E.BANNER_NOT_FOUND, E.BANNER_ASSIGNMENT_NOT_FOUND];

/** Campaign placements and banner assignments (permission module Assignments). */
@JsonController('/api/admin/campaigns/:publicId/placements')
@ApiTag('Banner assignments (admin)', 'The placements a campaign runs on and the banners it shows there')
export class AssignmentAdminController {
  @Post('/')
  @Operation({ id: 'addCampaignPlacement', summary: 'Run the campaign on a placement', returns: CampaignPlacementResponse })
  @HttpCode(201)
  @Permission('Assignments_CREATE')
  @RateLimit('ADMIN_WRITE')
  @Throws(E.CAMPAIGN_NOT_FOUND, E.CAMPAIGN_ALREADY_DELETED, E.PLACEMENT_NOT_FOUND, E.CAMPAIGN_PLACEMENT_ALREADY_EXISTS)
  async addPlacement(@ParseUuid('publicId') publicId: string, @Body() body: AddCampaignPlacementDto) {
    return ok(await banners.assignments.addPlacement(publicId, body), 'Placement added to the campaign');
  }

  @Delete('/:placementPublicId')
  @Operation({ id: 'removeCampaignPlacement', summary: 'Stop running the campaign on a placement (its assignments go too)', returns: null })
  @Permission('Assignments_DELETE')
  @RateLimit('ADMIN_WRITE')
  @Throws(...LINK)
  async removePlacement(@ParseUuid('publicId') publicId: string, @ParseUuid('placementPublicId') placementPublicId: string) {
    await banners.assignments.removePlacement(publicId, placementPublicId);
    return ok(null, 'Placement removed from the campaign');
  }

  @Patch('/:placementPublicId/activate')
  @Operation({ id: 'activateCampaignPlacement', summary: 'Activate the campaign on a placement', returns: CampaignPlacementResponse })
  @Permission('Assignments_UPDATE')
  @RateLimit('ADMIN_WRITE')
  @Throws(...LINK)
  async activatePlacement(@ParseUuid('publicId') publicId: string, @ParseUuid('placementPublicId') placementPublicId: string) {
    return ok(await banners.assignments.setPlacementActive(publicId, placementPublicId, true), 'Campaign placement activated');
  }

  @Patch('/:placementPublicId/deactivate')
  @Operation({ id: 'deactivateCampaignPlacement', summary: 'Deactivate the campaign on a placement', returns: CampaignPlacementResponse })
  @Permission('Assignments_UPDATE')
  @RateLimit('ADMIN_WRITE')
  @Throws(...LINK)
  async deactivatePlacement(@ParseUuid('publicId') publicId: string, @ParseUuid('placementPublicId') placementPublicId: string) {
    return ok(await banners.assignments.setPlacementActive(publicId, placementPublicId, false), 'Campaign placement deactivated');
  }

  @Get('/:placementPublicId/banners')
  @Operation({ id: 'listBannerAssignments', summary: 'The banners the campaign shows on a placement', returns: offsetPageOf(BannerAssignmentResponse) })
  @Permission('Assignments_READ')
  @RateLimit('ADMIN_READ')
  @Throws(E.CAMPAIGN_NOT_FOUND, E.PLACEMENT_NOT_FOUND, E.CAMPAIGN_PLACEMENT_NOT_FOUND)
  async list(@ParseUuid('publicId') publicId: string, @ParseUuid('placementPublicId') placementPublicId: string, @QueryParams() q: ListQuery) {
    const { rows, count, list } = await banners.assignments.list(publicId, placementPublicId, q);
    return offsetPage(rows, count, list.page, list.size, list.paginated);
  }

  @Post('/:placementPublicId/banners')
  @Operation({ id: 'assignBanner', summary: 'Show a banner on the campaign placement', returns: BannerAssignmentResponse })
  @HttpCode(201)
  @Permission('Assignments_CREATE')
  @RateLimit('ADMIN_WRITE')
  @Throws(...LINK, E.BANNER_NOT_FOUND, E.BANNER_ASSIGNMENT_ALREADY_EXISTS)
  async assign(@ParseUuid('publicId') publicId: string, @ParseUuid('placementPublicId') placementPublicId: string, @Body() body: CreateAssignmentDto) {
    return ok(await banners.assignments.assign(publicId, placementPublicId, body), 'Banner assigned');
  }

  @Patch('/:placementPublicId/banners/:bannerPublicId')
  @Operation({ id: 'updateBannerAssignment', summary: 'Edit a banner assignment', returns: BannerAssignmentResponse })
  @Permission('Assignments_UPDATE')
  @RateLimit('ADMIN_WRITE')
  @Throws(...ONE)
  async update(
    @ParseUuid('publicId') publicId: string,
    @ParseUuid('placementPublicId') placementPublicId: string,
    @ParseUuid('bannerPublicId') bannerPublicId: string,
    @Body() body: UpdateAssignmentDto,
  ) {
    return ok(await banners.assignments.update(publicId, placementPublicId, bannerPublicId, body), 'Banner assignment updated');
  }

  @Delete('/:placementPublicId/banners/:bannerPublicId')
  @Operation({ id: 'deleteBannerAssignment', summary: 'Remove a banner from the campaign placement', returns: null })
  @Permission('Assignments_DELETE')
  @RateLimit('ADMIN_WRITE')
  @Throws(...ONE)
  async unassign(
    @ParseUuid('publicId') publicId: string,
    @ParseUuid('placementPublicId') placementPublicId: string,
    @ParseUuid('bannerPublicId') bannerPublicId: string,
  ) {
    await banners.assignments.unassign(publicId, placementPublicId, bannerPublicId);
    return ok(null, 'Banner assignment removed');
  }

  @Patch('/:placementPublicId/banners/:bannerPublicId/activate')
  @Operation({ id: 'activateBannerAssignment', summary: 'Activate a banner assignment', returns: BannerAssignmentResponse })
  @Permission('Assignments_UPDATE')
  @RateLimit('ADMIN_WRITE')
  @Throws(...ONE)
  async activate(
    @ParseUuid('publicId') publicId: string,
    @ParseUuid('placementPublicId') placementPublicId: string,
    @ParseUuid('bannerPublicId') bannerPublicId: string,
  ) {
    return ok(await banners.assignments.setActive(publicId, placementPublicId, bannerPublicId, true), 'Banner assignment activated');
  }

  @Patch('/:placementPublicId/banners/:bannerPublicId/deactivate')
  @Operation({ id: 'deactivateBannerAssignment', summary: 'Deactivate a banner assignment (never served while inactive)', returns: BannerAssignmentResponse })
  @Permission('Assignments_UPDATE')
  @RateLimit('ADMIN_WRITE')
  @Throws(...ONE)
  async deactivate(
    @ParseUuid('publicId') publicId: string,
    @ParseUuid('placementPublicId') placementPublicId: string,
    @ParseUuid('bannerPublicId') bannerPublicId: string,
  ) {
    return ok(await banners.assignments.setActive(publicId, placementPublicId, bannerPublicId, false), 'Banner assignment deactivated');
  }
}
