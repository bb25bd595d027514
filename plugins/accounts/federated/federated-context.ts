import type { ExchangeService } from './exchange.service.js';
import type { ProviderSettingsService } from './provider-settings.service.js';
import type { SignInFlow } from './sign-in-flow.js';

/** The federated services, wired once at start-up and used by the controllers and the panel. */
export const federatedServices: { settings: ProviderSettingsService; flow: SignInFlow; exchange: ExchangeService } = {} as any;
