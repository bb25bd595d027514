import { Body, Delete, Get, HttpCode, JsonController, Post, QueryParam, Req, Res, UseBefore } from 'routing-controllers';
import type { OAuthProviderName } from '../../../config/index.js';
import { CommonErrors, invalidField } from '../../../core/http/app-error.js';
import { ok } from '../../../core/http/envelope.js';
import type { HttpRequest, HttpResponse } from '../../../core/http/http-types.js';
import { Authenticated, RateLimit, Throws } from '../../../core/http/route-policy.js';
import { clientInfo } from '../accounts-context.js';
import { AccountErrors } from '../errors.js';
import { ExchangeCodeDto, StartLinkDto } from './dto/federated.dto.js';
import { federatedServices as services } from './federated-context.js';
import { FederatedErrors as E, ProviderErrors } from './errors.js';
import { FEDERATED_LIMITS } from './limits.js';
import { providerEnabled } from './provider-gate.js';
import { unlinkProvider } from './unlink.service.js';
import { ApiTag, Operation, redirectTo } from '../../../core/http/openapi/operation.js';
import { SignInResponse } from '../dto/account.response.js';
import { AuthorizationUrlResponse } from './dto/federated.response.js';

const START_ERRORS = [E.PROVIDER_NOT_ENABLED, E.PROVIDER_NOT_CONFIGURED, E.REDIRECT_URI_NOT_ALLOWED, CommonErrors.VALIDATION_FAILED];
const CALLBACK_ERRORS = [E.PROVIDER_NOT_ENABLED, E.STATE_INVALID, E.STATE_NOT_BOUND_TO_BROWSER];
const exchangeErrors = (p: OAuthProviderName) => [
  E.PROVIDER_NOT_ENABLED,
  E.CODE_INVALID,
  ProviderErrors[p].EMAIL_REQUIRED,
  ProviderErrors[p].LOGIN_NOT_ALLOWED_FOR_ADMIN,
  ProviderErrors[p].ACCOUNT_LINK_REQUIRED,
  E.ACCOUNT_RECOVERY_REQUIRED,
  E.EMAIL_UNAVAILABLE,
  E.IDENTITY_ALREADY_LINKED,
  AccountErrors.ACCOUNT_DISABLED,
  AccountErrors.INVALID_CREDENTIALS,
];

function redirect(res: HttpResponse, url: string): HttpResponse {
  // the URL carries a state or a one-time code: not for caches, not for the next page's Referer
  res.set('Cache-Control', 'no-store').set('Referrer-Policy', 'no-referrer').redirect(302, url);
  return res;
}

function requiredRedirectUri(value: unknown): string {
  if (typeof value !== 'string' || !value) {
    throw invalidField('redirect_uri', 'redirect_uri is required');
  }
  return value;
}

/*
 * @UseBefore(providerEnabled(...)) stays the decorator nearest each method: applied first, it runs before
 * the route policy (authentication, rate limit), so a provider left off answers 503 on all its routes.
 */

/**
 * Federated sign-in on the customer surface (`/api/mobile/auth/{provider}...`). One method per provider
 * and route: a `:provider` path parameter would also capture the other `/api/mobile/auth/*` routes.
 */
@JsonController('/api/mobile/auth')
@ApiTag('Federated sign-in', 'Customer sign-in and account linking through the OpenID Connect providers (browser redirects, then a code exchange)')
export class FederatedController {
  private async start(provider: OAuthProviderName, redirectUri: unknown, req: HttpRequest, res: HttpResponse) {
    const uri = requiredRedirectUri(redirectUri);
    return redirect(res, await services.flow.start(provider, uri, req, res));
  }

  private async callback(provider: OAuthProviderName, req: HttpRequest, res: HttpResponse) {
    return redirect(res, await services.flow.callback(provider, req));
  }

  private async exchange(provider: OAuthProviderName, body: ExchangeCodeDto, req: HttpRequest) {
    return ok(await services.exchange.exchange(provider, body.code, clientInfo(req, body.deviceInfo)), 'Signed in');
  }

  @Get('/idp-verified')
  @Operation({
    id: 'startIdpVerifiedSignIn',
    summary: 'Start signing in with idp-verified (redirects to the provider)',
    returns: redirectTo("To the provider's authorization page"),
  })
  @RateLimit(FEDERATED_LIMITS.start)
  @Throws(...START_ERRORS)
  @UseBefore(providerEnabled('idp-verified'))
  async startVerified(@QueryParam('redirect_uri', { required: true }) redirectUri: string, @Req() req: HttpRequest, @Res() res: HttpResponse) {
    return this.start('idp-verified', redirectUri, req, res);
  }

  @Get('/idp-unverified')
  @Operation({
    id: 'startIdpUnverifiedSignIn',
    summary: 'Start signing in with idp-unverified (redirects to the provider)',
    returns: redirectTo("To the provider's authorization page"),
  })
  @RateLimit(FEDERATED_LIMITS.start)
  @Throws(...START_ERRORS)
  @UseBefore(providerEnabled('idp-unverified'))
  async startUnverified(@QueryParam('redirect_uri', { required: true }) redirectUri: string, @Req() req: HttpRequest, @Res() res: HttpResponse) {
    return this.start('idp-unverified', redirectUri, req, res);
  }

  @Get('/idp-verified/callback')
  @Operation({
    id: 'completeIdpVerifiedSignIn',
    summary: 'Provider callback of idp-verified (redirects to the app with a one-time code)',
    returns: redirectTo('To the redirect_uri given at the start, with a one-time code or an error'),
  })
  @RateLimit(FEDERATED_LIMITS.callback)
  @Throws(...CALLBACK_ERRORS)
  @UseBefore(providerEnabled('idp-verified'))
  async callbackVerified(@Req() req: HttpRequest, @Res() res: HttpResponse) {
    return this.callback('idp-verified', req, res);
  }

  @Get('/idp-unverified/callback')
  @Operation({
    id: 'completeIdpUnverifiedSignIn',
    summary: 'Provider callback of idp-unverified (redirects to the app with a one-time code)',
    returns: redirectTo('To the redirect_uri given at the start, with a one-time code or an error'),
  })
  @RateLimit(FEDERATED_LIMITS.callback)
  @Throws(...CALLBACK_ERRORS)
  @UseBefore(providerEnabled('idp-unverified'))
  async callbackUnverified(@Req() req: HttpRequest, @Res() res: HttpResponse) {
    return this.callback('idp-unverified', req, res);
  }

  @Post('/idp-verified/exchange')
  @Operation({ id: 'exchangeIdpVerifiedCode', summary: 'Exchange an idp-verified one-time code for tokens', returns: SignInResponse })
  @HttpCode(200)
  @RateLimit(FEDERATED_LIMITS.exchange)
  @Throws(...exchangeErrors('idp-verified'))
  @UseBefore(providerEnabled('idp-verified'))
  async exchangeVerified(@Body() body: ExchangeCodeDto, @Req() req: HttpRequest) {
    return this.exchange('idp-verified', body, req);
  }

  @Post('/idp-unverified/exchange')
  @Operation({ id: 'exchangeIdpUnverifiedCode', summary: 'Exchange an idp-unverified one-time code for tokens', returns: SignInResponse })
  @HttpCode(200)
  @RateLimit(FEDERATED_LIMITS.exchange)
  @Throws(...exchangeErrors('idp-unverified'))
  @UseBefore(providerEnabled('idp-unverified'))
  async exchangeUnverified(@Body() body: ExchangeCodeDto, @Req() req: HttpRequest) {
    return this.exchange('idp-unverified', body, req);
  }

  @Post('/idp-unverified/link')
  @Operation({ id: 'startIdpUnverifiedLink', summary: 'Start linking idp-unverified to the signed-in account', returns: AuthorizationUrlResponse })
  @HttpCode(200)
  @Authenticated('customer')
  @RateLimit('CUSTOMER_WRITE')
  @Throws(...START_ERRORS)
  @UseBefore(providerEnabled('idp-unverified'))
  async startLink(@Body() body: StartLinkDto, @Req() req: HttpRequest, @Res() res: HttpResponse) {
    const authorizationUrl = await services.flow.start('idp-unverified', body.redirectUri, req, res, 'link');
    res.set('Cache-Control', 'no-store');
    return ok({ authorizationUrl }, 'Open authorizationUrl in the browser to link the account');
  }

  @Delete('/idp-unverified/link')
  @Operation({ id: 'unlinkIdpUnverified', summary: 'Unlink idp-unverified from the signed-in account', returns: null })
  @Authenticated('customer')
  @RateLimit('CUSTOMER_WRITE')
  @Throws(E.PROVIDER_NOT_ENABLED, E.LINK_NOT_FOUND, E.LAST_CREDENTIAL)
  @UseBefore(providerEnabled('idp-unverified'))
  async unlink() {
    await unlinkProvider('idp-unverified');
    return ok(null, 'The provider is no longer linked');
  }
}
