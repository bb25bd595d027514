import { Get, JsonController, QueryParams } from 'routing-controllers';
import { offsetPage, ok } from '../../core/http/envelope.js';
import { ApiTag, offsetPageOf, Operation } from '../../core/http/openapi/operation.js';
import { ParseUuid } from '../../core/http/params.js';
import { Authenticated, RateLimit, Throws } from '../../core/http/route-policy.js';
import { MyOrdersQuery } from './dto/order.dto.js';
import { CustomerOrderResponse, CustomerOrderSummaryResponse, OrderStatusResponse } from './dto/order.response.js';
import { OrderErrors as E } from './errors.js';
import { orderServices } from './orders-context.js';

/** The signed-in customer's orders. Another customer's order answers exactly like an unknown one (404). */
@JsonController('/api/mobile/orders')
@ApiTag('Orders', "The signed-in customer's orders: created after payment completes, read and polled here")
export class MyOrdersController {
  @Get('/')
  @Operation({
    id: 'listMyOrders',
    summary: 'List my orders (newest first; filters status, createdFrom, createdTo)',
    returns: offsetPageOf(CustomerOrderSummaryResponse),
  })
  @Authenticated('customer')
  @RateLimit('CUSTOMER_READ')
  async list(@QueryParams() q: MyOrdersQuery) {
    const { rows, count, list } = await orderServices.mine.list(q);
    return offsetPage(rows, count, list.page, list.size, list.paginated);
  }

  @Get('/:id')
  @Operation({
    id: 'getMyOrder',
    summary: 'Get one of my orders: lines with their quantities and label, pricing, customer-visible timeline',
    returns: CustomerOrderResponse,
  })
  @Authenticated('customer')
  @RateLimit('CUSTOMER_READ')
  @Throws(E.ORDER_NOT_FOUND)
  async detail(@ParseUuid('id') id: string) {
    return ok(await orderServices.mine.detail(id));
  }

  @Get('/:id/status')
  @Operation({
    id: 'getMyOrderStatus',
    summary: 'Poll one of my orders: status, line labels, latest timeline entry; honour pollAfterSeconds',
    returns: OrderStatusResponse,
  })
  @Authenticated('customer')
  @RateLimit('CUSTOMER_READ')
  @Throws(E.ORDER_NOT_FOUND)
  async status(@ParseUuid('id') id: string) {
    return ok(await orderServices.mine.status(id));
  }
}
