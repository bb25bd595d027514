import { transactionMemo } from '../../core/db/transaction.js';

/**
 * What the transaction in progress knows it made itself: a checkout it inserted (a pay that started it) has only the
 * attempts this transaction inserts, and an attempt it inserted has no settlement yet. Reads that would look for
 * other rows are skipped. Forgotten with the rest of the memo when a savepoint rolls back.
 */
const key = (kind: 'checkout' | 'attempt', id: string) => `payments.fresh-${kind}:${id}`;

export const freshHere = {
  checkout: (checkoutId: string) => transactionMemo()?.set(key('checkout', checkoutId), true),
  attempt: (attemptId: string) => transactionMemo()?.set(key('attempt', attemptId), true),
  isCheckout: (checkoutId: string) => transactionMemo()?.get(key('checkout', checkoutId)) === true,
  isAttempt: (attemptId: string) => transactionMemo()?.get(key('attempt', attemptId)) === true,
};
