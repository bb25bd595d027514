import { Body, HttpCode, JsonController, Post } from 'routing-controllers';
import { ok } from '../../../core/http/envelope.js';
import { ApiTag, Operation } from '../../../core/http/openapi/operation.js';
import { ParseUuid } from '../../../core/http/params.js';
import { Authenticated, RateLimit, Throws } from '../../../core/http/route-policy.js';
import { CustomerOrderResponse } from '../dto/order.response.js';
import { OrderErrors as E } from '../errors.js';
import { cancellation } from './cancellation.service.js';
import { CancelMyOrderDto } from './dto/cancel.dto.js';

/** Cancel my order before dispatch (issue 21). Another customer's order answers like an unknown one (404). */
@JsonController('/api/mobile/orders')
@ApiTag('Orders') // described once, by MyOrdersController
export class MyOrderCancelController {
  @Post('/:id/cancel')
  @Operation({
    id: 'cancelMyOrder',
    summary: 'Cancel my order before anything shipped: stock put back, a pending refund of what the gateway took; answers the order',
    returns: CustomerOrderResponse,
  })
  @HttpCode(200)
  @Authenticated('customer')
  @RateLimit('CUSTOMER_WRITE')
  @Throws(E.ORDER_NOT_FOUND, E.ORDER_TRANSITION_NOT_ALLOWED, E.ORDER_NOT_CANCELLABLE, E.ORDER_RESTOCK_REFUSED)
  async cancel(@ParseUuid('id') id: string, @Body({ required: false }) body: CancelMyOrderDto) {
    return ok(await cancellation.byCustomer(id, body ?? {}), 'Order cancelled');
  }
}
