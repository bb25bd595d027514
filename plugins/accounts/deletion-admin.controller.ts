import { Body, Delete, Get, HttpCode, JsonController, Post } from 'routing-controllers';
import { CommonErrors } from '../../core/http/app-error.js';
import { ok } from '../../core/http/envelope.js';
import { Authenticated, CurrentPrincipal, RateLimit, Throws, type Principal } from '../../core/http/route-policy.js';
import { accounts } from './accounts-context.js';
import { EmailDto, RecoverConfirmDto } from './dto/flows.dto.js';
import { AccountErrors } from './errors.js';
import { FLOW_MESSAGES } from './flow-messages.js';
import { AUTH_LIMITS } from './limits.js';

/** Account deletion on the admin surface (`/api/auth/account-deletion/*`). */
@JsonController('/api/auth/account-deletion')
export class DeletionAdminController {
  @Post('/request')
  @HttpCode(200)
  @Authenticated('admin')
  @RateLimit(AUTH_LIMITS.deletionRequest)
  @Throws(AccountErrors.DELETION_ALREADY_REQUESTED, AccountErrors.DELETION_BLOCKED, AccountErrors.ADMIN_SUPERADMIN_PROTECTED, CommonErrors.RATE_LIMITED)
  async request(@CurrentPrincipal() principal: Principal) {
    return ok(await accounts.deletion.request(principal), 'Account deletion scheduled; you are signed out');
  }

  @Delete('/cancel')
  @Authenticated('admin')
  @RateLimit(AUTH_LIMITS.deletionCancel)
  @Throws(AccountErrors.DELETION_NOT_PENDING, AccountErrors.DELETION_WINDOW_ELAPSED, CommonErrors.RATE_LIMITED)
  async cancel(@CurrentPrincipal() principal: Principal) {
    return ok(await accounts.deletion.cancel(principal), 'Account deletion cancelled');
  }

  @Get('/status')
  @Authenticated('admin')
  @RateLimit(AUTH_LIMITS.deletionStatus)
  async status(@CurrentPrincipal() principal: Principal) {
    return ok(await accounts.deletion.status(principal));
  }

  @Post('/recover')
  @HttpCode(200)
  @RateLimit(AUTH_LIMITS.recoverRequest)
  @Throws(CommonErrors.RATE_LIMITED)
  async recover(@Body() body: EmailDto) {
    await accounts.deletion.requestRecovery('admin', body.email);
    return ok({ success: true }, FLOW_MESSAGES.recover);
  }

  @Post('/recover/confirm')
  @HttpCode(200)
  @RateLimit(AUTH_LIMITS.recoverConfirm)
  @Throws(AccountErrors.CODE_INVALID, AccountErrors.DELETION_WINDOW_ELAPSED, AccountErrors.DELETION_NOT_PENDING, CommonErrors.RATE_LIMITED)
  async confirmRecovery(@Body() body: RecoverConfirmDto) {
    return ok(await accounts.deletion.confirmRecovery('admin', body.email, body.otp), 'Account recovered');
  }
}
