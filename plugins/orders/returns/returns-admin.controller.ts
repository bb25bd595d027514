import { Body, Get, JsonController, Post, QueryParams } from 'routing-controllers';
import { CommonErrors } from '../../../core/http/app-error.js';
import { offsetPage, ok } from '../../../core/http/envelope.js';
import { ApiTag, offsetPageOf, Operation } from '../../../core/http/openapi/operation.js';
import { ParseUuid } from '../../../core/http/params.js';
import { Permission, RateLimit, Throws } from '../../../core/http/route-policy.js';
import { OrderErrors as E } from '../errors.js';
import { DecideReturnDto, InspectReturnDto, ReturnsQuery } from './dto/return.dto.js';
import { ReturnResponse } from './dto/return.response.js';
import { returnsService } from './returns.service.js';

/** Returns (permission module Returns): list, read, decide, receive, inspect. */
@JsonController('/api/order-returns')
@ApiTag('Returns (admin)', 'Returns: decide, receive, inspect')
export class OrderReturnsAdminController {
  @Get('/')
  @Operation({
    id: 'listOrderReturns',
    summary: 'List returns (filters status, orderId, createdFrom, createdTo; sort createdAt, updatedAt)',
    returns: offsetPageOf(ReturnResponse),
  })
  @Permission('Returns_READ')
  @RateLimit('ADMIN_READ')
  @Throws(CommonErrors.VALIDATION_FAILED)
  async list(@QueryParams() q: ReturnsQuery) {
    const { rows, count, list } = await returnsService.list(q);
    return offsetPage(rows, count, list.page, list.size, list.paginated);
  }

  @Get('/:id')
  @Operation({ id: 'getOrderReturn', summary: 'Get a return with its lines', returns: ReturnResponse })
  @Permission('Returns_READ')
  @RateLimit('ADMIN_READ')
  @Throws(E.ORDER_RETURN_NOT_FOUND)
  async detail(@ParseUuid('id') id: string) {
    return ok(await returnsService.get(id));
  }

  @Post('/:id/decide')
  @Operation({ id: 'decideOrderReturn', summary: 'Approve or reject a requested return (a reason is required to reject)', returns: ReturnResponse })
  @Permission('Returns_UPDATE')
  @RateLimit('ADMIN_WRITE')
  @Throws(CommonErrors.VALIDATION_FAILED, E.ORDER_RETURN_NOT_FOUND, E.ORDER_RETURN_TRANSITION_NOT_ALLOWED)
  async decide(@ParseUuid('id') id: string, @Body() body: DecideReturnDto) {
    return ok(await returnsService.decide(id, body), 'Return decided');
  }

  @Post('/:id/receive')
  @Operation({ id: 'receiveOrderReturn', summary: 'Record that an approved return arrived (every approved unit)', returns: ReturnResponse })
  @Permission('Returns_UPDATE')
  @RateLimit('ADMIN_WRITE')
  @Throws(E.ORDER_RETURN_NOT_FOUND, E.ORDER_RETURN_TRANSITION_NOT_ALLOWED)
  async receive(@ParseUuid('id') id: string) {
    return ok(await returnsService.receive(id), 'Return received');
  }

  @Post('/:id/inspect')
  @Operation({
    id: 'inspectOrderReturn',
    summary: 'Inspect a received return: accepted and rejected units per line; accepted units with restock go back to stock',
    returns: ReturnResponse,
  })
  @Permission('Returns_UPDATE')
  @RateLimit('ADMIN_WRITE')
  @Throws(CommonErrors.VALIDATION_FAILED, E.ORDER_RETURN_NOT_FOUND, E.ORDER_RETURN_TRANSITION_NOT_ALLOWED, E.ORDER_RETURN_INSPECTION_INVALID)
  async inspect(@ParseUuid('id') id: string, @Body() body: InspectReturnDto) {
    return ok(await returnsService.inspect(id, body), 'Return inspected');
  }
}
