import { clock } from '../../core/clock/clock.js';
import { signedInActor } from '../../core/context/request-context.js';
import { withTransaction } from '../../core/db/transaction.js';
import { checkout, type StartInput } from '../checkout/index.js';
import { moveAttempt } from './attempt-machine.js';
import { attemptStore } from './attempt-store.js';
import { LIVE_STATUSES, type PaymentAttempt } from './entities/payment-attempt.entity.js';
import { PaymentErrors as E } from './errors.js';
import { paymentView, type PaymentView } from './mappers.js';
import { availableMethod, enabledMethods, handlerOf, type PaymentMethodView } from './methods/registry.js';
import { startAttempt, type Started } from './start-attempt.js';
import { lockSessionAndAttempt, lockSessionAndLiveAttempt } from './payment-locks.js';
import { paymentSettings } from './payment-settings.js';
import { PAYMENT_LIMITS } from './limits.js';
import { businessStatus } from './statuses.js';

/** The customer's own attempt, or 404 PAYMENT_ATTEMPT_NOT_FOUND (unknown and another customer's alike). */
async function mine(attempt: PaymentAttempt | null): Promise<PaymentAttempt> {
  if (!attempt || attempt.customerId !== signedInActor().publicId.toLowerCase()) throw E.PAYMENT_ATTEMPT_NOT_FOUND();
  return attempt;
}

/** The customer payment routes (spec 03 "Payments", customer surface) and checkout's pay route. */
export class PaymentsService {
  /** GET /api/mobile/payments/methods */
  methods(): PaymentMethodView[] {
    return enabledMethods();
  }

  /** POST /api/mobile/payments: 201 for a new attempt, 200 (created false) when one with this method was in flight. */
  start(checkoutId: string, method: string): Promise<Started> {
    const chosen = availableMethod(method);
    const customer = signedInActor().publicId;
    return withTransaction(async () => startAttempt(await lockSessionAndLiveAttempt(checkoutId, customer), chosen));
  }

  /**
   * POST /api/mobile/checkout/pay: the session started (or the live one with the same inputs) and its payment
   * started, in ONE transaction: a refusal of either leaves nothing behind.
   */
  pay(input: StartInput & { method: string; expectedGrandTotal: number }): Promise<PaymentView> {
    const chosen = availableMethod(input.method);
    const customer = signedInActor().publicId;
    return withTransaction(async () => {
      const { addressId, couponCode, cartVersion, expectedGrandTotal } = input;
      const { session } = await checkout.sessions.start({ addressId, couponCode, cartVersion, expectedGrandTotal }, { forPayment: true });
      const started = await startAttempt(await lockSessionAndLiveAttempt(session.checkout.id, customer), chosen);
      return started.payment;
    });
  }

  /** GET /api/mobile/payments/{id}: the stored state, no redirect, never asks the gateway. */
  async get(id: string): Promise<PaymentView> {
    return paymentView(await mine(await attemptStore.find(id)));
  }

  /**
   * POST /api/mobile/payments/{id}/cancel: an attempt in flight is cancelled and its session returns to
   * pending_payment (holds kept). Paid: 409 PAYMENT_ATTEMPT_NOT_CANCELLABLE; a pending verification: 409
   * PAYMENT_VERIFICATION_PENDING (money may have moved); an attempt already ended answers as it is.
   * A cancelled attempt of a verified method is still asked about once more (the customer may have paid at the gateway).
   */
  cancel(id: string): Promise<PaymentView> {
    return withTransaction(async () => {
      const seen = await mine(await attemptStore.find(id));
      const { attempt: a } = (await lockSessionAndAttempt(seen.publicId))!;
      if (a.status === 'succeeded') throw E.PAYMENT_ATTEMPT_NOT_CANCELLABLE();
      if (a.status === 'pending_verification') throw E.PAYMENT_VERIFICATION_PENDING({ paymentId: a.publicId });
      if (LIVE_STATUSES.includes(a.status)) {
        const askAt = handlerOf(a.method).verify ? new Date(clock.nowMs() + PAYMENT_LIMITS.finalCheckDelaySeconds * 1000) : null;
        await moveAttempt(a, 'cancel', { nextVerifyAt: askAt, failureReason: 'cancelled_by_customer' }, { by: 'customer' });
        await checkout.sessions.paymentEnded(a.checkoutId);
      }
      return paymentView(a);
    });
  }

  /** For other plugins (orders, checkout's admin reads): a checkout's attempts, oldest first. */
  async forCheckout(checkoutId: string): Promise<{ id: string; method: string; status: string; amount: number }[]> {
    const rows = await attemptStore.forCheckout(checkoutId);
    const now = clock.now();
    return rows.map((a) => ({ id: a.publicId, method: a.method, status: businessStatus(a, now), amount: a.amount }));
  }

  /** whether the gateway method is on (the README's three commands, the panel) */
  gatewayEnabled(): boolean {
    return paymentSettings.gateway !== undefined;
  }
}
