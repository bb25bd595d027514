import { CheckoutSessionsService } from './sessions.service.js';

/** The checkout plugin's services: the routes, the panel, payments and orders (through index.ts) call these. */
export const checkout = { sessions: new CheckoutSessionsService() };
