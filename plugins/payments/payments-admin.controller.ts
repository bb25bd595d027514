import { Body, Get, HttpCode, JsonController, Post, QueryParams } from 'routing-controllers';
import { offsetPage, ok } from '../../core/http/envelope.js';
import { ApiTag, offsetPageOf, Operation } from '../../core/http/openapi/operation.js';
import { ParseUuid } from '../../core/http/params.js';
import { Permission, RateLimit, Throws } from '../../core/http/route-policy.js';
import { PaymentListQuery, ResolvePaymentDto } from './dto/payment.dto.js';
import { AdminPaymentDetailResponse, AdminPaymentResponse } from './dto/payment.response.js';
import { PaymentErrors as E } from './errors.js';
import { paymentServices } from './payments-context.js';

/** Payment attempts for administrators (permission module Payments): read, and resolve flagged cases. No route moves money. */
@JsonController('/api/payments')
@ApiTag('Payments (admin)', 'Payment attempts with their timeline, and the reconciliation queue (money moved, no sale recorded)')
export class PaymentsAdminController {
  @Get('/')
  @Operation({
    id: 'listPayments',
    summary: 'List payment attempts (business status, method, customer, checkout, amount range, awaitingReconciliation)',
    returns: offsetPageOf(AdminPaymentResponse),
  })
  @Permission('Payments_READ')
  @RateLimit('ADMIN_READ')
  async list(@QueryParams() q: PaymentListQuery) {
    const page = await paymentServices.admin.list(q);
    return offsetPage(page.rows, page.count, page.page, page.size, page.paginated);
  }

  @Get('/:id')
  @Operation({ id: 'getAdminPayment', summary: 'Get a payment attempt with its timeline and reconciliation', returns: AdminPaymentDetailResponse })
  @Permission('Payments_READ')
  @RateLimit('ADMIN_READ')
  @Throws(E.PAYMENT_ATTEMPT_NOT_FOUND)
  async detail(@ParseUuid('id') id: string) {
    return ok(await paymentServices.admin.detail(id));
  }

  @Post('/:id/resolve')
  @Operation({
    id: 'resolvePayment',
    summary: 'Resolve a flagged payment (records a decision; changes no status, amount or outcome)',
    returns: AdminPaymentDetailResponse,
  })
  @HttpCode(200)
  @Permission('Payments_UPDATE')
  @RateLimit('ADMIN_WRITE')
  @Throws(E.PAYMENT_ATTEMPT_NOT_FOUND, E.PAYMENT_RESOLUTION_NOT_APPLICABLE)
  async resolve(@ParseUuid('id') id: string, @Body() body: ResolvePaymentDto) {
    return ok(await paymentServices.admin.resolve(id, body.note), 'Payment resolved');
  }
}
