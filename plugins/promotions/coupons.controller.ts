import { Body, Delete, Get, HttpCode, JsonController, Patch, Post, QueryParams } from 'routing-controllers';
import { offsetPage, ok } from '../../core/http/envelope.js';
import { ApiTag, offsetPageOf, Operation } from '../../core/http/openapi/operation.js';
import { ParseUuid } from '../../core/http/params.js';
import { Permission, RateLimit, Throws } from '../../core/http/route-policy.js';
import { CouponListQuery, CreateCouponDto, UpdateCouponDto } from './dto/coupon.dto.js';
import { AdminCouponResponse } from './dto/coupon.response.js';
import { PromotionErrors as E } from './errors.js';
import { coupons } from './promotions-context.js';

/** Coupons (permission module Promotions). */
@JsonController('/api/admin/coupons')
@ApiTag('Coupons (admin)', 'Discount codes: percentage, fixed or free shipping, over all items or a scope of categories (whole subtrees), brands or products')
export class CouponsAdminController {
  @Get('/')
  @Operation({ id: 'listCoupons', summary: 'List coupons (filter by code or name, active; deleted on request)', returns: offsetPageOf(AdminCouponResponse) })
  @Permission('Promotions_READ')
  @RateLimit('ADMIN_READ')
  async list(@QueryParams() q: CouponListQuery) {
    const { rows, count, list } = await coupons.list(q);
    return offsetPage(rows, count, list.page, list.size, list.paginated);
  }

  @Get('/:publicId')
  @Operation({ id: 'getCoupon', summary: 'Get a coupon (deleted ones too) with its usage', returns: AdminCouponResponse })
  @Permission('Promotions_READ')
  @RateLimit('ADMIN_READ')
  @Throws(E.COUPON_NOT_FOUND)
  async detail(@ParseUuid('publicId') publicId: string) {
    return ok(await coupons.detail(publicId));
  }

  @Post('/')
  @Operation({ id: 'createCoupon', summary: 'Create a coupon', returns: AdminCouponResponse })
  @HttpCode(201)
  @Permission('Promotions_CREATE')
  @RateLimit('ADMIN_WRITE')
  @Throws(E.COUPON_CODE_ALREADY_EXISTS)
  async create(@Body() body: CreateCouponDto) {
    return ok(await coupons.create(body), 'Coupon created');
  }

  @Patch('/:publicId')
  @Operation({
    id: 'updateCoupon',
    summary: 'Edit a coupon (a scope list given replaces it; usedCount and heldCount are read only)',
    returns: AdminCouponResponse,
  })
  @Permission('Promotions_UPDATE')
  @RateLimit('ADMIN_WRITE')
  @Throws(E.COUPON_NOT_FOUND, E.COUPON_ALREADY_DELETED, E.COUPON_CODE_ALREADY_EXISTS)
  async update(@ParseUuid('publicId') publicId: string, @Body() body: UpdateCouponDto) {
    return ok(await coupons.update(publicId, body), 'Coupon updated');
  }

  @Delete('/:publicId')
  @Operation({ id: 'deleteCoupon', summary: 'Delete a coupon (soft): it evaluates as not_found and its code is free again', returns: null })
  @Permission('Promotions_DELETE')
  @RateLimit('ADMIN_WRITE')
  @Throws(E.COUPON_NOT_FOUND, E.COUPON_ALREADY_DELETED)
  async remove(@ParseUuid('publicId') publicId: string) {
    await coupons.remove(publicId);
    return ok(null, 'Coupon deleted');
  }

  @Post('/:publicId/restore')
  @Operation({ id: 'restoreCoupon', summary: 'Restore a deleted coupon (refused while a live coupon has its code)', returns: AdminCouponResponse })
  @HttpCode(200)
  @Permission('Promotions_RESTORE')
  @RateLimit('ADMIN_WRITE')
  @Throws(E.COUPON_NOT_FOUND, E.COUPON_NOT_DELETED, E.COUPON_CODE_ALREADY_EXISTS)
  async restore(@ParseUuid('publicId') publicId: string) {
    return ok(await coupons.restore(publicId), 'Coupon restored');
  }
}
