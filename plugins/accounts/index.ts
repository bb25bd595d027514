import { defineJob } from '../../core/jobs/index.js';
import { setAuthenticator } from '../../core/auth/principal.js';
import { sharedSecret } from '../../core/db/shared-secret.js';
import { definePlugin, permissionNames } from '../../core/plugin.js';
import { accounts } from './accounts-context.js';
import { accountsAdmin } from './admin.js';
import { accountsDashboard } from './panel-dashboard.js';
import { accountsDemo } from './demo.js';
import { AdminsController } from './admins.controller.js';
import { AuthAdminController } from './auth-admin.controller.js';
import { AuthCustomerController } from './auth-customer.controller.js';
import { AuthSessionAdminController, AuthSessionCustomerController } from './auth-session.controller.js';
import { DeletionAdminController, DeletionCustomerController } from './deletion.controller.js';
import { COMPLETE_DELETION_FLOW } from './deletion-completion.js';
import { federated } from './federated/index.js';
import { OneTimeCode } from './entities/one-time-code.entity.js';
import { Role } from './entities/role.entity.js';
import { Session } from './entities/session.entity.js';
import { User } from './entities/user.entity.js';
import { RolesController } from './roles.controller.js';
import { setSigningSecret } from './tokens.js';
import { gatePendingDeletion } from './pending-deletion-gate.js';
import { accountsMigrations } from './migrations/index.js';
import { setPasswordCost } from './password.js';

export { accounts } from './accounts-context.js';
// the demo shop's customer (the demos of addresses, cart and orders give it data)
export { DEMO_CUSTOMER } from './demo.js';
export { assertCustomerMaySignIn, createCustomer, customerStanding } from './customer-gates.js';
export { CUSTOMER_DELETED, type CustomerDeletedPayload } from './topics.js';
// the panel: what other areas show on a customer's page
export { ACCOUNTS_CUSTOMER_PANEL } from './hooks.js';
// for the panel assembly (admin/): its sign-in shares the admin sign-in's limits and lockout answer
export { AUTH_LIMITS } from './limits.js';
export { SignInLockedError } from './sign-in-lockout.js';
export { AccountErrors } from './errors.js';
// POS: a walk-in customer with a set-password link
export { createWalkInCustomer, WALK_IN_NO_EMAIL_DOMAIN, type WalkIn, type WalkInResult } from './walk-in.js';
export { customerCards, searchCustomers, type CustomerCard } from './customer-directory.js';
// for the panel: people named, not shown as ids (media owners, the dashboard's activity)
export { userLabels } from './user-lookup.js';
export type { User } from './entities/user.entity.js';

/** Completes the deletions whose 7-day grace period has ended. */
export const COMPLETE_DELETIONS_JOB = 'accounts.complete-deletions';

export default definePlugin({
  name: 'accounts',
  references: ['permissions'], // foreign keys of our migrations into these owners' tables
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
  dashboard: accountsDashboard,
  demo: accountsDemo,
  flows: [COMPLETE_DELETION_FLOW],
  jobs: [defineJob(COMPLETE_DELETIONS_JOB, async () => void (await accounts.deletion.completeDueDeletions()), { schedule: { every: '5 minutes' } })],
  async onStart({ config, plugins }) {
    setSigningSecret(await sharedSecret('jwt_secret', config.jwtSecret));
    setPasswordCost(config.passwordScryptN);
    await accounts.principalCache.start();
    accounts.sessions.configure(config);
    accounts.auth.configure(permissionNames(plugins));
    accounts.mails.configure(config.publicBaseUrl);
    accounts.sms.configure(config.smsWebhookUrl);
    accounts.signInLockout.configure(config.rateLimits);
    setAuthenticator(async (token, req) => gatePendingDeletion(await accounts.sessions.authenticate(token), req));
    if (config.superadmin) await accounts.admins.ensureSuperadmin(config.superadmin.email, config.superadmin.password);
    await federated.start({ config, plugins });
  },
});
