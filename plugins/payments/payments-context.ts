import { AdminPaymentsService } from './admin-payments.service.js';
import { PaymentsService } from './payments.service.js';

/** The payments plugin's services: its routes and its panel call these. */
export const paymentServices = {
  /** the customer's routes and checkout's pay route */
  attempts: new PaymentsService(),
  /** the admin routes and the panel */
  admin: new AdminPaymentsService(),
};

/** The public surface (contract of issue 13; re-exported by index.ts): a checkout's attempts, for orders and the checkout admin reads. */
export const payments = { attempts: { forCheckout: (checkoutId: string) => paymentServices.attempts.forCheckout(checkoutId) } };
