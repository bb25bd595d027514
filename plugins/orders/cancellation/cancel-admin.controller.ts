import { Body, HttpCode, JsonController, Post } from 'routing-controllers';
import { ok } from '../../../core/http/envelope.js';
import { ApiTag, Operation } from '../../../core/http/openapi/operation.js';
import { ParseUuid } from '../../../core/http/params.js';
import { Permission, RateLimit, Throws } from '../../../core/http/route-policy.js';
import { AdminOrderResponse } from '../dto/order.response.js';
import { OrderErrors as E } from '../errors.js';
import { cancellation } from './cancellation.service.js';
import { CancelOrderDto } from './dto/cancel.dto.js';

/** Cancel an order before dispatch (issue 21). */
@JsonController('/api/orders')
@ApiTag('Orders (admin)') // described once, by OrdersAdminController
export class OrderCancelAdminController {
  @Post('/:id/cancel')
  @Operation({
    id: 'cancelOrder',
    summary: 'Cancel an order before anything shipped (reason 3..500): stock put back, a pending refund of what the gateway took',
    returns: AdminOrderResponse,
  })
  @HttpCode(200)
  @Permission('Orders_UPDATE')
  @RateLimit('ADMIN_WRITE')
  @Throws(E.ORDER_NOT_FOUND, E.ORDER_TRANSITION_NOT_ALLOWED, E.ORDER_NOT_CANCELLABLE, E.ORDER_RESTOCK_REFUSED)
  async cancel(@ParseUuid('id') id: string, @Body() body: CancelOrderDto) {
    return ok(await cancellation.byAdmin(id, body), 'Order cancelled');
  }
}
