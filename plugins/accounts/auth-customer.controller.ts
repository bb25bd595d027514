import type { HttpRequest } from '../../core/http/http-types.js';
import { Body, HttpCode, JsonController, Post, Req } from 'routing-controllers';
import { CommonErrors } from '../../core/http/app-error.js';
import { ok } from '../../core/http/envelope.js';
import { RateLimit, Throws } from '../../core/http/route-policy.js';
import { accounts, clientInfo } from './accounts-context.js';
import { CustomerLoginDto, RegisterDto } from './dto/flows.dto.js';
import { AccountErrors } from './errors.js';
import { AUTH_LIMITS } from './limits.js';
import { ApiTag, Operation } from '../../core/http/openapi/operation.js';
import { SignInResponse } from './dto/account.response.js';

/** Customer registration and sign-in (`/api/mobile/auth/*`); the shared routes are in auth-session.controller.ts. */
@JsonController('/api/mobile/auth')
@ApiTag('Customer auth', 'Customer registration, sign-in, session, password and email verification (`/api/mobile/auth/*`)')
export class AuthCustomerController {
  @Post('/register')
  @Operation({ id: 'registerCustomer', summary: 'Register a customer account and sign in', returns: SignInResponse })
  @HttpCode(201)
  @RateLimit(AUTH_LIMITS.register)
  @Throws(AccountErrors.ACCOUNT_PENDING_DELETION, AccountErrors.EMAIL_VERIFICATION_PENDING, AccountErrors.EMAIL_ALREADY_EXISTS, CommonErrors.RATE_LIMITED)
  async register(@Body() body: RegisterDto, @Req() req: HttpRequest) {
    return ok(await accounts.customers.register(body, clientInfo(req, body.deviceInfo)), 'Account created; check your email for the verification code');
  }

  @Post('/login/email')
  @Operation({ id: 'signInCustomer', summary: 'Sign in as a customer with email and password', returns: SignInResponse })
  @HttpCode(200)
  @RateLimit(AUTH_LIMITS.login)
  @Throws(AccountErrors.INVALID_CREDENTIALS, AccountErrors.ACCOUNT_DISABLED, AccountErrors.ACCOUNT_PENDING_DELETION, CommonErrors.RATE_LIMITED)
  async login(@Body() body: CustomerLoginDto, @Req() req: HttpRequest) {
    const signIn = () => accounts.auth.loginWithPassword('customer', body.email, body.password, clientInfo(req, body.deviceInfo));
    return ok(await accounts.signInLockout.attempt(body.email, signIn, req.res), 'Signed in');
  }
}
