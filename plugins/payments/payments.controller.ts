import { Body, Get, HttpCode, JsonController, Post, Res } from 'routing-controllers';
import { CommonErrors } from '../../core/http/app-error.js';
import { ok } from '../../core/http/envelope.js';
import type { HttpResponse } from '../../core/http/http-types.js';
import { ApiTag, Operation } from '../../core/http/openapi/operation.js';
import { ParseUuid } from '../../core/http/params.js';
import { Authenticated, Idempotent, RateLimit, Throws } from '../../core/http/route-policy.js';
import { CheckoutErrors } from '../checkout/index.js';
import { StartPaymentDto } from './dto/payment.dto.js';
import { PaymentMethodResponse, PaymentResponse } from './dto/payment.response.js';
import { PaymentErrors as E } from './errors.js';
import { paymentServices } from './payments-context.js';
import { START_REPLAY } from './start-replay.js';

/** The signed-in customer's payments (spec 03 "Payments", customer surface). */
@JsonController('/api/mobile/payments')
@ApiTag('Payments', 'Pay a checkout session: cash on delivery, or the redirect gateway (a signed form the client posts), then poll')
export class PaymentsController {
  @Get('/methods')
  @Operation({ id: 'listPaymentMethods', summary: 'The enabled payment methods (cod always; gateway when configured)', returns: [PaymentMethodResponse] })
  @Authenticated('customer')
  @RateLimit('CUSTOMER_READ')
  async methods() {
    return ok(paymentServices.attempts.methods());
  }

  @Post('/')
  @Operation({
    id: 'startPayment',
    summary: 'Start paying a checkout (201 new attempt; 200 when one with this method was in flight)',
    returns: PaymentResponse,
  })
  @Authenticated('customer')
  @RateLimit('CUSTOMER_WRITE')
  @Idempotent('payment-start', { required: false, replay: START_REPLAY })
  @Throws(
    CommonErrors.VALIDATION_FAILED,
    E.PAYMENT_METHOD_UNAVAILABLE,
    CheckoutErrors.CHECKOUT_SESSION_NOT_FOUND,
    CheckoutErrors.CHECKOUT_SESSION_EXPIRED,
    E.PAYMENT_ATTEMPT_ALREADY_LIVE,
    E.PAYMENT_VERIFICATION_PENDING,
    E.PAYMENT_ALREADY_SETTLED,
  )
  async start(@Body() body: StartPaymentDto, @Res() res: HttpResponse) {
    const { payment, created } = await paymentServices.attempts.start(body.checkoutId, body.method);
    res.status(created ? 201 : 200);
    return ok(payment, created ? 'Payment started' : 'Payment already in progress');
  }

  @Get('/:id')
  @Operation({ id: 'getPayment', summary: 'Poll a payment (stored state; never asks the gateway, no redirect)', returns: PaymentResponse })
  @Authenticated('customer')
  @RateLimit('CUSTOMER_READ')
  @Throws(E.PAYMENT_ATTEMPT_NOT_FOUND)
  async get(@ParseUuid('id') id: string) {
    return ok(await paymentServices.attempts.get(id));
  }

  @Post('/:id/cancel')
  @Operation({ id: 'cancelPayment', summary: 'Cancel a payment in flight (the checkout returns to pending_payment, holds kept)', returns: PaymentResponse })
  @HttpCode(200)
  @Authenticated('customer')
  @RateLimit('CUSTOMER_WRITE')
  @Throws(E.PAYMENT_ATTEMPT_NOT_FOUND, E.PAYMENT_ATTEMPT_NOT_CANCELLABLE, E.PAYMENT_VERIFICATION_PENDING)
  async cancel(@ParseUuid('id') id: string) {
    return ok(await paymentServices.attempts.cancel(id), 'Payment cancelled');
  }
}
