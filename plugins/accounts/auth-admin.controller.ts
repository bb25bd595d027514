import type { HttpRequest } from '../../core/http/http-types.js';
import { Body, Delete, Get, HttpCode, JsonController, Post, Req } from 'routing-controllers';
import { ok } from '../../core/http/envelope.js';
import { Authenticated, CurrentPrincipal, RateLimit, Throws, type Principal } from '../../core/http/route-policy.js';
import { CommonErrors } from '../../core/http/app-error.js';
import { accounts, clientInfo } from './accounts-context.js';
import { EmailLoginDto, PasswordSetDto, RefreshDto } from './dto/auth.dto.js';
import { CodeOrTokenDto, EmailDto, PhoneConfirmDto, PhoneRequestDto, ResetPasswordDto } from './dto/flows.dto.js';
import { AccountErrors } from './errors.js';
import { AUTH_LIMITS } from './limits.js';
import { toProfile } from './mappers.js';
import { FLOW_MESSAGES } from './flow-messages.js';

/** Admin sign-in, session, password and verification routes (`/api/auth/*`). */
@JsonController('/api/auth')
export class AuthAdminController {
  @Post('/login/email')
  @HttpCode(200)
  @RateLimit(AUTH_LIMITS.login)
  @Throws(AccountErrors.INVALID_CREDENTIALS, AccountErrors.ACCOUNT_DISABLED, AccountErrors.ACCOUNT_PENDING_DELETION, CommonErrors.RATE_LIMITED)
  async login(@Body() body: EmailLoginDto, @Req() req: HttpRequest) {
    return ok(await accounts.auth.loginWithPassword('admin', body.email, body.password, clientInfo(req, body.deviceInfo)), 'Signed in');
  }

  @Post('/refresh')
  @HttpCode(200)
  @RateLimit(AUTH_LIMITS.refresh)
  @Throws(AccountErrors.REFRESH_TOKEN_INVALID)
  async refresh(@Body() body: RefreshDto) {
    const { user, tokens } = await accounts.sessions.refresh(body.refreshToken, 'admin');
    return ok({ user: toProfile(user), tokens }, 'Tokens refreshed');
  }

  @Delete('/logout')
  @Authenticated('admin')
  async logout(@CurrentPrincipal() principal: Principal) {
    await accounts.sessions.revoke(principal.sessionId);
    return ok(null, 'Signed out');
  }

  @Get('/me')
  @Authenticated('admin')
  async me(@CurrentPrincipal() principal: Principal) {
    return ok(await accounts.auth.me(principal));
  }

  @Get('/permissions')
  @Authenticated('admin')
  async permissions(@CurrentPrincipal() principal: Principal) {
    return ok(await accounts.auth.permissions(principal));
  }

  @Post('/password/set')
  @HttpCode(200)
  @Authenticated('admin')
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
    await accounts.passwordReset.forgot('admin', body.email);
    return ok({ success: true }, FLOW_MESSAGES.forgot);
  }

  @Post('/password/reset')
  @HttpCode(200)
  @RateLimit(AUTH_LIMITS.passwordReset)
  @Throws(AccountErrors.CODE_INVALID, CommonErrors.RATE_LIMITED)
  async resetPassword(@Body() body: ResetPasswordDto) {
    await accounts.passwordReset.reset('admin', body);
    return ok(null, FLOW_MESSAGES.reset);
  }

  @Post('/email/verify/resend')
  @HttpCode(200)
  @RateLimit(AUTH_LIMITS.emailResend)
  @Throws(CommonErrors.RATE_LIMITED)
  async resendEmailVerification(@Body() body: EmailDto) {
    await accounts.verification.resendEmailVerification('admin', body.email);
    return ok({ success: true }, FLOW_MESSAGES.resend);
  }

  @Post('/email/verify/confirm')
  @HttpCode(200)
  @RateLimit(AUTH_LIMITS.emailConfirm)
  @Throws(AccountErrors.CODE_INVALID, CommonErrors.RATE_LIMITED)
  async confirmEmail(@Body() body: CodeOrTokenDto) {
    return ok(await accounts.verification.confirmEmail('admin', body), FLOW_MESSAGES.emailVerified);
  }

  @Post('/phone/verify/request')
  @HttpCode(200)
  @Authenticated('admin')
  @RateLimit(AUTH_LIMITS.phoneRequest)
  @Throws(AccountErrors.SMS_DELIVERY_FAILED, CommonErrors.RATE_LIMITED)
  async requestPhoneVerification(@CurrentPrincipal() principal: Principal, @Body() body: PhoneRequestDto) {
    await accounts.verification.requestPhoneVerification(principal, body.phone);
    return ok({ success: true }, 'A verification code was sent to the phone number');
  }

  @Post('/phone/verify/confirm')
  @HttpCode(200)
  @Authenticated('admin')
  @RateLimit(AUTH_LIMITS.phoneConfirm)
  @Throws(AccountErrors.CODE_INVALID, CommonErrors.RATE_LIMITED)
  async confirmPhone(@CurrentPrincipal() principal: Principal, @Body() body: PhoneConfirmDto) {
    return ok(await accounts.verification.confirmPhone(principal, body.otp), 'Phone number verified');
  }
}
