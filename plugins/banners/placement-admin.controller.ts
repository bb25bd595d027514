import { Body, Delete, Get, HttpCode, JsonController, Patch, Post, QueryParams } from 'routing-controllers';
import { offsetPage, ok } from '../../core/http/envelope.js';
import { ApiTag, offsetPageOf, Operation } from '../../core/http/openapi/operation.js';
import { ParseUuid } from '../../core/http/params.js';
import { Permission, RateLimit, Throws } from '../../core/http/route-policy.js';
import { banners } from './banners-context.js';
import { AdminPlacementResponse } from './dto/banners.response.js';
import { CreatePlacementDto, PlacementListQuery, UpdatePlacementDto } from './dto/placement.dto.js';
import { BannerErrors as E } from './errors.js';

/** Placements (permission module Placements). */
@JsonController('/api/admin/placements')
@ApiTag('Placements (admin)', 'The slots banners are served into, by slug')
export class PlacementAdminController {
  @Get('/')
  @Operation({
    id: 'listPlacements',
    summary: 'List placements (filters isActive, pageContext, layoutType, search)',
    returns: offsetPageOf(AdminPlacementResponse),
  })
  @Permission('Placements_READ')
  @RateLimit('ADMIN_READ')
  async list(@QueryParams() q: PlacementListQuery) {
    const { rows, count, list } = await banners.placements.list(q);
    return offsetPage(rows, count, list.page, list.size, list.paginated);
  }

  @Get('/:publicId')
  @Operation({ id: 'getPlacement', summary: 'Get a placement', returns: AdminPlacementResponse })
  @Permission('Placements_READ')
  @RateLimit('ADMIN_READ')
  @Throws(E.PLACEMENT_NOT_FOUND)
  async detail(@ParseUuid('publicId') publicId: string) {
    return ok(await banners.placements.detail(publicId));
  }

  @Post('/')
  @Operation({ id: 'createPlacement', summary: 'Create a placement', returns: AdminPlacementResponse })
  @HttpCode(201)
  @Permission('Placements_CREATE')
  @RateLimit('ADMIN_WRITE')
  @Throws(E.PLACEMENT_SLUG_EXISTS)
  async create(@Body() body: CreatePlacementDto) {
    return ok(await banners.placements.create(body), 'Placement created');
  }

  @Patch('/:publicId')
  @Operation({ id: 'updatePlacement', summary: 'Edit a placement', returns: AdminPlacementResponse })
  @Permission('Placements_UPDATE')
  @RateLimit('ADMIN_WRITE')
  @Throws(E.PLACEMENT_NOT_FOUND, E.PLACEMENT_SLUG_EXISTS)
  async update(@ParseUuid('publicId') publicId: string, @Body() body: UpdatePlacementDto) {
    return ok(await banners.placements.update(publicId, body), 'Placement updated');
  }

  @Delete('/:publicId')
  @Operation({ id: 'deletePlacement', summary: 'Delete a placement (refused while a running campaign has active assignments on it)', returns: null })
  @Permission('Placements_DELETE')
  @RateLimit('ADMIN_WRITE')
  @Throws(E.PLACEMENT_NOT_FOUND, E.PLACEMENT_HAS_ACTIVE_ASSIGNMENTS)
  async remove(@ParseUuid('publicId') publicId: string) {
    await banners.placements.remove(publicId);
    return ok(null, 'Placement deleted');
  }

  @Patch('/:publicId/activate')
  @Operation({ id: 'activatePlacement', summary: 'Activate a placement', returns: AdminPlacementResponse })
  @Permission('Placements_UPDATE')
  @RateLimit('ADMIN_WRITE')
  @Throws(E.PLACEMENT_NOT_FOUND)
  async activate(@ParseUuid('publicId') publicId: string) {
    return ok(await banners.placements.setActive(publicId, true), 'Placement activated');
  }

  @Patch('/:publicId/deactivate')
  @Operation({ id: 'deactivatePlacement', summary: 'Deactivate a placement (serving answers 404 for it)', returns: AdminPlacementResponse })
  @Permission('Placements_UPDATE')
  @RateLimit('ADMIN_WRITE')
  @Throws(E.PLACEMENT_NOT_FOUND)
  async deactivate(@ParseUuid('publicId') publicId: string) {
    return ok(await banners.placements.setActive(publicId, false), 'Placement deactivated');
  }
}
