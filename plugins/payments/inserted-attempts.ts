import { transactionSlots } from '../../core/db/transaction.js';

/**
 * The attempts the transaction in progress inserted: one has no settlement yet, so settling it skips that read.
 * Forgotten with the rest of the memo when a savepoint rolls back.
 */
const inserted = transactionSlots<true>('payments.inserted-attempt');

export const insertedAttempts = {
  add: (attemptId: string) => inserted.set(attemptId, true),
  has: (attemptId: string) => inserted.get(attemptId) === true,
};
