import { setAuthenticator } from '../../core/auth/principal.js';
import { sharedSecret } from '../../core/db/shared-secret.js';
import { definePlugin, permissionNames } from '../../core/plugin.js';
import { AccountMails } from './account-mails.js';
import { accounts } from './accounts-context.js';
import { accountsAdmin } from './admin.js';
import { AdminsController } from './admins.controller.js';
import { AdminsService } from './admins.service.js';
import { AuthAdminController } from './auth-admin.controller.js';
import { AuthCustomerController } from './auth-customer.controller.js';
import { AuthSessionAdminController, AuthSessionCustomerController } from './auth-session.controller.js';
import { AuthService } from './auth.service.js';
import { CustomersService } from './customers.service.js';
import { DeletionAdminController, DeletionCustomerController } from './deletion.controller.js';
import { COMPLETE_DELETION_FLOW } from './deletion-completion.js';
import { DeletionService } from './deletion.service.js';
import { federated } from './federated/index.js';
import { OneTimeCode } from './entities/one-time-code.entity.js';
import { Role } from './entities/role.entity.js';
import { Session } from './entities/session.entity.js';
import { User } from './entities/user.entity.js';
import { PasswordResetService } from './password-reset.service.js';
import { RolesController } from './roles.controller.js';
import { RolesService } from './roles.service.js';
import { PrincipalCache } from './principal-cache.js';
import { SessionService } from './session.service.js';
import { createSmsSender } from './sms-sender.js';
import { setSigningSecret } from './tokens.js';
import { SignInLockout } from './sign-in-lockout.js';
import { gatePendingDeletion } from './pending-deletion-gate.js';
import { rateLimitStore } from '../../core/http/rate-limit/limiter.js';
import { VerificationService } from './verification.service.js';
import { accountsMigrations } from './migrations/index.js';

export { accounts } from './accounts-context.js';
export { assertCustomerMaySignIn, createCustomer, customerStanding } from './customer-gates.js';
export { CUSTOMER_DELETED_TOPIC, type CustomerDeletedPayload } from './topics.js';
// for the panel assembly (admin/): its sign-in shares the admin sign-in's limits and lockout answer
export { AUTH_LIMITS } from './limits.js';
export { SignInLockedError } from './sign-in-lockout.js';
export { AccountErrors } from './errors.js';
export type { User } from './entities/user.entity.js';

/** Completes the deletions whose 7-day grace period has ended. */
export const COMPLETE_DELETIONS_JOB = 'accounts.complete-deletions';

export default definePlugin({
  name: 'accounts',
  permissions: ['Admins', 'Roles', 'Customers', ...federated.permissions],
  entities: [User, Role, Session, OneTimeCode, ...federated.entities],
  migrations: accountsMigrations,
  // the fixed /api/mobile/auth routes come before the federated /:provider ones
  controllers: [
    AuthAdminController,
    AuthSessionAdminController,
    DeletionAdminController,
    AuthCustomerController,
    AuthSessionCustomerController,
    DeletionCustomerController,
    AdminsController,
    RolesController,
    ...federated.controllers,
  ],
  admin: (ctx) => [...accountsAdmin(ctx), ...federated.admin(ctx)],
  flows: [COMPLETE_DELETION_FLOW],
  jobs: (r) => {
    r.define(COMPLETE_DELETIONS_JOB, async () => {
      await accounts.deletion.completeDueDeletions();
    });
    r.every('5 minutes', COMPLETE_DELETIONS_JOB);
  },
  async onStart({ config, plugins }) {
    setSigningSecret(await sharedSecret('jwt_secret', config.jwtSecret));
    const cache = new PrincipalCache();
    await cache.start();
    const sessions = new SessionService(config, cache);
    const everyPermission = permissionNames(plugins);
    const mails = new AccountMails(config.publicBaseUrl);
    accounts.sessions = sessions;
    accounts.auth = new AuthService(sessions, () => everyPermission);
    accounts.admins = new AdminsService(sessions);
    accounts.roles = new RolesService(sessions);
    accounts.sms = createSmsSender(config.smsWebhookUrl);
    accounts.verification = new VerificationService(mails, accounts.sms);
    accounts.passwordReset = new PasswordResetService(mails, accounts.verification, sessions);
    accounts.deletion = new DeletionService(mails, sessions);
    accounts.customers = new CustomersService(sessions, accounts.verification);
    accounts.signInLockout = new SignInLockout(rateLimitStore, config.rateLimits);
    setAuthenticator(async (token, req) => gatePendingDeletion(await sessions.authenticate(token), req));
    if (config.superadmin) await accounts.admins.ensureSuperadmin(config.superadmin.email, config.superadmin.password);
    await federated.start({ config, plugins });
  },
});
