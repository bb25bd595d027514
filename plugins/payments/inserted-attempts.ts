import { transactionMemo } from '../../core/db/transaction.js';

/**
 * The attempts the transaction in progress inserted: one has no settlement yet, so settling it skips that read.
 * Forgotten with the rest of the memo when a savepoint rolls back.
 */
const key = (attemptId: string) => `payments.inserted-attempt:${attemptId}`;

export const insertedAttempts = {
  add: (attemptId: string) => transactionMemo()?.set(key(attemptId), true),
  has: (attemptId: string) => transactionMemo()?.get(key(attemptId)) === true,
};
