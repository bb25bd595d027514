import { Body, Delete, Get, HttpCode, JsonController, Patch, Post, QueryParams } from 'routing-controllers';
import { CommonErrors } from '../../core/http/app-error.js';
import { offsetPage, ok } from '../../core/http/envelope.js';
import { ParseUuid } from '../../core/http/params.js';
import { Idempotent, Permission, RateLimit, Throws } from '../../core/http/route-policy.js';
import { CatalogErrors } from '../catalog/index.js';
import { ProductBulkIdsDto } from './dto/common.dto.js';
import { BulkDiscoveryDto, BulkLifecycleDto, DiscoveryDto, LifecycleDto, MediaDto, PricingDto, ProductSeoDto, StockDto, TagsDto } from './dto/facets.dto.js';
import { CreateProductDto, ProductListQuery, UpdateProductDto } from './dto/product.dto.js';
import { ProductErrors as E } from './errors.js';
import { ApiTag, offsetPageOf, Operation } from '../../core/http/openapi/operation.js';
import { BulkResultResponse } from '../../core/http/openapi/common-responses.js';
import { AdminProductResponse, AdminProductSummaryResponse } from './dto/product.response.js';
import { products } from './products-context.js';

export const PRODUCTS_ADMIN_PATH = '/api/admin/products';
const WRITE = [E.PRODUCT_NOT_FOUND, E.PRODUCT_ALREADY_DELETED, E.PRODUCT_VERSION_CONFLICT, E.PRODUCT_INVALID_TRANSITION];

/** The bulk routes: literal segments, registered before the record routes so `/bulk/*` never reads as `/:publicId`. */
@JsonController(PRODUCTS_ADMIN_PATH)
@ApiTag(
  'Products (admin)',
  'The product records: create, edit, facets (lifecycle, stock status, pricing, media, SEO, discovery, tags), delete, restore, bulk actions',
)
export class ProductBulkAdminController {
  @Post('/bulk/delete')
  @Operation({ id: 'bulkDeleteProducts', summary: 'Delete several products (up to 100)', returns: BulkResultResponse })
  @HttpCode(200)
  @Permission('Products_DELETE')
  @RateLimit('ADMIN_BULK_WRITE')
  @Idempotent('product-bulk')
  @Throws(E.PRODUCT_BULK_LIMIT_EXCEEDED)
  async bulkDelete(@Body() body: ProductBulkIdsDto) {
    return ok(await products.products.bulkRemove(body.publicIds), 'Bulk delete done');
  }

  @Post('/bulk/restore')
  @Operation({ id: 'bulkRestoreProducts', summary: 'Restore several deleted products (up to 100)', returns: BulkResultResponse })
  @HttpCode(200)
  @Permission('Products_RESTORE')
  @RateLimit('ADMIN_BULK_WRITE')
  @Idempotent('product-bulk')
  @Throws(E.PRODUCT_BULK_LIMIT_EXCEEDED)
  async bulkRestore(@Body() body: ProductBulkIdsDto) {
    return ok(await products.products.bulkRestore(body.publicIds), 'Bulk restore done');
  }

  @Post('/bulk/lifecycle')
  @Operation({ id: 'bulkSetProductLifecycle', summary: 'Move several products to one lifecycle status (up to 100)', returns: BulkResultResponse })
  @HttpCode(200)
  @Permission('Products_UPDATE')
  @RateLimit('ADMIN_BULK_WRITE')
  @Idempotent('product-bulk')
  @Throws(E.PRODUCT_BULK_LIMIT_EXCEEDED)
  async bulkLifecycle(@Body() body: BulkLifecycleDto) {
    return ok(await products.facets.bulkLifecycle(body.publicIds, body.status), 'Bulk lifecycle done');
  }

  @Post('/bulk/discovery')
  @Operation({ id: 'bulkSetProductDiscovery', summary: 'Set discovery flags on several products (up to 100)', returns: BulkResultResponse })
  @HttpCode(200)
  @Permission('Products_UPDATE')
  @RateLimit('ADMIN_BULK_WRITE')
  @Idempotent('product-bulk')
  @Throws(CommonErrors.VALIDATION_FAILED, E.PRODUCT_BULK_LIMIT_EXCEEDED)
  async bulkDiscovery(@Body() body: BulkDiscoveryDto) {
    const { publicIds, ...flags } = body;
    return ok(await products.facets.bulkDiscovery(publicIds, flags), 'Bulk discovery done');
  }
}

/** List, detail, create, edit, facets, delete and restore of one product. */
@JsonController(PRODUCTS_ADMIN_PATH)
@ApiTag(
  'Products (admin)',
  'The product records: create, edit, facets (lifecycle, stock status, pricing, media, SEO, discovery, tags), delete, restore, bulk actions',
)
export class ProductAdminController {
  @Get('/')
  @Operation({ id: 'listProducts', summary: 'List products (any status)', returns: offsetPageOf(AdminProductSummaryResponse) })
  @Permission('Products_READ')
  @RateLimit('ADMIN_READ')
  async list(@QueryParams() q: ProductListQuery) {
    const { rows, count, list } = await products.products.list(q);
    return offsetPage(rows, count, list.page, list.size, list.paginated);
  }

  @Get('/:publicId')
  @Operation({ id: 'getProduct', summary: 'Get a product with its live variants and tags', returns: AdminProductResponse })
  @Permission('Products_READ')
  @RateLimit('ADMIN_READ')
  @Throws(E.PRODUCT_NOT_FOUND)
  async detail(@ParseUuid('publicId') publicId: string) {
    return ok(await products.products.detail(publicId));
  }

  @Post('/')
  @Operation({ id: 'createProduct', summary: 'Create a draft product with its default variant', returns: AdminProductResponse })
  @HttpCode(201)
  @Permission('Products_CREATE')
  @RateLimit('ADMIN_WRITE')
  @Idempotent('product')
  @Throws(
    CommonErrors.VALIDATION_FAILED,
    E.PRODUCT_PRICE_INVALID,
    E.PRODUCT_CATEGORY_NOT_FOUND,
    E.PRODUCT_BRAND_NOT_FOUND,
    E.PRODUCT_SERIES_NOT_FOUND,
    E.PRODUCT_SERIES_BRAND_MISMATCH,
    E.PRODUCT_SLUG_ALREADY_EXISTS,
    E.PRODUCT_SKU_ALREADY_EXISTS,
    CatalogErrors.CATALOG_SLUG_GENERATION_FAILED,
  )
  async create(@Body() body: CreateProductDto) {
    return ok(await products.products.create(body), 'Product created');
  }

  @Patch('/:publicId')
  @Operation({ id: 'updateProduct', summary: "Update a product's names, descriptions, links, SKU, slug and specifications", returns: AdminProductResponse })
  @Permission('Products_UPDATE')
  @RateLimit('ADMIN_WRITE')
  @Throws(
    ...WRITE,
    E.PRODUCT_CATEGORY_NOT_FOUND,
    E.PRODUCT_BRAND_NOT_FOUND,
    E.PRODUCT_SERIES_NOT_FOUND,
    E.PRODUCT_SERIES_BRAND_MISMATCH,
    E.PRODUCT_SLUG_ALREADY_EXISTS,
    E.PRODUCT_SKU_ALREADY_EXISTS,
  )
  async update(@ParseUuid('publicId') publicId: string, @Body() body: UpdateProductDto) {
    return ok(await products.products.update(publicId, body), 'Product updated');
  }

  @Patch('/:publicId/lifecycle')
  @Operation({ id: 'setProductLifecycle', summary: 'Move a product to draft, published, unlisted or archived', returns: AdminProductResponse })
  @Permission('Products_UPDATE')
  @RateLimit('ADMIN_WRITE')
  @Throws(...WRITE)
  async lifecycle(@ParseUuid('publicId') publicId: string, @Body() body: LifecycleDto) {
    return ok(await products.facets.setLifecycle(publicId, body.status, body.version), 'Product lifecycle updated');
  }

  @Patch('/:publicId/stock')
  @Operation({ id: 'setProductStockStatus', summary: "Set a product's stock status", returns: AdminProductResponse })
  @Permission('Products_UPDATE')
  @RateLimit('ADMIN_WRITE')
  @Throws(...WRITE)
  async stock(@ParseUuid('publicId') publicId: string, @Body() body: StockDto) {
    return ok(await products.facets.setStockStatus(publicId, body.stockStatus, body.version), 'Product stock status updated');
  }

  @Patch('/:publicId/pricing')
  @Operation({ id: 'setProductPricing', summary: "Set the prices of a product's default variant", returns: AdminProductResponse })
  @Permission('Products_UPDATE')
  @RateLimit('ADMIN_WRITE')
  @Throws(...WRITE, E.PRODUCT_PRICE_INVALID)
  async pricing(@ParseUuid('publicId') publicId: string, @Body() body: PricingDto) {
    return ok(await products.facets.setPricing(publicId, body.mrp, body.sellingPrice, body.version), 'Product pricing updated');
  }

  @Patch('/:publicId/media')
  @Operation({ id: 'setProductMedia', summary: "Set a product's thumbnail, gallery, videos and attachments", returns: AdminProductResponse })
  @Permission('Products_UPDATE')
  @RateLimit('ADMIN_WRITE')
  @Throws(...WRITE, E.PRODUCT_VIDEO_SOURCE_REQUIRED, E.PRODUCT_VIDEO_SOURCE_CONFLICT)
  async media(@ParseUuid('publicId') publicId: string, @Body() body: MediaDto) {
    return ok(await products.facets.setMedia(publicId, body), 'Product media updated');
  }

  @Patch('/:publicId/seo')
  @Operation({ id: 'setProductSeo', summary: 'Link a product to an SEO record (or unlink it)', returns: AdminProductResponse })
  @Permission('Products_UPDATE')
  @RateLimit('ADMIN_WRITE')
  @Throws(...WRITE, E.PRODUCT_SEO_NOT_FOUND)
  async seo(@ParseUuid('publicId') publicId: string, @Body() body: ProductSeoDto) {
    return ok(await products.facets.setSeo(publicId, body.seoId, body.version), 'Product SEO updated');
  }

  @Patch('/:publicId/discovery')
  @Operation({ id: 'setProductDiscovery', summary: "Set a product's discovery flags", returns: AdminProductResponse })
  @Permission('Products_UPDATE')
  @RateLimit('ADMIN_WRITE')
  @Throws(...WRITE)
  async discovery(@ParseUuid('publicId') publicId: string, @Body() body: DiscoveryDto) {
    const { version, ...flags } = body;
    return ok(await products.facets.setDiscovery(publicId, flags, version), 'Product discovery updated');
  }

  @Patch('/:publicId/tags')
  @Operation({ id: 'setProductTags', summary: "Replace a product's tags", returns: AdminProductResponse })
  @Permission('Products_UPDATE')
  @RateLimit('ADMIN_WRITE')
  @Throws(...WRITE, CatalogErrors.TAG_NOT_FOUND)
  async tags(@ParseUuid('publicId') publicId: string, @Body() body: TagsDto) {
    return ok(await products.facets.setTags(publicId, body.tagPublicIds, body.version), 'Product tags updated');
  }

  @Delete('/:publicId')
  @Operation({ id: 'deleteProduct', summary: 'Delete a product (soft delete)', returns: null })
  @Permission('Products_DELETE')
  @RateLimit('ADMIN_WRITE')
  @Throws(E.PRODUCT_NOT_FOUND, E.PRODUCT_ALREADY_DELETED, E.PRODUCT_INVALID_TRANSITION)
  async remove(@ParseUuid('publicId') publicId: string) {
    await products.products.remove(publicId);
    return ok(null, 'Product deleted');
  }

  @Post('/:publicId/restore')
  @Operation({ id: 'restoreProduct', summary: 'Restore a deleted product', returns: AdminProductResponse })
  @HttpCode(200)
  @Permission('Products_RESTORE')
  @RateLimit('ADMIN_WRITE')
  @Idempotent('product-restore')
  @Throws(E.PRODUCT_NOT_FOUND, E.PRODUCT_NOT_DELETED, E.PRODUCT_SKU_ALREADY_EXISTS)
  async restore(@ParseUuid('publicId') publicId: string) {
    return ok(await products.products.restore(publicId), 'Product restored');
  }
}
