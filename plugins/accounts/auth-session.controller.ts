import { Body, Delete, Get, HttpCode, JsonController, Post } from 'routing-controllers';
import { CommonErrors } from '../../core/http/app-error.js';
import { ok } from '../../core/http/envelope.js';
import type { RateLimitClass } from '../../core/http/rate-limit/classes.js';
import { Authenticated, RateLimit, Throws } from '../../core/http/route-policy.js';
import { surfaceController } from '../../core/http/surface.js';
import { accounts } from './accounts-context.js';
import { PasswordSetDto, RefreshDto } from './dto/auth.dto.js';
import { CodeOrTokenDto, EmailDto, ResetPasswordDto } from './dto/flows.dto.js';
import type { UserKind } from './entities/user.entity.js';
import { AccountErrors } from './errors.js';
import { FLOW_MESSAGES } from './flow-messages.js';
import { AUTH_LIMITS } from './limits.js';
import { toProfile } from './mappers.js';
import { ApiTag, Operation } from '../../core/http/openapi/operation.js';
import { SuccessResponse } from '../../core/http/openapi/common-responses.js';
import { MeResponse, ProfileResponse, SignInResponse } from './dto/account.response.js';

/**
 * The session, password and email-verification routes both surfaces share (`/api/auth/*` for admins,
 * `/api/mobile/auth/*` for customers); each surface's own routes (sign-in, registration, phone) are in
 * its controller. Codes, tokens and sessions of one surface are refused on the other.
 */
function authSessionController(kind: UserKind, base: string, classes: { read: RateLimitClass; write: RateLimitClass }) {
  const K = kind === 'admin' ? 'Admin' : 'Customer';

  @JsonController(base)
  @ApiTag(`${K} auth`)
  class AuthSessionController {
    @Post('/refresh')
    @Operation({ id: `refresh${K}Session`, summary: 'Exchange a refresh token for new tokens', returns: SignInResponse })
    @HttpCode(200)
    @RateLimit(AUTH_LIMITS.refresh)
    @Throws(AccountErrors.REFRESH_TOKEN_INVALID, CommonErrors.RATE_LIMITED)
    async refresh(@Body() body: RefreshDto) {
      const { user, tokens } = await accounts.sessions.refresh(body.refreshToken, kind);
      return ok({ user: toProfile(user), tokens }, 'Tokens refreshed');
    }

    @Delete('/logout')
    @Operation({ id: `signOut${K}`, summary: 'Sign out (end the current session)', returns: null })
    @Authenticated(kind)
    @RateLimit(classes.write)
    async logout() {
      await accounts.sessions.revokeCurrent();
      return ok(null, 'Signed out');
    }

    @Get('/me')
    @Operation({ id: `get${K}Profile`, summary: "Get the signed-in account's profile", returns: MeResponse })
    @Authenticated(kind)
    @RateLimit(classes.read)
    async me() {
      return ok(await accounts.auth.me());
    }

    @Post('/password/set')
    @Operation({ id: `set${K}Password`, summary: 'Set or change the password', returns: null })
    @HttpCode(200)
    @Authenticated(kind)
    @RateLimit(AUTH_LIMITS.passwordSet)
    @Throws(AccountErrors.CURRENT_PASSWORD_REQUIRED, AccountErrors.CURRENT_PASSWORD_INVALID, CommonErrors.RATE_LIMITED)
    async setPassword(@Body() body: PasswordSetDto) {
      await accounts.auth.setPassword(body.newPassword, body.currentPassword);
      return ok(null, 'Password updated');
    }

    @Post('/password/forgot')
    @Operation({ id: `request${K}PasswordReset`, summary: 'Send a password reset code by email', returns: SuccessResponse })
    @HttpCode(200)
    @RateLimit(AUTH_LIMITS.passwordForgot)
    @Throws(CommonErrors.RATE_LIMITED)
    async forgotPassword(@Body() body: EmailDto) {
      await accounts.passwordReset.forgot(kind, body.email);
      return ok({ success: true }, FLOW_MESSAGES.forgot);
    }

    @Post('/password/reset')
    @Operation({ id: `reset${K}Password`, summary: 'Reset the password with the emailed code', returns: null })
    @HttpCode(200)
    @RateLimit(AUTH_LIMITS.passwordReset)
    @Throws(AccountErrors.CODE_INVALID, CommonErrors.RATE_LIMITED)
    async resetPassword(@Body() body: ResetPasswordDto) {
      await accounts.passwordReset.reset(kind, body);
      return ok(null, FLOW_MESSAGES.reset);
    }

    @Post('/email/verify/resend')
    @Operation({ id: `resend${K}EmailVerification`, summary: 'Send the email verification code again', returns: SuccessResponse })
    @HttpCode(200)
    @RateLimit(AUTH_LIMITS.emailResend)
    @Throws(CommonErrors.RATE_LIMITED)
    async resendEmailVerification(@Body() body: EmailDto) {
      await accounts.verification.resendEmailVerification(kind, body.email);
      return ok({ success: true }, FLOW_MESSAGES.resend);
    }

    @Post('/email/verify/confirm')
    @Operation({ id: `confirm${K}Email`, summary: 'Confirm the email address with the code or link token', returns: ProfileResponse })
    @HttpCode(200)
    @RateLimit(AUTH_LIMITS.emailConfirm)
    @Throws(AccountErrors.CODE_INVALID, CommonErrors.RATE_LIMITED)
    async confirmEmail(@Body() body: CodeOrTokenDto) {
      return ok(await accounts.verification.confirmEmail(kind, body), FLOW_MESSAGES.emailVerified);
    }
  }
  return AuthSessionController;
}

export const AuthSessionAdminController = surfaceController(
  'AuthSessionAdminController',
  authSessionController('admin', '/api/auth', { read: 'ADMIN_READ', write: 'ADMIN_WRITE' }),
);
export const AuthSessionCustomerController = surfaceController(
  'AuthSessionCustomerController',
  authSessionController('customer', '/api/mobile/auth', { read: 'CUSTOMER_READ', write: 'CUSTOMER_WRITE' }),
);
