import type { HttpRequest } from '../../core/http/http-types.js';
import { Body, Delete, Get, HttpCode, JsonController, Post, Req } from 'routing-controllers';
import { ok } from '../../core/http/envelope.js';
import { Authenticated, CurrentPrincipal, RateLimit, Throws, type Principal } from '../../core/http/route-policy.js';
import { CommonErrors } from '../../core/http/app-error.js';
import { accounts, clientInfo } from './accounts-context.js';
import { EmailLoginDto, PasswordSetDto, RefreshDto } from './dto/auth.dto.js';
import { AccountErrors } from './errors.js';
import { AUTH_LIMITS } from './limits.js';
import { toProfile } from './mappers.js';

/** Admin sign-in and session routes (`/api/auth/*`). */
@JsonController('/api/auth')
export class AuthAdminController {
  @Post('/login/email')
  @HttpCode(200)
  @RateLimit(AUTH_LIMITS.login)
  @Throws(AccountErrors.INVALID_CREDENTIALS, AccountErrors.ACCOUNT_DISABLED, CommonErrors.RATE_LIMITED)
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
}
