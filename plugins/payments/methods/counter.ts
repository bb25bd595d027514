import { PaymentErrors as E } from '../errors.js';
import { settleAttempt } from '../settlement.js';
import type { PaymentMethodHandler } from './handler.js';

/**
 * A method taken at a POS counter: paid in the sale's own transaction. Never offered online (`enabled` is false:
 * the methods list, /payments and /checkout/pay refuse it); only payAtCounter (counter-payment.ts) starts one.
 */
function counterMethod(code: string, label: string, description: string): PaymentMethodHandler {
  return {
    code,
    label,
    description,
    enabled: () => false,
    async start(attempt) {
      const settled = await settleAttempt(attempt, 'counter');
      if (settled === 'already' || !settled.accepted) throw E.CHECKOUT_SESSION_EXPIRED(undefined, 'The checkout session can no longer be paid');
      return { settled: true };
    },
  };
}

export const cash = counterMethod('cash', 'Cash', 'Paid in cash at the counter');
export const card = counterMethod('card', 'Card', 'Paid by card at the counter');
export const qr = counterMethod('qr', 'QR', 'Paid by QR code at the counter');

/** The counter methods, by code. */
export const COUNTER_METHODS: readonly PaymentMethodHandler[] = [cash, card, qr];
