import { Body, Get, HttpCode, JsonController, Post, QueryParams } from 'routing-controllers';
import { CommonErrors } from '../../core/http/app-error.js';
import { cursorPage, ok } from '../../core/http/envelope.js';
import { ParseUuid } from '../../core/http/params.js';
import { Idempotent, Permission, RateLimit, Throws } from '../../core/http/route-policy.js';
import { AdjustmentDto, MovementsQuery } from './dto/inventory.dto.js';
import { ProductErrors as E } from './errors.js';
import { PRODUCTS_ADMIN_PATH } from './product-admin.controller.js';
import { ApiTag, cursorPageOf, Operation } from '../../core/http/openapi/operation.js';
import { InventoryAdjustmentResponse, InventoryMovementResponse } from './dto/inventory.response.js';
import { products } from './products-context.js';

/** A variant's stock: manual adjustments and the ledger. */
@JsonController(PRODUCTS_ADMIN_PATH)
@ApiTag('Product inventory', "A variant's stock: manual adjustments and the append-only ledger of movements")
export class InventoryAdminController {
  @Post('/:publicId/variants/:variantPublicId/inventory/adjustments')
  @Operation({
    id: 'adjustVariantStock',
    summary: "Adjust a variant's stock on hand (adjustment, receipt or correction)",
    returns: InventoryAdjustmentResponse,
  })
  @HttpCode(201)
  @Permission('Products_UPDATE')
  @RateLimit('ADMIN_WRITE')
  @Idempotent('product-inventory-adjustment')
  @Throws(
    CommonErrors.VALIDATION_FAILED,
    E.PRODUCT_NOT_FOUND,
    E.PRODUCT_ALREADY_DELETED,
    E.PRODUCT_INVALID_TRANSITION,
    E.PRODUCT_VARIANT_NOT_FOUND,
    E.INVENTORY_NEGATIVE,
    E.INVENTORY_BELOW_RESERVED,
  )
  async adjust(@ParseUuid('publicId') publicId: string, @ParseUuid('variantPublicId') variantPublicId: string, @Body() body: AdjustmentDto) {
    return ok(await products.inventory.adjust(publicId, variantPublicId, body), 'Stock adjusted');
  }

  @Get('/:publicId/variants/:variantPublicId/inventory/movements')
  @Operation({ id: 'listVariantStockMovements', summary: "List a variant's stock ledger, newest first", returns: cursorPageOf(InventoryMovementResponse) })
  @Permission('Products_READ')
  @RateLimit('ADMIN_READ')
  @Throws(E.PRODUCT_NOT_FOUND, E.PRODUCT_VARIANT_NOT_FOUND)
  async movements(@ParseUuid('publicId') publicId: string, @ParseUuid('variantPublicId') variantPublicId: string, @QueryParams() q: MovementsQuery) {
    const { rows, nextCursor } = await products.inventory.movements(publicId, variantPublicId, q);
    return cursorPage(rows, nextCursor);
  }
}
