import { AdminPaymentsService } from './admin-payments.service.js';
import { PaymentsService } from './payments.service.js';

/** The payments plugin's services: the routes, the panel and other plugins (through index.ts) call these. */
export const payments = {
  /** the customer's routes and checkout's pay route */
  attempts: new PaymentsService(),
  /** the admin routes and the panel */
  admin: new AdminPaymentsService(),
};
