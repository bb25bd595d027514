import { setAuthenticator } from '../../core/auth/principal.js';
import { sharedSecret } from '../../core/db/shared-secret.js';
import { definePlugin, permissionNames } from '../../core/plugin.js';
import { accounts } from './accounts-context.js';
import { accountsAdmin } from './admin.js';
import { AdminsController } from './admins.controller.js';
import { AdminsService } from './admins.service.js';
import { AuthAdminController } from './auth-admin.controller.js';
import { AuthService } from './auth.service.js';
import { federated } from './federated/index.js';
import { Role } from './entities/role.entity.js';
import { Session } from './entities/session.entity.js';
import { User } from './entities/user.entity.js';
import { RolesController } from './roles.controller.js';
import { RolesService } from './roles.service.js';
import { PrincipalCache } from './principal-cache.js';
import { SessionService } from './session.service.js';
import { setSigningSecret } from './tokens.js';

export { accounts } from './accounts-context.js';

export default definePlugin({
  name: 'accounts',
  permissions: ['Admins', 'Roles'],
  entities: [User, Role, Session, ...federated.entities],
  controllers: [AuthAdminController, AdminsController, RolesController, ...federated.controllers],
  admin: (ctx) => [...accountsAdmin(ctx), ...federated.admin(ctx)],
  async onStart({ config, plugins }) {
    setSigningSecret(await sharedSecret('jwt_secret', config.jwtSecret));
    const cache = new PrincipalCache();
    await cache.start();
    const sessions = new SessionService(config, cache);
    const everyPermission = permissionNames(plugins);
    accounts.sessions = sessions;
    accounts.auth = new AuthService(sessions, () => everyPermission);
    accounts.admins = new AdminsService(sessions);
    accounts.roles = new RolesService(sessions);
    setAuthenticator((token) => sessions.authenticate(token));
    if (config.superadmin) await accounts.admins.ensureSuperadmin(config.superadmin.email, config.superadmin.password);
    await federated.start({ config, plugins });
  },
});
