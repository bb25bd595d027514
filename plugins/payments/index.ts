import { definePlugin } from '../../core/plugin.js';
import { paymentsAdmin, paymentsPanelHooks } from './admin.js';
import { CheckoutPayController } from './checkout-pay.controller.js';
import { PaymentAttempt } from './entities/payment-attempt.entity.js';
import { PaymentEvent } from './entities/payment-event.entity.js';
import { PaymentSettlement } from './entities/payment-settlement.entity.js';
import { GatewayReturnController } from './gateway-return.controller.js';
import { paymentsJobs } from './jobs.js';
import { paymentsMigrations } from './migrations/index.js';
import { paymentsDashboard } from './panel-dashboard.js';
import { paymentsDemo } from './demo.js';
import { paymentSettings } from './payment-settings.js';
import { PaymentsAdminController } from './payments-admin.controller.js';
import { PaymentsController } from './payments.controller.js';
import { configureReturnTokens } from './return-token.js';
import { sessionClosedSubscriber } from './session-closed.js';
import { PAYMENTS_INVARIANTS } from './migrations/invariants.js';

export { payments } from './payments-context.js';
export { PaymentErrors } from './errors.js';
// POS: a counter sale's session paid by cash, card or qr in the sale's transaction
export { payAtCounter, COUNTER_METHOD_CODES, type CounterMethod } from './counter-payment.js';

export default definePlugin({
  name: 'payments',
  requires: ['accounts', 'checkout', 'cart', 'products', 'addresses'],
  references: ['users'], // foreign keys of our migrations into these owners' tables
  permissions: ['Payments'],
  entities: [PaymentAttempt, PaymentSettlement, PaymentEvent],
  invariants: PAYMENTS_INVARIANTS,
  migrations: paymentsMigrations,
  controllers: [PaymentsController, CheckoutPayController, GatewayReturnController, PaymentsAdminController],
  subscribers: [sessionClosedSubscriber],
  jobs: paymentsJobs,
  admin: () => paymentsAdmin(),
  hooks: paymentsPanelHooks,
  dashboard: paymentsDashboard,
  demo: paymentsDemo,
  async onStart({ config }) {
    if (config.paymentGateway) await configureReturnTokens(config.paymentGateway.secret);
    paymentSettings.configure({
      gateway: config.paymentGateway,
      publicBaseUrl: config.publicBaseUrl,
      frontendBaseUrl: config.frontendBaseUrl,
      resultPath: config.paymentResultPath,
      verifyWindowMinutes: config.paymentVerifyWindowMinutes,
      lateCheckHours: config.paymentLateCheckHours,
    });
  },
});
