import { Body, HttpCode, JsonController, Post } from 'routing-controllers';
import { CommonErrors } from '../../core/http/app-error.js';
import { ok } from '../../core/http/envelope.js';
import { ApiTag, Operation } from '../../core/http/openapi/operation.js';
import { Authenticated, Idempotent, RateLimit, Throws } from '../../core/http/route-policy.js';
import { CartErrors } from '../cart/index.js';
import { CheckoutErrors as C } from '../checkout/index.js';
import { CheckoutPayDto } from './dto/payment.dto.js';
import { PaymentResponse } from './dto/payment.response.js';
import { PaymentErrors as E } from './errors.js';
import { paymentServices } from './payments-context.js';
import { START_REPLAY } from './start-replay.js';

/** POST /api/mobile/checkout/pay: freeze the basket and start its payment in one request (owned by payments, contract of issue 13). */
@JsonController('/api/mobile/checkout')
@ApiTag('Checkout pay', 'Start a checkout session and its payment in one transaction')
export class CheckoutPayController {
  @Post('/pay')
  @Operation({ id: 'payCheckout', summary: 'Freeze the cart into a checkout session and start its payment (one transaction)', returns: PaymentResponse })
  @HttpCode(200)
  @Authenticated('customer')
  @RateLimit('CUSTOMER_CHECKOUT_PAY')
  @Idempotent('checkout-pay', { required: false, replay: START_REPLAY })
  @Throws(
    CommonErrors.VALIDATION_FAILED,
    E.PAYMENT_METHOD_UNAVAILABLE,
    C.CHECKOUT_ADDRESS_NOT_FOUND,
    C.CHECKOUT_CART_EMPTY,
    C.CHECKOUT_CART_CHANGED,
    C.CHECKOUT_CART_NOT_READY,
    C.CHECKOUT_PRODUCT_UNAVAILABLE,
    C.CHECKOUT_INSUFFICIENT_STOCK,
    C.CHECKOUT_ADDRESS_NOT_SERVICEABLE,
    C.CHECKOUT_COUPON_NOT_APPLICABLE,
    C.CHECKOUT_TOTAL_CHANGED,
    C.CHECKOUT_SESSION_MISMATCH,
    C.CHECKOUT_SESSION_EXPIRED,
    E.PAYMENT_ATTEMPT_ALREADY_LIVE,
    E.PAYMENT_VERIFICATION_PENDING,
    E.PAYMENT_ALREADY_SETTLED,
    CartErrors.CART_LOCKED,
  )
  async pay(@Body() body: CheckoutPayDto) {
    return ok(await paymentServices.attempts.pay(body), 'Payment started');
  }
}
