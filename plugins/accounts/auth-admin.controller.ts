import type { HttpRequest } from '../../core/http/http-types.js';
import { Body, Get, HttpCode, JsonController, Post, Req } from 'routing-controllers';
import { ok } from '../../core/http/envelope.js';
import { Authenticated, RateLimit, Throws } from '../../core/http/route-policy.js';
import { CommonErrors } from '../../core/http/app-error.js';
import { accounts, clientInfo } from './accounts-context.js';
import { EmailLoginDto } from './dto/auth.dto.js';
import { PhoneConfirmDto, PhoneRequestDto } from './dto/flows.dto.js';
import { AccountErrors } from './errors.js';
import { AUTH_LIMITS } from './limits.js';
import { ApiTag, Operation } from '../../core/http/openapi/operation.js';
import { SuccessResponse } from '../../core/http/openapi/common-responses.js';
import { PermissionsResponse, ProfileResponse, SignInResponse } from './dto/account.response.js';

/** Admin sign-in, permissions and phone verification (`/api/auth/*`); the shared routes are in auth-session.controller.ts. */
@JsonController('/api/auth')
@ApiTag('Admin auth', 'Admin sign-in, session, password, and email and phone verification (`/api/auth/*`)')
export class AuthAdminController {
  @Post('/login/email')
  @Operation({ id: 'signInAdmin', summary: 'Sign in as an admin with email and password', returns: SignInResponse })
  @HttpCode(200)
  @RateLimit(AUTH_LIMITS.login)
  @Throws(AccountErrors.INVALID_CREDENTIALS, AccountErrors.ACCOUNT_DISABLED, AccountErrors.ACCOUNT_PENDING_DELETION, CommonErrors.RATE_LIMITED)
  async login(@Body() body: EmailLoginDto, @Req() req: HttpRequest) {
    const signIn = () => accounts.auth.loginWithPassword('admin', body.email, body.password, clientInfo(req, body.deviceInfo));
    return ok(await accounts.signInLockout.attempt(body.email, signIn, req.res), 'Signed in');
  }

  @Get('/permissions')
  @Operation({ id: 'getAdminPermissions', summary: "Get the signed-in admin's role and permissions", returns: PermissionsResponse })
  @Authenticated('admin')
  @RateLimit('ADMIN_READ')
  async permissions() {
    return ok(await accounts.auth.permissions());
  }

  @Post('/phone/verify/request')
  @Operation({ id: 'requestAdminPhoneVerification', summary: "Send a verification code to the admin's phone", returns: SuccessResponse })
  @HttpCode(200)
  @Authenticated('admin')
  @RateLimit(AUTH_LIMITS.phoneRequest)
  @Throws(AccountErrors.SMS_DELIVERY_FAILED, CommonErrors.RATE_LIMITED)
  async requestPhoneVerification(@Body() body: PhoneRequestDto) {
    await accounts.verification.requestPhoneVerification(body.phone);
    return ok({ success: true }, 'A verification code was sent to the phone number');
  }

  @Post('/phone/verify/confirm')
  @Operation({ id: 'confirmAdminPhone', summary: "Confirm the admin's phone with the code sent", returns: ProfileResponse })
  @HttpCode(200)
  @Authenticated('admin')
  @RateLimit(AUTH_LIMITS.phoneConfirm)
  @Throws(AccountErrors.CODE_INVALID, CommonErrors.RATE_LIMITED)
  async confirmPhone(@Body() body: PhoneConfirmDto) {
    return ok(await accounts.verification.confirmPhone(body.otp), 'Phone number verified');
  }
}
