import type { AdminContext, PluginStartContext } from '../../../core/plugin.js';
import { federatedAdmin } from './admin.js';
import { OAuthCode } from './entities/oauth-code.entity.js';
import { OAuthProviderSettings } from './entities/oauth-provider-settings.entity.js';
import { UserIdentity } from './entities/user-identity.entity.js';
import { FederatedController } from './federated.controller.js';
import { federatedServices } from './federated-context.js';
import { OAuthProvidersController } from './oauth-providers.controller.js';
import { configureProviders } from './providers.js';

/** Federated sign-in (customer surface): the parts the accounts manifest spreads into itself. */
export const federated = {
  /** permission modules; the accounts manifest spreads them into its own */
  permissions: ['OAuthProviders'],
  entities: [UserIdentity, OAuthCode, OAuthProviderSettings] as Function[],
  controllers: [FederatedController, OAuthProvidersController] as Function[],
  admin: (ctx: AdminContext): unknown[] => federatedAdmin(ctx),
  async start(ctx: PluginStartContext): Promise<void> {
    await configureProviders(ctx.config);
    federatedServices.settings.configure(ctx.config.publicBaseUrl);
  },
};
