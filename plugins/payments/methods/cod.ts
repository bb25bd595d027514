import { PaymentErrors as E } from '../errors.js';
import { settleAttempt } from '../settlement.js';
import type { PaymentMethodHandler } from './handler.js';

/** Cash on delivery: always offered, settled in the start's own transaction (nobody ever sees it initiated). */
export const cod: PaymentMethodHandler = {
  code: 'cod',
  label: 'Cash on delivery',
  description: 'Pay in cash when the order is delivered',
  enabled: () => true,
  async start(attempt) {
    const settled = await settleAttempt(attempt, 'cod');
    if (settled === 'already' || !settled.accepted) throw E.CHECKOUT_SESSION_EXPIRED(undefined, 'The checkout session can no longer be paid');
    return { settled: true };
  },
};
