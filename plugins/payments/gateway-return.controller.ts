import { Get, JsonController, Param, Post, Req, Res } from 'routing-controllers';
import type { HttpRequest, HttpResponse } from '../../core/http/http-types.js';
import { ApiTag, Operation, redirectTo } from '../../core/http/openapi/operation.js';
import { Undocumented } from '../../core/http/openapi/undocumented.js';
import { ParseUuid } from '../../core/http/params.js';
import { RateLimit, Throws } from '../../core/http/route-policy.js';
import { PaymentErrors as E } from './errors.js';
import { handleGatewayReturn, type ReturnOutcome } from './gateway-return.js';

/** ePay sends `data` in the query of its redirect; a POST may carry it in a form body. */
function dataOf(req: HttpRequest): unknown {
  const fromBody = req.body && typeof req.body === 'object' ? (req.body as Record<string, unknown>).data : undefined;
  return fromBody ?? req.query.data;
}

async function answer(attemptId: string, token: string, outcome: ReturnOutcome, req: HttpRequest, res: HttpResponse): Promise<HttpResponse> {
  const next = await handleGatewayReturn(attemptId, token, outcome, dataOf(req));
  // the query is a hint only (clients render from GET /api/mobile/payments/{id}); no caching, no Referer with the token
  res.set('Cache-Control', 'no-store').set('Referrer-Policy', 'no-referrer').redirect(303, next);
  return res;
}

const RETURN = redirectTo('303 to {FRONTEND_BASE_URL}{PAYMENT_RESULT_PATH}?status=&payment=&checkout=');

/**
 * The gateway's returns (public; called through the customer's browser by the gateway, not by clients).
 * Left out of the OpenAPI document (spec 03); the @Operation is for the route checks.
 */
@Undocumented()
@JsonController('/api/payments/gateway/return')
@ApiTag('Gateway returns')
export class GatewayReturnController {
  @Get('/:attemptId/:token/success')
  @Operation({ id: 'gatewayReturnSuccessGet', summary: 'Gateway success return', returns: RETURN })
  @RateLimit('PUBLIC_HIGH_FREQUENCY')
  @Throws(E.PAYMENT_ATTEMPT_NOT_FOUND)
  async successGet(@ParseUuid('attemptId') attemptId: string, @Param('token') token: string, @Req() req: HttpRequest, @Res() res: HttpResponse) {
    return answer(attemptId, token, 'success', req, res);
  }

  @Post('/:attemptId/:token/success')
  @Operation({ id: 'gatewayReturnSuccessPost', summary: 'Gateway success return', returns: RETURN })
  @RateLimit('PUBLIC_HIGH_FREQUENCY')
  @Throws(E.PAYMENT_ATTEMPT_NOT_FOUND)
  async successPost(@ParseUuid('attemptId') attemptId: string, @Param('token') token: string, @Req() req: HttpRequest, @Res() res: HttpResponse) {
    return answer(attemptId, token, 'success', req, res);
  }

  @Get('/:attemptId/:token/failure')
  @Operation({ id: 'gatewayReturnFailureGet', summary: 'Gateway failure return', returns: RETURN })
  @RateLimit('PUBLIC_HIGH_FREQUENCY')
  @Throws(E.PAYMENT_ATTEMPT_NOT_FOUND)
  async failureGet(@ParseUuid('attemptId') attemptId: string, @Param('token') token: string, @Req() req: HttpRequest, @Res() res: HttpResponse) {
    return answer(attemptId, token, 'failure', req, res);
  }

  @Post('/:attemptId/:token/failure')
  @Operation({ id: 'gatewayReturnFailurePost', summary: 'Gateway failure return', returns: RETURN })
  @RateLimit('PUBLIC_HIGH_FREQUENCY')
  @Throws(E.PAYMENT_ATTEMPT_NOT_FOUND)
  async failurePost(@ParseUuid('attemptId') attemptId: string, @Param('token') token: string, @Req() req: HttpRequest, @Res() res: HttpResponse) {
    return answer(attemptId, token, 'failure', req, res);
  }
}
