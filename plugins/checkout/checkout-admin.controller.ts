import { Get, HttpCode, JsonController, Post, QueryParams } from 'routing-controllers';
import { offsetPage, ok } from '../../core/http/envelope.js';
import { ApiTag, offsetPageOf, Operation } from '../../core/http/openapi/operation.js';
import { ParseUuid } from '../../core/http/params.js';
import { Permission, RateLimit, Throws } from '../../core/http/route-policy.js';
import { adminReads } from './admin-reads.js';
import { checkout } from './checkout-context.js';
import { SessionListQuery } from './dto/checkout.dto.js';
import { AdminSessionListItemResponse, AdminSessionResponse } from './dto/checkout.response.js';
import { CheckoutErrors as E } from './errors.js';

/** Checkout sessions for operators (permission module Checkout; spec 03 "Checkout - admin"). */
@JsonController('/api/checkout/sessions')
@ApiTag('Checkout sessions (admin)', "Customers' checkout sessions: list, detail, cancel a pending one, force-expire one stuck at a gateway")
export class CheckoutAdminController {
  @Get('/')
  @Operation({
    id: 'listCheckoutSessions',
    summary: 'List checkout sessions (filters status as read, customerId, created range, total range)',
    returns: offsetPageOf(AdminSessionListItemResponse),
  })
  @Permission('Checkout_READ')
  @RateLimit('ADMIN_READ')
  async list(@QueryParams() q: SessionListQuery) {
    const { rows, count, list } = await adminReads.list(q);
    return offsetPage(rows, count, list.page, list.size, list.paginated);
  }

  @Get('/:id')
  @Operation({ id: 'getCheckoutSession', summary: 'Get a checkout session with its lines, settlement and how it ended', returns: AdminSessionResponse })
  @Permission('Checkout_READ')
  @RateLimit('ADMIN_READ')
  @Throws(E.CHECKOUT_SESSION_NOT_FOUND)
  async detail(@ParseUuid('id') id: string) {
    return ok(await adminReads.detail(id));
  }

  @Post('/:id/cancel')
  @Operation({
    id: 'cancelCheckoutSession',
    summary: 'Cancel a pending_payment session (holds released; the acting administrator recorded)',
    returns: AdminSessionResponse,
  })
  @HttpCode(200)
  @Permission('Checkout_UPDATE')
  @RateLimit('ADMIN_WRITE')
  @Throws(E.CHECKOUT_SESSION_NOT_FOUND, E.CHECKOUT_PAYMENT_IN_PROGRESS, E.CHECKOUT_SESSION_EXPIRED, E.CHECKOUT_SESSION_NOT_CANCELLABLE)
  async cancel(@ParseUuid('id') id: string) {
    return ok(await adminReads.ofSession(await checkout.sessions.cancelByAdmin(id)), 'Checkout session cancelled');
  }

  @Post('/:id/expire')
  @Operation({
    id: 'expireCheckoutSession',
    summary: 'Force-expire a pending_payment or payment_in_progress session (a payment in flight expires with it)',
    returns: AdminSessionResponse,
  })
  @HttpCode(200)
  @Permission('Checkout_UPDATE')
  @RateLimit('ADMIN_WRITE')
  @Throws(E.CHECKOUT_SESSION_NOT_FOUND, E.CHECKOUT_SESSION_NOT_CANCELLABLE)
  async expire(@ParseUuid('id') id: string) {
    return ok(await adminReads.ofSession(await checkout.sessions.expireByAdmin(id)), 'Checkout session expired');
  }
}
