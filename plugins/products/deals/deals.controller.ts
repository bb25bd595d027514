import { Body, Delete, Get, HttpCode, JsonController, Patch, Post, QueryParams } from 'routing-controllers';
import { offsetPage, ok } from '../../../core/http/envelope.js';
import { ApiTag, offsetPageOf, Operation } from '../../../core/http/openapi/operation.js';
import { ParseUuid } from '../../../core/http/params.js';
import { Idempotent, Permission, RateLimit, Throws } from '../../../core/http/route-policy.js';
import { AdminDealResponse } from '../dto/deal.response.js';
import { ProductErrors as E } from '../errors.js';
import { CreateDealDto, DealListQuery, UpdateDealDto } from './deal.dto.js';
import { deals } from './deals.service.js';

const SCOPE_ERRORS = [E.PRODUCT_NOT_FOUND, E.PRODUCT_CATEGORY_NOT_FOUND, E.PRODUCT_BRAND_NOT_FOUND, E.DEAL_SCOPE_REQUIRED, E.DEAL_DATE_INVALID];

/** Special-deal campaigns (permission module Deals). */
@JsonController('/api/admin/deals')
@ApiTag('Deals (admin)', 'Special-deal campaigns: a discount on products, categories (whole subtrees) and brands for a time window, applied at read time')
export class DealsAdminController {
  @Get('/')
  @Operation({ id: 'listDeals', summary: 'List deals (filter by name, active, live; deleted on request)', returns: offsetPageOf(AdminDealResponse) })
  @Permission('Deals_READ')
  @RateLimit('ADMIN_READ')
  async list(@QueryParams() q: DealListQuery) {
    const { rows, count, list } = await deals.list(q);
    return offsetPage(rows, count, list.page, list.size, list.paginated);
  }

  @Get('/:publicId')
  @Operation({ id: 'getDeal', summary: 'Get a deal (deleted ones too)', returns: AdminDealResponse })
  @Permission('Deals_READ')
  @RateLimit('ADMIN_READ')
  @Throws(E.DEAL_NOT_FOUND)
  async detail(@ParseUuid('publicId') publicId: string) {
    return ok(await deals.detail(publicId));
  }

  @Post('/')
  @Operation({ id: 'createDeal', summary: 'Create a deal', returns: AdminDealResponse })
  @HttpCode(201)
  @Permission('Deals_CREATE')
  @RateLimit('ADMIN_WRITE')
  @Idempotent('deal')
  @Throws(...SCOPE_ERRORS)
  async create(@Body() body: CreateDealDto) {
    return ok(await deals.create(body), 'Deal created');
  }

  @Patch('/:publicId')
  @Operation({ id: 'updateDeal', summary: 'Edit a deal (a scope list given replaces that list)', returns: AdminDealResponse })
  @Permission('Deals_UPDATE')
  @RateLimit('ADMIN_WRITE')
  @Throws(E.DEAL_NOT_FOUND, E.DEAL_ALREADY_DELETED, ...SCOPE_ERRORS)
  async update(@ParseUuid('publicId') publicId: string, @Body() body: UpdateDealDto) {
    return ok(await deals.update(publicId, body), 'Deal updated');
  }

  @Delete('/:publicId')
  @Operation({ id: 'deleteDeal', summary: 'Delete a deal (soft)', returns: null })
  @Permission('Deals_DELETE')
  @RateLimit('ADMIN_WRITE')
  @Throws(E.DEAL_NOT_FOUND, E.DEAL_ALREADY_DELETED)
  async remove(@ParseUuid('publicId') publicId: string) {
    await deals.remove(publicId);
    return ok(null, 'Deal deleted');
  }

  @Post('/:publicId/restore')
  @Operation({ id: 'restoreDeal', summary: 'Restore a deleted deal', returns: AdminDealResponse })
  @HttpCode(200)
  @Permission('Deals_RESTORE')
  @RateLimit('ADMIN_WRITE')
  @Idempotent('deal-restore')
  @Throws(E.DEAL_NOT_FOUND, E.DEAL_NOT_DELETED)
  async restore(@ParseUuid('publicId') publicId: string) {
    return ok(await deals.restore(publicId), 'Deal restored');
  }
}
