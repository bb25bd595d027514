import { defineHook } from '../../core/hooks/index.js';

/**
 * Run at the end of a verification round, inside its transaction, with the attempt's status after the answer
 * was applied. No production handler: the payments kill test holds a worker here to kill it before the commit.
 */
export const PAYMENTS_VERIFY_ROUND_APPLIED = defineHook<{ attemptId: string; status: string }>('payments.verify-round-applied');
