import { Body, Delete, Get, HttpCode, JsonController, Post } from 'routing-controllers';
import type { ErrorDef } from '../../core/http/app-error.js';
import { CommonErrors } from '../../core/http/app-error.js';
import { ok } from '../../core/http/envelope.js';
import { Authenticated, RateLimit, Throws } from '../../core/http/route-policy.js';
import { surfaceController } from '../../core/http/surface.js';
import { accounts } from './accounts-context.js';
import { EmailDto, RecoverConfirmDto } from './dto/flows.dto.js';
import type { UserKind } from './entities/user.entity.js';
import { AccountErrors } from './errors.js';
import { FLOW_MESSAGES } from './flow-messages.js';
import { AUTH_LIMITS } from './limits.js';
import { ApiTag, Operation } from '../../core/http/openapi/operation.js';
import { SuccessResponse } from '../../core/http/openapi/common-responses.js';
import { DeletionScheduledResponse, DeletionStatusResponse, RecoveryResponse } from './dto/account.response.js';

/** Account deletion routes of one surface (`<base>/account-deletion/*`), the same on both. */
function deletionController(kind: UserKind, base: string, requestErrors: ErrorDef[]) {
  const K = kind === 'admin' ? 'Admin' : 'Customer';

  @JsonController(`${base}/account-deletion`)
  @ApiTag(`${K} account deletion`, `Scheduling, cancelling and recovering the deletion of the signed-in ${kind}'s account`)
  class DeletionController {
    @Post('/request')
    @Operation({ id: `request${K}AccountDeletion`, summary: 'Schedule the deletion of the signed-in account', returns: DeletionScheduledResponse })
    @HttpCode(200)
    @Authenticated(kind)
    @RateLimit(AUTH_LIMITS.deletionRequest)
    @Throws(AccountErrors.DELETION_ALREADY_REQUESTED, AccountErrors.DELETION_BLOCKED, ...requestErrors, CommonErrors.RATE_LIMITED)
    async request() {
      return ok(await accounts.deletion.request(), 'Account deletion scheduled; you are signed out');
    }

    @Delete('/cancel')
    @Operation({ id: `cancel${K}AccountDeletion`, summary: 'Cancel a scheduled account deletion', returns: DeletionStatusResponse })
    @Authenticated(kind)
    @RateLimit(AUTH_LIMITS.deletionCancel)
    @Throws(AccountErrors.DELETION_NOT_PENDING, AccountErrors.DELETION_WINDOW_ELAPSED, CommonErrors.RATE_LIMITED)
    async cancel() {
      return ok(await accounts.deletion.cancel(), 'Account deletion cancelled');
    }

    @Get('/status')
    @Operation({ id: `get${K}AccountDeletionStatus`, summary: "Get the account's deletion status", returns: DeletionStatusResponse })
    @Authenticated(kind)
    @RateLimit(AUTH_LIMITS.deletionStatus)
    async status() {
      return ok(await accounts.deletion.status());
    }

    @Post('/recover')
    @Operation({ id: `request${K}AccountRecovery`, summary: 'Send an account recovery code by email', returns: SuccessResponse })
    @HttpCode(200)
    @RateLimit(AUTH_LIMITS.recoverRequest)
    @Throws(CommonErrors.RATE_LIMITED)
    async recover(@Body() body: EmailDto) {
      await accounts.deletion.requestRecovery(kind, body.email);
      return ok({ success: true }, FLOW_MESSAGES.recover);
    }

    @Post('/recover/confirm')
    @Operation({ id: `confirm${K}AccountRecovery`, summary: 'Recover an account pending deletion with the emailed code', returns: RecoveryResponse })
    @HttpCode(200)
    @RateLimit(AUTH_LIMITS.recoverConfirm)
    @Throws(AccountErrors.CODE_INVALID, AccountErrors.DELETION_WINDOW_ELAPSED, AccountErrors.DELETION_NOT_PENDING, CommonErrors.RATE_LIMITED)
    async confirmRecovery(@Body() body: RecoverConfirmDto) {
      return ok(await accounts.deletion.confirmRecovery(kind, body.email, body.otp), 'Account recovered');
    }
  }
  return DeletionController;
}

export const DeletionAdminController = surfaceController(
  'DeletionAdminController',
  deletionController('admin', '/api/auth', [AccountErrors.ADMIN_SUPERADMIN_PROTECTED]),
);
export const DeletionCustomerController = surfaceController('DeletionCustomerController', deletionController('customer', '/api/mobile/auth', []));
