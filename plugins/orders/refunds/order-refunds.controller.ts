import { Body, HttpCode, JsonController, Post } from 'routing-controllers';
import { CommonErrors } from '../../../core/http/app-error.js';
import { ok } from '../../../core/http/envelope.js';
import { ApiTag, Operation } from '../../../core/http/openapi/operation.js';
import { ParseUuid } from '../../../core/http/params.js';
import { Idempotent, Permission, RateLimit, Throws } from '../../../core/http/route-policy.js';
import { OrderErrors as E } from '../errors.js';
import { CreateRefundDto } from './dto/refund.dto.js';
import { RefundResponse } from './dto/refund.response.js';
import { refundsService } from './refunds.service.js';

/** Create a refund from an order's lines (permission module Refunds): the server computes the money. */
@JsonController('/api/orders')
@ApiTag('Refunds (admin)') // described once, by OrderRefundsAdminController
export class OrderRefundCreateController {
  @Post('/:id/refunds')
  @Operation({
    id: 'createOrderRefund',
    summary: "Open a pending refund of an order's lines: each line refunds floor(net x quantity / line quantity), bounded per line and by the paid amount",
    returns: RefundResponse,
  })
  @HttpCode(201)
  @Permission('Refunds_UPDATE')
  @RateLimit('ADMIN_WRITE')
  @Idempotent('order-refund', { required: false })
  @Throws(CommonErrors.VALIDATION_FAILED, E.ORDER_NOT_FOUND, E.ORDER_REFUND_EXCEEDS_PAID)
  async create(@ParseUuid('id') id: string, @Body() body: CreateRefundDto) {
    return ok(await refundsService.create(id, body), 'Refund created');
  }
}
