import { Body, Delete, Get, HttpCode, JsonController, Patch, Post, Put, QueryParams } from 'routing-controllers';
import { CommonErrors } from '../../core/http/app-error.js';
import { offsetPage, ok } from '../../core/http/envelope.js';
import { ApiTag, offsetPageOf, Operation } from '../../core/http/openapi/operation.js';
import { ParseUuid } from '../../core/http/params.js';
import { Permission, RateLimit, Throws } from '../../core/http/route-policy.js';
import { AccountErrors } from '../accounts/index.js';
import { AddressErrors } from '../addresses/index.js';
import { ProductErrors } from '../products/index.js';
import { CompleteSaleDto, FulfilmentDto, LookupQuery, PickCustomerDto, RemoveItemQuery, SalesQuery, SetItemDto, WalkInCustomerDto } from './dto/pos.dto.js';
import { PosCustomerResponse, PosLookupProductResponse, PosSaleEventResponse, PosSaleResponse } from './dto/pos.response.js';
import { PosErrors as E } from './errors.js';
import { pos } from './pos-context.js';

const DRAFT_WRITE = [CommonErrors.VALIDATION_FAILED, E.POS_SALE_NOT_FOUND, E.POS_SALE_NOT_DRAFT];

/** POS (spec 03 "POS", issue 23): counter sales that complete into ordinary orders; the Pos_* permissions alone suffice. */
@JsonController('/api/admin/pos')
@ApiTag('POS (admin)', 'Counter sales: draft lines and customer, take payment, complete into an ordinary order')
export class PosController {
  @Get('/lookup/customers')
  @Operation({
    id: 'posLookupCustomers',
    summary: 'Customers whose email, phone or name starts with q (walk-ins included; at most 20)',
    returns: [PosCustomerResponse],
  })
  @Permission('Pos_READ')
  @RateLimit('ADMIN_READ')
  @Throws(CommonErrors.VALIDATION_FAILED)
  async lookupCustomers(@QueryParams() q: LookupQuery) {
    return ok(await pos.lookup.customers(q.q));
  }

  @Get('/lookup/products')
  @Operation({
    id: 'posLookupProducts',
    summary: 'Products on sale by exact SKU first, then name prefix (at most 20), each variant with price, deal and available',
    returns: [PosLookupProductResponse],
  })
  @Permission('Pos_READ')
  @RateLimit('ADMIN_READ')
  @Throws(CommonErrors.VALIDATION_FAILED)
  async lookupProducts(@QueryParams() q: LookupQuery) {
    return ok(await pos.lookup.products(q.q));
  }

  @Post('/sales')
  @HttpCode(201)
  @Operation({ id: 'posCreateSale', summary: 'Start a draft sale (pickup, no customer, no lines)', returns: PosSaleResponse })
  @Permission('Pos_CREATE')
  @RateLimit('ADMIN_WRITE')
  @Throws(CommonErrors.VALIDATION_FAILED)
  async create() {
    return ok(await pos.sales.create(), 'Sale started');
  }

  @Get('/sales')
  @Operation({
    id: 'posListSales',
    summary: 'List sales (filters status, createdBy, createdFrom, createdTo; sort createdAt, updatedAt)',
    returns: offsetPageOf(PosSaleResponse),
  })
  @Permission('Pos_READ')
  @RateLimit('ADMIN_READ')
  @Throws(CommonErrors.VALIDATION_FAILED)
  async list(@QueryParams() q: SalesQuery) {
    const r = await pos.sales.list(q);
    return offsetPage(r.rows, r.count, r.page, r.size, r.paginated);
  }

  @Get('/sales/:publicId')
  @Operation({ id: 'posGetSale', summary: 'Get a sale: lines priced live, totals, customer, fulfilment, links', returns: PosSaleResponse })
  @Permission('Pos_READ')
  @RateLimit('ADMIN_READ')
  @Throws(E.POS_SALE_NOT_FOUND)
  async detail(@ParseUuid('publicId') publicId: string) {
    return ok(await pos.sales.detail(publicId));
  }

  @Get('/sales/:publicId/timeline')
  @Operation({ id: 'posGetSaleTimeline', summary: "A sale's timeline, oldest first", returns: [PosSaleEventResponse] })
  @Permission('Pos_READ')
  @RateLimit('ADMIN_READ')
  @Throws(E.POS_SALE_NOT_FOUND)
  async timeline(@ParseUuid('publicId') publicId: string) {
    return ok(await pos.sales.timeline(publicId));
  }

  @Patch('/sales/:publicId/customer')
  @Operation({ id: 'posPickCustomer', summary: 'Pick an existing customer (resets fulfilment to pickup)', returns: PosSaleResponse })
  @Permission('Pos_UPDATE')
  @RateLimit('ADMIN_WRITE')
  @Throws(...DRAFT_WRITE, AccountErrors.CUSTOMER_NOT_FOUND)
  async pickCustomer(@ParseUuid('publicId') publicId: string, @Body() body: PickCustomerDto) {
    return ok(await pos.drafting.pickCustomer(publicId, body.customerId), 'Customer chosen');
  }

  @Post('/sales/:publicId/customer')
  @Operation({
    id: 'posCreateWalkIn',
    summary: 'Create a walk-in customer (no password; a set-password link is sent) and put it on the sale',
    returns: PosSaleResponse,
  })
  @Permission('Pos_CREATE')
  @RateLimit('ADMIN_WRITE')
  @Throws(...DRAFT_WRITE, E.POS_CUSTOMER_EXISTS)
  async createCustomer(@ParseUuid('publicId') publicId: string, @Body() body: WalkInCustomerDto) {
    return ok(await pos.drafting.createCustomer(publicId, body), 'Customer created');
  }

  @Put('/sales/:publicId/items/:productPublicId')
  @Operation({
    id: 'posSetItem',
    summary: "Set a variant's quantity (1..99) on the sale (the product's default variant when none is named)",
    returns: PosSaleResponse,
  })
  @Permission('Pos_UPDATE')
  @RateLimit('ADMIN_WRITE')
  @Throws(...DRAFT_WRITE, ProductErrors.PRODUCT_NOT_FOUND, ProductErrors.PRODUCT_VARIANT_NOT_FOUND)
  async setItem(@ParseUuid('publicId') publicId: string, @ParseUuid('productPublicId') productPublicId: string, @Body() body: SetItemDto) {
    return ok(await pos.drafting.setItem(publicId, productPublicId, body), 'Item set');
  }

  @Delete('/sales/:publicId/items/:productPublicId')
  @Operation({ id: 'posRemoveItem', summary: "Remove a variant's line (?variantPublicId=), or every line of the product", returns: PosSaleResponse })
  @Permission('Pos_UPDATE')
  @RateLimit('ADMIN_WRITE')
  @Throws(...DRAFT_WRITE, ProductErrors.PRODUCT_NOT_FOUND, ProductErrors.PRODUCT_VARIANT_NOT_FOUND)
  async removeItem(@ParseUuid('publicId') publicId: string, @ParseUuid('productPublicId') productPublicId: string, @QueryParams() q: RemoveItemQuery) {
    return ok(await pos.drafting.removeItem(publicId, productPublicId, q.variantPublicId), 'Item removed');
  }

  @Patch('/sales/:publicId/fulfilment')
  @Operation({
    id: 'posSetFulfilment',
    summary: 'Pickup, or delivery to an address (addressId, or a new address saved to the book) with a shipping charge',
    returns: PosSaleResponse,
  })
  @Permission('Pos_UPDATE')
  @RateLimit('ADMIN_WRITE')
  @Throws(...DRAFT_WRITE, E.POS_CUSTOMER_REQUIRED, E.POS_ADDRESS_REQUIRED, E.POS_PICKUP_UNAVAILABLE, AddressErrors.ADDRESS_NOT_FOUND)
  async setFulfilment(@ParseUuid('publicId') publicId: string, @Body() body: FulfilmentDto) {
    return ok(await pos.drafting.setFulfilment(publicId, body), 'Fulfilment set');
  }

  @Post('/sales/:publicId/complete')
  @Operation({
    id: 'posCompleteSale',
    summary: 'Take payment and complete the sale into an order, in one transaction (a completed sale answers as it is)',
    returns: PosSaleResponse,
  })
  @Permission('Pos_CREATE')
  @RateLimit('ADMIN_WRITE')
  @Throws(
    ...DRAFT_WRITE,
    E.POS_SALE_EMPTY,
    E.POS_CUSTOMER_REQUIRED,
    E.POS_ADDRESS_REQUIRED,
    E.POS_PICKUP_UNAVAILABLE,
    E.POS_INSUFFICIENT_STOCK,
    E.POS_TOTAL_CHANGED,
    E.POS_PAYMENT_INVALID,
  )
  async complete(@ParseUuid('publicId') publicId: string, @Body() body: CompleteSaleDto) {
    return ok(await pos.complete(publicId, body), 'Sale completed');
  }

  @Post('/sales/:publicId/cancel')
  @Operation({ id: 'posCancelSale', summary: 'Cancel a draft sale', returns: PosSaleResponse })
  @Permission('Pos_DELETE')
  @RateLimit('ADMIN_WRITE')
  @Throws(E.POS_SALE_NOT_FOUND, E.POS_SALE_NOT_DRAFT)
  async cancel(@ParseUuid('publicId') publicId: string) {
    return ok(await pos.sales.cancel(publicId), 'Sale cancelled');
  }
}
