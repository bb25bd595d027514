import { Body, Get, JsonController, Post, QueryParams } from 'routing-controllers';
import { CommonErrors } from '../../../core/http/app-error.js';
import { offsetPage, ok } from '../../../core/http/envelope.js';
import { ApiTag, offsetPageOf, Operation } from '../../../core/http/openapi/operation.js';
import { ParseUuid } from '../../../core/http/params.js';
import { Permission, RateLimit, Throws } from '../../../core/http/route-policy.js';
import { OrderErrors as E } from '../errors.js';
import { ApproveRefundDto, RefundsQuery, RejectRefundDto, SettleRefundDto } from './dto/refund.dto.js';
import { RefundResponse } from './dto/refund.response.js';
import { refundsService } from './refunds.service.js';

/** The finance queue (permission module Refunds): list, read, approve with a method, settle with a reference, reject. */
@JsonController('/api/order-refunds')
@ApiTag('Refunds (admin)', 'The finance queue: approve, settle, reject refunds')
export class OrderRefundsAdminController {
  @Get('/')
  @Operation({
    id: 'listOrderRefunds',
    summary: 'The finance queue: refunds (filters status, orderId; sort createdAt, amount)',
    returns: offsetPageOf(RefundResponse),
  })
  @Permission('Refunds_READ')
  @RateLimit('ADMIN_READ')
  @Throws(CommonErrors.VALIDATION_FAILED)
  async list(@QueryParams() q: RefundsQuery) {
    const { rows, count, list } = await refundsService.list(q);
    return offsetPage(rows, count, list.page, list.size, list.paginated);
  }

  @Get('/:id')
  @Operation({ id: 'getOrderRefund', summary: 'Get a refund with its lines and its order cash context', returns: RefundResponse })
  @Permission('Refunds_READ')
  @RateLimit('ADMIN_READ')
  @Throws(E.ORDER_REFUND_NOT_FOUND)
  async detail(@ParseUuid('id') id: string) {
    return ok(await refundsService.get(id));
  }

  @Post('/:id/approve')
  @Operation({ id: 'approveOrderRefund', summary: 'Approve a pending refund, choosing its method', returns: RefundResponse })
  @Permission('Refunds_UPDATE')
  @RateLimit('ADMIN_WRITE')
  @Throws(CommonErrors.VALIDATION_FAILED, E.ORDER_REFUND_NOT_FOUND, E.ORDER_REFUND_TRANSITION_NOT_ALLOWED)
  async approve(@ParseUuid('id') id: string, @Body() body: ApproveRefundDto) {
    return ok(await refundsService.approve(id, body), 'Refund approved');
  }

  @Post('/:id/settle')
  @Operation({ id: 'settleOrderRefund', summary: 'Settle an approved refund with its settlement reference', returns: RefundResponse })
  @Permission('Refunds_UPDATE')
  @RateLimit('ADMIN_WRITE')
  @Throws(CommonErrors.VALIDATION_FAILED, E.ORDER_REFUND_SETTLEMENT_REFERENCE_REQUIRED, E.ORDER_REFUND_NOT_FOUND, E.ORDER_REFUND_TRANSITION_NOT_ALLOWED)
  async settle(@ParseUuid('id') id: string, @Body({ required: false }) body: SettleRefundDto) {
    return ok(await refundsService.settle(id, body ?? {}), 'Refund settled');
  }

  @Post('/:id/reject')
  @Operation({ id: 'rejectOrderRefund', summary: 'Reject a pending refund with a reason (an approved refund can never be rejected)', returns: RefundResponse })
  @Permission('Refunds_UPDATE')
  @RateLimit('ADMIN_WRITE')
  @Throws(CommonErrors.VALIDATION_FAILED, E.ORDER_REFUND_NOT_FOUND, E.ORDER_REFUND_TRANSITION_NOT_ALLOWED)
  async reject(@ParseUuid('id') id: string, @Body() body: RejectRefundDto) {
    return ok(await refundsService.reject(id, body), 'Refund rejected');
  }
}
