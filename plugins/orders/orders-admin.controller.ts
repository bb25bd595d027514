import { Get, JsonController, QueryParams } from 'routing-controllers';
import { offsetPage, ok } from '../../core/http/envelope.js';
import { ApiTag, offsetPageOf, Operation } from '../../core/http/openapi/operation.js';
import { ParseUuid } from '../../core/http/params.js';
import { Permission, RateLimit, Throws } from '../../core/http/route-policy.js';
import { AdminOrdersQuery } from './dto/order.dto.js';
import { AdminOrderResponse, AdminOrderSummaryResponse } from './dto/order.response.js';
import { OrderErrors as E } from './errors.js';
import { orderServices } from './orders-context.js';

/** Orders (permission module Orders): read routes of issue 13; the lifecycle routes come with the next issue. */
@JsonController('/api/orders')
@ApiTag('Orders (admin)', 'Every order: list with filters, one order with its lines, money and full timeline')
export class OrdersAdminController {
  @Get('/')
  @Operation({
    id: 'listOrders',
    summary:
      'List orders (filters status, customerId, createdFrom, createdTo, minTotal, maxTotal, codState outstanding|collected; sort createdAt, updatedAt, grandTotal, orderNumber)',
    returns: offsetPageOf(AdminOrderSummaryResponse),
  })
  @Permission('Orders_READ')
  @RateLimit('ADMIN_READ')
  async list(@QueryParams() q: AdminOrdersQuery) {
    const { rows, count, list } = await orderServices.admin.list(q);
    return offsetPage(rows, count, list.page, list.size, list.paginated);
  }

  @Get('/:id')
  @Operation({
    id: 'getOrder',
    summary: 'Get an order: lines (variantId = the variant public id), pricing, shipping, COD collection, timeline',
    returns: AdminOrderResponse,
  })
  @Permission('Orders_READ')
  @RateLimit('ADMIN_READ')
  @Throws(E.ORDER_NOT_FOUND)
  async detail(@ParseUuid('id') id: string) {
    return ok(await orderServices.admin.detail(id));
  }
}
