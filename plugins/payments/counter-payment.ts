import { withTransaction } from '../../core/db/transaction.js';
import { COUNTER_METHODS } from './methods/counter.js';
import { lockSessionAndLiveAttempt } from './payment-locks.js';
import { startAttempt } from './start-attempt.js';

export type CounterMethod = 'cash' | 'card' | 'qr';
export const COUNTER_METHOD_CODES: readonly CounterMethod[] = ['cash', 'card', 'qr'];

/**
 * POS: a counter session paid at once by a counter method, in the caller's transaction (the session's lock, then
 * the attempt's, as every payments writer): a paid attempt, the session settled (SESSION_SETTLED). Returns the
 * attempt's public id.
 */
export function payAtCounter(checkoutId: string, method: CounterMethod): Promise<{ attemptId: string }> {
  const handler = COUNTER_METHODS.find((h) => h.code === method);
  if (!handler) throw new Error(`"${method}" is not a counter method`);
  return withTransaction(async () => {
    const started = await startAttempt(await lockSessionAndLiveAttempt(checkoutId, null), handler);
    return { attemptId: started.payment.id };
  });
}
