import { ExchangeService } from './exchange.service.js';
import { ProviderSettingsService } from './provider-settings.service.js';
import { SignInFlow } from './sign-in-flow.js';

const settings = new ProviderSettingsService();

/** The federated services: module singletons (settings gets PUBLIC_BASE_URL at start-up), used by the controllers and the panel. */
export const federatedServices = { settings, flow: new SignInFlow(settings), exchange: new ExchangeService() };
