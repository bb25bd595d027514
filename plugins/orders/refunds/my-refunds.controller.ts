import { Get, JsonController } from 'routing-controllers';
import { ok } from '../../../core/http/envelope.js';
import { ApiTag, Operation } from '../../../core/http/openapi/operation.js';
import { ParseUuid } from '../../../core/http/params.js';
import { Authenticated, RateLimit, Throws } from '../../../core/http/route-policy.js';
import { OrderErrors as E } from '../errors.js';
import { RefundResponse } from './dto/refund.response.js';
import { refundsService } from './refunds.service.js';

/** My refunds on an order, with their cash context (another customer's order: 404). */
@JsonController('/api/mobile/orders')
@ApiTag('Orders') // described once, by MyOrdersController
export class MyOrderRefundsController {
  @Get('/:id/refunds')
  @Operation({ id: 'listMyOrderRefunds', summary: 'My refunds on one of my orders, oldest first, with their cash context', returns: [RefundResponse] })
  @Authenticated('customer')
  @RateLimit('CUSTOMER_READ')
  @Throws(E.ORDER_NOT_FOUND)
  async list(@ParseUuid('id') id: string) {
    return ok(await refundsService.mine(id));
  }
}
