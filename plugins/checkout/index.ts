import { definePlugin } from '../../core/plugin.js';
import { CheckoutSessionLine } from './entities/checkout-session-line.entity.js';
import { CheckoutSessionPromotion } from './entities/checkout-session-promotion.entity.js';
import { CheckoutSession } from './entities/checkout-session.entity.js';
import { checkoutJobs } from './jobs.js';
import { checkoutAdmin, checkoutPanelHooks } from './admin.js';
import { CheckoutAdminController } from './checkout-admin.controller.js';
import { CheckoutController } from './checkout.controller.js';
import { checkoutMigrations } from './migrations/index.js';
import { checkoutSettings } from './settings.js';
import { CHECKOUT_INVARIANTS } from './migrations/invariants.js';

// the public surface (payments, orders; contract of issue 13): checkout.sessions.* and the three topics
export { checkout } from './checkout-context.js';
export { CheckoutErrors } from './errors.js';
export { SESSION_SETTLED, SESSION_COMPLETED, SESSION_CLOSED } from './topics.js';
// the panel: what other areas show on a checkout session's page
export { CHECKOUT_SESSION_PANEL } from './hooks.js';
export type { SessionStatus } from './entities/checkout-session.entity.js';
export type { PayableSession, SettleResult } from './payment-moves.js';
export type { StartInput } from './start.js';
export type { CheckoutSessionView } from './session-view.js';
export type { OrderSource, Completion } from './order-source.js';
// POS: a counter sale's session, priced, held and frozen in the caller's transaction
export { startCounterSession, type CounterStartInput, type CounterShipTo, type CounterStart } from './counter-start.js';
// the start body (payments' /checkout/pay extends it with method and expectedGrandTotal) and the session's response schema
export { StartCheckoutDto } from './dto/checkout.dto.js';
export { CheckoutSessionResponse, DOCUMENTED_PAYMENT_METHODS, PAYMENT_METHOD_LABELS } from './dto/checkout.response.js';

export default definePlugin({
  name: 'checkout',
  requires: ['accounts', 'products', 'shipping', 'addresses', 'promotions', 'cart'],
  references: ['users'], // foreign keys of our migrations into these owners' tables
  permissions: ['Checkout'],
  entities: [CheckoutSession, CheckoutSessionLine, CheckoutSessionPromotion],
  invariants: CHECKOUT_INVARIANTS,
  migrations: checkoutMigrations,
  controllers: [CheckoutController, CheckoutAdminController],
  jobs: checkoutJobs,
  admin: () => checkoutAdmin(),
  hooks: checkoutPanelHooks,
  onStart({ config }) {
    checkoutSettings.configure({ ttlSeconds: config.checkoutSessionTtlSeconds, paymentWindowMinutes: config.paymentVerifyWindowMinutes });
  },
});
