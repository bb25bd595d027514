import type { HttpRequest } from '../../core/http/http-types.js';
import { Body, Delete, Get, HttpCode, JsonController, Post, Req } from 'routing-controllers';
import { CommonErrors } from '../../core/http/app-error.js';
import { ok } from '../../core/http/envelope.js';
import { Authenticated, CurrentPrincipal, RateLimit, Throws, type Principal } from '../../core/http/route-policy.js';
import { accounts, clientInfo } from './accounts-context.js';
import { PasswordSetDto, RefreshDto } from './dto/auth.dto.js';
import { CodeOrTokenDto, CustomerLoginDto, EmailDto, RegisterDto, ResetPasswordDto } from './dto/flows.dto.js';
import { AccountErrors } from './errors.js';
import { FLOW_MESSAGES } from './flow-messages.js';
import { AUTH_LIMITS } from './limits.js';
import { toProfile } from './mappers.js';

/** Customer registration, sign-in, session, password and email verification routes (`/api/mobile/auth/*`). */
@JsonController('/api/mobile/auth')
export class AuthCustomerController {
  @Post('/register')
  @HttpCode(201)
  @RateLimit(AUTH_LIMITS.register)
  @Throws(AccountErrors.ACCOUNT_PENDING_DELETION, AccountErrors.EMAIL_VERIFICATION_PENDING, AccountErrors.EMAIL_ALREADY_EXISTS, CommonErrors.RATE_LIMITED)
  async register(@Body() body: RegisterDto, @Req() req: HttpRequest) {
    return ok(await accounts.customers.register(body, clientInfo(req, body.deviceInfo)), 'Account created; check your email for the verification code');
  }

  @Post('/login/email')
  @HttpCode(200)
  @RateLimit(AUTH_LIMITS.login)
  @Throws(AccountErrors.INVALID_CREDENTIALS, AccountErrors.ACCOUNT_DISABLED, AccountErrors.ACCOUNT_PENDING_DELETION, CommonErrors.RATE_LIMITED)
  async login(@Body() body: CustomerLoginDto, @Req() req: HttpRequest) {
    return ok(await accounts.auth.loginWithPassword('customer', body.email, body.password, clientInfo(req, body.deviceInfo)), 'Signed in');
  }

  @Post('/refresh')
  @HttpCode(200)
  @RateLimit(AUTH_LIMITS.refresh)
  @Throws(AccountErrors.REFRESH_TOKEN_INVALID, CommonErrors.RATE_LIMITED)
  async refresh(@Body() body: RefreshDto) {
    const { user, tokens } = await accounts.sessions.refresh(body.refreshToken, 'customer');
    return ok({ user: toProfile(user), tokens }, 'Tokens refreshed');
  }

  @Delete('/logout')
  @Authenticated('customer')
  @RateLimit('CUSTOMER_WRITE')
  async logout(@CurrentPrincipal() principal: Principal) {
    await accounts.sessions.revoke(principal.sessionId);
    return ok(null, 'Signed out');
  }

  @Get('/me')
  @Authenticated('customer')
  @RateLimit('CUSTOMER_READ')
  async me(@CurrentPrincipal() principal: Principal) {
    return ok(await accounts.auth.me(principal));
  }

  @Post('/password/set')
  @HttpCode(200)
  @Authenticated('customer')
  @RateLimit(AUTH_LIMITS.passwordSet)
  @Throws(AccountErrors.CURRENT_PASSWORD_REQUIRED, AccountErrors.CURRENT_PASSWORD_INVALID, CommonErrors.RATE_LIMITED)
  async setPassword(@CurrentPrincipal() principal: Principal, @Body() body: PasswordSetDto) {
    await accounts.auth.setPassword(principal, body.newPassword, body.currentPassword);
    return ok(null, 'Password updated');
  }

  @Post('/password/forgot')
  @HttpCode(200)
  @RateLimit(AUTH_LIMITS.passwordForgot)
  @Throws(CommonErrors.RATE_LIMITED)
  async forgotPassword(@Body() body: EmailDto) {
    await accounts.passwordReset.forgot('customer', body.email);
    return ok({ success: true }, FLOW_MESSAGES.forgot);
  }

  @Post('/password/reset')
  @HttpCode(200)
  @RateLimit(AUTH_LIMITS.passwordReset)
  @Throws(AccountErrors.CODE_INVALID, CommonErrors.RATE_LIMITED)
  async resetPassword(@Body() body: ResetPasswordDto) {
    await accounts.passwordReset.reset('customer', body);
    return ok(null, FLOW_MESSAGES.reset);
  }

  @Post('/email/verify/resend')
  @HttpCode(200)
  @RateLimit(AUTH_LIMITS.emailResend)
  @Throws(CommonErrors.RATE_LIMITED)
  async resendEmailVerification(@Body() body: EmailDto) {
    await accounts.verification.resendEmailVerification('customer', body.email);
    return ok({ success: true }, FLOW_MESSAGES.resend);
  }

  @Post('/email/verify/confirm')
  @HttpCode(200)
  @RateLimit(AUTH_LIMITS.emailConfirm)
  @Throws(AccountErrors.CODE_INVALID, CommonErrors.RATE_LIMITED)
  async confirmEmail(@Body() body: CodeOrTokenDto) {
    return ok(await accounts.verification.confirmEmail('customer', body), FLOW_MESSAGES.emailVerified);
  }
}
