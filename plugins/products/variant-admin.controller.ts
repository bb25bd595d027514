import { Body, Delete, Get, HttpCode, JsonController, Patch, Post, Put, QueryParams } from 'routing-controllers';
import { CommonErrors } from '../../core/http/app-error.js';
import { ok } from '../../core/http/envelope.js';
import { ParseUuid } from '../../core/http/params.js';
import { Idempotent, Permission, RateLimit, Throws } from '../../core/http/route-policy.js';
import { CreateVariantDto, PutOptionsDto, UpdateVariantDto, VariantListQuery } from './dto/variant.dto.js';
import { ProductErrors as E } from './errors.js';
import { PRODUCTS_ADMIN_PATH } from './product-admin.controller.js';
import { ApiTag, Operation } from '../../core/http/openapi/operation.js';
import { AdminProductOptionsResponse } from './dto/product.response.js';
import { AdminVariantResponse } from './dto/variant.response.js';
import { products } from './products-context.js';

const WRITE = [E.PRODUCT_NOT_FOUND, E.PRODUCT_ALREADY_DELETED, E.PRODUCT_VERSION_CONFLICT, E.PRODUCT_INVALID_TRANSITION];

/** A product's variants (issue 11 "Variants and options") and its option list. */
@JsonController(PRODUCTS_ADMIN_PATH)
@ApiTag('Product variants', "A product's variants (options, SKU, prices, stock settings) and its option list")
export class VariantAdminController {
  @Get('/:publicId/variants')
  @Operation({ id: 'listProductVariants', summary: "List a product's variants, default first", returns: [AdminVariantResponse] })
  @Permission('Products_READ')
  @RateLimit('ADMIN_READ')
  @Throws(E.PRODUCT_NOT_FOUND)
  async list(@ParseUuid('publicId') publicId: string, @QueryParams() q: VariantListQuery) {
    return ok(await products.variants.list(publicId, q.includeDeleted));
  }

  @Post('/:publicId/variants')
  @Operation({ id: 'createProductVariant', summary: 'Add a variant to a product', returns: AdminVariantResponse })
  @HttpCode(201)
  @Permission('Products_CREATE')
  @RateLimit('ADMIN_WRITE')
  @Idempotent('product-variant')
  @Throws(
    ...WRITE,
    CommonErrors.VALIDATION_FAILED,
    E.PRODUCT_PRICE_INVALID,
    E.PRODUCT_SKU_ALREADY_EXISTS,
    E.PRODUCT_VARIANT_OPTIONS_CONFLICT,
    E.PRODUCT_VARIANT_LIMIT_EXCEEDED,
    E.PRODUCT_DEFAULT_VARIANT_REQUIRED,
  )
  async create(@ParseUuid('publicId') publicId: string, @Body() body: CreateVariantDto) {
    return ok(await products.variants.create(publicId, body), 'Variant created');
  }

  @Get('/:publicId/variants/:variantPublicId')
  @Operation({ id: 'getProductVariant', summary: 'Get a variant of a product', returns: AdminVariantResponse })
  @Permission('Products_READ')
  @RateLimit('ADMIN_READ')
  @Throws(E.PRODUCT_NOT_FOUND, E.PRODUCT_VARIANT_NOT_FOUND)
  async detail(@ParseUuid('publicId') publicId: string, @ParseUuid('variantPublicId') variantPublicId: string) {
    return ok(await products.variants.detail(publicId, variantPublicId));
  }

  @Patch('/:publicId/variants/:variantPublicId')
  @Operation({ id: 'updateProductVariant', summary: 'Update a variant: name, SKU, options, prices, status, stock settings', returns: AdminVariantResponse })
  @Permission('Products_UPDATE')
  @RateLimit('ADMIN_WRITE')
  @Throws(
    ...WRITE,
    E.PRODUCT_VARIANT_NOT_FOUND,
    E.PRODUCT_PRICE_INVALID,
    E.PRODUCT_SKU_ALREADY_EXISTS,
    E.PRODUCT_VARIANT_OPTIONS_CONFLICT,
    E.PRODUCT_DEFAULT_VARIANT_REQUIRED,
  )
  async update(@ParseUuid('publicId') publicId: string, @ParseUuid('variantPublicId') variantPublicId: string, @Body() body: UpdateVariantDto) {
    return ok(await products.variants.update(publicId, variantPublicId, body), 'Variant updated');
  }

  @Delete('/:publicId/variants/:variantPublicId')
  @Operation({ id: 'deleteProductVariant', summary: 'Delete a variant that is not the default (soft delete)', returns: null })
  @Permission('Products_DELETE')
  @RateLimit('ADMIN_WRITE')
  @Throws(...WRITE, E.PRODUCT_VARIANT_NOT_FOUND, E.PRODUCT_DEFAULT_VARIANT_REQUIRED)
  async remove(@ParseUuid('publicId') publicId: string, @ParseUuid('variantPublicId') variantPublicId: string) {
    await products.variants.remove(publicId, variantPublicId);
    return ok(null, 'Variant deleted');
  }

  @Put('/:publicId/options')
  @Operation({ id: 'setProductOptions', summary: "Replace a product's options (up to 3 names with their values)", returns: AdminProductOptionsResponse })
  @Permission('Products_UPDATE')
  @RateLimit('ADMIN_WRITE')
  @Throws(...WRITE, CommonErrors.VALIDATION_FAILED, E.PRODUCT_VARIANT_OPTIONS_CONFLICT, E.PRODUCT_OPTION_VALUE_IN_USE)
  async putOptions(@ParseUuid('publicId') publicId: string, @Body() body: PutOptionsDto) {
    return ok({ options: await products.variants.putOptions(publicId, body) }, 'Options updated');
  }
}
