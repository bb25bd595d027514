import { Body, Delete, Get, JsonController, Post, Put, QueryParams } from 'routing-controllers';
import { offsetPage, ok } from '../../core/http/envelope.js';
import { ListQuery } from '../../core/http/list-query.js';
import { ApiTag, offsetPageOf, Operation } from '../../core/http/openapi/operation.js';
import { ParseUuid } from '../../core/http/params.js';
import { Permission, RateLimit } from '../../core/http/route-policy.js';
import { EmiEligibleRecordResponse, EmiSettingsResponse, EmiTenuresResponse } from './dto/emi.response.js';
import { EligibleCategoriesDto, EligibleProductsDto } from './dto/eligibility.dto.js';
import { EmiSettingsDto, TenuresDto } from './dto/settings.dto.js';
import { emi } from './emi-context.js';

/** EMI settings, the tenure vocabulary and eligibility (permission module Emi). */
@JsonController('/api/admin/emi')
@ApiTag('EMI settings (admin)', 'The store-wide switch, price source, eligibility and the tenure vocabulary')
export class EmiSettingsAdminController {
  @Get('/settings')
  @Operation({ id: 'getEmiSettings', summary: 'Get the EMI settings', returns: EmiSettingsResponse })
  @Permission('Emi_READ')
  @RateLimit('ADMIN_READ')
  async settings() {
    return ok(await emi.settings.get());
  }

  @Put('/settings')
  @Operation({ id: 'updateEmiSettings', summary: 'Set the EMI settings (switch, price source, eligibility mode)', returns: EmiSettingsResponse })
  @Permission('Emi_UPDATE')
  @RateLimit('ADMIN_WRITE')
  async updateSettings(@Body() body: EmiSettingsDto) {
    return ok(await emi.settings.update(body), 'EMI settings saved');
  }

  @Get('/tenures')
  @Operation({ id: 'listEmiTenures', summary: 'The tenure vocabulary', returns: EmiTenuresResponse })
  @Permission('Emi_READ')
  @RateLimit('ADMIN_READ')
  async tenures() {
    return ok(await emi.settings.tenures());
  }

  @Put('/tenures')
  @Operation({ id: 'setEmiTenures', summary: 'Add or (de)activate tenures; a deactivated one is withdrawn from every bank', returns: EmiTenuresResponse })
  @Permission('Emi_UPDATE')
  @RateLimit('ADMIN_WRITE')
  async setTenures(@Body() body: TenuresDto) {
    return ok(await emi.settings.setTenures(body), 'Tenures saved');
  }

  @Get('/eligibility/categories')
  @Operation({ id: 'listEmiEligibleCategories', summary: 'The listed categories (with their subtrees)', returns: [EmiEligibleRecordResponse] })
  @Permission('Emi_READ')
  @RateLimit('ADMIN_READ')
  async categories() {
    return ok(await emi.eligibility.categories());
  }

  @Post('/eligibility/categories')
  @Operation({ id: 'addEmiEligibleCategories', summary: 'List categories as eligible', returns: [EmiEligibleRecordResponse] })
  @Permission('Emi_CREATE')
  @RateLimit('ADMIN_WRITE')
  async addCategories(@Body() body: EligibleCategoriesDto) {
    return ok(await emi.eligibility.addCategories(body.categoryIds), 'Categories listed');
  }

  @Delete('/eligibility/categories/:categoryId')
  @Operation({ id: 'removeEmiEligibleCategory', summary: 'Take a category off the list', returns: [EmiEligibleRecordResponse] })
  @Permission('Emi_DELETE')
  @RateLimit('ADMIN_WRITE')
  async removeCategory(@ParseUuid('categoryId') categoryId: string) {
    return ok(await emi.eligibility.removeCategory(categoryId), 'Category taken off the list');
  }

  @Get('/eligibility/products')
  @Operation({ id: 'listEmiEligibleProducts', summary: 'The listed products', returns: [EmiEligibleRecordResponse] })
  @Permission('Emi_READ')
  @RateLimit('ADMIN_READ')
  async products() {
    return ok(await emi.eligibility.products());
  }

  @Post('/eligibility/products')
  @Operation({ id: 'addEmiEligibleProducts', summary: 'List products as eligible', returns: [EmiEligibleRecordResponse] })
  @Permission('Emi_CREATE')
  @RateLimit('ADMIN_WRITE')
  async addProducts(@Body() body: EligibleProductsDto) {
    return ok(await emi.eligibility.addProducts(body.productIds), 'Products listed');
  }

  @Delete('/eligibility/products/:productId')
  @Operation({ id: 'removeEmiEligibleProduct', summary: 'Take a product off the list', returns: [EmiEligibleRecordResponse] })
  @Permission('Emi_DELETE')
  @RateLimit('ADMIN_WRITE')
  async removeProduct(@ParseUuid('productId') productId: string) {
    return ok(await emi.eligibility.removeProduct(productId), 'Product taken off the list');
  }

  @Get('/eligibility/effective-products')
  @Operation({
    id: 'listEmiEffectiveProducts',
    summary: "The listed products plus the products in the listed categories' subtrees",
    returns: offsetPageOf(EmiEligibleRecordResponse),
  })
  @Permission('Emi_READ')
  @RateLimit('ADMIN_READ')
  async effectiveProducts(@QueryParams() q: ListQuery) {
    const { rows, count, list } = await emi.eligibility.effectiveProducts(q);
    return offsetPage(rows, count, list.page, list.size, list.paginated);
  }
}
