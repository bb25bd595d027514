import { Body, Get, HttpCode, JsonController, Post } from 'routing-controllers';
import { CommonErrors } from '../../../core/http/app-error.js';
import { ok } from '../../../core/http/envelope.js';
import { ApiTag, Operation } from '../../../core/http/openapi/operation.js';
import { ParseUuid } from '../../../core/http/params.js';
import { Authenticated, RateLimit, Throws } from '../../../core/http/route-policy.js';
import { OrderErrors as E } from '../errors.js';
import { RequestReturnDto } from './dto/return.dto.js';
import { ReturnResponse } from './dto/return.response.js';
import { returnsService } from './returns.service.js';

/** Request, list and cancel returns on my orders (another customer's order or return: 404). */
@JsonController('/api/mobile/orders')
@ApiTag('Orders') // described once, by MyOrdersController
export class MyOrderReturnsController {
  @Post('/:id/returns')
  @Operation({ id: 'requestMyOrderReturn', summary: 'Request a return of delivered units of my order, within the return window', returns: ReturnResponse })
  @HttpCode(201)
  @Authenticated('customer')
  @RateLimit('CUSTOMER_WRITE')
  @Throws(CommonErrors.VALIDATION_FAILED, E.ORDER_NOT_FOUND, E.ORDER_RETURN_NOT_ELIGIBLE, E.ORDER_RETURN_QUANTITY_UNAVAILABLE)
  async request(@ParseUuid('id') id: string, @Body() body: RequestReturnDto) {
    return ok(await returnsService.request(id, body), 'Return requested');
  }

  @Get('/:id/returns')
  @Operation({ id: 'listMyOrderReturns', summary: 'My returns on one of my orders, oldest first', returns: [ReturnResponse] })
  @Authenticated('customer')
  @RateLimit('CUSTOMER_READ')
  @Throws(E.ORDER_NOT_FOUND)
  async list(@ParseUuid('id') id: string) {
    return ok(await returnsService.mine(id));
  }

  @Post('/:id/returns/:returnId/cancel')
  @Operation({ id: 'cancelMyOrderReturn', summary: 'Cancel my requested return: its units can be returned again', returns: ReturnResponse })
  @Authenticated('customer')
  @RateLimit('CUSTOMER_WRITE')
  @Throws(E.ORDER_NOT_FOUND, E.ORDER_RETURN_NOT_FOUND, E.ORDER_RETURN_TRANSITION_NOT_ALLOWED)
  async cancel(@ParseUuid('id') id: string, @ParseUuid('returnId') returnId: string) {
    return ok(await returnsService.cancel(id, returnId), 'Return cancelled');
  }
}
