import { Body, Get, HttpCode, JsonController, Post, Res } from 'routing-controllers';
import { CommonErrors } from '../../core/http/app-error.js';
import { ok } from '../../core/http/envelope.js';
import type { HttpResponse } from '../../core/http/http-types.js';
import { ApiTag, Operation } from '../../core/http/openapi/operation.js';
import { ParseUuid } from '../../core/http/params.js';
import { Authenticated, RateLimit, Throws } from '../../core/http/route-policy.js';
import { CartErrors } from '../cart/index.js';
import { checkout } from './checkout-context.js';
import { QuoteCheckoutDto, StartCheckoutDto } from './dto/checkout.dto.js';
import { CheckoutQuoteResponse, CheckoutSessionOrNull, CheckoutSessionResponse } from './dto/checkout.response.js';
import { CheckoutErrors as E } from './errors.js';

/** The signed-in customer's checkout (spec 03 "Checkout - customer"); POST /pay is the payments plugin's. */
@JsonController('/api/mobile/checkout')
@ApiTag('Checkout', 'Quote the cart, start a checkout session (stock and coupon held, prices frozen), read or cancel it')
export class CheckoutController {
  @Post('/quote')
  @Operation({ id: 'quoteCheckout', summary: 'Price the cart for delivery or pickup; writes nothing', returns: CheckoutQuoteResponse })
  @HttpCode(200)
  @Authenticated('customer')
  @RateLimit('CUSTOMER_CHECKOUT_QUOTE')
  @Throws(
    CommonErrors.VALIDATION_FAILED,
    E.CHECKOUT_ADDRESS_NOT_ALLOWED_FOR_PICKUP,
    E.CHECKOUT_ADDRESS_REQUIRED_FOR_DELIVERY,
    E.CHECKOUT_ADDRESS_NOT_FOUND,
    CartErrors.CART_AMOUNT_TOO_LARGE,
  )
  async quote(@Body() body: QuoteCheckoutDto) {
    return ok(await checkout.sessions.quote(body));
  }

  @Post('/')
  @Operation({
    id: 'startCheckout',
    summary: 'Start a checkout session (201); a repeat with the same inputs returns the live one (200)',
    returns: CheckoutSessionResponse,
  })
  @Authenticated('customer')
  @RateLimit('CUSTOMER_CHECKOUT_ATTEMPT')
  @Throws(
    CommonErrors.VALIDATION_FAILED,
    E.CHECKOUT_ADDRESS_NOT_FOUND,
    E.CHECKOUT_CART_EMPTY,
    E.CHECKOUT_CART_CHANGED,
    E.CHECKOUT_CART_NOT_READY,
    E.CHECKOUT_PRODUCT_UNAVAILABLE,
    E.CHECKOUT_INSUFFICIENT_STOCK,
    E.CHECKOUT_ADDRESS_NOT_SERVICEABLE,
    E.CHECKOUT_COUPON_NOT_APPLICABLE,
    E.CHECKOUT_SESSION_MISMATCH,
    CartErrors.CART_AMOUNT_TOO_LARGE,
  )
  async start(@Body() body: StartCheckoutDto, @Res() res: HttpResponse) {
    const { session, created } = await checkout.sessions.start(body);
    res.status(created ? 201 : 200);
    return ok(session, created ? 'Checkout started' : 'Checkout in progress');
  }

  @Get('/active')
  @Operation({ id: 'getActiveCheckout', summary: 'My live checkout session (null when none; an expired one reads expired)', returns: CheckoutSessionOrNull })
  @Authenticated('customer')
  @RateLimit('CUSTOMER_READ')
  async active() {
    return ok(await checkout.sessions.active());
  }

  @Post('/:id/cancel')
  @Operation({ id: 'cancelCheckout', summary: 'Cancel my pending checkout session: holds released, cart unlocked', returns: CheckoutSessionResponse })
  @HttpCode(200)
  @Authenticated('customer')
  @RateLimit('CUSTOMER_WRITE')
  @Throws(E.CHECKOUT_SESSION_NOT_FOUND, E.CHECKOUT_PAYMENT_IN_PROGRESS, E.CHECKOUT_SESSION_EXPIRED, E.CHECKOUT_SESSION_NOT_CANCELLABLE)
  async cancel(@ParseUuid('id') id: string) {
    return ok(await checkout.sessions.cancelMine(id), 'Checkout cancelled');
  }
}
